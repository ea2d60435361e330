import { describe, expect, it } from "vitest";
import { readTableState, toListQuery, writeTableState } from "./use-table-url-state";

describe("table state in the URL", () => {
  it("reads page, size, search and the inactive filter, falling back to the defaults", () => {
    expect(readTableState(new URLSearchParams("pagina=3&itens=20&busca=sul&inativos=1"))).toEqual({
      page: 3,
      pageSize: 20,
      search: "sul",
      showInactive: true,
    });
    expect(readTableState(new URLSearchParams("pagina=-1&itens=7"))).toEqual({
      page: 1,
      pageSize: 10,
      search: "",
      showInactive: false,
    });
  });

  it("reads a page beyond the largest the API takes as that one (the controller then finds the last)", () => {
    expect(readTableState(new URLSearchParams("pagina=999999999999")).page).toBe(1_000_000);
    expect(readTableState(new URLSearchParams("pagina=1000000")).page).toBe(1_000_000);
  });

  it("reads a search no longer than the search box takes", () => {
    const long = new URLSearchParams({ busca: "sul".repeat(5000) });
    expect(readTableState(long).search).toBe("sul".repeat(5000).slice(0, 200));
    expect(readTableState(new URLSearchParams({ busca: "😀".repeat(300) })).search).toBe("😀".repeat(200));
  });

  it("writes only what differs from the defaults and keeps other parameters", () => {
    const written = writeTableState(
      { page: 1, pageSize: 10, search: "", showInactive: false },
      new URLSearchParams("pagina=4&outro=x"),
    );
    expect(written.toString()).toBe("outro=x");
    expect(writeTableState({ page: 2, pageSize: 50, search: "a b", showInactive: true }).toString()).toBe(
      "pagina=2&itens=50&busca=a+b&inativos=1",
    );
  });

  it("asks the API for inactive rows only when INATIVOS is on", () => {
    expect(toListQuery({ page: 2, pageSize: 20, search: "", showInactive: false })).toEqual({
      page: 2,
      perPage: 20,
      active: true,
    });
    expect(toListQuery({ page: 1, pageSize: 10, search: "sul", showInactive: true })).toEqual({
      page: 1,
      perPage: 10,
      active: false,
      search: "sul",
    });
  });
});
