import { checkPassword } from "@trilha/forms/schemas";
import type { FormErrors } from "./use-auth-form";

export const TERMS_REQUIRED = "Os termos de uso e políticas de privacidade precisam ser aceitos!";

export type PasswordValues = { password: string; confirmation: string; terms: boolean };

/**
 * The password rules of spec 01 §5 from @trilha/forms (the same list the live indicators draw):
 * the first broken rule marks the new password, a different confirmation marks the confirmation.
 */
export function validatePassword(values: PasswordValues, { terms = false }: { terms?: boolean } = {}) {
  const errors: FormErrors<PasswordValues> = {};
  const states = checkPassword(values.password, values.confirmation);
  const own = states.find((rule) => rule.id !== "match" && !rule.passed);
  if (own) errors.password = own.message;
  const match = states.find((rule) => rule.id === "match");
  if (!own && match && !match.passed) errors.confirmation = match.message;
  if (terms && !values.terms) errors.terms = TERMS_REQUIRED;
  return errors;
}
