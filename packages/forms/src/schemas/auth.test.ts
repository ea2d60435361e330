import { describe, expect, it } from "vitest";
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
  loginSchema,
  passwordChangePayloadLabels,
  passwordChangePayloadSchema,
  passwordCreationLabels,
  passwordCreationSchema,
  passwordMessages,
  passwordRedefinitionLabels,
  passwordRedefinitionSchema,
  recoverPasswordLabels,
  recoverPasswordSchema,
  resetRequestLabels,
  resetRequestSchema,
  ssoLoginLabels,
  ssoLoginSchema,
  TERMS_REQUIRED,
} from "./auth";
import { validate } from "./engine";
import { inactivationLabels, inactivationSchema } from "./inactivation";
import { describeSchema } from "./schema-test-kit";

const captchaMessage = "Validação do hCaptcha é obrigatória!";

describeSchema("login", {
  schema: loginSchema,
  labels: loginLabels,
  valid: { email: "ana", password: "x", [CAPTCHA_FIELD]: "token" },
  cases: [
    ["e-mail empty", { email: "" }, "email", "E-mail não pode ser vazio!"],
    ["e-mail blank", { email: "   " }, "email", "E-mail não pode ser vazio!"],
    ["password empty", { password: "" }, "password", "Password não pode ser vazio!"],
    ["captcha missing", { [CAPTCHA_FIELD]: "" }, CAPTCHA_FIELD, captchaMessage],
  ],
  empty: {
    email: "E-mail não pode ser vazio!",
    password: "Password não pode ser vazio!",
    [CAPTCHA_FIELD]: captchaMessage,
  },
});

describe("login without captcha", () => {
  it("does not ask for the captcha and accepts any login text", () => {
    const schema = createLoginSchema({ captcha: false });
    expect(validate(schema, { email: "not-an-email", password: "x", cypress_test: "true" }).value).toEqual({
      email: "not-an-email",
      password: "x",
      cypress_test: true,
    });
  });
});

const sso = {
  login_sso_email_input: "ana@empresa.com.br",
  login_sso_servico_input: "azure",
  [CAPTCHA_FIELD]: "token",
};
describeSchema("SSO login", {
  schema: ssoLoginSchema,
  labels: ssoLoginLabels,
  valid: sso,
  cases: [
    ["e-mail empty", { login_sso_email_input: "" }, "login_sso_email_input", "E-mail não pode ser vazio!"],
    [
      "e-mail malformed",
      { login_sso_email_input: "ana@" },
      "login_sso_email_input",
      "E-mail digitado não é valido!",
    ],
    [
      "unknown service",
      { login_sso_servico_input: "okta" },
      "login_sso_servico_input",
      "Selecione uma opção válida para o campo Serviço.",
    ],
    ["captcha missing", { [CAPTCHA_FIELD]: undefined }, CAPTCHA_FIELD, captchaMessage],
  ],
  empty: {
    login_sso_email_input: "E-mail não pode ser vazio!",
    login_sso_servico_input: "O campo Serviço é obrigatório.",
    [CAPTCHA_FIELD]: captchaMessage,
  },
});

describe("SSO without captcha", () => {
  it("accepts the e-mail alone", () => {
    const schema = createSsoLoginSchema({ captcha: false });
    expect(validate(schema, { ...sso, [CAPTCHA_FIELD]: undefined }).errors).toBeUndefined();
  });
});

describeSchema("reset request", {
  schema: resetRequestSchema,
  labels: resetRequestLabels,
  valid: { email: "ana@empresa.com.br" },
  cases: [
    ["e-mail empty", { email: "" }, "email", "E-mail não pode ser vazio!"],
    ["e-mail malformed", { email: "ana.empresa.com" }, "email", "E-mail digitado não é valido!"],
  ],
  empty: { email: "E-mail não pode ser vazio!" },
});

describe("reset request with captcha", () => {
  it("requires the captcha", () => {
    const schema = createResetRequestSchema({ captcha: true });
    expect(validate(schema, { email: "ana@empresa.com.br" }).errors).toEqual({
      [CAPTCHA_FIELD]: captchaMessage,
    });
  });
});

const strong = "Trilha#2026";
const passwordCases = (field: string, confirm: string) =>
  [
    [
      "too short",
      { [field]: "Ab1!", [confirm]: "Ab1!" },
      field,
      "Senha Inválida - Ter no mínimo 8 caracteres",
    ],
    [
      "no digit",
      { [field]: "Trilha#abc", [confirm]: "Trilha#abc" },
      field,
      "Senha Inválida - Ter pelo menos 1 número",
    ],
    [
      "no special character",
      { [field]: "Trilha2026", [confirm]: "Trilha2026" },
      field,
      "Senha Inválida - Ter pelo menos 1 caractere especial",
    ],
    [
      "no letter",
      { [field]: "12345678#", [confirm]: "12345678#" },
      field,
      "Senha Inválida - Ter pelo menos 1 letra",
    ],
    [
      "no uppercase",
      { [field]: "trilha#2026", [confirm]: "trilha#2026" },
      field,
      "Senha Inválida - Ter pelo menos 1 letra maiúscula",
    ],
    [
      "no lowercase",
      { [field]: "TRILHA#2026", [confirm]: "TRILHA#2026" },
      field,
      "Senha Inválida - Ter pelo menos 1 letra minúscula",
    ],
    [
      "accent",
      { [field]: "Trilhação#2026", [confirm]: "Trilhação#2026" },
      field,
      "Senha não pode possuir acento!",
    ],
  ] as [string, Record<string, unknown>, string, string][];

const differ = "Senha Inválida - Senhas não podem ser diferentes";

describeSchema("password redefinition", {
  schema: passwordRedefinitionSchema,
  labels: passwordRedefinitionLabels,
  valid: { passwordNew: strong, passwordNewConfirm: strong },
  cases: [
    ...passwordCases("passwordNew", "passwordNewConfirm"),
    ["confirmation differs", { passwordNewConfirm: "Trilha#2027" }, "passwordNewConfirm", differ],
    ["confirmation empty", { passwordNewConfirm: "" }, "passwordNewConfirm", differ],
    [
      "password empty",
      { passwordNew: "", passwordNewConfirm: "" },
      "passwordNew",
      "Senha Inválida - Ter no mínimo 8 caracteres",
    ],
    [
      "password blank (spaces count as characters, as on the indicators)",
      { passwordNew: "        ", passwordNewConfirm: "        " },
      "passwordNew",
      "Senha Inválida - Ter pelo menos 1 número",
    ],
  ],
  // An empty password breaks the first rule; the confirmation waits for a valid password.
  empty: { passwordNew: "Senha Inválida - Ter no mínimo 8 caracteres" },
});

describe("password redefinition reports what the password page shows", () => {
  const errorsOf = (passwordNew: unknown, passwordNewConfirm: unknown) =>
    validate(passwordRedefinitionSchema, { passwordNew, passwordNewConfirm }, passwordRedefinitionLabels)
      .errors;

  it("stays quiet about a different confirmation while the password breaks a rule", () => {
    expect(errorsOf("trilha#2026", "outra")).toEqual({
      passwordNew: "Senha Inválida - Ter pelo menos 1 letra maiúscula",
    });
  });

  it("reports the first broken rule in the indicators' order", () => {
    // Short, no digit, no special character, no uppercase: the length comes first.
    expect(errorsOf("abc", "abc")).toEqual({ passwordNew: "Senha Inválida - Ter no mínimo 8 caracteres" });
    expect(errorsOf("abcdefgh", "abcdefgh")).toEqual({
      passwordNew: "Senha Inválida - Ter pelo menos 1 número",
    });
  });

  it("agrees with passwordMessages on every case", () => {
    const pairs: [string, string][] = [
      ["", ""],
      ["Trilha#2026", ""],
      ["Trilha#2026", "Trilha#2026"],
      ["Trilhã#2026", "x"],
      ["TRILHA#2026", "TRILHA#2026"],
      ["Trilha#2026", "trilha#2026"],
    ];
    for (const [password, confirmation] of pairs) {
      const expected = passwordMessages(password, confirmation);
      expect(errorsOf(password, confirmation) ?? {}, `${password} / ${confirmation}`).toEqual({
        ...(expected.password ? { passwordNew: expected.password } : {}),
        ...(expected.confirmation ? { passwordNewConfirm: expected.confirmation } : {}),
      });
    }
  });

  it("treats a missing or non-text password as empty", () => {
    expect(errorsOf(undefined, undefined)).toEqual({
      passwordNew: "Senha Inválida - Ter no mínimo 8 caracteres",
    });
    expect(errorsOf(null, null)).toEqual({ passwordNew: "Senha Inválida - Ter no mínimo 8 caracteres" });
  });
});

describe("passwordMessages", () => {
  it("gives nothing for a valid pair", () => {
    expect(passwordMessages(strong, strong)).toEqual({});
  });

  it("names the password's first broken rule and nothing about the confirmation", () => {
    expect(passwordMessages("Trilha2026", "x")).toEqual({
      password: "Senha Inválida - Ter pelo menos 1 caractere especial",
    });
  });

  it("names the confirmation once the password is valid", () => {
    expect(passwordMessages(strong, "")).toEqual({ confirmation: differ });
  });
});

describeSchema("password creation (first access)", {
  schema: passwordCreationSchema,
  labels: passwordCreationLabels,
  valid: { passwordNew: strong, passwordNewConfirm: strong, terms: true },
  cases: [
    [
      "terms unticked",
      { terms: false },
      "terms",
      "Os termos de uso e políticas de privacidade precisam ser aceitos!",
    ],
    [
      "accent",
      { passwordNew: "Senhã#2026", passwordNewConfirm: "Senhã#2026" },
      "passwordNew",
      "Senha não pode possuir acento!",
    ],
    ["confirmation differs", { passwordNewConfirm: "Trilha#2027" }, "passwordNewConfirm", differ],
  ],
  empty: {
    passwordNew: "Senha Inválida - Ter no mínimo 8 caracteres",
    terms: "Os termos de uso e políticas de privacidade precisam ser aceitos!",
  },
});

describe("password creation with a broken password", () => {
  it("still asks for the terms beside the password's rule", () => {
    expect(
      validate(
        passwordCreationSchema,
        { passwordNew: "curta", passwordNewConfirm: "outra", terms: false },
        passwordCreationLabels,
      ).errors,
    ).toEqual({
      passwordNew: "Senha Inválida - Ter no mínimo 8 caracteres",
      terms: TERMS_REQUIRED,
    });
  });
});

describeSchema("password change payload (POST /users/password)", {
  schema: passwordChangePayloadSchema,
  labels: passwordChangePayloadLabels,
  valid: { token: "abc", id: "42", passwordNew: strong, passwordNewConfirm: strong },
  cases: [
    ["token missing", { token: "" }, "token", "O campo Token é obrigatório."],
    ["confirmation differs", { passwordNewConfirm: "Trilha#2027" }, "passwordNewConfirm", differ],
  ],
  empty: {
    token: "O campo Token é obrigatório.",
    id: "O campo Usuário é obrigatório.",
    passwordNew: "Senha Inválida - Ter no mínimo 8 caracteres",
  },
});

describeSchema("recuperar senha", {
  schema: recoverPasswordSchema,
  labels: recoverPasswordLabels,
  valid: { password: strong, confirm_password: strong },
  cases: [
    ...passwordCases("password", "confirm_password"),
    [
      "confirmation differs",
      { confirm_password: "x" },
      "confirm_password",
      "Confirmar senha precisa ser igual à Senha",
    ],
  ],
  empty: {
    password: "O campo Senha é obrigatório.",
    confirm_password: "O campo Confirmar senha é obrigatório.",
  },
});

describeSchema("choose unit", {
  schema: chooseUnitSchema,
  labels: chooseUnitLabels,
  valid: { uuid: "c5a1" },
  cases: [["nothing chosen", { uuid: "" }, "uuid", "Escolha uma unidade!"]],
  empty: { uuid: "Escolha uma unidade!" },
});

describeSchema("choose module", {
  schema: chooseModuleSchema,
  labels: chooseModuleLabels,
  valid: { uuid_company: "c5a1" },
  cases: [["nothing chosen", { uuid_company: undefined }, "uuid_company", "Escolha um módulo!"]],
  empty: { uuid_company: "Escolha um módulo!" },
});

const justificationMessage = "A justificativa é obrigatória e deve conter entre 30 e 500 caracteres.";
describeSchema("inactivation justification", {
  schema: inactivationSchema,
  labels: inactivationLabels,
  valid: { justification: "x".repeat(30) },
  cases: [
    ["29 characters", { justification: "x".repeat(29) }, "justification", justificationMessage],
    ["501 characters", { justification: "x".repeat(501) }, "justification", justificationMessage],
    ["blank", { justification: " ".repeat(40) }, "justification", justificationMessage],
  ],
  empty: { justification: justificationMessage },
});

describe("inactivation limits", () => {
  it("accepts exactly 500 characters", () => {
    expect(validate(inactivationSchema, { justification: "x".repeat(500) }).errors).toBeUndefined();
  });
});
