import { type Http, upload } from "@trilha/api";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeXhr } from "../../../../packages/api/src/test-support";
import { isSessionIdle, onSessionIdle, watchSessionIdle } from "./client";

function fakeHttp(answer: () => Promise<unknown>) {
  return { get: vi.fn(answer), post: vi.fn(answer) } as unknown as Http;
}

describe("the idle-session hook", () => {
  afterEach(() => onSessionIdle(null));

  it("runs the registered handler when any call answers 401 SESSION_IDLE, and still rejects", async () => {
    const handler = vi.fn();
    onSessionIdle(handler);
    const http = fakeHttp(() =>
      Promise.reject({ status: 401, data: { message: "idle", code: "SESSION_IDLE" } }),
    );
    watchSessionIdle(http);
    await expect(http.get("/session")).rejects.toMatchObject({ status: 401 });
    await expect(http.post("/anything", {})).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it("leaves other failures and successes alone", async () => {
    const handler = vi.fn();
    onSessionIdle(handler);
    const failing = fakeHttp(() => Promise.reject({ status: 401, data: { code: "SESSION_ENDED" } }));
    watchSessionIdle(failing);
    await expect(failing.get("/x")).rejects.toBeDefined();
    const ok = fakeHttp(() => Promise.resolve({ status: 200, data: {} }));
    watchSessionIdle(ok);
    await expect(ok.get("/x")).resolves.toMatchObject({ status: 200 });
    expect(handler).not.toHaveBeenCalled();
  });

  it("sees an XHR upload that answers 401 SESSION_IDLE through the same hook", async () => {
    const handler = vi.fn();
    onSessionIdle(handler);
    fakeXhr({ status: 401, body: { message: "idle", code: "SESSION_IDLE" } });
    try {
      const http = { ...fakeHttp(() => Promise.resolve({})), defaults: { headers: {} } } as unknown as Http;
      const other = { ...fakeHttp(() => Promise.resolve({})), defaults: { headers: {} } } as unknown as Http;
      watchSessionIdle(http);
      await expect(upload(http, "POST", "/providers", new FormData())).rejects.toMatchObject({ status: 401 });
      expect(handler).toHaveBeenCalledTimes(1);
      // A client nobody watches keeps its failures to itself.
      await expect(upload(other, "POST", "/providers", new FormData())).rejects.toMatchObject({
        status: 401,
      });
      expect(handler).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("recognises only the 401 with the idle code", () => {
    expect(isSessionIdle({ status: 401, data: { code: "SESSION_IDLE" } })).toBe(true);
    expect(isSessionIdle({ status: 403, data: { code: "SESSION_IDLE" } })).toBe(false);
    expect(isSessionIdle(new Error("network"))).toBe(false);
  });
});
