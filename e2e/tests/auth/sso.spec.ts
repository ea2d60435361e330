import { SSO_DOMAIN } from "../../../apps/server/src/seed/sign-in-users.ts";
import { expect, test } from "../support/journey";
import { expectDashboard, resetUser, toast } from "./support";

test.describe("single sign-on", () => {
  // An e-mail whose company has no SSO is refused (400) with the not-configured message.
  test.use({ expectedRefusals: /^400 POST \/api\/v1\/sso\/login$/ });

  test("signs in at the local OpenID provider and enters the control panel", async ({ page, request }) => {
    const email = `usuario@${SSO_DOMAIN}`;
    await resetUser(request, email);
    await page.goto("/login");
    await page.getByRole("link", { name: "Entrar com SSO" }).click();
    await expect(page).toHaveURL(/\/login-sso$/);
    await page.getByLabel("E-mail corporativo").fill(email);
    await page.getByRole("button", { name: "ENTRAR" }).click();

    // The stand-in's development login page accepts any password; the login name becomes the e-mail claim.
    const login = page.locator('input[name="login"]');
    await expect(login).toBeVisible();
    await login.fill(email);
    await page.locator('input[name="password"]').fill("qualquer");
    await page.locator('button[type="submit"]').click();

    await expectDashboard(page);
  });

  test("an e-mail without SSO gets the not-configured message", async ({ page }) => {
    await page.goto("/login-sso");
    await page.getByLabel("E-mail corporativo").fill("restrito@trilha.com.br");
    await page.getByRole("button", { name: "ENTRAR" }).click();
    await expect(
      toast(page, "Acesso SSO não configurado. Entre em contato com nossa equipe de suporte ao cliente."),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login-sso$/);
  });
});
