import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as React from "react";
import { createMemoryRouter, Outlet, RouterProvider, useNavigate } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { focusMainIfLost, RouteFocus } from "./route-focus";

function List() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Prestadores</h1>
      <button type="button" onClick={() => navigate("/prestadores/cadastro")}>
        Novo Cadastro
      </button>
      <button type="button" onClick={() => navigate("/prestadores?pagina=2")}>
        Página 2
      </button>
    </>
  );
}

function Wizard() {
  return (
    <>
      <h1>Cadastrar Novo Prestador</h1>
      <input aria-label="CNPJ" />
    </>
  );
}

/** A page that focuses a field itself once drawn (as a wizard's step heading takes the focus). */
function AutoFocusing() {
  const ref = React.useRef<HTMLInputElement>(null);
  React.useEffect(() => ref.current?.focus(), []);
  return <input aria-label="Busca" ref={ref} />;
}

function renderApp(at = "/prestadores") {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <RouteFocus />
            <main data-testid="main">
              <Outlet />
            </main>
          </>
        ),
        children: [
          { path: "/prestadores", element: <List /> },
          { path: "/prestadores/cadastro", element: <Wizard /> },
          { path: "/busca", element: <AutoFocusing /> },
        ],
      },
    ],
    { initialEntries: [at] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("RouteFocus", () => {
  it("leaves the first page of a visit alone", async () => {
    renderApp();
    await screen.findByRole("heading", { name: "Prestadores" });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(document.activeElement).toBe(document.body);
  });

  it("puts the focus on the main region when the control that led to a new page left with it", async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(await screen.findByRole("button", { name: "Novo Cadastro" }));
    await screen.findByRole("heading", { name: "Cadastrar Novo Prestador" });
    const main = screen.getByRole("main");
    await waitFor(() => expect(main).toHaveFocus());
    expect(main).toHaveAttribute("tabindex", "-1");
    await user.tab();
    expect(screen.getByRole("textbox", { name: "CNPJ" })).toHaveFocus();
  });

  it("keeps the focus a new page gave itself", async () => {
    const router = renderApp();
    await screen.findByRole("heading", { name: "Prestadores" });
    await act(() => router.navigate("/busca"));
    const search = screen.getByRole("textbox", { name: "Busca" });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(search).toHaveFocus();
  });

  it("does nothing when only the query changes", async () => {
    const user = userEvent.setup();
    renderApp();
    const page2 = await screen.findByRole("button", { name: "Página 2" });
    await user.click(page2);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(page2).toHaveFocus();
  });
});

describe("focusMainIfLost", () => {
  it("does not take the focus from a control that has it", () => {
    document.body.innerHTML = "<main><button>Salvar</button></main>";
    const button = document.querySelector("button") as HTMLButtonElement;
    button.focus();
    expect(focusMainIfLost(document)).toBe(false);
    expect(button).toHaveFocus();
  });
});
