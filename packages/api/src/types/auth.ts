/** Sign-in entities (spec 01 §3). */
export type Module = {
  id: number | string;
  /** Same value as `id` on our server: send it as `uuid` to the module call. */
  uuid?: string;
  nome_comercial: string;
  /** The value "restricted" keeps the user inside the portal. */
  email: string;
  /** Third-party users carry their id in the other application; null in the single-profile case. */
  user_profile?: { usuario_id: number | string } | null;
};

export type Plan = "ADM" | "CANCELADO" | (string & {});

export type Company = {
  id: number | string;
  trading_name: string;
  cnpj: string;
  uuid: string;
  plan?: Plan;
  plans?: Plan;
};

export type LoginRequest = {
  email: string;
  password: string;
  "h-captcha-response"?: string;
  cypress_test?: boolean;
};

export type LoginResponse = { token: string; modules: Module[] };

export type ModuleRequest = { uuid: string };
export type ModuleResponse = { token: string; companies: Company[] };

export type CurrentCompanyRequest = { uuid_company: string };
export type CurrentCompanyResponse = {
  token: string;
  companies?: Company[];
  user?: { name: string; email: string };
};

export type SsoRequest = {
  login_sso_email_input: string;
  login_sso_servico_input: "azure";
  /** The server checks the captcha on this call as on the login's (spec 01 §2, §5). */
  "h-captcha-response"?: string;
  cypress_test?: boolean;
};
export type SsoResponse = { redirectUrl: string };

export type PasswordResetRequest = { email: string; "h-captcha-response"?: string; cypress_test?: boolean };

export type PasswordChangeRequest = {
  token: string;
  id: string | number;
  passwordNew: string;
  passwordNewConfirm: string;
};

/** The e-mail link a redefinition or first-access screen was opened with (`GET /users/password/check`). */
export type PasswordLinkQuery = { id: string | number; token: string };

/** A link that can still set a password; a used, expired or unknown one answers 401 TOKEN_EXPIRED. */
export type PasswordLinkCheck = { valid: true; kind: "reset" | "first_access" };

/** Answer of a login that must change a password breaking today's rules. */
export type StrongPasswordRequired = { message: string; data: { id: string | number; token: string } };

export type DashboardLoginResponse = { ms_dashboard_token: string | null };
