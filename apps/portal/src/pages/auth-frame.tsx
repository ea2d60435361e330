import type * as React from "react";
import trilhaArt from "../partners/art/trilha.svg";
import type { Partner } from "../partners/partners";

export const AUTH_FRAME_TEXT = {
  welcome: "Bem-vindo à Revolução",
  howItWorksTitle: "Como funciona",
  howItWorks:
    "O sistema de verificação garante transparência, rastreabilidade e não colisão na comprovação de créditos de reciclagem.",
  copyright: "© 2024 Trilha. Todos os direitos reservados.",
} as const;

export type AuthFrameProps = {
  partner?: Partner;
  title?: string;
  children: React.ReactNode;
  /** The generic portal explains how it works; branded portals show their own text instead. */
  showHowItWorks?: boolean;
};

/** The public pages' frame: form column, side panel with the partner's art, footer. */
export function AuthFrame({ partner, title, children, showHowItWorks = false }: AuthFrameProps) {
  const theme = partner?.theme ?? "default";
  return (
    <div data-theme={theme} className="flex min-h-screen flex-col bg-surface">
      <div className="flex flex-1">
        <main className="flex w-full flex-col items-center justify-center gap-6 p-6 login:w-1/2">
          <div className="flex w-full max-w-[450px] flex-col gap-4">
            {title ? <h1 className="text-2xl font-bold text-primary-dark">{title}</h1> : null}
            {children}
          </div>
        </main>
        <aside className="hidden w-1/2 flex-col items-center justify-center gap-4 bg-primary p-10 text-on-primary login:flex">
          <img src={partner?.image ?? trilhaArt} alt="" className="w-64" />
          {partner ? (
            <>
              <p className="text-xl font-bold">{partner.headline}</p>
              <p className="max-w-md text-center">{partner.text}</p>
            </>
          ) : showHowItWorks ? (
            <section aria-labelledby="how-it-works" className="max-w-md text-center">
              <h2 id="how-it-works" className="text-xl font-bold">
                {AUTH_FRAME_TEXT.howItWorksTitle}
              </h2>
              <p>{AUTH_FRAME_TEXT.howItWorks}</p>
            </section>
          ) : null}
        </aside>
      </div>
      <footer className="p-4 text-center text-sm text-text-muted">{AUTH_FRAME_TEXT.copyright}</footer>
    </div>
  );
}
