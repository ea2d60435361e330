import { vi } from "vitest";

/** Test helpers shared by the API client tests: stand-ins for fetch and XMLHttpRequest. */

export type Sent = { method: string; url: string; headers: Record<string, string>; body: unknown };

/** A stand-in XMLHttpRequest: records what is sent and answers with `reply`, reporting progress first. */
export function fakeXhr(reply: { status: number; body: unknown }) {
  const sent: Sent[] = [];
  class FakeXhr {
    status = 0;
    statusText = "";
    responseText = "";
    private listeners: Record<string, (() => void)[]> = {};
    private progress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void)[] = [];
    upload = {
      addEventListener: (_: string, listener: (typeof this.progress)[number]) => this.progress.push(listener),
    };
    private request: Sent = { method: "", url: "", headers: {}, body: null };
    open(method: string, url: string) {
      this.request.method = method;
      this.request.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    addEventListener(type: string, listener: () => void) {
      this.listeners[type] = [...(this.listeners[type] ?? []), listener];
    }
    abort() {
      for (const listener of this.listeners.abort ?? []) listener();
    }
    send(body: unknown) {
      this.request.body = body;
      sent.push(this.request);
      queueMicrotask(() => {
        for (const listener of this.progress) listener({ lengthComputable: true, loaded: 50, total: 200 });
        this.status = reply.status;
        this.responseText = JSON.stringify(reply.body);
        for (const listener of this.listeners.load ?? []) listener();
      });
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return sent;
}

export function captureFetch(body: unknown = { data: [], total: 0 }) {
  const calls: { url: string; method: string; body: unknown; headers: Record<string, string> }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = Object.fromEntries(new Headers(init.headers).entries());
      calls.push({ url, method: String(init.method), body: init.body, headers });
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
  return calls;
}

export const entries = (form: FormData) =>
  [...form.entries()].map(([k, v]) => [k, typeof v === "string" ? v : "file"]);
