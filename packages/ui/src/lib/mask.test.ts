import { describe, expect, it } from "vitest";
import { isMaskComplete, type MaskKind, mask, maskMaxLength, maskValue, unmask } from "./mask";

/**
 * Every prefix of a raw value must survive mask → unmask unchanged (what typing one key at a time does).
 * Answers what broke, so the loop below asserts once: an `expect` per prefix (some 40 000 of them) took
 * past the 5 s test timeout on a loaded machine.
 */
function prefixProblems(kind: MaskKind, raw: string): string[] {
  const problems: string[] = [];
  for (let n = 0; n <= raw.length; n++) {
    const prefix = raw.slice(0, n);
    const masked = mask(kind, prefix);
    if (unmask(kind, masked) !== prefix)
      problems.push(`${kind} ${prefix} → ${masked} → ${unmask(kind, masked)}`);
    if (mask(kind, masked) !== masked) problems.push(`${kind} ${masked}: masking is not idempotent`);
    if (masked.length > maskMaxLength[kind])
      problems.push(`${kind} ${masked}: longer than ${maskMaxLength[kind]}`);
  }
  return problems;
}

// A small seeded generator keeps the random cases reproducible.
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}
const rnd = random(20261121);
const digits = (n: number) => Array.from({ length: n }, () => Math.floor(rnd() * 10)).join("");
/** A Brazilian phone's digits: its DDD never starts with 0 (a leading 0 is the trunk prefix, dropped). */
const phone = (n: number) => String(1 + Math.floor(rnd() * 9)) + digits(n - 1);
const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(65 + Math.floor(rnd() * 26))).join("");

describe("complete values", () => {
  it.each([
    ["cep", "01310930", "01310-930"],
    ["cpf", "12345678909", "123.456.789-09"],
    ["cnpj", "11222333000181", "11.222.333/0001-81"],
    ["phone", "1133334444", "(11) 3333-4444"],
    ["phone", "11999998888", "(11) 99999-8888"],
    ["plate", "ABC1234", "ABC-1234"],
    ["plate", "BRA2E19", "BRA2E19"],
  ] as const)("%s %s → %s and back", (kind, raw, masked) => {
    expect(mask(kind, raw)).toBe(masked);
    expect(unmask(kind, masked)).toBe(raw);
    expect(maskValue(kind, raw)).toEqual({ masked, raw });
    expect(isMaskComplete(kind, masked)).toBe(true);
  });
});

describe("round trips while typing", () => {
  it("holds for every prefix of random values", () => {
    const problems: string[] = [];
    for (let i = 0; i < 200; i++) {
      problems.push(
        ...prefixProblems("cep", digits(8)),
        ...prefixProblems("cpf", digits(11)),
        ...prefixProblems("cnpj", digits(14)),
        ...prefixProblems("phone", phone(10)),
        ...prefixProblems("phone", phone(11)),
        ...prefixProblems("plate", letters(3) + digits(4)),
        ...prefixProblems("plate", letters(3) + digits(1) + letters(1) + digits(2)),
      );
    }
    expect(problems).toEqual([]);
  });
});

describe("partial and messy input", () => {
  it("writes a separator only once a character follows it", () => {
    expect(mask("cep", "01310")).toBe("01310");
    expect(mask("cep", "013109")).toBe("01310-9");
    expect(mask("cpf", "123")).toBe("123");
    expect(mask("cpf", "1234")).toBe("123.4");
    expect(mask("phone", "11")).toBe("(11");
    expect(mask("phone", "113")).toBe("(11) 3");
  });

  it("switches the phone layout from landline to mobile at the 11th digit", () => {
    expect(mask("phone", "1199999888")).toBe("(11) 9999-9888");
    expect(mask("phone", "11999998888")).toBe("(11) 99999-8888");
  });

  it("drops extra characters beyond the pattern", () => {
    expect(mask("cep", "0131093012")).toBe("01310-930");
    expect(mask("phone", "119999988887")).toBe("(11) 99999-8888");
  });

  it("accepts pasted text with other separators", () => {
    expect(mask("cpf", " 123 456 789 09 ")).toBe("123.456.789-09");
    expect(mask("cnpj", "11.222.333/0001-81")).toBe("11.222.333/0001-81");
  });

  it("drops the country code and the trunk prefix of a pasted phone", () => {
    expect(mask("phone", "+55 (11) 98765-4321")).toBe("(11) 98765-4321");
    expect(mask("phone", "+55 11 3456-7890")).toBe("(11) 3456-7890");
    expect(mask("phone", "0055 11 98765 4321")).toBe("(11) 98765-4321");
    expect(mask("phone", "5511987654321")).toBe("(11) 98765-4321");
    expect(mask("phone", "55 11 3456-7890")).toBe("(11) 3456-7890");
    expect(mask("phone", "(011) 98765-4321")).toBe("(11) 98765-4321");
    expect(mask("phone", "011 3456-7890")).toBe("(11) 3456-7890");
  });

  it("keeps a DDD 55 number whole, even with one digit typed too many", () => {
    expect(mask("phone", "55987654321")).toBe("(55) 98765-4321");
    expect(mask("phone", "(55) 98765-43219")).toBe("(55) 98765-4321");
    expect(mask("phone", "5532221234")).toBe("(55) 3222-1234");
  });

  it("upper-cases plates, skips characters a slot refuses and picks the layout by the fifth character", () => {
    expect(mask("plate", "abc1234")).toBe("ABC-1234");
    expect(mask("plate", "bra2e19")).toBe("BRA2E19");
    expect(mask("plate", "ab1c")).toBe("ABC");
    expect(mask("plate", "ABC1")).toBe("ABC-1");
    expect(mask("plate", "ABC1E")).toBe("ABC1E");
    expect(unmask("plate", "abc-1234")).toBe("ABC1234");
  });

  it("knows when a value is incomplete", () => {
    expect(isMaskComplete("cep", "01310-93")).toBe(false);
    expect(isMaskComplete("phone", "(11) 9999")).toBe(false);
    expect(isMaskComplete("plate", "ABC-123")).toBe(false);
  });
});
