import type { FormErrors } from "./use-auth-form";

/** Spec 01 §5 messages of the sign-in forms. */
export const VALIDATION_TEXTS = {
  emailEmpty: "E-mail não pode ser vazio!",
  passwordEmpty: "Password não pode ser vazio!",
  emailInvalid: "E-mail digitado não é valido!",
  captchaRequired: "Validação do hCaptcha é obrigatória!",
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type CaptchaRule = { captchaEnabled: boolean; automated: boolean };

function captchaError(captcha: string, rule: CaptchaRule) {
  return rule.captchaEnabled && !rule.automated && !captcha ? VALIDATION_TEXTS.captchaRequired : undefined;
}

export type LoginValues = { email: string; password: string; captcha: string };

/** Login: both fields required; the e-mail format check always passes there (spec 01 §5). */
export function validateLogin(values: LoginValues, rule: CaptchaRule): FormErrors<LoginValues> {
  const errors: FormErrors<LoginValues> = {};
  if (!values.email.trim()) errors.email = VALIDATION_TEXTS.emailEmpty;
  if (!values.password) errors.password = VALIDATION_TEXTS.passwordEmpty;
  const captcha = captchaError(values.captcha, rule);
  if (captcha) errors.captcha = captcha;
  return errors;
}

export type EmailValues = { email: string; captcha: string };

/** SSO and reset request: a full e-mail, plus the captcha rule. */
export function validateEmailRequest(values: EmailValues, rule: CaptchaRule): FormErrors<EmailValues> {
  const errors: FormErrors<EmailValues> = {};
  if (!values.email.trim()) errors.email = VALIDATION_TEXTS.emailEmpty;
  else if (!EMAIL.test(values.email.trim())) errors.email = VALIDATION_TEXTS.emailInvalid;
  const captcha = captchaError(values.captcha, rule);
  if (captcha) errors.captcha = captcha;
  return errors;
}
