import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { beforeEach, describe, expect, it } from "vitest";
import { sessionActions } from "../session/store";
import { stubCanvas } from "../test/canvas-stub";
import { PublicOnly, RequireSession } from "./guards";

stubCanvas();

function renderGuards(at: string) {
  const router = createMemoryRouter(
    [
      { element: <PublicOnly />, children: [{ path: "/", element: <p>login</p> }] },
      { element: <RequireSession />, children: [{ path: "/dashboard", element: <p>painel</p> }] },
    ],
    { initialEntries: [at] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("route guards", () => {
  beforeEach(() => {
    window.localStorage.clear();
    sessionActions.logout();
  });

  it("send an anonymous visitor of a private page to / and remember where they were going", () => {
    const router = renderGuards("/dashboard");
    expect(screen.getByText("login")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
    expect(router.state.location.state).toEqual({ from: "/dashboard" });
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
});
