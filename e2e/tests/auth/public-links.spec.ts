import { expect, test } from "../support/journey";
import { resetUser, signIn, toast } from "./support";

// The sign-in area's pages a user reaches by a link rather than by the login form (spec 01 §2): the flag
// routes old e-mails and the session's end point to, "Recuperar senha", the reset confirmation's way
// back, and the choice step's way back to a branded login.
test.describe("links into the sign-in area", () => {
  test("the flag routes toast on the login; Recuperar senha without the e-mail's link points to Esqueci minha senha; the reset confirmation and Recuperar senha lead back to the login", async ({
    page,
  }) => {
    await test.step("/erro/credenciais and /erro/jalogado", async () => {
      await page.goto("/erro/credenciais");
      await expect(page).toHaveURL(/\/$/);
      await expect(
        toast(page, "Login ou senha inválidos! Se o problema persistir, redefina sua senha!"),
      ).toBeVisible();
      await page.goto("/erro/jalogado");
      await expect(page).toHaveURL(/\/$/);
      await expect(
        toast(page, "Não é possível efetuar o login pois a conta está em uso em outro dispositivo!"),
      ).toBeVisible();
    });

    await test.step("/recuperar-senha without the link", async () => {
      await page.goto("/recuperar-senha");
      await expect(page.getByRole("heading", { name: "Recuperar senha" })).toBeVisible();
      const alert = page.getByRole("alert").filter({ hasText: "não traz o link de recuperação" });
      await expect(alert).toBeVisible();
      await alert.getByRole("link", { name: "Esqueci minha senha" }).click();
      await expect(page).toHaveURL(/\/esqueci-minha-senha$/);
    });

    await test.step("the ways back: Voltar para o login, VOLTAR AO INÍCIO", async () => {
      await page.goto("/recuperar-senha");
      await page.getByRole("link", { name: "Voltar para o login" }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("button", { name: "ENTRAR" })).toBeVisible();
      await page.goto("/esqueci-minha-senha/info");
      await expect(page.getByRole("heading", { name: "Redefinição solicitada!" })).toBeVisible();
      await page.getByRole("link", { name: "VOLTAR AO INÍCIO" }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("button", { name: "ENTRAR" })).toBeVisible();
    });
  });

  test("on the retail portal, the unit choice's VOLTAR PARA O LOGIN returns to that portal, where signing in again works", async ({
    page,
    request,
  }) => {
    await resetUser(request, "modulos@trilha.com.br");
    await signIn(page, "modulos@trilha.com.br", undefined, "/valeverde");
    await expect(page).toHaveURL(/\/escolher-empresa-valeverde$/);
    await page.getByRole("button", { name: "VOLTAR PARA O LOGIN" }).click();
    await expect(page).toHaveURL(/\/valeverde$/);
    await signIn(page, "modulos@trilha.com.br", undefined, "/valeverde");
    await expect(page).toHaveURL(/\/escolher-empresa-valeverde$/);
    await page.getByRole("combobox", { name: "Unidade" }).click();
    await page.getByRole("option", { name: "Modulo Gerador" }).click();
    await page.getByRole("button", { name: "CONTINUAR" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
