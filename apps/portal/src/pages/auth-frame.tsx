import { AuthLayout, type AuthSocialLink, HowItWorks } from "@trilha/ui";
import type * as React from "react";
import { SUPPORT_FALLBACK, usePublicSettings } from "../auth/settings";
import type { Partner } from "../partners/partners";

/** Footer year of the public pages (spec 01 §1). */
export const AUTH_FOOTER_YEAR = 2024;

export const SOCIAL_LINKS: AuthSocialLink[] = [
  { label: "Trilha no Instagram", href: "https://www.instagram.com/trilha.residuos" },
  { label: "Trilha no LinkedIn", href: "https://www.linkedin.com/company/trilha-residuos" },
  { label: "Trilha no YouTube", href: "https://www.youtube.com/@trilha.residuos" },
];

/**
 * Login layout breakpoints (spec 01 §9: 1030, 1071, 1120 and 1200 px). The logo panel appears at 1030
 * (AuthLayout's `login` breakpoint); below 1120 the form column's margins and the panel's padding shrink
 * so the panel's text keeps a readable width beside the 450 px form, and from 1200 both get more air.
 * AuthLayout's parts are reached through their data-slot attributes.
 */
const LOGIN_BREAKPOINTS = [
  "login:**:data-[slot=auth-layout-form-column]:px-10 login:**:data-[slot=auth-layout-panel]:p-8",
  "min-[1071px]:**:data-[slot=auth-layout-form-column]:px-12 min-[1071px]:**:data-[slot=auth-layout-panel]:p-10",
  "min-[1120px]:**:data-[slot=auth-layout-form-column]:px-16 min-[1120px]:**:data-[slot=auth-layout-panel]:p-12",
  "min-[1200px]:**:data-[slot=auth-layout-form-column]:px-24 min-[1200px]:**:data-[slot=auth-layout-panel]:p-16",
].join(" ");

export type AuthFrameProps = {
  partner?: Partner;
  title?: string;
  children: React.ReactNode;
  /** The generic portal explains how it works; branded portals show their own text instead. */
  showHowItWorks?: boolean;
};

/**
 * Public pages inside @trilha/ui's AuthLayout: the partner's theme, picture and marketing text
 * (partners.ts), or the generic portal's "how it works" block, and the support contacts.
 */
export function AuthFrame({ partner, title, children, showHowItWorks = false }: AuthFrameProps) {
  const { settings } = usePublicSettings();
  return (
    <AuthLayout
      className={LOGIN_BREAKPOINTS}
      theme={partner?.theme ?? "default"}
      panelImage={partner ? { src: partner.image, alt: partner.name } : undefined}
      headline={partner?.headline}
      text={partner?.text}
      howItWorks={!partner && showHowItWorks ? <HowItWorks /> : undefined}
      socialLinks={SOCIAL_LINKS}
      supportPhone={settings.supportPhone || SUPPORT_FALLBACK.phone}
      supportEmail={settings.supportEmail || SUPPORT_FALLBACK.email}
      year={AUTH_FOOTER_YEAR}
    >
      <div className="flex flex-col gap-4">
        {title ? <h1 className="text-2xl font-bold text-primary-dark">{title}</h1> : null}
        {children}
      </div>
    </AuthLayout>
  );
}
