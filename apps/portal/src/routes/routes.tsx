import { Outlet, type RouteObject, redirect } from "react-router-dom";
import { storeLoginFlag } from "../pages/flags/login-flags";
import { LoginPage } from "../pages/login/login-page";
import { NotFoundPage } from "../pages/not-found/not-found-page";
import { PlaceholderPage } from "../pages/placeholder/placeholder-page";
import { PublicOnly, RequireSession } from "./guards";
import { paths } from "./paths";
import { RouteTitle } from "./title";

const page = (path: string, title: string, element = <PlaceholderPage />): RouteObject => ({
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
          page(paths.loginSso, "Login SSO"),
          page(paths.forgotPassword, "Esqueci minha senha"),
          page(paths.associationForgotPassword, "Esqueci minha senha"),
          page(paths.forgotPasswordInfo, "Redefinição solicitada"),
          page(paths.chooseUnit, "Escolher unidade"),
          page(paths.chooseModule, "Escolher módulo"),
          page(paths.chooseUnitRetail, "Escolher unidade"),
          page(paths.chooseModuleRetail, "Escolher módulo"),
          page(paths.chooseUnitFastfood, "Escolher unidade"),
          page(paths.chooseModuleFastfood, "Escolher módulo"),
          page(paths.recoverPassword, "Recuperar senha"),
          page(paths.redefinePassword, "Redefinir senha"),
          page(paths.strongPassword, "Redefinir senha"),
          page(paths.firstAccess, "Cadastrar senha"),
          page(paths.integrationAccess, "Acesso por integração"),
        ],
      },
      flagRoute(paths.errorCredentials, { kind: "erro", code: 1 }),
      flagRoute(paths.errorAlreadyLogged, { kind: "erro", code: 2 }),
      flagRoute(paths.errorInactivity, { kind: "erro", code: 3 }),
      flagRoute(paths.successPasswordChange, { kind: "sucesso", code: 1 }),
      {
        element: <RequireSession />,
        children: [
          page(paths.settings, "Configurações"),
          page(paths.dashboard, "Painel de Controle"),
          page(paths.providers, "Prestadores"),
          page(paths.providerEdit, "Editar Provedor"),
          page(paths.providerCreate, "Cadastrar Novo Prestador"),
          page(paths.outputs, "Saídas"),
          page(paths.outputCreate, "Criar Documento de Saída"),
          page(paths.residues, "Resíduos"),
          page(paths.residueCreate, "Cadastrar Novo Resíduo"),
          page(paths.legislation, "Legislação"),
          page(paths.companyProfile, "Perfil da Empresa"),
          page(paths.exit, "Logout"),
          page(paths.logout, "Logout"),
          page(paths.contractors, "Contratantes"),
          page(paths.contractorEdit, "Editar Contratante"),
          page(paths.contractorCreate, "Cadastrar Novo Contratante"),
          page(paths.integrations, "Farol de Integrações"),
          page(paths.negotiations, "Negociações"),
        ],
      },
      page("*", "Página não encontrada", <NotFoundPage />),
    ],
  },
];
