import { act, render, screen, waitFor } from "@testing-library/react";
import { toastStore } from "@trilha/ui";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, onSessionEnded } from "../api/client";
import { endSessionEndedByCall } from "../session/ended";
import { rehydrateSession, STORAGE_KEY, session, sessionActions } from "../session/store";
import { stubCanvas } from "../test/canvas-stub";
import { ADM_ONLY_MESSAGE, PublicOnly, RequireAdm, RequireSession } from "./guards";
import { returnPath } from "./return-path";

stubCanvas();

function renderGuards(at: string) {
  const router = createMemoryRouter(
    [
      { element: <PublicOnly />, children: [{ path: "/", element: <p>login</p> }] },
      {
        element: <RequireSession />,
        children: [
          { path: "/dashboard", element: <p>painel</p> },
          { path: "/arquivos/:uuid", element: <p>arquivo</p> },
          { element: <RequireAdm />, children: [{ path: "/negociacoes", element: <p>negociações</p> }] },
        ],
      },
    ],
    { initialEntries: [at] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("route guards", () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    sessionActions.logout();
  });

  it("send an anonymous visitor of a private page to / and remember where they were going", () => {
    const router = renderGuards("/dashboard");
    expect(screen.getByText("login")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
    expect(router.state.location.state).toEqual({ from: "/dashboard" });
  });

  it("open the private page an anonymous visitor asked for once they sign in (a file's link)", async () => {
    const router = renderGuards("/arquivos/4b1f?x=1");
    expect(screen.getByText("login")).toBeInTheDocument();
    await act(async () => sessionActions.success("t"));
    expect(await screen.findByText("arquivo")).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe("/arquivos/4b1f?x=1");
    // Arrived: the next sign-in opens /dashboard again.
    expect(returnPath()).toBeNull();
  });

  it("send a signed-in user of a public-only page to /dashboard", () => {
    sessionActions.success("t");
    const router = renderGuards("/");
    expect(screen.getByText("painel")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard");
  });

  it("cover public pages with the loading overlay while authentication loads", async () => {
    renderGuards("/");
    expect(screen.queryByRole("status")).toBeNull();
    await act(async () => sessionActions.loading(true));
    expect(await screen.findByRole("status")).toHaveTextContent("Entrando");
    await act(async () => sessionActions.loading(false));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("let the private page through once signed in", async () => {
    const router = renderGuards("/");
    await act(async () => sessionActions.success("t"));
    expect(await screen.findByText("painel")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard");
  });

  it("send another plan's user who opens an ADM page by its address to /dashboard, saying why", async () => {
    sessionActions.success("t", { plans: "mmf" });
    const router = renderGuards("/negociacoes");
    expect(await screen.findByText("painel")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard");
    expect(toastStore.getSnapshot().map((t) => t.message)).toContain(ADM_ONLY_MESSAGE);
  });

  it("let an ADM user open the ADM pages", async () => {
    sessionActions.success("t", { plans: "ADM" });
    const router = renderGuards("/negociacoes");
    expect(await screen.findByText("negociações")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/negociacoes");
  });

  describe("a session restored from storage at this page load", () => {
    afterEach(() => {
      vi.restoreAllMocks();
      onSessionEnded(null);
    });

    function restore() {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ token: "stored", isAuthenticated: true }));
      rehydrateSession()();
    }

    it("shows the overlay with the animated logo until the server confirms it, then the page", async () => {
      let answer: (value: unknown) => void = () => {};
      const get = vi
        .spyOn(api.user, "get")
        .mockImplementation(() => new Promise((resolve) => (answer = resolve)) as never);
      restore();
      renderGuards("/dashboard");
      const overlay = screen.getByRole("status");
      expect(overlay).toHaveTextContent("Carregando");
      expect(screen.queryByText("painel")).toBeNull();
      // A slow answer: past its delay the overlay draws the logo.
      await waitFor(() => expect(overlay.querySelector('[data-slot="animated-logo"]')).not.toBeNull());
      expect(get).toHaveBeenCalledWith("/session");
      await act(async () => answer({ status: 200, data: {} }));
      expect(await screen.findByText("painel")).toBeInTheDocument();
    });

    it("signs out when the server says the session ended, without showing the page", async () => {
      // The answer reaches the portal's watched client (its hook signs out, as app.tsx wires it).
      onSessionEnded(endSessionEndedByCall);
      vi.spyOn(globalThis, "fetch").mockResolvedValue(
        new Response(JSON.stringify({ code: "SESSION_ENDED", message: "Provided token is expired." }), {
          status: 401,
        }),
      );
      restore();
      const router = renderGuards("/dashboard");
      expect(await screen.findByText("login")).toBeInTheDocument();
      expect(router.state.location.pathname).toBe("/");
      expect(session.isAuthenticated).toBe(false);
      // The login says why (erro 4's toast, spec 01 §8).
      expect(window.localStorage.getItem("erro")).toBe("4");
    });
  });
});
