import { afterEach, describe, expect, it, vi } from "vitest";
import { createApiClients } from "./clients";
import { fileRequestUrl, filesApi } from "./files";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("fileRequestUrl", () => {
  it("resolves an item's /api/v1/files URL against the client's origin, not under its base path", () => {
    const local = createApiClients({ baseUrl: "/api/v1" });
    expect(fileRequestUrl(local.providers, "/api/v1/files/abc")).toBe(`${location.origin}/api/v1/files/abc`);
    const remote = createApiClients({ hosts: { providers: "https://fornecedores.trilha.com.br/api/v1" } });
    expect(fileRequestUrl(remote.providers, "/api/v1/files/abc")).toBe(
      "https://fornecedores.trilha.com.br/api/v1/files/abc",
    );
    expect(fileRequestUrl(remote.providers, "https://cdn.example/x.pdf")).toBe("https://cdn.example/x.pdf");
  });
});

describe("filesApi", () => {
  it("fetches with the bearer token as a blob and saves it under the display name", async () => {
    const requests: { url: string; headers: Headers }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        requests.push({ url, headers: new Headers(init.headers) });
        return new Response("%PDF-1.4", { status: 200, headers: { "content-type": "application/pdf" } });
      }),
    );
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return "blob:saved";
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });

    const clients = createApiClients({ baseUrl: "/api/v1" });
    clients.setToken("t0k3n");
    await filesApi(clients.providers).download({
      name: "licença de operação.pdf",
      href: "/api/v1/files/abc",
    });

    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe(`${location.origin}/api/v1/files/abc`);
    expect(requests[0]!.headers.get("authorization")).toBe("Bearer t0k3n");
    expect(requests[0]!.headers.get("accept")).toBe("*/*");
    expect(await created[0]!.text()).toBe("%PDF-1.4");
    expect(clicked).toEqual([{ href: "blob:saved", download: "licença de operação.pdf" }]);
    expect(document.querySelector("a[download]")).toBeNull();
  });

  it("rejects on an error answer without saving anything", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () => new Response(JSON.stringify({ message: "Arquivo não encontrado." }), { status: 404 }),
      ),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click");
    const clients = createApiClients();
    await expect(
      filesApi(clients.providers).download({ name: "x.pdf", href: "/api/v1/files/x" }),
    ).rejects.toMatchObject({
      status: 404,
    });
    expect(click).not.toHaveBeenCalled();
  });
});
