import { act, renderHook } from "@testing-library/react";
import type { Http } from "@trilha/api";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { watchSessionIdle } from "../api/client";
import { flagToast } from "../auth/messages";
import { IDLE_WARNING_MS, SHARED_CALL_KEY, useIdleWarning } from "./use-idle-warning";

const MINUTE = 60_000;

/** A client whose calls answer at once, watched like the portal's: each answer counts as activity. */
function answeringHttp() {
  const http = { get: vi.fn(() => Promise.resolve({ status: 200, data: {} })) } as unknown as Http;
  watchSessionIdle(http);
  return http;
}

describe("the idle warning", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.localStorage.removeItem(SHARED_CALL_KEY);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function mountAfterACall(idleMinutes: number) {
    const http = answeringHttp();
    await act(async () => {
      await http.get("/session");
    });
    const onIdle = vi.fn();
    const keepAlive = vi.fn(() => http.get("/session"));
    const hook = renderHook(() => useIdleWarning({ idleMinutes, keepAlive, onIdle }));
    return { ...hook, onIdle, keepAlive, http };
  }

  it("warns a minute before the limit, then ends the session at the limit", async () => {
    const { result, onIdle } = await mountAfterACall(20);
    await act(async () => vi.advanceTimersByTime(19 * MINUTE - 1));
    expect(result.current.warning).toBe(false);
    await act(async () => vi.advanceTimersByTime(1));
    expect(result.current.warning).toBe(true);
    expect(onIdle).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(IDLE_WARNING_MS));
    expect(onIdle).toHaveBeenCalledOnce();
    expect(result.current.warning).toBe(false);
  });

  it("'Continuar conectado' makes a call, which starts the count again", async () => {
    const { result, onIdle, keepAlive } = await mountAfterACall(5);
    await act(async () => vi.advanceTimersByTime(4 * MINUTE + 30_000));
    expect(result.current.warning).toBe(true);
    await act(async () => result.current.stayConnected());
    expect(keepAlive).toHaveBeenCalledOnce();
    expect(result.current.warning).toBe(false);
    // Five minutes from the new call, not from the first.
    await act(async () => vi.advanceTimersByTime(4 * MINUTE));
    expect(onIdle).not.toHaveBeenCalled();
    expect(result.current.warning).toBe(true);
    await act(async () => vi.advanceTimersByTime(MINUTE));
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it("counts any answered call as activity, as the server does", async () => {
    const { result, onIdle, http } = await mountAfterACall(3);
    await act(async () => vi.advanceTimersByTime(90_000));
    await act(async () => {
      await http.get("/providers");
    });
    await act(async () => vi.advanceTimersByTime(90_000));
    expect(result.current.warning).toBe(false);
    expect(onIdle).not.toHaveBeenCalled();
  });
});

describe("the idle warning with the portal open in two tabs", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.localStorage.removeItem(SHARED_CALL_KEY);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Another tab of the same session: its answered call is shared through localStorage. */
  function callInAnotherTab({ event = true } = {}) {
    const at = String(Date.now());
    window.localStorage.setItem(SHARED_CALL_KEY, at);
    if (event) window.dispatchEvent(new StorageEvent("storage", { key: SHARED_CALL_KEY, newValue: at }));
  }

  async function mount(idleMinutes: number) {
    const http = answeringHttp();
    await act(async () => {
      await http.get("/session");
    });
    const onIdle = vi.fn();
    const hook = renderHook(() =>
      useIdleWarning({ idleMinutes, keepAlive: () => http.get("/session"), onIdle }),
    );
    return { ...hook, onIdle, http };
  }

  it("shares this tab's answered calls with the other tabs", async () => {
    await mount(5);
    await act(async () => vi.advanceTimersByTime(MINUTE));
    await act(async () => {
      await answeringHttp().get("/providers");
    });
    expect(window.localStorage.getItem(SHARED_CALL_KEY)).toBe(String(Date.now()));
  });

  it("counts a call answered in another tab: the background tab neither warns nor ends the session", async () => {
    const { result, onIdle } = await mount(5);
    await act(async () => vi.advanceTimersByTime(4 * MINUTE + 30_000));
    expect(result.current.warning).toBe(true);
    await act(async () => callInAnotherTab());
    expect(result.current.warning).toBe(false);
    // Five minutes from the other tab's call.
    await act(async () => vi.advanceTimersByTime(4 * MINUTE - 1));
    expect(result.current.warning).toBe(false);
    await act(async () => vi.advanceTimersByTime(1));
    expect(result.current.warning).toBe(true);
    expect(onIdle).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(MINUTE));
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it("at the limit still reads a call shared without an event before ending the session", async () => {
    const { result, onIdle } = await mount(5);
    await act(async () => vi.advanceTimersByTime(3 * MINUTE));
    await act(async () => callInAnotherTab({ event: false }));
    await act(async () => vi.advanceTimersByTime(2 * MINUTE));
    expect(onIdle).not.toHaveBeenCalled();
    expect(result.current.warning).toBe(false);
    // The count then runs from the other tab's call: the warning four minutes after it, the limit five.
    await act(async () => vi.advanceTimersByTime(2 * MINUTE));
    expect(onIdle).not.toHaveBeenCalled();
    expect(result.current.warning).toBe(true);
    await act(async () => vi.advanceTimersByTime(MINUTE));
    expect(onIdle).toHaveBeenCalledOnce();
  });
});

describe("the inactivity message", () => {
  it("names the server's limit", () => {
    expect(flagToast([{ kind: "erro", code: 3 }], 45)?.message).toBe(
      "Sua sessão foi finalizada após 45 minutos de inatividade!",
    );
    expect(flagToast([{ kind: "erro", code: 3 }])?.message).toBe(
      "Sua sessão foi finalizada após 20 minutos de inatividade!",
    );
  });

  it("says 1 minuto, not 1 minutos, for a one-minute limit (SESSION_IDLE_MINUTES=1)", () => {
    expect(flagToast([{ kind: "erro", code: 3 }], 1)?.message).toBe(
      "Sua sessão foi finalizada após 1 minuto de inatividade!",
    );
  });
});
