import type { Struct } from "superstruct";
import { fail, rule, secretText } from "./basic-fields";

export const PASSWORD_MIN_LENGTH = 8;

/** The special characters the spec allows: ~ ! @ # $ % ^ & * - _ + = ? > < */
export const PASSWORD_SPECIAL_CHARACTERS = "~!@#$%^&*-_+=?><";

const special = /[~!@#$%^&*\-_+=?><]/;
/** Portuguese accented vowels, ç and ñ, either case. */
const accented = /[áàâãäéèêëíìîïóòôõöúùûüçñ]/i;

export type PasswordRuleId =
  | "length"
  | "number"
  | "special"
  | "letter"
  | "uppercase"
  | "lowercase"
  | "accent"
  | "match";

export type PasswordRule = {
  id: PasswordRuleId;
  /** The validation message, exactly as the spec writes it. */
  message: string;
  /** The short text of the live indicator. */
  label: string;
  test: (password: string, confirmation: string) => boolean;
};

/**
 * One list for the validator and the live indicators: the UI draws a green/red line per rule,
 * the schema reports the first rule that fails.
 */
export const passwordRules: readonly PasswordRule[] = [
  {
    id: "length",
    message: "Senha Inválida - Ter no mínimo 8 caracteres",
    label: "Ter no mínimo 8 caracteres",
    test: (password) => password.length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: "number",
    message: "Senha Inválida - Ter pelo menos 1 número",
    label: "Ter pelo menos 1 número",
    test: (password) => /\d/.test(password),
  },
  {
    id: "special",
    message: "Senha Inválida - Ter pelo menos 1 caractere especial",
    label: "Ter pelo menos 1 caractere especial (~ ! @ # $ % ^ & * - _ + = ? > <)",
    test: (password) => special.test(password),
  },
  {
    id: "letter",
    message: "Senha Inválida - Ter pelo menos 1 letra",
    label: "Ter pelo menos 1 letra",
    test: (password) => /[A-Za-z]/.test(password),
  },
  {
    id: "uppercase",
    message: "Senha Inválida - Ter pelo menos 1 letra maiúscula",
    label: "Ter pelo menos 1 letra maiúscula",
    test: (password) => /[A-Z]/.test(password),
  },
  {
    id: "lowercase",
    message: "Senha Inválida - Ter pelo menos 1 letra minúscula",
    label: "Ter pelo menos 1 letra minúscula",
    test: (password) => /[a-z]/.test(password),
  },
  {
    id: "accent",
    message: "Senha não pode possuir acento!",
    label: "Não possuir acento",
    test: (password) => !accented.test(password),
  },
  {
    id: "match",
    message: "Senha Inválida - Senhas não podem ser diferentes",
    label: "Senhas iguais",
    test: (password, confirmation) => password !== "" && password === confirmation,
  },
];

export type PasswordRuleState = PasswordRule & { passed: boolean };

export function checkPassword(password: string, confirmation = ""): PasswordRuleState[] {
  return passwordRules.map((item) => ({ ...item, passed: item.test(password, confirmation) }));
}

const ownRules = passwordRules.filter((item) => item.id !== "match");
const matchRule = passwordRules.find((item) => item.id === "match")!;

/** A new password: required, then every rule but "match" in list order. */
export function strongPassword(): Struct<string, null> {
  let struct = secretText({ required: true });
  for (const item of ownRules) {
    struct = rule(struct, `password:${item.id}`, (value) => item.test(value, "") || fail(item.message));
  }
  return struct;
}

/** The confirmation: required and identical to `reference` ("Senhas não podem ser diferentes"). */
export function passwordConfirmation(reference: string): Struct<string, null> {
  return rule(secretText({ required: true }), "password:match", (value, ctx) => {
    const password = ctx.parent[reference];
    return matchRule.test(typeof password === "string" ? password : "", value) || fail(matchRule.message);
  });
}
