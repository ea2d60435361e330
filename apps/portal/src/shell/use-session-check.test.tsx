import { act, renderHook } from "@testing-library/react";
import { AUTH_CODES, AUTH_MESSAGES, createHttp, setBearer } from "@trilha/api";
import type * as React from "react";
import { MemoryRouter, useLocation } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { onSessionEnded, watchSessionIdle } from "../api/client";
import { endSessionEndedByCall } from "../session/ended";
import { confirmRestoredSession, session, sessionActions } from "../session/store";
import { useSessionCheck } from "./use-session-check";

function wrapper({ children }: { children: React.ReactNode }) {
  return <MemoryRouter initialEntries={["/prestadores"]}>{children}</MemoryRouter>;
}

/**
 * Runs the check on /prestadores through a client watched as the portal's are, whose GET /session fails
 * with `body`; answers where the user ended up (the private pages' guard, not drawn here, moves later).
 */
async function checkFailing(status: number, body: object) {
  const http = createHttp("/api/v1");
  setBearer(http, session.token);
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  watchSessionIdle(http, { activity: false });
  const check = () => http.get("/session", { fetch });
  const { result } = renderHook(
    () => {
      useSessionCheck("/prestadores", check);
      return useLocation().pathname;
    },
    { wrapper },
  );
  await act(async () => {});
  expect(fetch).toHaveBeenCalledTimes(1);
  return result.current;
}

describe("useSessionCheck", () => {
  beforeEach(() => {
    window.localStorage.clear();
    sessionActions.success("token");
    // As app.tsx wires it.
    onSessionEnded(endSessionEndedByCall);
  });
  afterEach(() => onSessionEnded(null));

  it("signs out when the server says SESSION_ENDED (the clients' hook; the guard then moves)", async () => {
    await checkFailing(401, {
      code: AUTH_CODES.sessionEnded,
      message: AUTH_MESSAGES.tokenExpired,
    });
    expect(session.isAuthenticated).toBe(false);
    expect(session.token).toBeFalsy();
    // The login screen says why: erro 4, 'O tempo limite para logar no sistema foi atingido!' (spec 01 §8).
    expect(window.localStorage.getItem("erro")).toBe("4");
  });

  it("decides by the code, not by the message: the same text with another code keeps the page", async () => {
    const idle = await checkFailing(401, {
      code: AUTH_CODES.sessionIdle,
      message: AUTH_MESSAGES.tokenExpired,
    });
    expect(idle).toBe("/prestadores");
    const uncoded = await checkFailing(401, { message: AUTH_MESSAGES.tokenExpired });
    expect(uncoded).toBe("/prestadores");
    expect(session.token).toBe("token");
    expect(window.localStorage.getItem("erro")).toBeNull();
  });

  it("does not ask again on the navigation whose restored session the guard has just confirmed", async () => {
    const check = vi.fn(() => Promise.resolve());
    confirmRestoredSession();
    const { rerender } = renderHook(({ path }) => useSessionCheck(path, check), {
      wrapper,
      initialProps: { path: "/prestadores" },
    });
    await act(async () => {});
    expect(check).not.toHaveBeenCalled();
    rerender({ path: "/residuos" });
    await act(async () => {});
    expect(check).toHaveBeenCalledTimes(1);
  });
});
