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
} from "@trilha/forms/schemas";
import type { Struct } from "superstruct";
import { parseWith } from "../http/body";

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

/** Validates and normalises a body (unknown keys dropped) with the app's one `parseWith`: 422 with every field's message. */
export function parseBody<T, S>([schema, labels]: readonly [Struct<T, S>, Labels], body: unknown): T {
  return parseWith(schema, labels, body);
}

/** The first password rule a stored password breaks today, or null (login's strong-password check). */
export function passwordProblem(password: string) {
  return checkPassword(password, password).find((rule) => !rule.passed)?.message ?? null;
}
