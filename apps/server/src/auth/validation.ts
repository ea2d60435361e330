import {
  boolean,
  validate as check,
  define,
  literal,
  number,
  optional,
  type Struct,
  string,
  type,
  union,
} from "superstruct";
import { ValidationError } from "../http/errors";

/**
 * Request bodies of the sign-in calls. Field rules and pt-BR messages follow spec 01 §5; the password
 * rules are the same list the portal draws its live indicators from.
 */
export type FieldErrors = Record<string, string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const filled = (message: string) =>
  define<string>("filled", (value) => (typeof value === "string" && value.trim() !== "") || message);

const email = define<string>("email", (value) => {
  if (typeof value !== "string" || value.trim() === "") return "E-mail não pode ser vazio!";
  return EMAIL.test(value.trim()) || "E-mail digitado não é valido!";
});

const flag = optional(union([boolean(), literal("true"), literal("false"), number()]));

export const LoginBody = type({
  email: filled("E-mail não pode ser vazio!"),
  password: filled("Password não pode ser vazio!"),
  "h-captcha-response": optional(string()),
  cypress_test: flag,
});

export const ModuleBody = type({ uuid: filled("Escolha um módulo!") });
export const CompanyBody = type({ uuid_company: filled("Escolha uma unidade!") });
export const ExchangeBody = type({ code: filled("Código obrigatório.") });

export const SsoBody = type({
  login_sso_email_input: email,
  login_sso_servico_input: filled("Serviço obrigatório."),
  "h-captcha-response": optional(string()),
  cypress_test: flag,
});

export const ResetRequestBody = type({
  email,
  "h-captcha-response": optional(string()),
  cypress_test: flag,
});

export const PasswordBody = type({
  token: filled("Token obrigatório."),
  id: union([filled("Usuário obrigatório."), number()]),
  passwordNew: string(),
  passwordNewConfirm: string(),
});

export const PASSWORD_RULES = [
  {
    id: "accents",
    test: (p: string) => !/[áàâãäéèêëíìîïóòôõöúùûüçñ]/i.test(p),
    message: "Senha não pode possuir acento!",
  },
  {
    id: "length",
    test: (p: string) => p.length >= 8,
    message: "Senha Inválida - Ter no mínimo 8 caracteres",
  },
  { id: "digit", test: (p: string) => /\d/.test(p), message: "Senha Inválida - Ter pelo menos 1 número" },
  {
    id: "special",
    test: (p: string) => /[~!@#$%^&*\-_+=?><]/.test(p),
    message: "Senha Inválida - Ter pelo menos 1 caractere especial",
  },
  { id: "letter", test: (p: string) => /[a-z]/i.test(p), message: "Senha Inválida - Ter pelo menos 1 letra" },
  {
    id: "upper",
    test: (p: string) => /[A-Z]/.test(p),
    message: "Senha Inválida - Ter pelo menos 1 letra maiúscula",
  },
  {
    id: "lower",
    test: (p: string) => /[a-z]/.test(p),
    message: "Senha Inválida - Ter pelo menos 1 letra minúscula",
  },
] as const;

/** The first rule a password breaks, or null when it meets today's rules. */
export function passwordProblem(password: string) {
  return PASSWORD_RULES.find((rule) => !rule.test(password))?.message ?? null;
}

export function passwordErrors(body: { passwordNew: string; passwordNewConfirm: string }): FieldErrors {
  const errors: FieldErrors = {};
  const problem = passwordProblem(body.passwordNew);
  if (problem) errors.passwordNew = problem;
  if (body.passwordNew !== body.passwordNewConfirm)
    errors.passwordNewConfirm = "Senha Inválida - Senhas não podem ser diferentes";
  return errors;
}

/** Validates with every failure collected; unknown keys are dropped from the returned value. */
export function parseBody<T>(schema: Struct<T>, body: unknown): T {
  const [error, value] = check(body ?? {}, schema, { coerce: true });
  if (!error) return value as T;
  const errors: FieldErrors = {};
  for (const failure of error.failures()) {
    const path = failure.path.join(".") || "body";
    errors[path] ??=
      failure.refinement || failure.type === "filled" || failure.type === "email"
        ? failure.message
        : "Campo inválido.";
  }
  throw new ValidationError(errors);
}
