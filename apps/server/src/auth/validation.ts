import {
  checkPassword,
  chooseModuleLabels,
  chooseModuleSchema,
  chooseUnitLabels,
  chooseUnitSchema,
  createLoginSchema,
  createResetRequestSchema,
  createSsoLoginSchema,
  group,
  type Labels,
  loginLabels,
  passwordChangePayloadLabels,
  passwordChangePayloadSchema,
  resetRequestLabels,
  ssoLoginLabels,
  text,
  validate,
} from "@trilha/forms/schemas";
import type { Struct } from "superstruct";
import { ValidationError } from "../http/errors";

/**
 * Request bodies of the sign-in calls, checked with the same @trilha/forms schemas the portal's forms
 * use (pt-BR messages of spec 01 §5). The captcha is not a schema rule here: the server verifies the
 * answer itself (see captcha/hcaptcha.ts), so an empty answer is a 400, not a field error.
 */
const noCaptcha = { captcha: false };

// The test-run flag is not part of the SSO form; the server still honours it in test mode.
const ssoSchema = group({
  ...createSsoLoginSchema(noCaptcha).schema,
  cypress_test: createLoginSchema(noCaptcha).schema.cypress_test,
});

export const bodies = {
  login: [createLoginSchema(noCaptcha), loginLabels],
  module: [chooseUnitSchema, chooseUnitLabels],
  company: [chooseModuleSchema, chooseModuleLabels],
  exchange: [group({ code: text({ required: true }) }), { code: "Código" }],
  sso: [ssoSchema, ssoLoginLabels],
  resetRequest: [createResetRequestSchema(noCaptcha), resetRequestLabels],
  passwordChange: [passwordChangePayloadSchema, passwordChangePayloadLabels],
} as const;

/** Validates and normalises a body (unknown keys dropped); a failure answers 422 with every field's message. */
export function parseBody<T, S>([schema, labels]: readonly [Struct<T, S>, Labels], body: unknown): T {
  const result = validate(schema, body ?? {}, labels);
  if (result.errors) throw new ValidationError(flatten(result.errors));
  return result.value;
}

/** The first password rule a stored password breaks today, or null (login's strong-password check). */
export function passwordProblem(password: string) {
  return checkPassword(password, password).find((rule) => !rule.passed)?.message ?? null;
}

function flatten(errors: Record<string, unknown>, prefix = ""): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") flat[path] = value;
    else if (value && typeof value === "object")
      Object.assign(flat, flatten(value as Record<string, unknown>, path));
  }
  return flat;
}
