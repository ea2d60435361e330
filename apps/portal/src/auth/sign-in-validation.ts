import {
  CAPTCHA_FIELD,
  chooseModuleLabels,
  chooseModuleSchema,
  chooseUnitLabels,
  chooseUnitSchema,
  createLoginSchema,
  createResetRequestSchema,
  createSsoLoginSchema,
  loginLabels,
  resetRequestLabels,
  SSO_SERVICES,
  ssoLoginLabels,
  validate,
} from "@trilha/forms/schemas";
import type { FormErrors } from "./use-auth-form";

/**
 * The sign-in forms validate with the shared @trilha/forms schemas (STYLE habit 7); this module only
 * maps the portal's field names onto the schema's and the schema's errors back.
 */

/** Whether the captcha must be answered: the setting is on and this is not an automated run. */
export type CaptchaRule = { captchaEnabled: boolean; automated: boolean };

function captchaOptions(rule: CaptchaRule) {
  return { captcha: rule.captchaEnabled && !rule.automated };
}

/** Picks the first message of each field the portal shows (the schema's errors are flat here). */
function pick<V>(errors: Record<string, unknown> | undefined, map: Record<string, keyof V & string>) {
  const found: FormErrors<V> = {};
  if (!errors) return found;
  for (const [schemaField, portalField] of Object.entries(map)) {
    const message = errors[schemaField];
    if (typeof message === "string") found[portalField] = message;
  }
  return found;
}

export type LoginValues = { email: string; password: string; captcha: string };

/** Login: e-mail (or username: its format always passes, spec 01 §5), password and the captcha rule. */
export function validateLogin(values: LoginValues, rule: CaptchaRule): FormErrors<LoginValues> {
  const { errors } = validate(
    createLoginSchema(captchaOptions(rule)),
    { email: values.email, password: values.password, [CAPTCHA_FIELD]: values.captcha },
    loginLabels,
  );
  return pick<LoginValues>(errors, { email: "email", password: "password", [CAPTCHA_FIELD]: "captcha" });
}

export type EmailValues = { email: string; captcha: string };

/** SSO: a full e-mail plus the captcha rule. */
export function validateSsoRequest(values: EmailValues, rule: CaptchaRule): FormErrors<EmailValues> {
  const { errors } = validate(
    createSsoLoginSchema(captchaOptions(rule)),
    {
      login_sso_email_input: values.email,
      login_sso_servico_input: SSO_SERVICES[0],
      [CAPTCHA_FIELD]: values.captcha,
    },
    ssoLoginLabels,
  );
  return pick<EmailValues>(errors, { login_sso_email_input: "email", [CAPTCHA_FIELD]: "captcha" });
}

/** Reset request (esqueci minha senha): a full e-mail plus the captcha rule. */
export function validateResetRequest(values: EmailValues, rule: CaptchaRule): FormErrors<EmailValues> {
  const { errors } = validate(
    createResetRequestSchema(captchaOptions(rule)),
    { email: values.email, [CAPTCHA_FIELD]: values.captcha },
    resetRequestLabels,
  );
  return pick<EmailValues>(errors, { email: "email", [CAPTCHA_FIELD]: "captcha" });
}

export type UnitValues = { unit: string };

/** Choose unit: one module must be picked. */
export function validateChooseUnit(values: UnitValues): FormErrors<UnitValues> {
  const { errors } = validate(chooseUnitSchema, { uuid: values.unit }, chooseUnitLabels);
  return pick<UnitValues>(errors, { uuid: "unit" });
}

export type CompanyValues = { company: string };

/** Choose module (company): one must be picked. */
export function validateChooseCompany(values: CompanyValues): FormErrors<CompanyValues> {
  const { errors } = validate(chooseModuleSchema, { uuid_company: values.company }, chooseModuleLabels);
  return pick<CompanyValues>(errors, { uuid_company: "company" });
}
