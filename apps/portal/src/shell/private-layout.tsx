import { Breadcrumbs, Footer, type RenderLink, SideMenu, TrafficLightAlert, UserMenu } from "@trilha/ui";
import { Bell, BookOpen, Building2, CircleHelp, Repeat } from "lucide-react";
import type * as React from "react";
import { Link, Outlet, useLocation, useMatches } from "react-router-dom";
import { useSnapshot } from "valtio";
import { usePublicSettings } from "../auth/settings";
import { paths } from "../routes/paths";
import type { RouteHandle } from "../routes/title";
import { session } from "../session/store";
import { menuFor, SETTINGS_ITEM, USER_MENU } from "./menus";
import { useIntegrationAlert } from "./use-integration-alert";
import { useSessionCheck } from "./use-session-check";

export const SHELL_TEXT = {
  home: "Início",
  integrations: "Farol de Integrações",
  legislation: "Legislação",
  help: "Ajuda",
  changeUnit: "Trocar unidade",
  notifications: "Notificações",
  companyProfile: "Perfil da empresa",
  counterLabel: "toneladas de resíduos recicladas",
  version: "Versão 3.1.2",
} as const;

/** The recycled-waste counter is a static sample (spec 01 §2). */
export const RECYCLED_SAMPLE = 128_540;
const FOOTER_YEAR = 2024;

export const routerLink: RenderLink = ({ href, children, ...props }) => (
  <Link to={href} {...props}>
    {children}
  </Link>
);

function HeaderIcon({ label, to, children }: { label: string; to?: string; children: React.ReactNode }) {
  const className =
    "flex size-10 items-center justify-center rounded-full text-on-primary hover:bg-primary-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white [&_svg]:size-5";
  if (to)
    return (
      <Link to={to} aria-label={label} title={label} className={className}>
        {children}
      </Link>
    );
  return (
    <button type="button" aria-label={label} title={label} className={className}>
      {children}
    </button>
  );
}

/** Breadcrumbs from the deepest route title: Início › <page>. */
export function useBreadcrumbs() {
  const matches = useMatches();
  const title = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as
    | RouteHandle
    | undefined;
  const items: { label: string; href?: string }[] = [{ label: SHELL_TEXT.home, href: paths.dashboard }];
  if (title?.title && title.title !== "Painel de Controle") items.push({ label: title.title, href: "" });
  return items.map((item, index) => (index === items.length - 1 ? { label: item.label } : item));
}

/** The application shell of every private page (spec 01 §2): header, side menu, breadcrumbs, footer. */
export function PrivateLayout({ headerOnly = false }: { headerOnly?: boolean }) {
  const { pathname } = useLocation();
  const { user, companySelected } = useSnapshot(session);
  const { settings } = usePublicSettings();
  const alert = useIntegrationAlert();
  const crumbs = useBreadcrumbs();
  useSessionCheck(pathname);

  return (
    <div data-slot="private-layout" className="flex min-h-screen flex-col bg-surface-muted">
      <header className="sticky top-0 z-40 flex h-header items-center gap-2 bg-primary px-4 text-on-primary">
        <Link
          to={paths.companyProfile}
          aria-label={SHELL_TEXT.companyProfile}
          className="flex size-12 items-center justify-center rounded-full bg-white/20"
        >
          <Building2 aria-hidden className="size-6" />
        </Link>
        <span className="font-semibold">{companySelected?.trading_name ?? ""}</span>
        <div className="ml-auto flex items-center gap-1">
          <Link
            to={paths.integrations}
            aria-label={SHELL_TEXT.integrations}
            title={SHELL_TEXT.integrations}
            className="flex size-10 items-center justify-center rounded-full hover:bg-primary-dark"
          >
            <TrafficLightAlert active={alert} className="size-8" />
          </Link>
          <HeaderIcon label={SHELL_TEXT.legislation} to={paths.legislation}>
            <BookOpen aria-hidden />
          </HeaderIcon>
          <HeaderIcon label={SHELL_TEXT.help}>
            <CircleHelp aria-hidden />
          </HeaderIcon>
          <HeaderIcon label={SHELL_TEXT.changeUnit}>
            <Repeat aria-hidden />
          </HeaderIcon>
          <HeaderIcon label={SHELL_TEXT.notifications}>
            <Bell aria-hidden />
          </HeaderIcon>
          <UserMenu items={USER_MENU} renderLink={routerLink} />
        </div>
      </header>
      {headerOnly ? null : (
        <div className="flex flex-1">
          <SideMenu
            items={menuFor(user?.plans)}
            currentPath={pathname}
            bottomItem={SETTINGS_ITEM}
            renderLink={routerLink}
          />
          <div className="flex min-w-0 flex-1 flex-col">
            <div className="mx-auto flex w-full max-w-content flex-1 flex-col gap-4 p-6">
              <Breadcrumbs items={crumbs} />
              <Outlet />
            </div>
            <Footer
              phone={settings.supportPhone || "(11) 4000-1234"}
              email={settings.supportEmail || "suporte@trilha.eco.br"}
              counter={{ value: RECYCLED_SAMPLE, label: SHELL_TEXT.counterLabel }}
              version={SHELL_TEXT.version}
              year={FOOTER_YEAR}
            />
          </div>
        </div>
      )}
    </div>
  );
}
