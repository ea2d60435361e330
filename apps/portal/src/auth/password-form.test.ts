import { describe, expect, it } from "vitest";
import { TERMS_REQUIRED, validatePassword } from "./password-form";

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
