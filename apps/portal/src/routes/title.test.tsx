import { act, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionActions } from "../session/store";
import { stubCanvas } from "../test/canvas-stub";
import { routes } from "./routes";
import { documentTitle, RouteTitle } from "./title";

stubCanvas();

describe("the browser title", () => {
  afterEach(() => sessionActions.logout());

  it("is the product name plus the route title", () => {
    expect(documentTitle("Prestadores")).toBe("Trilha - Prestadores");
    expect(documentTitle()).toBe("Trilha");
  });

  it("names the provider edit page Prestador, although its heading keeps 'Editar Provedor'", async () => {
    sessionActions.success("token");
    const router = createMemoryRouter(routes, { initialEntries: ["/prestadores/edicao/7"] });
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(document.title).toBe("Trilha - Editar Prestador"));
  });

  it("never names a private page to a signed-out visitor opening its link: the tab goes to the login's", async () => {
    document.title = "Trilha";
    const setTitle = vi.spyOn(document, "title", "set");
    const titles = () => setTitle.mock.calls.map(([title]) => title);
    try {
      const router = createMemoryRouter(routes, { initialEntries: ["/saidas/dmr"] });
      render(<RouterProvider router={router} />);
      await waitFor(() => expect(router.state.location.pathname).toBe("/"));
      await waitFor(() => expect(document.title).toBe("Trilha - Login"));
      expect(titles()).not.toContain("Trilha - DMR");
      expect(titles().every((title) => ["Trilha", "Trilha - Login"].includes(title))).toBe(true);

      // Signed out, a link to a private page from the login screen keeps the login's title on the way.
      setTitle.mockClear();
      act(() => {
        void router.navigate("/contratantes");
      });
      await waitFor(() => expect(router.state.location.pathname).toBe("/"));
      expect(titles()).not.toContain("Trilha - Contratantes");
      expect(document.title).toBe("Trilha - Login");
    } finally {
      setTitle.mockRestore();
    }
  });

  it("never names an ADM page to a user outside the ADM plan: the tab goes to the control panel's", async () => {
    sessionActions.success("token");
    document.title = "Trilha";
    const setTitle = vi.spyOn(document, "title", "set");
    try {
      const router = createMemoryRouter(routes, { initialEntries: ["/negociacoes"] });
      render(<RouterProvider router={router} />);
      await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
      await waitFor(() => expect(document.title).toBe("Trilha - Painel de Controle"));
      expect(setTitle.mock.calls.map(([title]) => title)).not.toContain("Trilha - Negociações");
    } finally {
      setTitle.mockRestore();
    }
  });

  it("follows a navigation at once, while the next page's code still loads (right after sign-in)", async () => {
    let release!: () => void;
    const code = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tree: RouteObject[] = [
      {
        element: (
          <>
            <RouteTitle routes={() => tree} />
            <Outlet />
          </>
        ),
        children: [
          { path: "/", handle: { title: "Login" }, element: <p>Tela de login</p> },
          {
            // A lazy layout without a title (the signed-in shell) around the titled lazy page.
            lazy: async () => ({ element: <Outlet /> }),
            children: [
              {
                path: "/dashboard",
                handle: { title: "Painel de Controle" },
                lazy: async () => {
                  await code;
                  return { element: <p>Painel</p> };
                },
              },
            ],
          },
        ],
      },
    ];
    const router = createMemoryRouter(tree, { initialEntries: ["/"] });
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(document.title).toBe("Trilha - Login"));

    act(() => {
      void router.navigate("/dashboard");
    });
    await waitFor(() => expect(document.title).toBe("Trilha - Painel de Controle"));
    // The login screen is still the one drawn: the router has not committed the navigation yet.
    expect(router.state.navigation.state).toBe("loading");
    expect(screen.getByText("Tela de login")).toBeInTheDocument();

    await act(async () => release());
    await screen.findByText("Painel");
    expect(document.title).toBe("Trilha - Painel de Controle");
  });
});
