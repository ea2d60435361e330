import type { Struct } from "superstruct";
import { afterEach, describe, expect, it, vi } from "vitest";
import { validate } from "./engine";
import {
  date,
  file,
  group,
  list,
  number,
  parseDecimal,
  secretText,
  TEXT_MAX_DEFAULT,
  text,
  today,
} from "./fields";
import { inactivationSchema } from "./inactivation";
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

  it("bounds a text without a max of its own to TEXT_MAX_DEFAULT characters", () => {
    expect(
      validate(schema, { name: "a", note: "x".repeat(TEXT_MAX_DEFAULT) }, labels).errors,
    ).toBeUndefined();
    expect(validate(schema, { name: "a", note: "x".repeat(TEXT_MAX_DEFAULT + 1) }, labels).errors).toEqual({
      note: "O campo Nota deve ter no máximo 1.000 caracteres.",
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

  it("counts characters (code points, as PostgreSQL's varchar), not UTF-16 units: an emoji is one", () => {
    expect(validate(schema, { name: "🌱🌱🌱🌱🌱" }, labels).errors).toBeUndefined();
    expect(validate(schema, { name: "🌱🌱🌱🌱🌱🌱" }, labels).errors).toEqual({
      name: "O campo Nome deve ter no máximo 5 caracteres.",
    });
  });

  it("counts an accented letter as one character, composed or not", () => {
    expect(validate(schema, { name: "ação!" }, labels).errors).toBeUndefined();
    // "é" written as e + combining acute is two code points, as PostgreSQL counts it.
    expect(validate(schema, { name: "ae\u0301io" }, labels).errors).toBeUndefined();
    expect(validate(schema, { name: "ae\u0301iou" }, labels).errors).toEqual({
      name: "O campo Nome deve ter no máximo 5 caracteres.",
    });
  });

  it("refuses a justification of 16 emoji (32 UTF-16 units) under the 30-character minimum", () => {
    const message = "A justificativa é obrigatória e deve conter entre 30 e 500 caracteres.";
    expect(validate(inactivationSchema, { justification: "😀".repeat(16) }).errors).toEqual({
      justification: message,
    });
    expect(validate(inactivationSchema, { justification: "😀".repeat(30) }).errors).toBeUndefined();
    expect(validate(inactivationSchema, { justification: "😀".repeat(500) }).errors).toBeUndefined();
    expect(validate(inactivationSchema, { justification: "😀".repeat(501) }).errors).toEqual({
      justification: message,
    });
  });

  it("reads only spaces as empty", () => {
    expect(validate(schema, { name: "   " }, labels).errors).toEqual({ name: "O campo Nome é obrigatório." });
  });

  it("reads invisible characters around a text as spaces: dropped, never counted", () => {
    // A zero-width space, a word joiner and a byte-order mark, as a paste can bring them.
    const invisible = "\u200b\u2060\ufeff";
    expect(validate(schema, { name: invisible.repeat(3) }, labels).errors).toEqual({
      name: "O campo Nome é obrigatório.",
    });
    expect(validate(schema, { name: `${invisible}ação${invisible}` }, labels).value).toEqual({
      name: "ação",
    });
    const message = "A justificativa é obrigatória e deve conter entre 30 e 500 caracteres.";
    expect(validate(inactivationSchema, { justification: "\u200b".repeat(40) }).errors).toEqual({
      justification: message,
    });
    expect(validate(inactivationSchema, { justification: `a${"\u200b".repeat(29)}` }).errors).toEqual({
      justification: message,
    });
    // Inside a text they are part of it (a joined emoji, a word kept from breaking).
    expect(validate(schema, { name: "a\u200db" }, labels).errors).toBeUndefined();
  });

  it("keeps every character with trim: false", () => {
    expect(validate(group({ raw: text({ trim: false }) }), { raw: "  x  " }).value).toEqual({ raw: "  x  " });
  });
});

describe("the messages' numbers", () => {
  const first = <T, S>(schema: Struct<T, S>, values: unknown) =>
    Object.values(validate(schema, values, { n: "Valor" }).errors ?? {})[0];

  it("are written as pt-BR users read them: thousands dots, a decimal comma", () => {
    expect(first(group({ n: text() }), { n: "x".repeat(1001) })).toBe(
      "O campo Valor deve ter no máximo 1.000 caracteres.",
    );
    expect(first(group({ n: text({ min: 1500, max: 2000 }) }), { n: "x" })).toBe(
      "O campo Valor deve ter no mínimo 1.500 caracteres.",
    );
    expect(first(group({ n: number({ max: 10000 }) }), { n: 10001 })).toBe(
      "O campo Valor deve ser menor ou igual a 10.000.",
    );
    expect(first(group({ n: number({ min: 0.5 }) }), { n: 0.25 })).toBe(
      "O campo Valor deve ser maior ou igual a 0,5.",
    );
    expect(first(group({ n: number({ step: 0.5 }) }), { n: 0.75 })).toBe(
      "O campo Valor deve ser um múltiplo de 0,5.",
    );
    expect(first(group({ n: list(text(), { min: 2 }) }), { n: ["a"] })).toBe(
      "O campo Valor deve ter pelo menos 2 itens.",
    );
    expect(
      first(group({ n: file({ accept: "pdf", maxSize: 1536 * 1024 * 1024 }) }), {
        n: { name: "a.pdf", type: "application/pdf", size: 2 * 1024 ** 3 },
      }),
    ).toBe("O arquivo do campo Valor deve ter no máximo 1.536 MB.");
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

describe("today()", () => {
  afterEach(() => vi.useRealTimers());

  it("answers Brasília's day, not the machine's", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-28T23:30:00Z")); // 20:30 in Brasília
    expect(today()).toBe("2026-11-28");
    vi.setSystemTime(new Date("2026-11-29T02:30:00Z")); // 23:30 in Brasília, the 29th in UTC
    expect(today()).toBe("2026-11-28");
    vi.setSystemTime(new Date("2026-11-29T03:30:00Z")); // 00:30 in Brasília
    expect(today()).toBe("2026-11-29");
  });

  it("keeps Brasília's day on a machine west of UTC", () => {
    vi.stubEnv("TZ", "America/Los_Angeles");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-29T04:00:00Z")); // 01:00 of the 29th in Brasília, 20:00 of the 28th there
    expect(today()).toBe("2026-11-29");
  });

  describe("in the rules that use it", () => {
    it("takes a licence alert dated today at 23:30 in Brasília on a UTC server", () => {
      vi.stubEnv("TZ", "UTC");
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date("2026-11-29T02:30:00Z"));
      expect(date({ todayOrFuture: true }).validate("2026-11-28", { coerce: true })[0]).toBeUndefined();
      expect(date({ todayOrFuture: true }).validate("2026-11-27", { coerce: true })[0]).toBeDefined();
    });

    it("takes a receipt dated today just after midnight in Brasília on a machine west of UTC", () => {
      vi.stubEnv("TZ", "America/Los_Angeles");
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date("2026-11-29T04:00:00Z"));
      expect(date({ past: true }).validate("2026-11-29", { coerce: true })[0]).toBeUndefined();
      expect(date({ past: true }).validate("2026-11-30", { coerce: true })[0]).toBeDefined();
    });
  });
});

describe("number() with decimals", () => {
  const first = <T, S>(schema: Struct<T, S>, values: unknown) =>
    Object.values(validate(schema, values, { n: "Quantidade" }).errors ?? {})[0];

  it("refuses a huge value for its size, not for decimals it does not have", () => {
    const quantity = group({ n: number({ decimals: 3, max: 999_999 }) });
    expect(first(quantity, { n: 1e308 })).toBe("O campo Quantidade deve ser menor ou igual a 999.999.");
    expect(first(quantity, { n: 1.2345 })).toBe("O campo Quantidade deve ter no máximo 3 casas decimais.");
    expect(first(quantity, { n: 12.345 })).toBeUndefined();
  });
});

describe("parseDecimal()", () => {
  it("reads numbers and the text a program wrote them as (multipart bodies): a lone dot is the decimal point", () => {
    expect(parseDecimal(1.234)).toBe(1.234);
    expect(parseDecimal("1.234")).toBe(1.234);
    expect(parseDecimal("1234.5")).toBe(1234.5);
    expect(parseDecimal("1000")).toBe(1000);
  });

  it("reads pt-BR text with a comma, thousands dots and all", () => {
    expect(parseDecimal("1.234,5")).toBe(1234.5);
    expect(parseDecimal("1.000,50")).toBe(1000.5);
    expect(parseDecimal("2,5")).toBe(2.5);
  });

  it("leaves unreadable text for the type check, and blank as none", () => {
    expect(parseDecimal("1.000.5")).toBe("1.000.5");
    expect(parseDecimal("abc")).toBe("abc");
    expect(parseDecimal("  ")).toBeUndefined();
    expect(parseDecimal(null)).toBeUndefined();
  });
});
