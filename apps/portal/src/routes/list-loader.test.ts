import type { ListQuery, Page } from "@trilha/api";
import { afterEach, describe, expect, it, vi } from "vitest";
import { outputListFilter } from "../pages/outputs/output-list-filter";
import { listQueryKey, takePrefetchedList } from "../resources/list-prefetch";
import { listQueryOf, readTableState } from "../resources/use-table-url-state";
import { session } from "../session/store";
import { listLoader } from "./list-loader";

const run = (loader: ReturnType<typeof listLoader>, url: string) =>
  loader({ request: new Request(url), params: {}, context: undefined } as Parameters<typeof loader>[0]);

afterEach(() => {
  session.isAuthenticated = false;
});

describe("listLoader", () => {
  it("asks a signed-in user's list for the page, size, search and filter the URL names, and answers at once", () => {
    session.isAuthenticated = true;
    const load = vi.fn(async (): Promise<Page<string>> => ({ data: [], total: 0 }));
    const answer = run(listLoader(load), "http://portal/prestadores?pagina=3&itens=20&busca=sul&inativos=1");
    expect(answer).toBeNull();
    const query: ListQuery = { page: 3, perPage: 20, active: false, search: "sul" };
    expect(load).toHaveBeenCalledWith(query);
    expect(takePrefetchedList(load, listQueryKey(query))).toBeDefined();
  });

  it("asks with the page's own filters read from the URL, in the query the page asks (a period, a status)", () => {
    session.isAuthenticated = true;
    const load = vi.fn(async (): Promise<Page<string>> => ({ data: [], total: 0 }));
    run(
      listLoader(load, outputListFilter),
      "http://portal/saidas?pagina=2&status=issued&de=2026-01-01&ate=2026-01-31",
    );
    const params = new URLSearchParams("status=issued&de=2026-01-01&ate=2026-01-31");
    const query = listQueryOf(readTableState(new URLSearchParams("pagina=2")), outputListFilter(params));
    expect(query).toEqual({
      page: 2,
      perPage: 10,
      active: true,
      status: "issued",
      createdFrom: "2026-01-01",
      createdTo: "2026-01-31",
    });
    expect(load).toHaveBeenCalledWith(query);
    expect(takePrefetchedList(load, listQueryKey(query))).toBeDefined();
  });

  it("asks nothing for a signed-out visitor (the guard sends them to the login)", () => {
    const load = vi.fn(async (): Promise<Page<string>> => ({ data: [], total: 0 }));
    run(listLoader(load), "http://portal/prestadores");
    expect(load).not.toHaveBeenCalled();
  });
});
