import { AuthLayout, type AuthSocialLink, HowItWorks } from "@trilha/ui";
import type * as React from "react";
import { supportContacts, usePublicSettings } from "../auth/settings";
import type { Partner } from "../partners/partners";

/** Footer year of the public pages (spec 01 §1). */
export const AUTH_FOOTER_YEAR = 2024;

export const SOCIAL_LINKS: AuthSocialLink[] = [
  { label: "Trilha no Instagram", href: "https://www.instagram.com/trilha.residuos", network: "instagram" },
  {
    label: "Trilha no LinkedIn",
    href: "https://www.linkedin.com/company/trilha-residuos",
    network: "linkedin",
  },
  { label: "Trilha no YouTube", href: "https://www.youtube.com/@trilha.residuos", network: "youtube" },
];

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
  const support = supportContacts(usePublicSettings().settings);
  return (
    <AuthLayout
      theme={partner?.theme ?? "default"}
      panelImage={partner ? { src: partner.image, alt: partner.name } : undefined}
      headline={partner?.headline}
      text={partner?.text}
      howItWorks={!partner && showHowItWorks ? <HowItWorks /> : undefined}
      socialLinks={SOCIAL_LINKS}
      supportPhone={support.phone}
      supportEmail={support.email}
      year={AUTH_FOOTER_YEAR}
    >
      <div className="flex flex-col gap-4">
        {title ? <h1 className="text-2xl font-bold text-primary-dark">{title}</h1> : null}
        {children}
      </div>
    </AuthLayout>
  );
}
