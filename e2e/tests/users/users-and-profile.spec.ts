import { lastEmail, linkPath, resetUser, signIn, toast } from "../auth/support";
import { DEMO_EMAIL, DEMO_PASSWORD } from "../providers/support";
import { expect, test } from "../support/journey";

const NEW_PASSWORD = "Operadora@2026";
const CHANGED_PASSWORD = "Trocada#2027";

test("an administrator adds a user from the user menu; the user creates a password, edits their own profile and has no access to users until promoted; inactivated, they are out", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const email = `operadora.${stamp}@e2e.trilha.com.br`;
  const name = `Operadora ${stamp}`;

  await resetUser(request, DEMO_EMAIL);
  await signIn(page, DEMO_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);

  await test.step("Gerenciar Usuarios → Novo Usuário: saved, invited, listed as waiting", async () => {
    await page.getByRole("button", { name: "Usuario" }).click();
    await page.getByRole("menuitem", { name: "Gerenciar Usuarios" }).click();
    await expect(page).toHaveURL(/\/usuarios$/);
    await expect(page.getByRole("heading", { name: "Usuários", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Novo Usuário" }).click();
    await expect(page).toHaveURL(/\/usuarios\/cadastro$/);
    await page.getByRole("textbox", { name: /^Nome/ }).fill(name);
    await page.getByRole("textbox", { name: /^E-mail/ }).fill(email);
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(
      toast(page, `Usuário cadastrado. Um e-mail de primeiro acesso foi enviado para ${email}.`),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/usuarios$/);
    const row = page.getByRole("row", { name: new RegExp(name) });
    await expect(row).toContainText("Operador");
    await expect(row).toContainText("Aguardando primeiro acesso");
  });

  const own = await browser.newContext({ locale: "pt-BR", timezoneId: "America/Sao_Paulo" });
  const user = await own.newPage();
  const origin = new URL(page.url()).origin;
  try {
    await test.step("the new user creates a password from the e-mail and signs in", async () => {
      const welcome = await lastEmail(request, email);
      await user.goto(new URL(linkPath(welcome, "/login/minha-senha/"), origin).href);
      await user.getByLabel(/^Nova senha/).fill(NEW_PASSWORD);
      await user.getByLabel(/^Confirmação da nova senha/).fill(NEW_PASSWORD);
      await user.getByRole("checkbox", { name: "Estou de acordo e quero prosseguir" }).check();
      await user.getByRole("button", { name: "CADASTRAR SENHA" }).click();
      await expect(toast(user, "Senha editada com sucesso!")).toBeVisible();
      await signIn(user, email, NEW_PASSWORD, `${origin}/`);
      await expect(user).toHaveURL(/\/dashboard$/);
    });

    await test.step("an operator's menu has no user management, and its address says why", async () => {
      await user.getByRole("button", { name: "Usuario" }).click();
      await expect(user.getByRole("menuitem", { name: "Editar Meu Perfil" })).toBeVisible();
      await expect(user.getByRole("menuitem", { name: "Gerenciar Usuarios" })).toHaveCount(0);
      await expect(user.getByRole("menuitem", { name: "Gerenciar Permissoes" })).toHaveCount(0);
      await user.keyboard.press("Escape");
      await user.goto(`${origin}/usuarios`);
      await expect(user.getByRole("alert").filter({ hasText: "Apenas administradores" })).toContainText(
        "Apenas administradores da empresa podem gerenciar usuários e permissões.",
      );
    });

    await test.step("an operator reads the company's profile but cannot change it", async () => {
      await user.goto(`${origin}/perfil-empresa`);
      await expect(
        user.getByText("Somente os administradores da empresa podem alterar estes dados e o logotipo."),
      ).toBeVisible();
      const form = user.getByRole("form", { name: "Dados cadastrais" });
      await expect(form.getByRole("textbox", { name: /^Nome fantasia/ })).toHaveValue("Trilha Demonstração");
      await expect(form.getByRole("textbox", { name: /^Nome fantasia/ })).toBeDisabled();
      await expect(form.getByRole("button", { name: "Salvar" })).toHaveCount(0);
      await expect(user.getByRole("button", { name: "Enviar logotipo" })).toHaveCount(0);
    });

    await test.step("Editar Meu Perfil: a new name, then a new password after the current one", async () => {
      await user.getByRole("button", { name: "Usuario" }).click();
      await user.getByRole("menuitem", { name: "Editar Meu Perfil" }).click();
      await expect(user).toHaveURL(/\/meu-perfil$/);
      const personal = user.getByRole("form", { name: "Dados pessoais" });
      await expect(personal.getByRole("textbox", { name: /^E-mail/ })).toHaveValue(email);
      await personal.getByRole("textbox", { name: /^Nome/ }).fill(`${name} Silva`);
      await personal.getByRole("button", { name: "Salvar" }).click();
      await expect(toast(user, "Dados atualizados com sucesso!")).toBeVisible();

      const password = user.getByRole("form", { name: "Alterar senha" });
      await password.getByLabel(/^Senha atual/).fill(NEW_PASSWORD);
      await password.getByLabel(/^Nova senha/).fill(CHANGED_PASSWORD);
      await password.getByLabel(/^Confirmação da nova senha/).fill(CHANGED_PASSWORD);
      await password.getByRole("button", { name: "Salvar" }).click();
      await expect(toast(user, "Senha alterada com sucesso!")).toBeVisible();
      await expect(password.getByLabel(/^Senha atual/)).toHaveValue("");
    });

    await test.step("Gerenciar Permissoes: the administrator makes them an administrator", async () => {
      await page.getByRole("button", { name: "Usuario" }).click();
      await page.getByRole("menuitem", { name: "Gerenciar Permissoes" }).click();
      await expect(page).toHaveURL(/\/permissoes$/);
      await page.getByRole("combobox", { name: `Perfil de acesso de ${name} Silva` }).click();
      await page.getByRole("option", { name: "Administrador" }).click();
      await expect(toast(page, `Perfil de acesso de ${name} Silva atualizado.`)).toBeVisible();

      await user.goto(`${origin}/usuarios`);
      await expect(user.getByRole("row", { name: new RegExp(`${name} Silva`) })).toContainText(
        "Administrador",
      );
      await user.getByRole("button", { name: "Usuario" }).click();
      await expect(user.getByRole("menuitem", { name: "Gerenciar Permissoes" })).toBeVisible();
      await user.keyboard.press("Escape");
    });

    await test.step("inactivated, the user is signed out of the company", async () => {
      await page.goto("/usuarios");
      await page.getByRole("button", { name: `Ações: ${name} Silva`, exact: true }).click();
      await page.getByRole("menuitem", { name: "Inativar" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("Justificativa").fill(`Desligada da unidade em ${stamp}, acesso encerrado.`);
      await dialog.getByRole("button", { name: "Confirmar" }).click();
      await expect(toast(page, "Dado inativado com sucesso!")).toBeVisible();

      await user.goto(`${origin}/prestadores`);
      await expect(user).toHaveURL(`${origin}/`);
    });
  } finally {
    await own.close();
  }
});
