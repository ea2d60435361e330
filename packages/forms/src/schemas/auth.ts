import { type Infer, refine, type Struct } from "superstruct";
import { accepted, bool, choice, contextOf, fail, group, secretText, text } from "./basic-fields";
import { email, equalTo } from "./basic-rules";
import { checkPassword, strongPassword } from "./password";

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

// ——— passwords ———

export const TERMS_REQUIRED = "Os termos de uso e políticas de privacidade precisam ser aceitos!";

/**
 * What the password screens say (spec 01 §5), from the same rule list the live indicators draw:
 * the first rule the new password breaks, an empty one included ("Ter no mínimo 8 caracteres", not a
 * generic "required"); the confirmation only once the password itself keeps every rule, so the user
 * fixes one thing at a time.
 */
export function passwordMessages(password: string, confirmation: string) {
  const states = checkPassword(password, confirmation);
  const own = states.find((rule) => rule.id !== "match" && !rule.passed);
  if (own) return { password: own.message };
  const match = states.find((rule) => rule.id === "match");
  return match && !match.passed ? { confirmation: match.message } : {};
}

const asText = (value: unknown) => (typeof value === "string" ? value : "");

// `secretText()` without `required`: an empty password must reach the refinement and get the rule's message.
function newPassword(): Struct<string, null> {
  return refine(secretText(), "password:rules", (value) => {
    const message = passwordMessages(asText(value), "").password;
    return message ? fail(message) : true;
  }) as Struct<string, null>;
}

function newPasswordConfirmation(reference: string): Struct<string, null> {
  return refine(secretText(), "password:match", (value, ctx) => {
    const password = asText(contextOf(value, ctx).parent[reference]);
    const message = passwordMessages(password, asText(value)).confirmation;
    return message ? fail(message) : true;
  }) as Struct<string, null>;
}

/** The redefinition form (REDEFINIR SENHA DE ACESSO, both variants, and the page's "Recuperar senha"). */
export const passwordRedefinitionSchema = group({
  passwordNew: newPassword(),
  passwordNewConfirm: newPasswordConfirmation("passwordNew"),
});
export const passwordRedefinitionLabels = {
  passwordNew: "Nova senha",
  passwordNewConfirm: "Confirmação da nova senha",
};
export type PasswordRedefinitionValues = Infer<typeof passwordRedefinitionSchema>;

/** First access: the rules plus the terms box (CADASTRAR SENHA). */
export const passwordCreationSchema = group({
  ...passwordRedefinitionSchema.schema,
  terms: accepted({ messages: { accepted: TERMS_REQUIRED } }),
});
export const passwordCreationLabels = {
  ...passwordRedefinitionLabels,
  terms: "Estou de acordo e quero prosseguir",
};
export type PasswordCreationValues = Infer<typeof passwordCreationSchema>;

/** Body of POST /users/password (redefinition, strong-password recreation and first access). */
export const passwordChangePayloadSchema = group({
  token: text({ required: true }),
  id: text({ required: true }),
  ...passwordRedefinitionSchema.schema,
});
export const passwordChangePayloadLabels = { ...passwordRedefinitionLabels, token: "Token", id: "Usuário" };
export type PasswordChangePayload = Infer<typeof passwordChangePayloadSchema>;

/** "Recuperar senha": password and confirm_password. */
export const recoverPasswordSchema = group({
  password: strongPassword(),
  confirm_password: equalTo(secretText({ required: true }), "password"),
});
export const recoverPasswordLabels = { password: "Senha", confirm_password: "Confirmar senha" };
export type RecoverPasswordValues = Infer<typeof recoverPasswordSchema>;

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
