import type { Page } from "@playwright/test";
import { expect, test } from "../support/journey";
import { expectDashboard, resetUser, signIn, toast } from "./support";

/** The next answer to the page's session check (GET /api/v1/session), read in full by the browser. */
function sessionAnswered(page: Page) {
  return page.waitForEvent("requestfinished", {
    predicate: (request) =>
      request.method() === "GET" && new URL(request.url()).pathname === "/api/v1/session",
  });
}

test.describe("session and shell", () => {
  test("guards: anonymous visitors go to /, and once signed in to the page they asked for; signed-in users skip the login", async ({
    page,
    request,
  }) => {
    await page.goto("/prestadores");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "ENTRAR" })).toBeVisible();

    await resetUser(request, "restrito@trilha.com.br");
    await signIn(page, "restrito@trilha.com.br");
    await expect(page).toHaveURL(/\/prestadores$/);
    // Arrived: the page drew (its guard forgets the remembered page as it does). The address alone
    // changes before the page renders, and a /login opened in between would still be sent to /prestadores.
    await expect(page.getByRole("heading", { name: "Prestadores", exact: true })).toBeVisible();
    await page.goto("/login");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("the user menu's Sair da Plataforma says goodbye and returns to the login", async ({
    page,
    request,
  }) => {
    await resetUser(request, "restrito@trilha.com.br");
    await signIn(page, "restrito@trilha.com.br");
    await expectDashboard(page);
    await page.getByRole("button", { name: "Usuario" }).click();
    await page.getByRole("menuitem", { name: "Sair da Plataforma" }).click();
    await expect(page).toHaveURL(/\/sair$/);
    await expect(page.getByRole("heading", { name: "Logout Até mais!" })).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
    // The server session ended too: signing in again is not refused as a second device.
    await signIn(page, "restrito@trilha.com.br");
    await expectDashboard(page);
  });

  test.describe("idle", () => {
    // The ended session refuses the calls made after it (401), which is what the toast reports.
    test.use({ expectedRefusals: /^401 / });

    test("an idle session ends on the next call with the inactivity toast", async ({ page, request }) => {
      const email = "restrito@trilha.com.br";
      await resetUser(request, email);
      await signIn(page, email);
      await expectDashboard(page);
      // The panel's own calls (its dashboards token, figures, notifications) settle first: aged while one
      // is still in flight, that call would end the session before the click this test is about.
      await page.waitForLoadState("networkidle");
      const aged = await request.post(`/api/v1/test/sessions/${encodeURIComponent(email)}/idle`);
      expect(aged.ok()).toBe(true);
      // The next call ends the session: the click's, or one of the shell's polls when it comes first (then
      // the header, link included, is already gone and there is nothing left to click).
      await page.evaluate(() => document.querySelector<HTMLElement>('a[aria-label="Legislação"]')?.click());
      await expect(toast(page, "Sua sessão foi finalizada após 20 minutos de inatividade!")).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
    });
  });
  test.describe("ended elsewhere", () => {
    // The ended session refuses the calls made after it (401 SESSION_ENDED).
    test.use({ expectedRefusals: /^401 / });

    test("a session ended elsewhere returns to the login with erro 4's toast", async ({ page, request }) => {
      const email = "restrito@trilha.com.br";
      await resetUser(request, email);
      const dashboardChecked = sessionAnswered(page);
      await signIn(page, email);
      await expectDashboard(page);
      // The panel's session check answered first: an ask still on its way when the token is signed out
      // would be shared by Legislação's check (one ask at a time) and answer 200, leaving nothing to meet
      // SESSION_ENDED. (waitForLoadState("networkidle") returns at once after the sign-in: the load
      // state is the /login document's, reached before it.)
      await dashboardChecked;
      // Ended from another device (here, its token's own sign-out): this tab still holds the session.
      const token = await page.evaluate(
        () => JSON.parse(localStorage.getItem("trilha-admin:auth") ?? "null")?.token as string,
      );
      const ended = await request.post("/api/v1/logout", { headers: { authorization: `Bearer ${token}` } });
      expect(ended.ok()).toBe(true);
      // The next page's session check meets SESSION_ENDED: back on the login, saying why (spec 01 §8).
      await page.evaluate(() => document.querySelector<HTMLElement>('a[aria-label="Legislação"]')?.click());
      await expect(toast(page, "O tempo limite para logar no sistema foi atingido!")).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
    });

    test("a save that meets the ended session signs out at once, saying why", async ({ page, request }) => {
      const email = "restrito@trilha.com.br";
      await resetUser(request, email);
      await signIn(page, email);
      await expectDashboard(page);
      await page.getByRole("button", { name: "Usuario" }).click();
      const profileChecked = sessionAnswered(page);
      await page.getByRole("menuitem", { name: "Editar Meu Perfil" }).click();
      await expect(page).toHaveURL(/\/meu-perfil$/);
      const personal = page.getByRole("form", { name: "Dados pessoais" });
      const nameField = personal.getByRole("textbox", { name: /^Nome/ });
      await expect(nameField).not.toHaveValue("");
      const saved = await nameField.inputValue();
      // The page's own session check answered before the token is signed out: the save is what meets it.
      await profileChecked;
      const token = await page.evaluate(
        () => JSON.parse(localStorage.getItem("trilha-admin:auth") ?? "null")?.token as string,
      );
      await nameField.fill(`${saved} Nunca Salvo`);
      // Ended from another device while the form was being typed.
      const ended = await request.post("/api/v1/logout", { headers: { authorization: `Bearer ${token}` } });
      expect(ended.ok()).toBe(true);
      // Salvar meets SESSION_ENDED: the login, saying why, without waiting for another page change (the
      // unsaved-edits question does not hold it: the session is gone, the typed name with it).
      await personal.getByRole("button", { name: "Salvar" }).click();
      await expect(toast(page, "O tempo limite para logar no sistema foi atingido!")).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      // Signed in again, the user is back on the page they were on; nothing was saved.
      await signIn(page, email);
      await expect(page).toHaveURL(/\/meu-perfil$/);
      await expect(
        page.getByRole("form", { name: "Dados pessoais" }).getByRole("textbox", { name: /^Nome/ }),
      ).toHaveValue(saved);
    });
  });
  test("/configuracoes is the header only", async ({ page, request }) => {
    await resetUser(request, "restrito@trilha.com.br");
    await signIn(page, "restrito@trilha.com.br");
    await expectDashboard(page);
    await page.goto("/configuracoes");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("navigation", { name: /menu/i })).toHaveCount(0);
  });
});
