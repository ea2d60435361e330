import type * as React from "react";
import { cn } from "../lib/cn";

export type AppShellProps = React.ComponentProps<"div"> & {
  /** The Header. */
  header: React.ReactNode;
  /** The SideMenu. */
  sideMenu: React.ReactNode;
  /** Shown above the page (the portal passes its Breadcrumbs). */
  breadcrumbs?: React.ReactNode;
  /** The Footer. */
  footer?: React.ReactNode;
  /** Id of the main region, the skip link's target. */
  mainId?: string;
  /** Text of the skip link; "Pular para o conteúdo" by default. */
  skipLinkLabel?: string;
};

/**
 * Frame of private pages: sticky header, the side menu pinned below it, the page centred at 1366 px at most
 * with its breadcrumbs, and the footer. A skip link lets keyboard users jump past header and menu.
 */
export function AppShell({
  header,
  sideMenu,
  breadcrumbs,
  footer,
  mainId = "conteudo",
  skipLinkLabel = "Pular para o conteúdo",
  className,
  children,
  ...props
}: AppShellProps) {
  return (
    <div
      data-slot="app-shell"
      className={cn("flex min-h-dvh flex-col bg-surface-muted text-text", className)}
      {...props}
    >
      <a
        href={`#${mainId}`}
        onClick={(event) => {
          // Move focus without touching the URL: the app's router owns the hash and the history.
          const main = event.currentTarget.ownerDocument.getElementById(mainId);
          if (!main) return;
          event.preventDefault();
          main.focus();
          main.scrollIntoView?.({ block: "start" });
        }}
        className={cn(
          // Its padding only once shown: a hidden link keeps sr-only's 1 px box (nothing to tap or cover).
          "sr-only z-50 rounded-md bg-surface font-semibold text-primary shadow-lg",
          "focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-2 focus:outline-2 focus:outline-primary",
        )}
      >
        {skipLinkLabel}
      </a>
      {header}
      <div className="flex flex-1">
        <div
          data-slot="app-shell-side-menu"
          className="sticky top-header z-20 h-[calc(100dvh-var(--spacing-header))] shrink-0 self-start"
        >
          {sideMenu}
        </div>
        <div className="flex min-w-0 flex-1 flex-col">
          {/* At least a window's height below the header: the footer starts below the fold on every
              page, so a page whose content arrives shorter than its placeholder (a list of two rows
              after ten skeleton rows) does not pull the footer up into view (layout shift, issue 12). */}
          <div
            data-slot="app-shell-content"
            className="mx-auto min-h-[calc(100dvh-var(--spacing-header))] w-full max-w-content flex-1 px-4 py-4 tablet:px-6"
          >
            {breadcrumbs ? (
              <div data-slot="app-shell-breadcrumbs" className="mb-4">
                {breadcrumbs}
              </div>
            ) : null}
            <main id={mainId} tabIndex={-1} className="outline-none">
              {children}
            </main>
          </div>
          {footer}
        </div>
      </div>
    </div>
  );
}
