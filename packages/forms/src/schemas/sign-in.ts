import type { Infer } from "superstruct";
import { bool, choice, group, secretText, text } from "./basic-fields";
import { email } from "./basic-rules";

/**
 * The sign-in forms' schemas: login, SSO, reset request and the choice steps. Apart from the password
 * forms' (./auth, which re-exports these), so /login's first JS does not carry the password rules and
 * the password schemas built at load (issue 12).
 */

export const CAPTCHA_FIELD = "h-captcha-response";

const emailEmpty = "E-mail não pode ser vazio!";
const captchaRequired = "Validação do hCaptcha é obrigatória!";

export type CaptchaOptions = {
  /** Whether the captcha must be answered (the captcha setting is on and this is not a test run). */
  captcha: boolean;
};

function captcha(options: CaptchaOptions) {
  return text({ required: options.captcha, messages: { required: captchaRequired } });
}

// ——— login ———

export function createLoginSchema(options: CaptchaOptions) {
  return group({
    // The login accepts a username too, so its format check always passes (spec §5).
    email: text({ required: true, messages: { required: emailEmpty } }),
    password: secretText({ required: true, messages: { required: "Password não pode ser vazio!" } }),
    [CAPTCHA_FIELD]: captcha(options),
    cypress_test: bool(),
  });
}
export const loginSchema = createLoginSchema({ captcha: true });
export const loginLabels = {
  email: "E-mail",
  password: "Senha",
  [CAPTCHA_FIELD]: "hCaptcha",
  cypress_test: "Teste automatizado",
};
export type LoginValues = Infer<ReturnType<typeof createLoginSchema>>;

// ——— SSO ———

export const SSO_SERVICES = ["azure"] as const;

export function createSsoLoginSchema(options: CaptchaOptions) {
  return group({
    login_sso_email_input: email({ required: true, messages: { required: emailEmpty } }),
    login_sso_servico_input: choice(SSO_SERVICES, { required: true }),
    [CAPTCHA_FIELD]: captcha(options),
  });
}
export const ssoLoginSchema = createSsoLoginSchema({ captcha: true });
export const ssoLoginLabels = {
  login_sso_email_input: "E-mail",
  login_sso_servico_input: "Serviço",
  [CAPTCHA_FIELD]: "hCaptcha",
};
export type SsoLoginValues = Infer<ReturnType<typeof createSsoLoginSchema>>;

// ——— reset request (esqueci minha senha) ———

export function createResetRequestSchema(options: CaptchaOptions) {
  return group({
    email: email({ required: true, messages: { required: emailEmpty } }),
    [CAPTCHA_FIELD]: captcha(options),
    cypress_test: bool(),
  });
}
/** The captcha is optional on this screen (spec §2), so the default does not require it. */
export const resetRequestSchema = createResetRequestSchema({ captcha: false });
export const resetRequestLabels = {
  email: "E-mail",
  [CAPTCHA_FIELD]: "hCaptcha",
  cypress_test: "Teste automatizado",
};
export type ResetRequestValues = Infer<ReturnType<typeof createResetRequestSchema>>;

// ——— choice steps (also the bodies of POST /login/module and POST /companies/current) ———

export const chooseUnitSchema = group({
  uuid: text({ required: true, messages: { required: "Escolha uma unidade!" } }),
});
export const chooseUnitLabels = { uuid: "Unidade" };
export type ChooseUnitValues = Infer<typeof chooseUnitSchema>;

export const chooseModuleSchema = group({
  uuid_company: text({ required: true, messages: { required: "Escolha um módulo!" } }),
});
export const chooseModuleLabels = { uuid_company: "Módulo" };
export type ChooseModuleValues = Infer<typeof chooseModuleSchema>;
