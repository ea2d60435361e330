import {
  passwordCreationLabels,
  passwordCreationSchema,
  passwordRedefinitionLabels,
  passwordRedefinitionSchema,
  validate,
} from "@trilha/forms/schemas";
import type { FormErrors } from "./use-auth-form";

export type PasswordValues = { password: string; confirmation: string; terms: boolean };

/** The schema's field names (those of POST /users/password) against the page's. */
const FIELDS = [
  ["passwordNew", "password"],
  ["passwordNewConfirm", "confirmation"],
  ["terms", "terms"],
] as const;

/**
 * The password screens validate with the @trilha/forms schemas the server also applies to
 * POST /users/password: first access adds the terms box. The schema names the new password's first
 * broken rule, and the confirmation only once the password keeps every rule.
 */
export function validatePassword(values: PasswordValues, { terms = false }: { terms?: boolean } = {}) {
  const payload = { passwordNew: values.password, passwordNewConfirm: values.confirmation };
  const { errors } = terms
    ? validate(passwordCreationSchema, { ...payload, terms: values.terms }, passwordCreationLabels)
    : validate(passwordRedefinitionSchema, payload, passwordRedefinitionLabels);
  const found: FormErrors<PasswordValues> = {};
  for (const [schemaField, field] of FIELDS) {
    const message = errors?.[schemaField];
    if (typeof message === "string") found[field] = message;
  }
  return found;
}
