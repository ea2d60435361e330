import { type ApiError, AUTH_CODES } from "@trilha/api";
import type { LoginFlag } from "../pages/flags/login-flags";

/** Every pt-BR text of the sign-in area (spec 01 §4, §7, §8), kept in one dictionary. */
export const AUTH_TEXTS = {
  invalidLogin: "Login ou senha inválidos!",
  invalidLoginPersist: "Login ou senha inválidos! Se o problema persistir, redefina sua senha!",
  maxAttempts:
    "O número máximo de tentativas de login foi atingido. Estamos lhe enviando um e-mail para redefinir sua senha.",
  weakPassword: "Altere sua senha para atender aos requisitos de senha segura!",
  contractorInactive: "Prestador inativo. Contate o responsável para reativá-lo",
  noCompanies:
    "Usuário inativo no sistema. Por favor entre em contato com o responsável para reativar seu acesso ao sistema!",
  inUse: "Não é possível efetuar o login pois a conta está em uso em outro dispositivo!",
  /** The spec's text with the server's limit (SESSION_IDLE_MINUTES) instead of a fixed 20 ("1 minuto" when 1). */
  inactivityAfter: (minutes: number) =>
    `Sua sessão foi finalizada após ${minutes === 1 ? "1 minuto" : `${minutes} minutos`} de inatividade!`,
  timeLimit: "O tempo limite para logar no sistema foi atingido!",
  passwordEdited: "Senha editada com sucesso!",
  contractExpired: (provider: string) =>
    `Seu contrato de uso com a ${provider} está vencido. Caso queira renovar acesse um dos nossos canais de atendimento.`,
  ssoNotConfigured: "Acesso SSO não configurado. Entre em contato com nossa equipe de suporte ao cliente.",
  resetSsoCompany:
    "Empresa com SSO ativado, por favor entre em contato com setor técnico para troca de senha.",
  resetTooMany:
    "Limite máximo de solicitações de recuperação de senha alcançado. Favor, verificar sua caixa de email.",
  linkUsed: "Este link de senha expirou ou já foi utilizado. Solicite um novo link.",
  /** Not in the spec (docs/decisions.md): any other reset-request failure, never an English server text. */
  resetFailed: "Não foi possível solicitar a redefinição de senha agora. Tente novamente em instantes.",
  /**
   * Not in the spec (docs/decisions.md): the login throttle (code THROTTLED), with the server's wait in
   * minutes, rounded up; without a wait, "alguns minutos".
   */
  throttled: (minutes?: number) =>
    `Muitas tentativas de acesso. Tente novamente em ${
      minutes === undefined ? "alguns minutos" : minutes === 1 ? "1 minuto" : `${minutes} minutos`
    }.`,
  /** The captcha rule of @trilha/forms, when the server rejects the captcha answer. */
  captchaRequired: "Validação do hCaptcha é obrigatória!",
} as const;

export type ToastKind = "success" | "error" | "info" | "warning";

/** What a failed sign-in does on the login screen (spec 01 §8). */
export type LoginFailure = {
  message: string;
  /**
   * Mark both fields (the "any other failure" case). The captcha is reset after every refusal, by the
   * form (useAuthForm), since the server spent its answer whatever the refusal.
   */
  markFields?: boolean;
  /** Store this flag and show its toast as if the user had just come back to the login screen. */
  flag?: LoginFlag;
  /** Navigate to the forced strong-password route with these. */
  strongPassword?: { id: string | number; token: string };
  /** Show the message on the captcha, whose answer the server refused (not the credentials). */
  captcha?: true;
};

/**
 * The spec's pt-BR text for each sign-in failure, by the server's code (spec 01 §8, letter for letter).
 * The server's English messages are never read: a code missing here is "any other failure".
 * CONTRACT_EXPIRED names the provider, so its text is built in mapLoginError.
 */
export const LOGIN_ERROR_TEXTS: Readonly<Partial<Record<string, string>>> = {
  [AUTH_CODES.maxAttempts]: AUTH_TEXTS.maxAttempts,
  [AUTH_CODES.weakPassword]: AUTH_TEXTS.weakPassword,
  [AUTH_CODES.contractorInactive]: AUTH_TEXTS.contractorInactive,
  [AUTH_CODES.userInactive]: AUTH_TEXTS.noCompanies,
  [AUTH_CODES.noCompanies]: AUTH_TEXTS.noCompanies,
  [AUTH_CODES.inUse]: AUTH_TEXTS.inUse,
  [AUTH_CODES.tokenExpired]: AUTH_TEXTS.timeLimit,
  [AUTH_CODES.sessionEnded]: AUTH_TEXTS.timeLimit,
};

type LoginErrorData = { id?: string | number; token?: string; provider_name?: string; retry_after?: unknown };

export function mapLoginError(error: ApiError, providerFallback = ""): LoginFailure {
  const data = (error.data ?? {}) as LoginErrorData;
  switch (error.code) {
    case AUTH_CODES.throttled: {
      const seconds = Number(data.retry_after);
      const minutes = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : undefined;
      return { message: AUTH_TEXTS.throttled(minutes) };
    }
    case AUTH_CODES.weakPassword: {
      const { id, token } = data;
      if (id !== undefined && token)
        return { message: AUTH_TEXTS.weakPassword, strongPassword: { id, token } };
      return { message: AUTH_TEXTS.weakPassword };
    }
    case AUTH_CODES.inUse:
      return { message: AUTH_TEXTS.inUse, flag: { kind: "erro", code: 2 } };
    case AUTH_CODES.tokenExpired:
    case AUTH_CODES.sessionEnded:
      return { message: AUTH_TEXTS.timeLimit, flag: { kind: "erro", code: 4 } };
    case AUTH_CODES.contractExpired:
      return { message: AUTH_TEXTS.contractExpired(data.provider_name ?? providerFallback) };
    // The password was never checked: 'Login ou senha inválidos!' would send the user to reset a right one.
    case AUTH_CODES.captchaFailed:
      return { message: AUTH_TEXTS.captchaRequired, captcha: true };
  }
  const text = LOGIN_ERROR_TEXTS[error.code];
  return text ? { message: text } : { message: AUTH_TEXTS.invalidLogin, markFields: true };
}

/**
 * SSO answers that mean "no SSO for this e-mail" (SSO_NOT_CONFIGURED, SSO_EMAIL_NOT_FOUND,
 * SSO_INVALID_CREDENTIALS, spec 01 §8); any other failure says the same, except a refused captcha:
 * that is no SSO problem, so it reads as the reset request's (the captcha rule, on the captcha).
 */
export function mapSsoError(error: ApiError): { message: string; field: "email" | "captcha" } {
  if (error.code === AUTH_CODES.captchaFailed)
    return { message: AUTH_TEXTS.captchaRequired, field: "captcha" };
  return { message: AUTH_TEXTS.ssoNotConfigured, field: "email" };
}

/**
 * Reset request (spec 01 §4/§8): 404 goes on silently like a success, RESET_SSO_COMPANY (409) and
 * RESET_TOO_MANY (429) mark the field.
 * Other failures show pt-BR only: the schema's own e-mail message, the captcha rule, or a generic text
 * (the 429 text there would tell the user something false).
 */
export function mapResetResult(
  error: ApiError | null,
): { ok: true } | { ok: false; message: string; field: "email" | "captcha" } {
  // 404 (the other reading of spec 01 §4; the server answers the same whether or not the e-mail exists).
  if (!error || error.status === 404) return { ok: true };
  switch (error.code) {
    case AUTH_CODES.resetSsoCompany:
      return { ok: false, message: AUTH_TEXTS.resetSsoCompany, field: "email" };
    case AUTH_CODES.resetTooMany:
      return { ok: false, message: AUTH_TEXTS.resetTooMany, field: "email" };
    case AUTH_CODES.captchaFailed:
      return { ok: false, message: AUTH_TEXTS.captchaRequired, field: "captcha" };
  }
  if (error.fields?.email) return { ok: false, message: error.fields.email, field: "email" };
  return { ok: false, message: AUTH_TEXTS.resetFailed, field: "email" };
}

/** The one toast the login screen shows for its stored flags (codes as in docs/decisions.md). */
export type FlagToast = { kind: ToastKind; message: string; resetCaptcha?: boolean; closeTo?: string };

export function flagToast(flags: LoginFlag[], idleMinutes = 20): FlagToast | null {
  const erro = flags.find((f) => f.kind === "erro");
  if (erro) {
    switch (erro.code) {
      case 1:
        return { kind: "error", message: AUTH_TEXTS.invalidLoginPersist, resetCaptcha: true };
      case 2:
        return { kind: "error", message: AUTH_TEXTS.inUse, closeTo: "/dashboard" };
      case 3:
        return { kind: "warning", message: AUTH_TEXTS.inactivityAfter(idleMinutes) };
      case 4:
        return { kind: "error", message: AUTH_TEXTS.timeLimit };
    }
  }
  if (flags.some((f) => f.kind === "sucesso")) return { kind: "success", message: AUTH_TEXTS.passwordEdited };
  return null;
}
