import { render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { beforeEach, describe, expect, it } from "vitest";
import { routes } from "../../routes/routes";
import { sessionActions } from "../../session/store";
import { stubCanvas } from "../../test/canvas-stub";
import { NOT_FOUND_TEXT } from "./not-found-page";

stubCanvas();

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe("the catch-all page", () => {
  beforeEach(() => {
    window.localStorage.clear();
    sessionActions.logout();
  });

  describe("when nobody is signed in", () => {
    it("keeps the word NotFound in a real page with a heading, an explanation and a link home", async () => {
      renderAt("/nao-existe");
      const main = await screen.findByRole("main");
      expect(within(main).getByText("NotFound")).toBeInTheDocument();
      expect(within(main).getByRole("heading", { level: 1, name: NOT_FOUND_TEXT.title })).toBeInTheDocument();
      expect(within(main).getByText(NOT_FOUND_TEXT.explanation)).toBeInTheDocument();
      expect(within(main).getByRole("link", { name: NOT_FOUND_TEXT.home })).toHaveAttribute("href", "/");
      expect(screen.queryByRole("banner")).toBeNull();
      // The title follows in an effect after the page is drawn.
      await waitFor(() => expect(document.title).toBe("Trilha - Página não encontrada"));
    });
  });

  describe("when signed in", () => {
    it("shows the page inside the shell, its link going to the dashboard", async () => {
      sessionActions.success("token");
      renderAt("/nao-existe");
      const heading = await screen.findByRole("heading", { level: 1, name: NOT_FOUND_TEXT.title });
      expect(screen.getByRole("banner")).toBeInTheDocument();
      const main = screen.getByRole("main");
      expect(main).toContainElement(heading);
      expect(within(main).getByRole("link", { name: NOT_FOUND_TEXT.home })).toHaveAttribute(
        "href",
        "/dashboard",
      );
    });
  });
});
