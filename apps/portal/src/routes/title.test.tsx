import { render, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { sessionActions } from "../session/store";
import { stubCanvas } from "../test/canvas-stub";
import { routes } from "./routes";
import { documentTitle } from "./title";

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
});
