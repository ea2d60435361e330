import { render, screen, waitFor } from "@testing-library/react";
import { toastStore } from "@trilha/ui";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { session, sessionActions } from "../session/store";
import { stubCanvas } from "../test/canvas-stub";
import { routes } from "./routes";

stubCanvas();

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

// Each test loads route modules on demand (every page but the sign-in screens is lazy): on a loaded
// machine the first import of a page can take longer than Vitest's 5 s default.
describe("routes", { timeout: 20_000 }, () => {
  beforeEach(() => {
    window.localStorage.clear();
    // An earlier test's anonymous visit would be the page a sign-in returns to.
    window.sessionStorage.clear();
    sessionActions.logout();
    toastStore.dismiss();
  });

  it("titles pages as 'Trilha - <route title>'", async () => {
    renderAt("/login");
    await screen.findByRole("button", { name: "ENTRAR" });
    await waitFor(() => expect(document.title).toBe("Trilha - Login"));
  });

  it("shows NotFound on an unknown path", async () => {
    renderAt("/nao-existe");
    expect(await screen.findByText("NotFound")).toBeInTheDocument();
  });

  it("sends an anonymous visitor of a private page to /", async () => {
    const router = renderAt("/prestadores");
    await screen.findByRole("button", { name: "ENTRAR" });
    expect(router.state.location.pathname).toBe("/");
  });

  it("sends a signed-in user away from public-only pages to /dashboard", async () => {
    sessionActions.success("token");
    const router = renderAt("/login");
    await screen.findByRole("heading", { name: "Painel de Controle" });
    expect(router.state.location.pathname).toBe("/dashboard");
    expect(session.isAuthenticated).toBe(true);
  });

  it("opens a new page at the top (the list after a wizard's save), not where the last one was scrolled", async () => {
    sessionActions.success("token");
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    const router = renderAt("/dashboard");
    await screen.findByRole("heading", { name: "Painel de Controle" });
    scrollTo.mockClear();
    await router.navigate("/prestadores");
    await screen.findByRole("heading", { level: 1, name: "Prestadores" });
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
    scrollTo.mockRestore();
  });

  it("stores the error route's flag and redirects to /, where the login toasts it once", async () => {
    const router = renderAt("/erro/jalogado");
    await screen.findByRole("button", { name: "ENTRAR" });
    expect(router.state.location.pathname).toBe("/");
    // The login reads the stored flag in an effect that may run after the button first paints.
    const message = "Não é possível efetuar o login pois a conta está em uso em outro dispositivo!";
    await waitFor(() => expect(toastStore.getSnapshot().map((t) => t.message)).toContain(message));
    expect(toastStore.getSnapshot().filter((t) => t.message === message)).toHaveLength(1);
    expect(window.localStorage.getItem("erro")).toBeNull();
  });

  it("stores no flag for a signed-in user's visit of a flag route, so no later logout is greeted by it", async () => {
    sessionActions.success("token");
    const router = renderAt("/erro/inatividade");
    await screen.findByRole("heading", { name: "Painel de Controle" });
    expect(router.state.location.pathname).toBe("/dashboard");
    await router.navigate("/sucesso/troca_senha");
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(window.localStorage.getItem("erro")).toBeNull();
    expect(window.localStorage.getItem("sucesso")).toBeNull();
  });
});
