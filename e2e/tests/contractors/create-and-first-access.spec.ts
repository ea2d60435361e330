import { lastEmail, linkPath, resetUser, signIn, toast } from "../auth/support";
import { choose, minimalPdf, newCnpj } from "../support/form-input";
import { expect, test } from "../support/journey";

const ADM_EMAIL = "adm@trilha.com.br";
const NEW_PASSWORD = "Contratante@2026";

test("an ADM registers a contractor with an mmf plan; its master user creates a password from the welcome e-mail and enters the new company with the plan's modules", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const cnpj = newCnpj();
  const trading = `Contratante E2E ${cnpj.slice(1, 8)}`;
  const masterEmail = `master.${cnpj}@e2e.trilha.com.br`;

  await resetUser(request, ADM_EMAIL);
  await signIn(page, ADM_EMAIL);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/contratantes");
  await expect(page.getByRole("heading", { name: "Contratantes", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Novo Cadastro" }).click();
  await expect(page.getByRole("heading", { name: "Cadastrar Novo Contratante" })).toBeVisible();
  await expect(page.getByText("(*) campos obrigatórios")).toBeVisible();
  // Anterior is hidden on the first step (spec 02 §2).
  await expect(page.getByRole("button", { name: "Anterior" })).toHaveCount(0);

  await test.step("Dados do Contratante", async () => {
    await page.getByRole("textbox", { name: /^CNPJ/ }).pressSequentially(cnpj);
    await page.getByRole("textbox", { name: /^Razão social/ }).fill(`${trading} Ltda.`);
    await page.getByRole("textbox", { name: /^Nome fantasia/ }).fill(trading);
    await page.getByRole("textbox", { name: /^Telefone(?! do)/ }).pressSequentially("1133334444");
    await choose(page, /^Estado/, "São Paulo");
    await choose(page, /^Cidade/, "São Paulo");
    await page.getByRole("textbox", { name: /^Endereço/ }).fill("Avenida Paulista");
    await page.getByRole("textbox", { name: /^Número/ }).fill("1000");
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: "cartao-cnpj.pdf", mimeType: "application/pdf", buffer: minimalPdf });
    for (const who of ["representante legal", "responsável financeiro"] as const) {
      await page.getByRole("textbox", { name: new RegExp(`^Nome do ${who}`) }).fill(`Pessoa ${who}`);
      await page
        .getByRole("textbox", { name: new RegExp(`^Telefone do ${who}`) })
        .pressSequentially("11988887777");
      await page
        .getByRole("textbox", { name: new RegExp(`^E-mail do ${who}`) })
        .fill(`${who.split(" ")[1]}.${cnpj}@e2e.trilha.com.br`);
    }
    await page.getByRole("button", { name: "Próximo" }).click();
  });

  await test.step("Dados do Contrato: an indeterminate term needs no end date", async () => {
    await expect(page.getByRole("heading", { name: "Dados do Contrato", level: 2 })).toBeFocused();
    await expect(page.getByRole("button", { name: "Anterior" })).toBeEnabled();
    await page.getByRole("textbox", { name: /^Início do contrato/ }).pressSequentially("01112026");
    await page.getByRole("button", { name: "Próximo" }).click();
    await expect(page.getByText("Término do contrato é obrigatório", { exact: false })).toBeVisible();
    await page.getByRole("switch", { name: "Prazo indeterminado" }).click();
    await expect(page.getByRole("textbox", { name: /^Término do contrato/ })).toBeDisabled();
    await page.getByRole("button", { name: "Próximo" }).click();
  });

  await test.step("Funcionalidades: Matriz-Filial with two small-generator modules and one feature", async () => {
    await expect(page.getByRole("heading", { name: "Funcionalidades", level: 2 })).toBeFocused();
    await page.getByRole("radio", { name: "Matriz-Filial" }).click();
    await page.getByRole("textbox", { name: /^Pequeno Gerador/ }).fill("2");
    await page.getByRole("textbox", { name: /^Grande Gerador/ }).fill("0");
    await page.getByRole("textbox", { name: /^Gerador com Gestão Interna/ }).fill("0");
    await page.getByRole("checkbox", { name: "Monitoramento" }).click();
    await expect(page.getByRole("row", { name: /Total do plano/ })).toContainText("R$");
    await page.getByRole("button", { name: "Próximo" }).click();
  });

  await test.step("Usuários Master, then Salvar", async () => {
    await expect(page.getByText("e-mail de boas-vindas", { exact: false })).toBeVisible();
    await page.getByRole("textbox", { name: /^Nome/ }).fill("Maria Master");
    await page.getByRole("textbox", { name: /^Telefone/ }).pressSequentially("11977776666");
    await page.getByRole("textbox", { name: /^E-mail/ }).fill(masterEmail);
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(toast(page, "Cadastro efetuado com sucesso!")).toBeVisible();
    await expect(page).toHaveURL(/\/contratantes$/);
  });

  await test.step("the new contractor is listed (this month) with its indeterminate term", async () => {
    const row = page
      .getByRole("table", { name: "Contratantes cadastrados" })
      .getByRole("row", { name: new RegExp(trading) });
    await expect(row).toBeVisible();
    await expect(row).toContainText("Indeterminado");
  });

  await test.step("the master user creates a password from the welcome e-mail and signs in", async () => {
    const welcome = await lastEmail(request, masterEmail);
    // The master user's own browser: no ADM session in it.
    const own = await browser.newContext({ locale: "pt-BR", timezoneId: "America/Sao_Paulo" });
    try {
      const master = await own.newPage();
      const origin = new URL(page.url()).origin;
      await master.goto(new URL(linkPath(welcome, "/login/minha-senha/"), origin).href);
      await master.getByLabel(/^Nova senha/).fill(NEW_PASSWORD);
      await master.getByLabel(/^Confirmação da nova senha/).fill(NEW_PASSWORD);
      await master.getByRole("checkbox", { name: "Estou de acordo e quero prosseguir" }).check();
      await master.getByRole("button", { name: "CADASTRAR SENHA" }).click();
      await expect(toast(master, "Senha editada com sucesso!")).toBeVisible();

      await signIn(master, masterEmail, NEW_PASSWORD, `${origin}/`);
      // Two modules from the plan: Matriz-Filial and the small generator.
      await expect(master).toHaveURL(/\/escolher-empresa$/);
      await master.getByRole("combobox", { name: "Unidade" }).click();
      await expect(master.getByRole("option", { name: /Matriz-Filial/ })).toBeVisible();
      await expect(master.getByRole("option", { name: /Pequeno Gerador/ })).toBeVisible();
      await master.getByRole("option", { name: /Matriz-Filial/ }).click();
      await master.getByRole("button", { name: "CONTINUAR" }).click();
      await expect(master).toHaveURL(/\/dashboard$/);
    } finally {
      await own.close();
    }
  });
});
