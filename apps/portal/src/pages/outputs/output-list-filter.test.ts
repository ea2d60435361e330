import { describe, expect, it } from "vitest";
import { listQueryOf } from "../../resources/use-table-url-state";
import { outputListFilter } from "./output-list-filter";

const table = { page: 1, pageSize: 10, search: "", showInactive: false };

describe("the output list's filters in its URL", () => {
  it("reads a status it knows, and leaves an unknown one out of the query", () => {
    expect(outputListFilter(new URLSearchParams("status=cancelled")).status).toBe("cancelled");
    const unknown = outputListFilter(new URLSearchParams("status=perdido&de=2026-01-01&ate=2026-01-31"));
    expect(listQueryOf(table, unknown)).toEqual({
      page: 1,
      perPage: 10,
      active: true,
      createdFrom: "2026-01-01",
      createdTo: "2026-01-31",
    });
  });
});
