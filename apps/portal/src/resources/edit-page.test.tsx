import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { EditPage } from "./edit-page";

function renderEditPage({ missing }: { missing: boolean }) {
  const router = createMemoryRouter(
    [
      {
        path: "/usuarios/edicao/:id",
        element: (
          <EditPage
            title="Editar Usuário"
            record={undefined}
            missing={missing}
            notFound="Usuário não encontrado."
            list={{ title: "Usuários", to: "/usuarios" }}
            sections={[{ key: "data", label: "Dados" }]}
            current="data"
            onSectionChange={() => undefined}
            navLabel="Seções do usuário"
          >
            {null}
          </EditPage>
        ),
      },
      { path: "/usuarios", element: <p>Lista de usuários</p> },
    ],
    { initialEntries: ["/usuarios/edicao/nao-existe"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("an edit page whose item is not found", () => {
  it("says so and offers the way back to the domain's list, not only the breadcrumbs", () => {
    renderEditPage({ missing: true });
    expect(screen.getByRole("alert")).toHaveTextContent("Usuário não encontrado.");
    expect(screen.getByRole("link", { name: "Voltar para Usuários" })).toHaveAttribute("href", "/usuarios");
  });

  it("offers no way back while the item is loading", () => {
    renderEditPage({ missing: false });
    expect(screen.getByRole("status")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Voltar para Usuários" })).toBeNull();
  });
});
