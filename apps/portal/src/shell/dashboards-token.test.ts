import { AUTH_CODES } from "@trilha/api";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, onServerCall, onSessionIdle } from "../api/client";
import { session, sessionActions } from "../session/store";
import {
  DASHBOARD_TOKEN_REFRESH_MS,
  fetchDashboardToken,
  forgetDashboardToken,
  withDashboardToken,
} from "./dashboards-token";

const bearer = (http: typeof api.dashboards) =>
  (http.defaults.headers as Record<string, string> | undefined)?.Authorization;
const refused = (code: string) => Object.assign(new Error("401"), { status: 401, data: { code } });

describe("withDashboardToken", () => {
  beforeEach(() => {
    sessionActions.logout();
    sessionActions.success("t-session");
  });

  it("gets a dashboards token first and sends it on the dashboards client only", async () => {
    const login = vi.fn().mockResolvedValue({ ms_dashboard_token: "d1" });
    const call = vi.fn(async () => bearer(api.dashboards));
    await expect(withDashboardToken(call, login)).resolves.toBe("Bearer d1");
    expect(session).toMatchObject({ ms_dashboard_token: "d1", tokenPython: "d1" });
    expect(bearer(api.user)).toBe("Bearer t-session");
    // A new session token leaves the dashboards client's bearer alone.
    sessionActions.success("t-other");
    expect(bearer(api.dashboards)).toBe("Bearer d1");
    await withDashboardToken(call, login);
    expect(login).toHaveBeenCalledTimes(1);
  });

  it("forgets a token call in flight: its answer is not stored, and the next call asks again", async () => {
    forgetDashboardToken();
    let answer = (_: { ms_dashboard_token: string }) => {};
    const late = vi.fn(() => new Promise<{ ms_dashboard_token: string }>((resolve) => (answer = resolve)));
    const first = fetchDashboardToken(late);
    forgetDashboardToken();
    sessionActions.logout();
    const login = vi.fn().mockResolvedValue({ ms_dashboard_token: "d-next" });
    const next = fetchDashboardToken(login);
    answer({ ms_dashboard_token: "d-late" });
    await expect(first).resolves.toBe("d-late");
    await expect(next).resolves.toBe("d-next");
    expect(login).toHaveBeenCalledTimes(1);
    expect(session).toMatchObject({ ms_dashboard_token: "d-next", tokenPython: "d-next" });
    await Promise.resolve();
    expect(session.tokenPython).toBe("d-next");
  });

  it("forgets a token call in flight on sign-out: the next sign-in never gets the last one's answer", async () => {
    let answer = (_: { ms_dashboard_token: string }) => {};
    const late = vi.fn(() => new Promise<{ ms_dashboard_token: string }>((resolve) => (answer = resolve)));
    const first = fetchDashboardToken(late);
    sessionActions.logout();
    sessionActions.success("t-someone-else");
    const login = vi.fn().mockResolvedValue({ ms_dashboard_token: "d-theirs" });
    const next = fetchDashboardToken(login);
    answer({ ms_dashboard_token: "d-previous-user" });
    await expect(first).resolves.toBe("d-previous-user");
    await expect(next).resolves.toBe("d-theirs");
    expect(login).toHaveBeenCalledTimes(1);
    expect(session).toMatchObject({ ms_dashboard_token: "d-theirs", tokenPython: "d-theirs" });
  });

  it("asks again and retries once when the token ran out, and lets other failures through", async () => {
    await fetchDashboardToken(vi.fn().mockResolvedValue({ ms_dashboard_token: "old" }));
    const login = vi.fn().mockResolvedValue({ ms_dashboard_token: "d2" });
    const call = vi
      .fn()
      .mockRejectedValueOnce(refused(AUTH_CODES.tokenExpired))
      .mockImplementation(async () => bearer(api.dashboards));
    await expect(withDashboardToken(call, login)).resolves.toBe("Bearer d2");
    expect(call).toHaveBeenCalledTimes(2);

    const idle = refused(AUTH_CODES.sessionIdle);
    await expect(withDashboardToken(() => Promise.reject(idle), login)).rejects.toBe(idle);
    expect(login).toHaveBeenCalledTimes(1);
  });
});

describe("withDashboardToken after the page was loaded again", () => {
  beforeEach(() => {
    sessionActions.logout();
    sessionActions.success("t-session");
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("replaces a token restored from storage whose age is not known before the first call (no 401 and retry)", async () => {
    // As rehydrateSession restores it on a new page load: the token, but not when it was got.
    sessionActions.dashboardToken("restored");
    forgetDashboardToken();
    const login = vi.fn().mockResolvedValue({ ms_dashboard_token: "d-new" });
    const call = vi.fn(async () => bearer(api.dashboards));
    await expect(withDashboardToken(call, login)).resolves.toBe("Bearer d-new");
    expect(call).toHaveBeenCalledTimes(1);
  });

  it("keeps a token this browser got recently, and replaces it once it is as old as the refresh interval", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    await fetchDashboardToken(vi.fn().mockResolvedValue({ ms_dashboard_token: "d-recent" }));
    // A new page load: this module forgets, the browser's storage does not.
    forgetDashboardToken();
    const login = vi.fn().mockResolvedValue({ ms_dashboard_token: "d-fresh" });
    const call = vi.fn(async () => bearer(api.dashboards));
    vi.advanceTimersByTime(DASHBOARD_TOKEN_REFRESH_MS - 1_000);
    await expect(withDashboardToken(call, login)).resolves.toBe("Bearer d-recent");
    expect(login).not.toHaveBeenCalled();
    forgetDashboardToken();
    vi.advanceTimersByTime(1_000);
    await expect(withDashboardToken(call, login)).resolves.toBe("Bearer d-fresh");
    expect(login).toHaveBeenCalledTimes(1);
  });
});

describe("fetchDashboardToken", () => {
  beforeEach(() => {
    sessionActions.logout();
    sessionActions.success("t-session");
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    onSessionIdle(null);
  });

  const answer = (status: number, body: unknown) =>
    vi.fn(async (_url: string, _init?: RequestInit) => Response.json(body, { status }));

  it("is a passive call: the session's bearer, and the idle warning's count does not restart", async () => {
    const fetch = answer(200, { ms_dashboard_token: "d3" });
    vi.stubGlobal("fetch", fetch);
    const calls = vi.fn();
    const stop = onServerCall(calls);
    await expect(fetchDashboardToken()).resolves.toBe("d3");
    stop();
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/\/ms-dashboards\/login$/);
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get("authorization")).toBe("Bearer t-session");
    expect(calls).not.toHaveBeenCalled();
    expect(session.tokenPython).toBe("d3");
  });

  it("still signs the portal out when the server answers that the session went idle", async () => {
    vi.stubGlobal(
      "fetch",
      answer(401, { code: AUTH_CODES.sessionIdle, message: "Provided token is expired." }),
    );
    const idle = vi.fn();
    onSessionIdle(idle);
    await expect(fetchDashboardToken()).resolves.toBeNull();
    expect(idle).toHaveBeenCalledTimes(1);
  });
});
