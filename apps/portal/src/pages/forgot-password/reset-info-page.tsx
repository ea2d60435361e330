import { TrilhaLogo } from "@trilha/ui";
import { useEffect } from "react";
import { Link } from "react-router-dom";
import { paths } from "../../routes/paths";
import { sessionActions } from "../../session/store";

export const RESET_INFO_TEXT = {
  welcome: "Bem-vindo à Revolução",
  divider: "REDEFINIR SENHA DE ACESSO",
  title: "Redefinição solicitada!",
  text: "Caso seu e-mail esteja cadastrado em nossa plataforma, você receberá um link em instantes para redefinição de senha.",
  back: "VOLTAR AO INÍCIO",
} as const;

/** Confirmation after a reset request (spec 01 §2), the same whether the e-mail is known or not. */
export function ResetInfoPage() {
  useEffect(() => {
    sessionActions.loading(false);
  }, []);
  return (
    <div className="flex min-h-screen bg-surface">
      <main className="flex w-full flex-col items-center justify-center gap-6 p-6 login:w-1/2">
        <div className="flex w-full max-w-[450px] flex-col gap-5">
          <h1 className="text-2xl font-bold text-primary-dark">{RESET_INFO_TEXT.welcome}</h1>
          <TrilhaLogo className="h-12" />
          <div className="flex items-center gap-3 text-xs font-semibold tracking-wide text-text-muted">
            <span className="h-px flex-1 bg-border" aria-hidden />
            <span>{RESET_INFO_TEXT.divider}</span>
            <span className="h-px flex-1 bg-border" aria-hidden />
          </div>
          <h2 className="text-xl font-bold">{RESET_INFO_TEXT.title}</h2>
          <p>{RESET_INFO_TEXT.text}</p>
          <Link
            to={paths.home}
            className="inline-flex h-10 items-center justify-center rounded-md bg-primary px-4 font-semibold text-on-primary"
          >
            {RESET_INFO_TEXT.back}
          </Link>
        </div>
      </main>
      <aside className="hidden w-1/2 items-center justify-center bg-primary login:flex">
        <TrilhaLogo tone="white" title="" className="h-20" />
      </aside>
    </div>
  );
}
