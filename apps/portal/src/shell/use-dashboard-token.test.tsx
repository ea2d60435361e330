import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session, sessionActions } from "../session/store";
import { DASHBOARD_TOKEN_MAX_RETRIES, useDashboardToken } from "./use-dashboard-token";

describe("useDashboardToken", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionActions.logout();
  });
  afterEach(() => vi.useRealTimers());

  it("stores the token on arrival and refreshes it every 600000 ms", async () => {
    const login = vi
      .fn()
      .mockResolvedValueOnce({ ms_dashboard_token: "d1" })
      .mockResolvedValue({ ms_dashboard_token: "d2" });
    renderHook(() => useDashboardToken({ login }));
    await act(async () => {});
    expect(session.ms_dashboard_token).toBe("d1");
    await act(async () => vi.advanceTimersByTime(599_999));
    expect(login).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(1));
    expect(login).toHaveBeenCalledTimes(2);
    expect(session.ms_dashboard_token).toBe("d2");
  });

  it("tries again after a null token, a bounded number of times", async () => {
    const login = vi.fn().mockResolvedValue({ ms_dashboard_token: null });
    renderHook(() => useDashboardToken({ login, retryMs: 100 }));
    await act(async () => {});
    for (let i = 0; i < DASHBOARD_TOKEN_MAX_RETRIES + 3; i++)
      await act(async () => vi.advanceTimersByTime(100));
    expect(login).toHaveBeenCalledTimes(DASHBOARD_TOKEN_MAX_RETRIES + 1);
    expect(session.ms_dashboard_token).toBeNull();
  });

  it("stops asking once the page is left", async () => {
    const login = vi.fn().mockResolvedValue({ ms_dashboard_token: "d" });
    const { unmount } = renderHook(() => useDashboardToken({ login }));
    await act(async () => {});
    unmount();
    await act(async () => vi.advanceTimersByTime(1_200_000));
    expect(login).toHaveBeenCalledTimes(1);
  });
});
