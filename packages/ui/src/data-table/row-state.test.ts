import { describe, expect, it } from "vitest";
import { isDeleted, isEdited } from "./row-state";

const created = "2026-01-10T10:00:00Z";

describe("row state", () => {
  it("marks rows with deleted_at as deleted", () => {
    expect(isDeleted({ deleted_at: "2026-02-01T00:00:00Z" })).toBe(true);
    expect(isDeleted({ deleted_at: null })).toBe(false);
    expect(isDeleted({})).toBe(false);
  });
  it("marks rows whose updated_at differs from created_at as edited", () => {
    expect(isEdited({ created_at: created, updated_at: "2026-03-01T00:00:00Z" })).toBe(true);
    expect(isEdited({ created_at: created, updated_at: created })).toBe(false);
    expect(isEdited({ created_at: created })).toBe(false);
  });
});
