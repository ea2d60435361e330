import { afterEach, describe, expect, it, vi } from "vitest";
import { createApiClients } from "./clients";
import { dmrApi } from "./dmr";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stubFetch(answer: () => Response) {
  const requests: { url: string; headers: Headers }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      requests.push({ url, headers: new Headers(init.headers) });
      return answer();
    }),
  );
  return requests;
}

describe("the DMR client", () => {
  it("asks for the period's groups", async () => {
    const dmr = { from: "2026-01-01", to: "2026-06-30", groups: [], totals: {}, truncated: false };
    const requests = stubFetch(() => Response.json(dmr));
    const clients = createApiClients({ baseUrl: "/api/v1" });
    const api = dmrApi(clients.providers);
    expect(await api.dmr({ from: "2026-01-01", to: "2026-06-30" })).toEqual(dmr);
    expect(requests[0]!.url).toBe("/api/v1/outputs/dmr?from=2026-01-01&to=2026-06-30");
  });

  it("downloads the CSV with the bearer header and saves it under dmr-<from>-<to>.csv", async () => {
    const requests = stubFetch(() => new Response("\uFEFFResíduo;Código IBAMA", { status: 200 }));
    URL.createObjectURL = vi.fn(() => "blob:dmr");
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const clients = createApiClients({ baseUrl: "/api/v1" });
    clients.setToken("t0k3n");
    await dmrApi(clients.providers).downloadDmr({ from: "2026-01-01", to: "2026-06-30" });
    expect(requests[0]!.url).toBe(`${location.origin}/api/v1/outputs/dmr.csv?from=2026-01-01&to=2026-06-30`);
    expect(requests[0]!.headers.get("authorization")).toBe("Bearer t0k3n");
    expect(clicked).toEqual(["dmr-2026-01-01-2026-06-30.csv"]);
  });
});
