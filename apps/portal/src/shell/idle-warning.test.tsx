import { act, fireEvent, render, screen } from "@testing-library/react";
import type { Http } from "@trilha/api";
import { createMemoryRouter, MemoryRouter, RouterProvider, useBlocker } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { watchSessionIdle } from "../api/client";
import { session, sessionActions } from "../session/store";
import { IDLE_TEXT, IdleWarning } from "./idle-warning";
import { SHARED_CALL_KEY } from "./use-idle-warning";

/** A page whose edits are not saved: it blocks every move away (as Meu Perfil's leave guard does). */
function EditsNotSaved() {
  useBlocker(true);
  return <IdleWarning />;
}

describe("IdleWarning", () => {
  beforeEach(async () => {
    vi.useFakeTimers();
    // The count starts from the last call the server answered, which other files of this worker (their
    // fake clocks run minutes ahead) may have left in the future: answer one now. The calls the tabs
    // share (localStorage) are this file's earlier tests' own.
    window.localStorage.removeItem(SHARED_CALL_KEY);
    const http = { get: vi.fn(() => Promise.resolve({ status: 200, data: {} })) } as unknown as Http;
    watchSessionIdle(http);
    await http.get("/session");
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("opens with the focus on 'Continuar conectado', so Enter keeps the session instead of only closing", async () => {
    render(
      <MemoryRouter>
        <IdleWarning />
      </MemoryRouter>,
    );
    await act(async () => vi.advanceTimersByTime(19 * 60_000));
    const dialog = screen.getByRole("alertdialog", { name: IDLE_TEXT.title });
    expect(dialog).toBeVisible();
    expect(screen.getByRole("button", { name: IDLE_TEXT.stay })).toHaveFocus();
  });

  it("closed with Escape keeps the session as 'Continuar conectado' does: the user who dismissed the warning is there, and is not signed out a minute later without another word", async () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockResolvedValue(
      new Response(JSON.stringify({ role: "admin" }), {
        status: 200,
        headers: { "content-type": "application/json" },
      }),
    );
    sessionActions.success("t-escape");
    render(
      <MemoryRouter>
        <IdleWarning />
      </MemoryRouter>,
    );
    // The public settings' answer is a call the server answered: the count starts from it.
    await act(async () => vi.advanceTimersByTime(0));
    await act(async () => vi.advanceTimersByTime(19 * 60_000));
    await act(async () => {
      fireEvent.keyDown(screen.getByRole("alertdialog"), { key: "Escape" });
    });
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith("/session"))).toBe(true);
    await act(async () => vi.advanceTimersByTime(2 * 60_000));
    expect(session.token).toBe("t-escape");
    fetch.mockRestore();
  });

  it("at the limit clears the session here and ends it on the server with its token, so signing in again at once is not refused as in use", async () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("{}", { status: 200 }));
    sessionActions.success("t-idle");
    render(
      <MemoryRouter>
        <IdleWarning />
      </MemoryRouter>,
    );
    await act(async () => vi.advanceTimersByTime(20 * 60_000));
    expect(session.token).toBeNull();
    const logout = fetch.mock.calls.find(([url]) => String(url).endsWith("/logout"));
    expect(logout).toBeDefined();
    expect(new Headers(logout![1]?.headers).get("Authorization")).toBe("Bearer t-idle");
    fetch.mockRestore();
  });

  it("at the limit leaves the inactivity toast for the login even when a page with edits not saved blocks the move to /erro/inatividade", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("{}", { status: 200 }));
    window.localStorage.removeItem("erro");
    sessionActions.success("t-idle");
    const router = createMemoryRouter(
      [
        { path: "/meu-perfil", element: <EditsNotSaved /> },
        { path: "/erro/inatividade", element: <p>inatividade</p> },
      ],
      { initialEntries: ["/meu-perfil"] },
    );
    render(<RouterProvider router={router} />);
    await act(async () => vi.advanceTimersByTime(20 * 60_000));
    expect(session.token).toBeNull();
    expect(router.state.location.pathname).toBe("/meu-perfil");
    expect(window.localStorage.getItem("erro")).toBe("3");
    vi.restoreAllMocks();
  });
});
