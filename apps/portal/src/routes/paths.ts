import { PARTNERS } from "../partners/partners";

const partner = (id: string) => PARTNERS.find((p) => p.id === id)!;

/** Every route of the portal (spec 01 §2 and 02 §2). Partner paths come from the partner configuration. */
export const paths = {
  home: "/",
  login: "/login",
  associationLogin: partner("association").loginPath,
  retailLogin: partner("retail").loginPath,
  fastfoodLogin: partner("fastfood").loginPath,
  loginSso: "/login-sso",
  forgotPassword: "/esqueci-minha-senha",
  associationForgotPassword: `${partner("association").loginPath}/esqueci-minha-senha`,
  forgotPasswordInfo: "/esqueci-minha-senha/info",
  chooseUnit: "/escolher-empresa",
  chooseModule: "/escolher-modulo",
  chooseUnitRetail: `/escolher-empresa-${partner("retail").keyword}`,
  chooseModuleRetail: `/escolher-modulo-${partner("retail").keyword}`,
  chooseUnitFastfood: `/escolher-empresa-${partner("fastfood").keyword}`,
  chooseModuleFastfood: `/escolher-modulo-${partner("fastfood").keyword}`,
  recoverPassword: "/recuperar-senha",
  errorInactivity: "/erro/inatividade",
  errorAlreadyLogged: "/erro/jalogado",
  errorCredentials: "/erro/credenciais",
  successPasswordChange: "/sucesso/troca_senha",
  redefinePassword: "/login/recriar-senha/:id/:tokenPass",
  strongPassword: "/login/recriar-senha/:id/:tokenPass/senha-forte",
  firstAccess: "/login/minha-senha/:id/:tokenPass",
  integrationAccess: "/login/integracao/:tokenPass",

  settings: "/configuracoes",
  dashboard: "/dashboard",
  providers: "/prestadores",
  providerEdit: "/prestadores/edicao/:id",
  providerCreate: "/prestadores/cadastro",
  outputs: "/saidas",
  outputCreate: "/saidas/cadastro",
  outputDmr: "/saidas/dmr",
  outputDetail: "/saidas/:id",
  mtrVerification: "/mtr/:code",
  residues: "/residuos",
  residueCreate: "/residuos/cadastro",
  residueEdit: "/residuos/edicao/:id",
  legislation: "/legislacao",
  companyProfile: "/perfil-empresa",
  myProfile: "/meu-perfil",
  storedFile: "/arquivos/:uuid",
  users: "/usuarios",
  userCreate: "/usuarios/cadastro",
  userEdit: "/usuarios/edicao/:id",
  permissions: "/permissoes",
  exit: "/sair",
  logout: "/logout",
  contractors: "/contratantes",
  contractorEdit: "/contratantes/edicao/:id",
  contractorCreate: "/contratantes/cadastro",
  integrations: "/integracoes",
  notifications: "/notificacoes",
  negotiations: "/negociacoes",
} as const;

/** Fills a path's `:param` segments. */
export function toPath(path: string, params: Record<string, string | number>) {
  return path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key] ?? "")));
}
