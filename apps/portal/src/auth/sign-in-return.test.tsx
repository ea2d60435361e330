import { act, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PublicOnly, RequireSession } from "../routes/guards";
import { rememberReturnPath, returnPath } from "../routes/return-path";
import { sessionActions } from "../session/store";
import { stubCanvas } from "../test/canvas-stub";
import type { FlowStep } from "./login-flow";
import { useLoginFlow } from "./use-sign-in";

vi.mock("../routes/signed-in-code", () => ({ preloadSignedInCode: vi.fn() }));
stubCanvas();

/** A choice step (the company, the unit) whose CONTINUAR signs the session in, as the flow's last call does. */
function ChoiceStep() {
  const { run } = useLoginFlow({});
  const choose = async (): Promise<FlowStep> => {
    await Promise.resolve();
    sessionActions.success("t");
    return { type: "enter" };
  };
  return (
    <button type="button" onClick={() => void run(choose())}>
      CONTINUAR
    </button>
  );
}

function renderAt(at: string) {
  const router = createMemoryRouter(
    [
      { element: <PublicOnly />, children: [{ path: "/escolher-modulo", element: <ChoiceStep /> }] },
      {
        element: <RequireSession />,
        children: [
          { path: "/dashboard", element: <p>painel</p> },
          { path: "/residuos/cadastro", element: <p>cadastro de resíduo</p> },
        ],
      },
    ],
    { initialEntries: [at] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("the page asked for before signing in", () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    sessionActions.logout();
  });

  it("is where a company choice ends, not /dashboard (QA walk: a bookmark, then empresas@)", async () => {
    rememberReturnPath("/residuos/cadastro");
    const router = renderAt("/escolher-modulo");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "CONTINUAR" }));
    });
    expect(await screen.findByText("cadastro de resíduo")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/residuos/cadastro");
    // Arrived: the next sign-in opens /dashboard again.
    expect(returnPath()).toBeNull();
  });

  it("is /dashboard when none was asked for", async () => {
    const router = renderAt("/escolher-modulo");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "CONTINUAR" }));
    });
    expect(await screen.findByText("painel")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard");
  });
});
