import {
  AppShell,
  Breadcrumbs,
  CompanyAvatar,
  Footer,
  Header,
  HeaderActions,
  type RenderLink,
  SideMenu,
  TrafficLightAlert,
  UserMenu,
} from "@trilha/ui";
import * as React from "react";
import { Link, Outlet, useLocation, useMatches, useNavigate } from "react-router-dom";
import { useSnapshot } from "valtio";
import { supportContacts, usePublicSettings } from "../auth/settings";
import { paths } from "../routes/paths";
import { routes } from "../routes/routes";
import { session } from "../session/store";
import { toast } from "../toasts/toasts";
import { breadcrumbItems } from "./breadcrumbs";
import { useChromeNavigationFocus } from "./chrome-focus";
import { useCompanyLogo } from "./company-logo";
import { useCompanyRole } from "./company-role";
import { IdleWarning } from "./idle-warning";
import { menuFor, SETTINGS_ITEM, userMenuFor } from "./menus";
import { notifications } from "./notifications";
import { ShellNotifications } from "./shell-notifications";
import { useIntegrationAlert } from "./use-integration-alert";
import { useSessionCheck } from "./use-session-check";

export const SHELL_TEXT = {
  home: "Início",
  companyProfile: "Perfil da empresa",
  counterLabel: "toneladas de resíduos recicladas",
  version: "Versão 3.1.2",
  help: (phone: string, email: string) => `Precisa de ajuda? Fale com o suporte: ${phone} ou ${email}.`,
  changeUnit: "Para trocar de unidade, saia da plataforma e entre novamente escolhendo a unidade.",
  /** The header-only /configuracoes page's heading (its route title). */
  settings: "Configurações",
} as const;

/** The recycled-waste counter is a static sample (spec 01 §2). */
export const RECYCLED_SAMPLE = 128_540;
const FOOTER_YEAR = 2024;

export const routerLink: RenderLink = ({ href, children, ...props }) => (
  <Link to={href} {...props}>
    {children}
  </Link>
);

/** Breadcrumbs of the page shown: Início › [its section] › the page (see breadcrumbItems). */
export function useBreadcrumbs() {
  const matches = useMatches();
  const { pathname } = useLocation();
  return React.useMemo(
    () => breadcrumbItems(pathname, matches, routes, SHELL_TEXT.home),
    [pathname, matches],
  );
}

/** The application shell of every private page (spec 01 §2): header, side menu, breadcrumbs, footer. */
export function PrivateLayout({
  headerOnly = false,
  children,
}: {
  headerOnly?: boolean;
  /** The page; defaults to the matched child route (the catch-all passes its page itself). */
  children?: React.ReactNode;
}) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user, companySelected } = useSnapshot(session);
  const { unread } = useSnapshot(notifications);
  const crumbs = useBreadcrumbs();
  useSessionCheck(pathname);
  useChromeNavigationFocus(pathname);
  const plans = user?.plans;
  const menu = React.useMemo(() => menuFor(plans), [plans]);
  const role = useCompanyRole();
  const userMenu = React.useMemo(() => userMenuFor(role), [role]);

  const header = (
    <Header
      homeHref={paths.dashboard}
      renderLink={routerLink}
      avatar={<HeaderAvatar />}
      actions={
        <HeaderActions
          integrationAlert={<IntegrationAlert />}
          integrationsHref={paths.integrations}
          legislationHref={paths.legislation}
          onHelp={() => {
            const { phone, email } = supportContacts();
            toast("info", SHELL_TEXT.help(phone, email));
          }}
          onChangeUnit={() => toast("info", SHELL_TEXT.changeUnit)}
          notifications={<ShellNotifications renderLink={routerLink} />}
          onNotifications={() => navigate(paths.notifications)}
          notificationsUnread={unread}
          renderLink={routerLink}
        />
      }
      userMenu={<UserMenu items={userMenu} renderLink={routerLink} />}
    >
      {/* The signed-in company; a saved profile renames it here (session store). Phones show the avatar only;
          a name cut with an ellipsis shows whole in its title. */}
      {companySelected?.trading_name ? (
        <p
          data-slot="header-company"
          title={companySelected.trading_name}
          className="ml-2 min-w-0 truncate font-semibold max-tablet:hidden"
        >
          {companySelected.trading_name}
        </p>
      ) : null}
    </Header>
  );

  // /configuracoes is only a header (spec 01 §2); it still has a main region, its h1 and, in the logo,
  // the way back home.
  if (headerOnly)
    return (
      <>
        {header}
        <main id="conteudo" className="px-6 py-8">
          <h1 className="text-2xl font-bold text-primary-dark">{SHELL_TEXT.settings}</h1>
          {children ?? <Outlet />}
        </main>
        <IdleWarning />
      </>
    );

  return (
    <AppShell
      header={header}
      sideMenu={
        <SideMenu items={menu} currentPath={pathname} bottomItem={SETTINGS_ITEM} renderLink={routerLink} />
      }
      breadcrumbs={
        <Breadcrumbs
          items={crumbs}
          renderLink={({ href, label }, className) => routerLink({ href, className, children: label })}
        />
      }
      footer={<ShellFooter />}
    >
      {children ?? <Outlet />}
      <IdleWarning />
    </AppShell>
  );
}

/**
 * The header's traffic light, with the integrations' answer as its own state: the answer redraws the
 * icon, not the whole shell (side menu, header, page).
 */
function IntegrationAlert() {
  return <TrafficLightAlert active={useIntegrationAlert()} />;
}

/**
 * The company's logo (set on /perfil-empresa), as its own state like the alert above: the spinner while
 * the company's answer and the picture are on their way, the placeholder alone when it has none.
 */
function HeaderAvatar() {
  return (
    <CompanyAvatar
      src={useCompanyLogo().src}
      label={SHELL_TEXT.companyProfile}
      href={paths.companyProfile}
      renderLink={routerLink}
    />
  );
}

/** The footer, with the support contacts of the public settings as its own state (as the alert above). */
function ShellFooter() {
  const { phone, email } = supportContacts(usePublicSettings().settings);
  return (
    <Footer
      phone={phone}
      email={email}
      counter={{ value: RECYCLED_SAMPLE, label: SHELL_TEXT.counterLabel }}
      version={SHELL_TEXT.version}
      year={FOOTER_YEAR}
    />
  );
}
