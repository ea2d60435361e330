import { Globe, Mail, Phone } from "lucide-react";
import type * as React from "react";
import { SocialIcon, type SocialNetwork } from "../assets/brand/social-icons";
import { TrilhaLogo } from "../assets/brand/trilha-logo";
import { cn } from "../lib/cn";

/** The login themes (spec 01 §1): default green gradient, blue icon box, yellow footer bar. */
export const authThemes = ["default", "blue", "yellow"] as const;
export type AuthTheme = (typeof authThemes)[number];

export type AuthSocialLink = {
  /** Accessible name, e.g. "Instagram da Trilha". */
  label: string;
  /** Where the link leads (opens in a new tab). */
  href: string;
  /** The network, whose own icon is drawn (Instagram, LinkedIn, YouTube). */
  network?: SocialNetwork;
  /** An icon of the caller's; without it or a network, a globe. */
  icon?: React.ReactNode;
};

export type AuthFooterProps = Omit<React.ComponentProps<"footer">, "children"> & {
  /** The partner's social networks, shown as icon links. */
  socialLinks?: readonly AuthSocialLink[];
  /** Support phone as shown, e.g. "(11) 4000-1234". */
  supportPhone?: string;
  /** Support e-mail. */
  supportEmail?: string;
  /** Copyright year (2024 in the spec). */
  year?: number;
  /** Whose copyright; "Trilha" by default. */
  owner?: string;
};

const footerLinkClass =
  "inline-flex items-center gap-1.5 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary [&_svg]:size-4";

/** Footer of public pages: social links in the theme's icon boxes, support contacts and copyright. */
export function AuthFooter({
  socialLinks = [],
  supportPhone,
  supportEmail,
  year,
  owner = "Trilha",
  className,
  ...props
}: AuthFooterProps) {
  return (
    <footer
      data-slot="auth-footer"
      className={cn(
        "flex flex-wrap items-center justify-between gap-4 border-t-[6px] border-t-(--auth-footer-bar) bg-surface-muted px-6 py-4 text-sm text-text",
        className,
      )}
      {...props}
    >
      {socialLinks.length ? (
        <ul data-slot="auth-footer-social" aria-label="Redes sociais" className="flex items-center gap-2">
          {socialLinks.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                target="_blank"
                rel="noreferrer"
                aria-label={link.label}
                className="flex size-9 items-center justify-center rounded-lg bg-(--auth-icon-box) text-white transition-opacity duration-200 hover:opacity-85 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--auth-icon-box) motion-reduce:transition-none [&_svg]:size-5"
              >
                {link.icon ?? (link.network ? <SocialIcon network={link.network} /> : <Globe aria-hidden />)}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {supportPhone || supportEmail ? (
        <div data-slot="auth-footer-support" className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <span className="font-semibold">Suporte:</span>
          {supportPhone ? (
            <a className={footerLinkClass} href={`tel:${supportPhone.replace(/[^\d+]/g, "")}`}>
              <Phone aria-hidden />
              {supportPhone}
            </a>
          ) : null}
          {supportEmail ? (
            <a className={footerLinkClass} href={`mailto:${supportEmail}`}>
              <Mail aria-hidden />
              {supportEmail}
            </a>
          ) : null}
        </div>
      ) : null}
      {year ? (
        <p data-slot="auth-footer-copyright" className="text-text-muted">
          © {year} {owner}
        </p>
      ) : null}
    </footer>
  );
}

export type AuthLayoutProps = Omit<React.ComponentProps<"div">, "title"> &
  Pick<AuthFooterProps, "socialLinks" | "supportPhone" | "supportEmail" | "year"> & {
    /** The partner's theme: `default` (green), `blue` (retail), `yellow` (fast food). */
    theme?: AuthTheme;
    /** Top of the form column; defaults to the Trilha logo. */
    logo?: React.ReactNode;
    /** The right-hand panel's picture (partner portals carry their own). */
    panelImage?: { src: string; alt: string };
    /** Marketing title and text of the right-hand panel. */
    headline?: string;
    /** The panel's marketing text, under the headline. */
    text?: string;
    /** Replaces the whole right-hand panel content. */
    panel?: React.ReactNode;
    /** The right-hand panel's accessible name (it is a complementary landmark). */
    panelLabel?: string;
    /** The generic portal's "how it works" block (HowItWorks), under the form. */
    howItWorks?: React.ReactNode;
  };

/**
 * Frame of public pages: a 450 px form column, a right-hand logo panel from 1030 px up, the theme chosen by
 * `data-theme` (its tokens live in styles.css) and the footer. From 1030 px the form column's margins and
 * the panel's padding grow at 1071, 1120 and 1200 px (spec 01 §9), so the panel's text keeps a readable
 * width beside the form on small laptops and both sides breathe on wide screens.
 */
export function AuthLayout({
  theme = "default",
  logo,
  panelImage,
  headline,
  text,
  panel,
  panelLabel = "Apresentação",
  howItWorks,
  socialLinks,
  supportPhone,
  supportEmail,
  year,
  className,
  children,
  ...props
}: AuthLayoutProps) {
  return (
    <div
      data-slot="auth-layout"
      data-theme={theme}
      className={cn("flex min-h-dvh flex-col bg-surface text-text", className)}
      {...props}
    >
      <div className="flex flex-1">
        <div
          data-slot="auth-layout-form-column"
          className="flex w-full flex-col items-center px-6 py-10 login:w-auto login:shrink-0 login:px-10 login-md:px-12 login-lg:px-16 login-xl:px-24"
        >
          <div className="flex w-auth-form max-w-full flex-col gap-8">
            <div data-slot="auth-layout-logo" className="flex flex-col items-start gap-3">
              {logo ?? <TrilhaLogo className="h-12" />}
              <span aria-hidden="true" className="h-1 w-12 rounded-full bg-(--auth-accent)" />
            </div>
            <main>{children}</main>
            {howItWorks ? <div data-slot="auth-layout-how-it-works">{howItWorks}</div> : null}
          </div>
        </div>
        {/* A landmark of its own, so the partner's art and words are not content outside any region. */}
        <aside
          aria-label={panelLabel}
          data-slot="auth-layout-panel"
          className="relative hidden flex-1 flex-col items-center justify-center gap-8 overflow-hidden bg-(image:--auth-background) p-8 text-white login:flex login-md:p-10 login-lg:p-12 login-xl:p-16"
        >
          {panel ?? (
            <>
              <TrilhaLogo tone="white" title="" className="h-16" />
              {panelImage ? (
                <img
                  src={panelImage.src}
                  alt={panelImage.alt}
                  className="max-h-80 w-full max-w-lg rounded-2xl object-cover shadow-xl"
                />
              ) : null}
              {headline || text ? (
                // The gradient runs into light greens; a dark card keeps the text readable all along it.
                <div className="max-w-lg rounded-2xl bg-black/45 p-8 backdrop-blur-sm">
                  {headline ? <p className="text-3xl leading-tight font-bold">{headline}</p> : null}
                  {text ? <p className="mt-3 text-lg">{text}</p> : null}
                </div>
              ) : null}
            </>
          )}
        </aside>
      </div>
      <AuthFooter
        socialLinks={socialLinks}
        supportPhone={supportPhone}
        supportEmail={supportEmail}
        year={year}
      />
    </div>
  );
}
