import { describe, expect, it } from "vitest";
import { rowRules } from "./row-rules";

const created = "2026-01-10T10:00:00Z";

describe("rowRules", () => {
  it("offers Editar and Inativar on untouched active rows", () => {
    expect(rowRules({ created_at: created, updated_at: created })).toEqual(["edit", "inactivate"]);
  });
  it("adds Justificativas on edited active rows", () => {
    expect(rowRules({ created_at: created, updated_at: "2026-03-01T00:00:00Z" })).toEqual([
      "edit",
      "inactivate",
      "justifications",
    ]);
  });
  it("offers only Justificativas and Reativar on inactive rows", () => {
    expect(rowRules({ created_at: created, updated_at: created, deleted_at: created })).toEqual([
      "justifications",
      "reactivate",
    ]);
  });
});
