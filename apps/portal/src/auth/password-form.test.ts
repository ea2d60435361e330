import { TERMS_REQUIRED } from "@trilha/forms/schemas";
import { describe, expect, it } from "vitest";
import { validatePassword } from "./password-form";

const values = (password: string, confirmation = password, terms = true) => ({
  password,
  confirmation,
  terms,
});

describe("password creation and redefinition rules", () => {
  it("accepts a password that keeps every rule", () => {
    expect(validatePassword(values("Trilha@2026"), { terms: true })).toEqual({});
  });

  it.each([
    ["Tr@1a", "Senha Inválida - Ter no mínimo 8 caracteres"],
    ["Trilha@abc", "Senha Inválida - Ter pelo menos 1 número"],
    ["Trilha2026", "Senha Inválida - Ter pelo menos 1 caractere especial"],
    ["trilha@2026", "Senha Inválida - Ter pelo menos 1 letra maiúscula"],
    ["Trilhã@2026", "Senha não pode possuir acento!"],
  ])("marks %j with %j", (password, message) => {
    expect(validatePassword(values(password)).password).toBe(message);
  });

  it("marks an empty password with the first rule, not a generic required message", () => {
    expect(validatePassword(values(""))).toEqual({
      password: "Senha Inválida - Ter no mínimo 8 caracteres",
    });
  });

  it("leaves the confirmation alone while the password breaks a rule", () => {
    expect(validatePassword(values("Trilha2026", "outra"))).toEqual({
      password: "Senha Inválida - Ter pelo menos 1 caractere especial",
    });
  });

  it("marks an empty confirmation of a valid password as different", () => {
    expect(validatePassword(values("Trilha@2026", ""))).toEqual({
      confirmation: "Senha Inválida - Senhas não podem ser diferentes",
    });
  });

  it("reports the terms beside a broken password on first access", () => {
    expect(validatePassword(values("curta", "curta", false), { terms: true })).toEqual({
      password: "Senha Inválida - Ter no mínimo 8 caracteres",
      terms: "Os termos de uso e políticas de privacidade precisam ser aceitos!",
    });
  });

  it("marks a different confirmation", () => {
    expect(validatePassword(values("Trilha@2026", "Trilha@2027"))).toEqual({
      confirmation: "Senha Inválida - Senhas não podem ser diferentes",
    });
  });

  it("asks for the terms only where they apply", () => {
    expect(validatePassword(values("Trilha@2026", "Trilha@2026", false), { terms: true }).terms).toBe(
      TERMS_REQUIRED,
    );
    expect(validatePassword(values("Trilha@2026", "Trilha@2026", false))).toEqual({});
  });
});
