import { afterEach, describe, expect, it, vi } from "vitest";
import { createApiClients } from "./clients";
import { IDEMPOTENCY_KEY_HEADER, newIdempotencyKey } from "./http";
import { providersApi } from "./providers";

type Sent = { method: string; url: string; headers: Record<string, string> };

/** A stand-in XMLHttpRequest that records method, URL and headers and answers 201. */
function fakeXhr() {
  const sent: Sent[] = [];
  class FakeXhr {
    status = 0;
    statusText = "";
    responseText = "";
    upload = { addEventListener: () => {} };
    private listeners: Record<string, (() => void)[]> = {};
    private request: Sent = { method: "", url: "", headers: {} };
    open(method: string, url: string) {
      Object.assign(this.request, { method, url });
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    addEventListener(type: string, listener: () => void) {
      this.listeners[type] = [...(this.listeners[type] ?? []), listener];
    }
    send() {
      sent.push(this.request);
      queueMicrotask(() => {
        this.status = 201;
        this.responseText = JSON.stringify({ provider: { uuid_provider: "p-1" } });
        for (const listener of this.listeners.load ?? []) listener();
      });
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return sent;
}

const KEY = /^[A-Za-z0-9_-]{8,128}$/;
const keyOf = (headers: Record<string, string>) => headers[IDEMPOTENCY_KEY_HEADER];

afterEach(() => vi.unstubAllGlobals());

describe("Idempotency-Key on saves", () => {
  const providers = () => providersApi(createApiClients({ baseUrl: "http://api/api/v1" }).providers);
  const input = { provider: { types: ["carrier"] }, company: { cnpj: "1" }, responsible: [] };

  it("makes keys the server accepts, a new one each time", () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(KEY);
  });

  it("sends a fresh key with every create, provider and sub-record alike", async () => {
    const sent = fakeXhr();
    const api = providers();
    await api.create(input);
    await api.create(input);
    await api.certificates.create("p-1", { name: "ISO", number: "1", emission: "2026-01-01" } as never);
    const keys = sent.map((request) => keyOf(request.headers));
    for (const key of keys) expect(key).toMatch(KEY);
    expect(new Set(keys).size).toBe(3);
  });

  it("reuses the key it is given, so a retry of the same save is recognised", async () => {
    const sent = fakeXhr();
    const api = providers();
    await api.create(input, { idempotencyKey: "save-0001-retry" });
    await api.create(input, { idempotencyKey: "save-0001-retry" });
    expect(sent.map((request) => keyOf(request.headers))).toEqual(["save-0001-retry", "save-0001-retry"]);
  });

  it("sends none with an edit (PUT is idempotent by itself)", async () => {
    const sent = fakeXhr();
    await providers().certificates.update("p-1", "c-1", { name: "ISO" } as never);
    expect(sent[0]?.method).toBe("PUT");
    expect(keyOf(sent[0]!.headers)).toBeUndefined();
  });

  it("sends a fresh key with every reactivation", async () => {
    const headers: Headers[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        headers.push(new Headers(init.headers));
        return new Response(JSON.stringify({ uuid_provider: "p-1" }), { status: 200 });
      }),
    );
    const api = providers();
    await api.reactivate("p-1", "Justificativa com trinta caracteres ou mais");
    await api.reactivate("p-1", "Justificativa com trinta caracteres ou mais");
    const keys = headers.map((h) => h.get(IDEMPOTENCY_KEY_HEADER));
    for (const key of keys) expect(key).toMatch(KEY);
    expect(keys[0]).not.toBe(keys[1]);
  });
});
