import { afterEach, describe, expect, it, vi } from "vitest";
import { createApiClients, SERVICES } from "./clients";
import { toApiPage } from "./types/page";

function captureFetch() {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, headers: Object.fromEntries(new Headers(init.headers).entries()) });
    return new Response(JSON.stringify({ ok: true }), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe("createApiClients", () => {
  it("sends the JSON and XHR headers from every client, to its own host", async () => {
    const calls = captureFetch();
    const api = createApiClients({
      baseUrl: "http://main/api/v1",
      hosts: { residues: "http://residues/api/v1" },
    });
    await api.user.get("/health");
    await api.residues.get("/residues/");
    expect(calls[0]?.url).toBe("http://main/api/v1/health");
    expect(calls[1]?.url).toBe("http://residues/api/v1/residues/");
    for (const call of calls) {
      expect(call.headers.accept).toBe("application/json");
      expect(call.headers["x-requested-with"]).toBe("XMLHttpRequest");
    }
  });

  it("sets the bearer token on every client at once and clears it on logout", async () => {
    const calls = captureFetch();
    const api = createApiClients({ baseUrl: "http://main/api/v1" });
    api.setToken("abc");
    for (const service of SERVICES) await api[service].get("/x");
    expect(calls.map((c) => c.headers.authorization)).toEqual(SERVICES.map(() => "Bearer abc"));
    api.setToken(null);
    await api.providers.get("/x");
    expect(calls.at(-1)?.headers.authorization).toBeUndefined();
  });
});

describe("toApiPage", () => {
  it("maps the table state to the API's 1-based query, omitting an empty search", () => {
    expect(toApiPage({ page: 2, perPage: 20, active: true, search: "" })).toEqual({
      page: 2,
      per_page: 20,
      active: true,
    });
    expect(toApiPage({ page: 1, perPage: 10, search: "abc" })).toEqual({
      page: 1,
      per_page: 10,
      search: "abc",
    });
  });
});
