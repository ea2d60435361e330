import { describe, expect, it } from "vitest";
import { checkPassword, passwordRules } from "./password";

describe("password rules as data", () => {
  it("lists the spec's messages in order", () => {
    expect(passwordRules.map((rule) => rule.message)).toEqual([
      "Senha Inválida - Ter no mínimo 8 caracteres",
      "Senha Inválida - Ter pelo menos 1 número",
      "Senha Inválida - Ter pelo menos 1 caractere especial",
      "Senha Inválida - Ter pelo menos 1 letra",
      "Senha Inválida - Ter pelo menos 1 letra maiúscula",
      "Senha Inválida - Ter pelo menos 1 letra minúscula",
      "Senha não pode possuir acento!",
      "Senha Inválida - Senhas não podem ser diferentes",
    ]);
  });

  it.each("~!@#$%^&*-_+=?><".split(""))("accepts %s as a special character", (character) => {
    const special = passwordRules.find((rule) => rule.id === "special")!;
    expect(special.test(`abc${character}`, "")).toBe(true);
  });

  it.each(["(", ".", ",", "/", " "])("does not count %j as special", (character) => {
    const special = passwordRules.find((rule) => rule.id === "special")!;
    expect(special.test(`abc${character}`, "")).toBe(false);
  });

  it.each("áàâãéêíóôõúüçñÁÀÂÃÉÊÍÓÔÕÚÜÇÑ".split(""))("refuses the accented letter %s", (character) => {
    const accent = passwordRules.find((rule) => rule.id === "accent")!;
    expect(accent.test(`Senha${character}`, "")).toBe(false);
  });

  it("reports each rule's state for the live indicators", () => {
    const states = Object.fromEntries(
      checkPassword("abcdefgh", "abcdefgh").map((rule) => [rule.id, rule.passed]),
    );
    expect(states).toEqual({
      length: true,
      number: false,
      special: false,
      letter: true,
      uppercase: false,
      lowercase: true,
      accent: true,
      match: true,
    });
  });

  it("does not count two empty passwords as matching", () => {
    expect(checkPassword("", "").find((rule) => rule.id === "match")?.passed).toBe(false);
  });
});
