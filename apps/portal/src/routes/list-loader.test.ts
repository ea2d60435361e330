import type { ListQuery } from "@trilha/api";
import { afterEach, describe, expect, it, vi } from "vitest";
import { outputListFilter } from "../pages/outputs/output-list-filter";
import { listQueryKey, takePrefetchedList } from "../resources/list-prefetch";
import { listQueryOf, readTableState } from "../resources/use-table-url-state";
import { lastSessionAnswer } from "../session/ask-session";
import { session } from "../session/store";
import { listLoader } from "./list-loader";
import { listSources, prefetchListAt } from "./list-sources";

const run = (loader: ReturnType<typeof listLoader>, url: string) =>
  loader({ request: new Request(url), params: {}, context: undefined } as Parameters<typeof loader>[0]);

/** The list sources' module as the loader imports it, its calls watched. */
const sources = () => {
  const load = vi.spyOn(listSources.providers, "load").mockResolvedValue({ data: [], total: 0 });
  const outputs = vi.spyOn(listSources.outputs, "load").mockResolvedValue({ data: [], total: 0 });
  return { load, outputs, module: async () => ({ prefetchListAt }) as typeof import("./list-sources") };
};

afterEach(() => {
  session.isAuthenticated = false;
  session.token = null;
  lastSessionAnswer.token = null;
  lastSessionAnswer.role = null;
  vi.restoreAllMocks();
});

describe("listLoader", () => {
  it("asks a signed-in user's list for the page, size, search and filter the URL names, and answers at once", async () => {
    session.isAuthenticated = true;
    const { load, module } = sources();
    const answer = run(
      listLoader("providers", module),
      "http://portal/prestadores?pagina=3&itens=20&busca=sul&inativos=1",
    );
    expect(answer).toBeNull();
    const query: ListQuery = { page: 3, perPage: 20, active: false, search: "sul" };
    await vi.waitFor(() => expect(load).toHaveBeenCalledWith(query));
    expect(takePrefetchedList(listSources.providers.load, listQueryKey(query))).toBeDefined();
  });

  it("asks with the page's own filters read from the URL, in the query the page asks (a period, a status)", async () => {
    session.isAuthenticated = true;
    const { outputs, module } = sources();
    run(
      listLoader("outputs", module),
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
    await vi.waitFor(() => expect(outputs).toHaveBeenCalledWith(query));
    expect(takePrefetchedList(listSources.outputs.load, listQueryKey(query))).toBeDefined();
  });

  it("asks nothing for a signed-out visitor (the guard sends them to the login)", async () => {
    const { load, module } = sources();
    const imported = vi.fn(module);
    run(listLoader("providers", imported), "http://portal/prestadores");
    await Promise.resolve();
    expect(imported).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
  });

  describe("on /usuarios, which only administrators see", () => {
    const users = () => vi.spyOn(listSources.users, "load").mockResolvedValue({ data: [], total: 0 });
    const signedInAs = (role: "admin" | "member" | null) => {
      session.isAuthenticated = true;
      session.token = "session-token";
      lastSessionAnswer.token = role ? "session-token" : null;
      lastSessionAnswer.role = role;
    };

    it("asks an administrator's session for the page", () => {
      signedInAs("admin");
      const load = users();
      prefetchListAt("users", "http://portal/usuarios?pagina=2");
      expect(load).toHaveBeenCalledWith({ page: 2, perPage: 10, active: true });
    });

    it("asks nothing for an Operador, whose page shows the admin-only notice (the API would answer 403)", () => {
      signedInAs("member");
      const load = users();
      prefetchListAt("users", "http://portal/usuarios");
      expect(load).not.toHaveBeenCalled();
    });

    it("asks nothing while the session's role is not known", () => {
      signedInAs(null);
      const load = users();
      prefetchListAt("users", "http://portal/usuarios");
      expect(load).not.toHaveBeenCalled();
    });
  });
});
