/**
 * The server's English messages (spec 01 §8) and the stable codes of the sign-in answers: one list
 * shared by the server, which answers them, and the portal, which shows the spec's pt-BR text for each
 * code. Clients decide by `code`, never by the message text. See docs/api/auth.md.
 */
export const AUTH_MESSAGES = {
  invalidCredentials: "Invalid credentials.",
  maxAttempts:
    "The maximum number of login attempts has been reached. We are sending you an email to reset your password.",
  weakPassword: "Change your password to meet secure password requirements!",
  contractorInactive: "Contractor not active. Contact the responsible person to activate it",
  /** Spec 01 §8 gives this one text for an inactive user and for a user without companies. */
  noCompanies: "No companies bounded to user",
  inUse: "Cannot log in as the account is in use on another device!",
  tokenExpired: "Provided token is expired.",
  contractExpired: "Contract expired.",
  captchaFailed: "Captcha validation failed.",
  /**
   * With code THROTTLED and `data.retry_after` (seconds; also the Retry-After header): too many failed
   * logins from one IP or for one e-mail in 15 minutes.
   */
  throttled: "Too many login attempts. Try again later.",
  moduleNotFound: "Module not found.",
  companyNotFound: "Company not found.",
  ssoEmailMissing: "Email does not exist.",
  ssoInvalidCredentials: "Invalid Credentials.",
  ssoNotConfiguredPrefix: "SSO para o Serviço",
  resetSsoCompany:
    "Empresa com SSO ativado, por favor entre em contato com setor técnico para troca de senha.",
  resetTooMany:
    "Limite máximo de solicitações de recuperação de senha alcançado. Favor, verificar sua caixa de email.",
} as const;

/** One code per sign-in failure (docs/api/auth.md has the table: status, code, message, data). */
export const AUTH_CODES = {
  /** 401 POST /login: unknown e-mail or wrong password (the same answer for both). */
  invalidCredentials: "INVALID_CREDENTIALS",
  /** 429 POST /login: the account's failed attempts reached the lockout; a reset e-mail is sent. */
  maxAttempts: "MAX_ATTEMPTS",
  /** 428 POST /login: the password must change first; `data: { id, token }` opens the strong-password page. */
  weakPassword: "WEAK_PASSWORD",
  /** 403: the user's contractor is inactive. */
  contractorInactive: "INACTIVE_CONTRACTOR",
  /** 403: the user is inactive (same message as NO_COMPANIES, spec 01 §8). */
  userInactive: "INACTIVE_USER",
  /** 403: the user belongs to no company. */
  noCompanies: "NO_COMPANIES",
  /** 409: the account has a live session on another device. */
  inUse: "IN_USE",
  /**
   * 401: a sign-in, hand-off, exchange or password-link token is spent, unknown or past its time; also
   * every refusal of a dashboards token (docs/api/dashboards.md): the portal then asks for a new one.
   */
  tokenExpired: "TOKEN_EXPIRED",
  /** 403 POST /companies/current: the company's plan is CANCELADO; `data: { provider_name }`. */
  contractExpired: "CONTRACT_EXPIRED",
  /** 400: the hCaptcha answer was refused. */
  captchaFailed: "CAPTCHA_FAILED",
  /** 429 POST /login: too many failures from one IP or for one e-mail; `data: { retry_after }` (seconds). */
  throttled: "THROTTLED",
  /** 404 POST /login/module: the module is not one of the user's. */
  moduleNotFound: "MODULE_NOT_FOUND",
  /** 404 POST /companies/current: the company is not one of the module's. */
  companyNotFound: "COMPANY_NOT_FOUND",
  /** 401 on any signed-in call: the session went idle past the limit (20 minutes). */
  sessionIdle: "SESSION_IDLE",
  /** 401 on any signed-in call: no session, or it ended (logout, another sign-in, password change). */
  sessionEnded: "SESSION_ENDED",
  /** 400 POST /sso/login: no SSO for this e-mail and service. */
  ssoNotConfigured: "SSO_NOT_CONFIGURED",
  /** 404 POST /sso/login: no user with this e-mail. */
  ssoEmailMissing: "SSO_EMAIL_NOT_FOUND",
  /** 401 POST /sso/login: the user is inactive. */
  ssoInvalidCredentials: "SSO_INVALID_CREDENTIALS",
  /** 502 POST /sso/login: the identity provider did not answer. */
  ssoUnavailable: "SSO_UNAVAILABLE",
  /** 409 POST /users/password/remember: the e-mail's company signs in by SSO. */
  resetSsoCompany: "RESET_SSO_COMPANY",
  /** 429 POST /users/password/remember: too many reset requests for the e-mail in an hour. */
  resetTooMany: "RESET_TOO_MANY",
} as const;

export type AuthCode = (typeof AUTH_CODES)[keyof typeof AUTH_CODES];
