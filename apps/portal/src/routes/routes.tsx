import { type LoaderFunction, Outlet, type RouteObject, redirect, ScrollRestoration } from "react-router-dom";
import { storeLoginFlag } from "../pages/flags/login-flags";
import { LoginPage } from "../pages/login/login-page";
import type { PasswordVariant } from "../pages/password/password-page";
import { session } from "../session/store";
import { PublicOnly, RequireAdm, RequireSession } from "./guards";
import { listLoader } from "./list-loader";
import { paths } from "./paths";
import { RouteError } from "./route-error";
import { RouteFocus } from "./route-focus";
import { loadPrivateLayout } from "./signed-in-code";
import { ADM_ONLY, RouteTitle, SIGNED_IN_ONLY } from "./title";

/** A page fetched the first time its route is visited (its own chunk), so /login carries only sign-in. */
type Load = () => Promise<React.ReactNode>;

/**
 * A page imported on demand: `lazy(() => import("../pages/x/x-page"), "XPage")`, with the props it takes
 * when one module serves several routes. The router loads the chunk before it commits the navigation,
 * so the previous page stays until the new one can draw.
 */
const lazy =
  <K extends string, P extends object = Record<string, never>>(
    load: () => Promise<Record<K, React.ComponentType<P>>>,
    name: K,
    props?: P,
  ): Load =>
  async () => {
    const Page = (await load())[name] as React.ComponentType<P>;
    return <Page {...(props as P)} />;
  };

/** The sign-in steps after the login screen: each its own chunk, so /login carries only itself. */
const chooseUnit = lazy(() => import("../pages/choose/choose-unit-page"), "ChooseUnitPage");
const chooseModule = lazy(() => import("../pages/choose/choose-company-page"), "ChooseCompanyPage");
const forgotPassword = lazy(
  () => import("../pages/forgot-password/forgot-password-page"),
  "ForgotPasswordPage",
);
const passwordPage = (variant: PasswordVariant): Load =>
  lazy(() => import("../pages/password/password-page"), "PasswordPage", { variant });

const placeholder = lazy(() => import("../pages/placeholder/placeholder-page"), "PlaceholderPage");

/** The signed-in shell, also on demand (it brings the menus, tooltips and session checks). */
const privateLayout = (headerOnly: boolean) => async () => {
  const { PrivateLayout } = await loadPrivateLayout();
  return { element: headerOnly ? <PrivateLayout headerOnly /> : <PrivateLayout /> };
};

/**
 * A route with its title; the sign-in screens pass their element, every other page a `Load`, and a
 * list page the `listLoader` that asks for its first page while the page's code downloads.
 */
const page = (
  path: string,
  title: string,
  element: React.ReactNode | Load = placeholder,
  loader?: LoaderFunction,
): RouteObject =>
  typeof element === "function"
    ? { path, handle: { title }, loader, lazy: async () => ({ element: await element() }) }
    : { path, element, handle: { title }, loader };

/**
 * A flag route stores its code for the login screen's toast and redirects to `/` (spec 01 §2). A signed-in
 * user's visit (an old link) stores nothing: `/` sends them on to /dashboard, and the flag would otherwise
 * wait in storage and greet a later, unrelated logout.
 */
const flagRoute = (path: string, flag: Parameters<typeof storeLoginFlag>[0]): RouteObject => ({
  path,
  loader: () => {
    if (!session.isAuthenticated) storeLoginFlag(flag);
    return redirect(paths.home);
  },
});

export const routes: RouteObject[] = [
  {
    // Shown while the first page's chunk loads (opening a lazy page by its URL); tests await the page.
    hydrateFallbackElement: (
      <div data-slot="route-loading" role="status" className="min-h-dvh">
        <span className="sr-only">Carregando…</span>
      </div>
    ),
    // A page's code that failed to load (a deploy replaced the build and the reload did not help).
    errorElement: <RouteError />,
    element: (
      <>
        {/* The routes below, read when called: the title follows a navigation before its code loads. */}
        <RouteTitle routes={() => routes} />
        {/* A new page opens at the top (the list after a save); Back returns to where it was. */}
        <ScrollRestoration />
        <RouteFocus />
        <Outlet />
      </>
    ),
    children: [
      {
        element: <PublicOnly />,
        children: [
          page(paths.home, "Login", <LoginPage />),
          page(paths.login, "Login", <LoginPage />),
          page(paths.associationLogin, "Login", <LoginPage />),
          page(paths.retailLogin, "Login", <LoginPage />),
          page(paths.fastfoodLogin, "Login", <LoginPage />),
          page(
            paths.loginSso,
            "Login SSO",
            lazy(() => import("../pages/sso/sso-page"), "SsoPage"),
          ),
          page(paths.forgotPassword, "Esqueci minha senha", forgotPassword),
          page(paths.associationForgotPassword, "Esqueci minha senha", forgotPassword),
          page(
            paths.forgotPasswordInfo,
            "Redefinição solicitada",
            lazy(() => import("../pages/forgot-password/reset-info-page"), "ResetInfoPage"),
          ),
          page(paths.chooseUnit, "Escolher unidade", chooseUnit),
          page(paths.chooseModule, "Escolher módulo", chooseModule),
          page(paths.chooseUnitRetail, "Escolher unidade", chooseUnit),
          page(paths.chooseModuleRetail, "Escolher módulo", chooseModule),
          page(paths.chooseUnitFastfood, "Escolher unidade", chooseUnit),
          page(paths.chooseModuleFastfood, "Escolher módulo", chooseModule),
          page(paths.recoverPassword, "Recuperar senha", passwordPage("recover")),
          page(paths.redefinePassword, "Redefinir senha", passwordPage("redefine")),
          page(paths.strongPassword, "Redefinir senha", passwordPage("strong")),
          page(paths.firstAccess, "Cadastrar senha", passwordPage("firstAccess")),
          page(
            paths.integrationAccess,
            "Acesso por integração",
            lazy(
              () => import("../pages/integration-access/integration-access-page"),
              "IntegrationAccessPage",
            ),
          ),
        ],
      },
      flagRoute(paths.errorCredentials, { kind: "erro", code: 1 }),
      flagRoute(paths.errorAlreadyLogged, { kind: "erro", code: 2 }),
      flagRoute(paths.errorInactivity, { kind: "erro", code: 3 }),
      flagRoute(paths.successPasswordChange, { kind: "sucesso", code: 1 }),
      // The QR code printed on the MTR leads here: anyone may open it, signed in or not.
      page(
        paths.mtrVerification,
        "Verificação de MTR",
        lazy(() => import("../pages/outputs/mtr-verification-page"), "MtrVerificationPage"),
      ),
      {
        element: <RequireSession />,
        handle: SIGNED_IN_ONLY,
        children: [
          page(
            paths.exit,
            "Logout",
            lazy(() => import("../pages/logout/logout-page"), "LogoutPage"),
          ),
          page(
            paths.logout,
            "Logout",
            lazy(() => import("../pages/logout/logout-page"), "LogoutPage"),
          ),
          {
            lazy: privateLayout(true),
            children: [page(paths.settings, "Configurações", null)],
          },
          {
            lazy: privateLayout(false),
            children: [
              page(
                paths.dashboard,
                "Painel de Controle",
                lazy(() => import("../pages/dashboard/dashboard-page"), "DashboardPage"),
              ),
              page(
                paths.providers,
                "Prestadores",
                lazy(() => import("../pages/providers/provider-list-page"), "ProviderListPage"),
                listLoader("providers"),
              ),
              page(
                paths.providerEdit,
                "Editar Provedor",
                lazy(() => import("../pages/providers/provider-edit-page"), "ProviderEditPage"),
              ),
              page(
                paths.providerCreate,
                "Cadastrar Novo Prestador",
                lazy(() => import("../pages/providers/provider-wizard-page"), "ProviderWizardPage"),
              ),
              page(
                paths.outputs,
                "Saídas",
                lazy(() => import("../pages/outputs/output-list-page"), "OutputListPage"),
                listLoader("outputs"),
              ),
              page(
                paths.outputCreate,
                "Criar Documento de Saída",
                lazy(() => import("../pages/outputs/output-create-page"), "OutputCreatePage"),
              ),
              page(
                paths.outputDmr,
                "DMR",
                lazy(() => import("../pages/outputs/dmr-page"), "DmrPage"),
              ),
              page(
                paths.outputDetail,
                "Documento de Saída",
                lazy(() => import("../pages/outputs/output-detail-page"), "OutputDetailPage"),
              ),
              page(
                paths.residues,
                "Resíduos",
                lazy(() => import("../pages/residues/residue-list-page"), "ResidueListPage"),
                listLoader("residues"),
              ),
              page(
                paths.residueCreate,
                "Cadastrar Novo Resíduo",
                lazy(() => import("../pages/residues/residue-wizard-page"), "ResidueWizardPage"),
              ),
              page(
                paths.residueEdit,
                "Editar Resíduo",
                lazy(() => import("../pages/residues/residue-edit-page"), "ResidueEditPage"),
              ),
              page(
                paths.legislation,
                "Legislação",
                lazy(() => import("../pages/legislation/legislation-page"), "LegislationPage"),
              ),
              page(
                paths.companyProfile,
                "Perfil da Empresa",
                lazy(() => import("../pages/company-profile/company-profile-page"), "CompanyProfilePage"),
              ),
              page(
                paths.myProfile,
                "Meu Perfil",
                lazy(() => import("../pages/my-profile/my-profile-page"), "MyProfilePage"),
              ),
              page(
                paths.storedFile,
                "Arquivo",
                lazy(() => import("../pages/file/file-page"), "FilePage"),
              ),
              page(
                paths.users,
                "Usuários",
                lazy(() => import("../pages/users/user-list-page"), "UserListPage"),
                listLoader("users"),
              ),
              page(
                paths.userCreate,
                "Novo Usuário",
                lazy(() => import("../pages/users/user-create-page"), "UserCreatePage"),
              ),
              page(
                paths.userEdit,
                "Editar Usuário",
                lazy(() => import("../pages/users/user-edit-page"), "UserEditPage"),
              ),
              page(
                paths.permissions,
                "Permissões",
                lazy(() => import("../pages/permissions/permissions-page"), "PermissionsPage"),
              ),
              page(
                paths.contractors,
                "Contratantes",
                lazy(() => import("../pages/contractors/contractor-list-page"), "ContractorListPage"),
                listLoader("contractors"),
              ),
              page(
                paths.contractorEdit,
                "Editar Contratante",
                lazy(() => import("../pages/contractors/contractor-edit-page"), "ContractorEditPage"),
              ),
              page(
                paths.contractorCreate,
                "Cadastrar Novo Contratante",
                lazy(() => import("../pages/contractors/contractor-wizard-page"), "ContractorWizardPage"),
              ),
              page(
                paths.integrations,
                "Farol de Integrações",
                lazy(() => import("../pages/integrations/integrations-page"), "IntegrationsPage"),
              ),
              page(
                paths.notifications,
                "Notificações",
                lazy(() => import("../pages/notifications/notifications-page"), "NotificationsPage"),
              ),
              // The ADM plan's own pages (its side menu).
              {
                element: <RequireAdm />,
                handle: ADM_ONLY,
                children: [
                  page(
                    paths.negotiations,
                    "Negociações",
                    lazy(
                      () => import("../pages/negotiations/negotiation-overview-page"),
                      "NegotiationOverviewPage",
                    ),
                  ),
                ],
              },
            ],
          },
        ],
      },
      page(
        "*",
        "Página não encontrada",
        lazy(() => import("../pages/not-found/not-found-page"), "NotFoundPage"),
      ),
    ],
  },
];
