/**
 * The server's English messages (spec 01 §8) and our error codes: one list shared by the server,
 * which answers them, and the portal, which maps them to pt-BR. See docs/api/auth.md.
 */
export const AUTH_MESSAGES = {
  invalidCredentials: "Invalid credentials.",
  maxAttempts:
    "The maximum number of login attempts has been reached. We are sending you an email to reset your password.",
  weakPassword: "Change your password to meet secure password requirements!",
  contractorInactive: "Contractor not active. Contact the responsible person to activate it",
  noCompanies: "No companies bounded to user",
  inUse: "Cannot log in as the account is in use on another device!",
  tokenExpired: "Provided token is expired.",
  contractExpired: "Contract expired.",
  captchaFailed: "Captcha validation failed.",
  /**
   * With code THROTTLED and `data.retry_after` (seconds; also the Retry-After header): too many failed
   * logins from one IP or for one e-mail in 15 minutes. Clients decide by the code, not by this text.
   */
  throttled: "Too many login attempts. Try again later.",
  ssoEmailMissing: "Email does not exist.",
  ssoInvalidCredentials: "Invalid Credentials.",
  ssoNotConfiguredPrefix: "SSO para o Serviço",
  resetSsoCompany:
    "Empresa com SSO ativado, por favor entre em contato com setor técnico para troca de senha.",
  resetTooMany:
    "Limite máximo de solicitações de recuperação de senha alcançado. Favor, verificar sua caixa de email.",
} as const;

export const AUTH_CODES = {
  sessionIdle: "SESSION_IDLE",
  sessionEnded: "SESSION_ENDED",
  throttled: "THROTTLED",
} as const;
