import { Outlet, type RouteObject, redirect, ScrollRestoration } from "react-router-dom";
import { ChooseCompanyPage } from "../pages/choose/choose-company-page";
import { ChooseUnitPage } from "../pages/choose/choose-unit-page";
import { DashboardPage } from "../pages/dashboard/dashboard-page";
import { storeLoginFlag } from "../pages/flags/login-flags";
import { ForgotPasswordPage } from "../pages/forgot-password/forgot-password-page";
import { ResetInfoPage } from "../pages/forgot-password/reset-info-page";
import { IntegrationAccessPage } from "../pages/integration-access/integration-access-page";
import { IntegrationsPage } from "../pages/integrations/integrations-page";
import { LoginPage } from "../pages/login/login-page";
import { LogoutPage } from "../pages/logout/logout-page";
import { NotFoundPage } from "../pages/not-found/not-found-page";
import { PasswordPage } from "../pages/password/password-page";
import { PlaceholderPage } from "../pages/placeholder/placeholder-page";
import { ProviderEditPage } from "../pages/providers/provider-edit-page";
import { ProviderListPage } from "../pages/providers/provider-list-page";
import { ProviderWizardPage } from "../pages/providers/provider-wizard-page";
import { SsoPage } from "../pages/sso/sso-page";
import { PrivateLayout } from "../shell/private-layout";
import { PublicOnly, RequireSession } from "./guards";
import { paths } from "./paths";
import { RouteTitle } from "./title";

const page = (path: string, title: string, element: React.ReactNode = <PlaceholderPage />): RouteObject => ({
  path,
  element,
  handle: { title },
});

/** A flag route stores its code for the login screen's toast and redirects to `/` (spec 01 §2). */
const flagRoute = (path: string, flag: Parameters<typeof storeLoginFlag>[0]): RouteObject => ({
  path,
  loader: () => {
    storeLoginFlag(flag);
    return redirect(paths.home);
  },
});

export const routes: RouteObject[] = [
  {
    element: (
      <>
        <RouteTitle />
        {/* A new page opens at the top (the list after a save); Back returns to where it was. */}
        <ScrollRestoration />
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
          page(paths.loginSso, "Login SSO", <SsoPage />),
          page(paths.forgotPassword, "Esqueci minha senha", <ForgotPasswordPage />),
          page(paths.associationForgotPassword, "Esqueci minha senha", <ForgotPasswordPage />),
          page(paths.forgotPasswordInfo, "Redefinição solicitada", <ResetInfoPage />),
          page(paths.chooseUnit, "Escolher unidade", <ChooseUnitPage />),
          page(paths.chooseModule, "Escolher módulo", <ChooseCompanyPage />),
          page(paths.chooseUnitRetail, "Escolher unidade", <ChooseUnitPage />),
          page(paths.chooseModuleRetail, "Escolher módulo", <ChooseCompanyPage />),
          page(paths.chooseUnitFastfood, "Escolher unidade", <ChooseUnitPage />),
          page(paths.chooseModuleFastfood, "Escolher módulo", <ChooseCompanyPage />),
          page(paths.recoverPassword, "Recuperar senha", <PasswordPage variant="recover" />),
          page(paths.redefinePassword, "Redefinir senha", <PasswordPage variant="redefine" />),
          page(paths.strongPassword, "Redefinir senha", <PasswordPage variant="strong" />),
          page(paths.firstAccess, "Cadastrar senha", <PasswordPage variant="firstAccess" />),
          page(paths.integrationAccess, "Acesso por integração", <IntegrationAccessPage />),
        ],
      },
      flagRoute(paths.errorCredentials, { kind: "erro", code: 1 }),
      flagRoute(paths.errorAlreadyLogged, { kind: "erro", code: 2 }),
      flagRoute(paths.errorInactivity, { kind: "erro", code: 3 }),
      flagRoute(paths.successPasswordChange, { kind: "sucesso", code: 1 }),
      {
        element: <RequireSession />,
        children: [
          page(paths.exit, "Logout", <LogoutPage />),
          page(paths.logout, "Logout", <LogoutPage />),
          {
            element: <PrivateLayout headerOnly />,
            children: [page(paths.settings, "Configurações", null)],
          },
          {
            element: <PrivateLayout />,
            children: [
              page(paths.dashboard, "Painel de Controle", <DashboardPage />),
              page(paths.providers, "Prestadores", <ProviderListPage />),
              page(paths.providerEdit, "Editar Provedor", <ProviderEditPage />),
              page(paths.providerCreate, "Cadastrar Novo Prestador", <ProviderWizardPage />),
              page(paths.outputs, "Saídas"),
              page(paths.outputCreate, "Criar Documento de Saída"),
              page(paths.residues, "Resíduos"),
              page(paths.residueCreate, "Cadastrar Novo Resíduo"),
              page(paths.legislation, "Legislação"),
              page(paths.companyProfile, "Perfil da Empresa"),
              page(paths.contractors, "Contratantes"),
              page(paths.contractorEdit, "Editar Contratante"),
              page(paths.contractorCreate, "Cadastrar Novo Contratante"),
              page(paths.integrations, "Farol de Integrações", <IntegrationsPage />),
              page(paths.negotiations, "Negociações"),
            ],
          },
        ],
      },
      page("*", "Página não encontrada", <NotFoundPage />),
    ],
  },
];
