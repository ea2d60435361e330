import { act, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
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
