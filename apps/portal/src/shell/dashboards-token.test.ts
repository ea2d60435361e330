import { AUTH_CODES } from "@trilha/api";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../api/client";
import { session, sessionActions } from "../session/store";
import { withDashboardToken } from "./dashboards-token";

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

  it("asks again and retries once when the token ran out, and lets other failures through", async () => {
    sessionActions.dashboardToken("old");
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
