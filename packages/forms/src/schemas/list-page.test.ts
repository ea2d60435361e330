import { describe, expect, it } from "vitest";
import { DEFAULT_PER_PAGE, MAX_PER_PAGE, readListPage } from "./list-page";

describe("readListPage", () => {
  it("reads the page and its size, with the defaults when absent or blank", () => {
    expect(readListPage({ page: "3", per_page: "25" })).toEqual({ page: 3, perPage: 25, errors: {} });
    expect(readListPage({})).toEqual({ page: 1, perPage: DEFAULT_PER_PAGE, errors: {} });
    expect(readListPage({ page: "", per_page: "" })).toEqual({
      page: 1,
      perPage: DEFAULT_PER_PAGE,
      errors: {},
    });
  });

  it("leaves the list's other keys alone", () => {
    expect(readListPage({ page: "2", q: "abc", sort: "-name" })).toEqual({
      page: 2,
      perPage: 10,
      errors: {},
    });
  });

  it.each([
    ["0", "page", "O campo page deve ser um número inteiro de 1 a 1000000."],
    ["-1", "page", "O campo page deve ser um número inteiro de 1 a 1000000."],
    ["1.5", "page", "O campo page deve ser um número inteiro de 1 a 1000000."],
    // A pt-BR thousands separator is not a page number in an address.
    ["1,000", "page", "O campo page deve ser um número inteiro de 1 a 1000000."],
    ["1e3", "page", "O campo page deve ser um número inteiro de 1 a 1000000."],
    ["abc", "page", "O campo page deve ser um número inteiro de 1 a 1000000."],
    ["1000001", "page", "O campo page deve ser um número inteiro de 1 a 1000000."],
    [
      String(MAX_PER_PAGE + 1),
      "per_page",
      `O campo per_page deve ser um número inteiro de 1 a ${MAX_PER_PAGE}.`,
    ],
  ])("refuses %s as %s with a pt-BR message by field", (raw, key, message) => {
    const read = readListPage({ [key]: raw });
    expect(read.errors).toEqual({ [key]: message });
    expect(read).toMatchObject({ page: 1, perPage: DEFAULT_PER_PAGE });
  });

  it("names both fields when both are wrong", () => {
    expect(Object.keys(readListPage({ page: "x", per_page: "0" }).errors).sort()).toEqual([
      "page",
      "per_page",
    ]);
  });
});
