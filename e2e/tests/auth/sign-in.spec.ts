import { expect, test } from "../support/journey";
import { expectDashboard, resetUser, signIn, toast } from "./support";

test.describe("signing in, one journey per kind of user", () => {
  test("a restricted user with one module and one company enters the control panel with the ordinary menu", async ({
    page,
    request,
  }) => {
    await resetUser(request, "restrito@trilha.com.br");
    // The control panel's code held: the tab names it at once, while the login screen is still drawn.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/assets/dashboard-page-*.js", async (route) => {
      await held;
      await route.continue();
    });
    await signIn(page, "restrito@trilha.com.br");
    await expect(page).toHaveTitle("Trilha - Painel de Controle");
    await expect(page).not.toHaveURL(/\/dashboard$/);
    release();
    await expectDashboard(page);
    const menu = page.getByRole("navigation", { name: /menu/i });
    await expect(menu.getByRole("button", { name: "Cadastros" })).toBeVisible();
    await expect(menu.getByRole("button", { name: "Movimentacoes" })).toBeVisible();
    await expect(menu.getByText("Negociacoes")).toHaveCount(0);
  });

  test("a user of a non-restricted module is handed off through logar_by_micro_service and lands signed in", async ({
    browser,
    page,
    request,
  }) => {
    await resetUser(request, "microservico@trilha.com.br");
    const handoff = page.waitForRequest((r) => /\/api\/v1\/logar_by_micro_service\/[^/]+$/.test(r.url()));
    await signIn(page, "microservico@trilha.com.br");
    const used = (await handoff).url();
    await expectDashboard(page);

    // The same hand-off link again, in a browser without the session: erro 4 on the login (spec 01 §8).
    // A fresh context: the signed-in page may persist its session again after its storage is cleared.
    const visitor = await browser.newContext();
    try {
      const other = await visitor.newPage();
      await other.goto(used);
      await expect(toast(other, "O tempo limite para logar no sistema foi atingido!")).toBeVisible();
      await expect(other).toHaveURL(/\/$/);
    } finally {
      await visitor.close();
    }
  });

  test("a third-party user goes to the third-party application with usuario_id and token", async ({
    page,
    request,
  }) => {
    await resetUser(request, "terceiro@trilha.com.br");
    const handoff = page.waitForRequest((r) => /\/logar_by_micro_service\/4242\/[^/]+$/.test(r.url()));
    await signIn(page, "terceiro@trilha.com.br");
    await handoff;
    await expectDashboard(page);
  });

  test("several modules: the user chooses a unit", async ({ page, request }) => {
    await resetUser(request, "modulos@trilha.com.br");
    await signIn(page, "modulos@trilha.com.br");
    await expect(page).toHaveURL(/\/escolher-empresa$/);
    await page.getByRole("button", { name: "CONTINUAR" }).click();
    await expect(page.getByText("Escolha uma unidade!")).toBeVisible();
    await page.getByRole("combobox", { name: "Unidade" }).click();
    await page.getByRole("option", { name: "Modulo Gerador" }).click();
    await page.getByRole("button", { name: "CONTINUAR" }).click();
    await expectDashboard(page);
  });

  test("several companies: the user chooses one", async ({ page, request }) => {
    await resetUser(request, "empresas@trilha.com.br");
    await signIn(page, "empresas@trilha.com.br");
    await expect(page).toHaveURL(/\/escolher-modulo$/);
    await page.getByRole("button", { name: "CONTINUAR" }).click();
    await expect(page.getByText("Escolha um módulo!")).toBeVisible();
    await page.getByRole("combobox", { name: "Módulo" }).click();
    await page.getByRole("option", { name: "Verde Sul" }).click();
    await page.getByRole("button", { name: "CONTINUAR" }).click();
    await expectDashboard(page);
  });
});

test.describe("branded portals", () => {
  test("the fast-food portal keeps its theme through the choice step, whose button reads IR", async ({
    page,
    request,
  }) => {
    await resetUser(request, "empresas@trilha.com.br");
    await signIn(page, "empresas@trilha.com.br", undefined, "/rapidao");
    await expect(page).toHaveURL(/\/escolher-modulo-rapidao$/);
    await expect(page.locator('[data-slot="auth-layout"]')).toHaveAttribute("data-theme", "yellow");
    await page.getByRole("combobox", { name: "Módulo" }).click();
    await page.getByRole("option", { name: "Recicla Norte" }).click();
    await page.getByRole("button", { name: "IR" }).click();
    await expectDashboard(page);
  });

  test("the association portal links to its own reset page", async ({ page }) => {
    await page.goto("/abreci");
    await page.getByRole("link", { name: "ESQUECI MEU ACESSO" }).click();
    await expect(page).toHaveURL(/\/abreci\/esqueci-minha-senha$/);
    await page.getByRole("link", { name: "acessar usando login / senha" }).click();
    await expect(page).toHaveURL(/\/abreci$/);
  });
});
