/**
 * Demo users for every sign-in branch of spec 01 (issue 5). Pure data, no imports: `pnpm start`
 * prints it, the seed creates it and the e2e journeys import it.
 */
export const SIGN_IN_PASSWORD = "Trilha@2024";
/** Breaks today's rules (no uppercase, no special character): login answers the strong-password flow. */
export const WEAK_PASSWORD = "trilha2024";
export const SSO_DOMAIN = "sso.trilha.dev";

/**
 * What the SSO demo user shows while SSO_ISSUER / SSO_CLIENT_ID are unset (the seeded company's identity
 * provider reads them at run time): no identity provider to send the browser to, so /login-sso refuses.
 */
export const SSO_UNCONFIGURED_SHOWS =
  "SSO company, but SSO_ISSUER and SSO_CLIENT_ID are unset: /login-sso answers 'Acesso SSO não configurado' " +
  "(400 SSO_NOT_CONFIGURED); `node e2e/serve.mjs` runs the built product with a local OpenID stand-in; " +
  "password reset answers 409";

export type SeedCompany = { key: string; tradingName: string; companyName: string; plan: string };
export type SeedModule = { key: string; nomeComercial: string; email: string };
export type SeedUser = {
  email: string;
  name: string;
  /** null: no password yet (first access) or SSO only. */
  password: string | null;
  modules: { module: string; usuarioId?: number }[];
  companies: string[];
  active?: boolean;
  contractorActive?: boolean;
  /** What signing in with this user shows. */
  shows: string;
};

export const SEED_COMPANIES: SeedCompany[] = [
  {
    key: "norte",
    tradingName: "Recicla Norte",
    companyName: "Recicla Norte Resíduos Ltda.",
    plan: "PROFISSIONAL",
  },
  { key: "sul", tradingName: "Verde Sul", companyName: "Verde Sul Ambiental S.A.", plan: "BASICO" },
  { key: "adm", tradingName: "Trilha Administração", companyName: "Trilha Administração Ltda.", plan: "ADM" },
  { key: "cancelada", tradingName: "Papelão Antigo", companyName: "Papelão Antigo Ltda.", plan: "CANCELADO" },
  {
    key: "sso",
    tradingName: "Indústria SSO",
    companyName: "Indústria SSO Integrada Ltda.",
    plan: "PROFISSIONAL",
  },
];

export const SEED_MODULES: SeedModule[] = [
  { key: "gerador", nomeComercial: "Modulo Gerador", email: "restricted" },
  { key: "administrativo", nomeComercial: "Modulo Administrativo", email: "administrativo@trilha.com.br" },
];

const gerador = [{ module: "gerador" }];

export const SIGN_IN_USERS: SeedUser[] = [
  {
    email: "restrito@trilha.com.br",
    name: "Rita Restrita",
    password: SIGN_IN_PASSWORD,
    modules: gerador,
    companies: ["norte"],
    shows: "one restricted module, one company: straight to /dashboard (ordinary menu)",
  },
  {
    email: "modulos@trilha.com.br",
    name: "Marcos Módulos",
    password: SIGN_IN_PASSWORD,
    modules: [{ module: "gerador" }, { module: "administrativo" }],
    companies: ["norte"],
    shows: "two modules: the unit choice by commercial name (/escolher-empresa)",
  },
  {
    email: "empresas@trilha.com.br",
    name: "Elisa Empresas",
    password: SIGN_IN_PASSWORD,
    modules: gerador,
    companies: ["norte", "sul", "adm"],
    shows: "one module, three companies: the company choice by trading name (/escolher-modulo)",
  },
  {
    email: "adm@trilha.com.br",
    name: "Ana Administradora",
    password: SIGN_IN_PASSWORD,
    modules: gerador,
    companies: ["adm"],
    shows: "plan ADM: /dashboard with the administrator menu (Negociacoes)",
  },
  {
    email: "microservico@trilha.com.br",
    name: "Mário Microsserviço",
    password: SIGN_IN_PASSWORD,
    modules: [{ module: "administrativo" }],
    companies: ["norte"],
    shows: "non-restricted module: hand-off through /api/v1/logar_by_micro_service/{token}",
  },
  {
    email: "terceiro@trilha.com.br",
    name: "Tiago Terceiro",
    password: SIGN_IN_PASSWORD,
    modules: [{ module: "gerador", usuarioId: 4242 }],
    companies: ["norte"],
    shows: "third-party user (user_profile.usuario_id 4242): sent to the third-party application",
  },
  {
    email: "prestador.inativo@trilha.com.br",
    name: "Paulo Prestador",
    password: SIGN_IN_PASSWORD,
    modules: gerador,
    companies: ["norte"],
    contractorActive: false,
    shows: "inactive contractor: 'Prestador inativo. Contate o responsável para reativá-lo'",
  },
  {
    email: "sem.empresa@trilha.com.br",
    name: "Sérgio Sem Empresa",
    password: SIGN_IN_PASSWORD,
    modules: gerador,
    companies: [],
    shows: "no companies: 'Usuário inativo no sistema...'",
  },
  {
    email: "inativo@trilha.com.br",
    name: "Ivo Inativo",
    password: SIGN_IN_PASSWORD,
    modules: gerador,
    companies: ["norte"],
    active: false,
    shows: "inactive user: 'Usuário inativo no sistema...'",
  },
  {
    email: "cancelado@trilha.com.br",
    name: "Carla Cancelada",
    password: SIGN_IN_PASSWORD,
    modules: gerador,
    companies: ["cancelada"],
    shows: "company plan CANCELADO: the expired-contract message",
  },
  {
    email: "senha.fraca@trilha.com.br",
    name: "Fábio Senha Fraca",
    password: WEAK_PASSWORD,
    modules: gerador,
    companies: ["norte"],
    shows: `password ${WEAK_PASSWORD} breaks today's rules: the strong-password route`,
  },
  {
    email: `usuario@${SSO_DOMAIN}`,
    name: "Sofia SSO",
    password: null,
    modules: gerador,
    companies: ["sso"],
    // The banner says instead what /login-sso answers while no identity provider is configured.
    shows: "SSO company (Microsoft Entra ID at SSO_ISSUER): /login-sso; password reset answers 409",
  },
  {
    email: "primeiro.acesso@trilha.com.br",
    name: "Pedro Primeiro Acesso",
    password: null,
    modules: gerador,
    companies: ["norte"],
    shows: "no password yet: first-access e-mail in the outbox (/dev/outbox)",
  },
  {
    email: "bloqueio@trilha.com.br",
    name: "Bruna Bloqueio",
    password: SIGN_IN_PASSWORD,
    modules: gerador,
    companies: ["norte"],
    shows: "for the lockout journey (5 wrong passwords, then the reset e-mail)",
  },
  {
    email: "redefinir@trilha.com.br",
    name: "Renato Redefinir",
    password: SIGN_IN_PASSWORD,
    modules: gerador,
    companies: ["norte"],
    shows: "for the password-reset journey",
  },
];
