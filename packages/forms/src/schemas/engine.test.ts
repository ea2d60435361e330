import { FORM_ERROR } from "final-form";
import { describe, expect, it } from "vitest";
import { labelFor, makeValidate, prefixLabels, validate } from "./engine";
import { group, list, number, positions, text } from "./fields";
import { equalTo } from "./rules";

const schema = group({
  name: text({ required: true, max: 5 }),
  nested: group({ city: text({ required: true }) }),
  items: list(group({ quantity: number({ required: true, min: 0 }) })),
  people: positions([group({ email: text({ required: true }) })]),
});
const labels = {
  name: "Nome",
  "nested.city": "Cidade",
  "items.*.quantity": "Quantidade",
  "people.0.email": "E-mail da primeira pessoa",
};

describe("validate", () => {
  it("collects every error, not the first, on nested paths", () => {
    const result = validate(schema, { items: [{ quantity: -1 }, {}] }, labels);
    expect(result.errors).toEqual({
      name: "O campo Nome é obrigatório.",
      nested: { city: "O campo Cidade é obrigatório." },
      items: [
        { quantity: "O campo Quantidade deve ser maior ou igual a 0." },
        { quantity: "O campo Quantidade é obrigatório." },
      ],
      people: [{ email: "O campo E-mail da primeira pessoa é obrigatório." }],
    });
    expect(result.value).toBeUndefined();
  });

  it("strips unknown keys at every level and returns the coerced value", () => {
    const result = validate(
      schema,
      {
        name: "Ana",
        extra: true,
        nested: { city: "Recife", zip: "1" },
        items: [{ quantity: "1,5", hidden: 1 }],
        people: [{ email: "a@b.co", admin: true }],
      },
      labels,
    );
    expect(result).toEqual({
      errors: undefined,
      value: {
        name: "Ana",
        nested: { city: "Recife" },
        items: [{ quantity: 1.5 }],
        people: [{ email: "a@b.co" }],
      },
    });
  });

  it("keeps the first message of a field when several rules fail", () => {
    const twoRules = group({ code: text({ min: 3, max: 1 }) });
    expect(validate(twoRules, { code: "ab" }, { code: "Código" }).errors).toEqual({
      code: "O campo Código deve ter no mínimo 3 caracteres.",
    });
  });

  it("puts errors about the whole payload under FORM_ERROR with a pt-BR message", () => {
    expect(validate(schema, "not an object", labels).errors).toEqual({
      [FORM_ERROR]: "Os dados enviados são inválidos.",
    });
  });

  it("never lets superstruct's developer messages through", () => {
    const result = validate(schema, { name: 42n, nested: { city: ["x"] } }, labels);
    const messages = JSON.stringify(result.errors);
    expect(messages).not.toMatch(/Expected/);
    expect(result.errors).toMatchObject({ nested: { city: "O campo Cidade deve ser um texto." } });
  });

  it("fills the path and reference placeholders with both labels for equal-to-field", () => {
    const confirm = group({ password: text(), confirmation: equalTo(text(), "password") });
    expect(
      validate(
        confirm,
        { password: "a", confirmation: "b" },
        { password: "Senha", confirmation: "Confirmação" },
      ).errors,
    ).toEqual({ confirmation: "Confirmação precisa ser igual à Senha" });
  });

  it("words a message without a label when no label names the field: no raw key, no double space", () => {
    const loose = group({ legal: group({ code: text() }), code: text({ required: true }) });
    expect(validate(loose, { legal: "x" }, { code: "Código" }).errors).toEqual({
      legal: "O campo é inválido.",
      code: "O campo Código é obrigatório.",
    });
    const errors = validate(group({ name: text() }), [1, 2], { name: "Nome" }).errors;
    expect(errors).toMatchObject({ 0: "O campo é inválido.", 1: "O campo é inválido." });
    expect(JSON.stringify(errors)).not.toMatch(/ {2}|\{label\}/);
  });

  it("lets a field override a default message", () => {
    const custom = group({ code: text({ required: true, messages: { required: "Informe o código!" } }) });
    expect(validate(custom, {}).errors).toEqual({ code: "Informe o código!" });
  });
});

describe("labelFor", () => {
  const table: [(string | number)[], string][] = [
    [["people", 0, "email"], "E-mail da primeira pessoa"],
    [["items", 3, "quantity"], "Quantidade"],
    [["name"], "Nome"],
    [["other", "name"], "Nome"],
    [["unknown_key"], "unknown_key"],
  ];
  it.each(table)("%j → %s", (path, label) => {
    expect(labelFor(path, labels)).toBe(label);
  });
});

describe("makeValidate", () => {
  it("returns {} for valid values and the errors object otherwise", () => {
    const validateForm = makeValidate(group({ name: text({ required: true }) }), { name: "Nome" });
    expect(validateForm({ name: "x" })).toEqual({});
    expect(validateForm({})).toEqual({ name: "O campo Nome é obrigatório." });
  });
});

describe("prefixLabels", () => {
  it("places item labels under a list path", () => {
    expect(prefixLabels("items.*", { quantity: "Quantidade" })).toEqual({ "items.*.quantity": "Quantidade" });
  });
});
