import { describe, expect, it } from "vitest";
import { validate } from "./engine";
import { group, secretText, text } from "./fields";
import { myPasswordSchema, passwordChangePayloadSchema } from "./index";

describe("text()", () => {
  const schema = group({ name: text({ required: true, max: 5 }), note: text() });
  const labels = { name: "Nome", note: "Nota" };

  it("answers the text without the spaces around it when validating with coercion", () => {
    expect(validate(schema, { name: "  QA-01  ", note: " uma nota \n" }, labels).value).toEqual({
      name: "QA-01",
      note: "uma nota",
    });
  });

  it("keeps the spaces inside the text", () => {
    expect(validate(schema, { name: " a  b " }, labels).value?.name).toBe("a  b");
  });

  it("counts the length of the trimmed text", () => {
    expect(validate(schema, { name: "   12345   " }, labels).errors).toBeUndefined();
    expect(validate(schema, { name: " 123456 " }, labels).errors).toEqual({
      name: "O campo Nome deve ter no máximo 5 caracteres.",
    });
  });

  it("reads only spaces as empty", () => {
    expect(validate(schema, { name: "   " }, labels).errors).toEqual({ name: "O campo Nome é obrigatório." });
  });

  it("keeps every character with trim: false", () => {
    expect(validate(group({ raw: text({ trim: false }) }), { raw: "  x  " }).value).toEqual({ raw: "  x  " });
  });
});

describe("secretText()", () => {
  it("keeps every character of a password, spaces around it included", () => {
    expect(
      validate(group({ password: secretText({ required: true }) }), { password: " s3nh@ " }).value,
    ).toEqual({ password: " s3nh@ " });
  });

  it("is what the password schemas use", () => {
    const change = validate(passwordChangePayloadSchema, {
      token: " t ",
      id: "1",
      passwordNew: " Trilha@2024 ",
      passwordNewConfirm: " Trilha@2024 ",
    });
    expect(change.value).toMatchObject({
      token: "t",
      passwordNew: " Trilha@2024 ",
      passwordNewConfirm: " Trilha@2024 ",
    });
    const mine = validate(myPasswordSchema, {
      passwordCurrent: " antiga ",
      passwordNew: " Trilha@2024 ",
      passwordNewConfirm: " Trilha@2024 ",
    });
    expect(mine.value?.passwordCurrent).toBe(" antiga ");
  });
});
