import { expect, test } from "../support/journey";
import { providersTable, signInDemo } from "./support";

test("typing a CNPJ already registered in the wizard opens the duplicate modal, which leads to that record's edit page", async ({
  page,
  request,
}) => {
  await signInDemo(page, request);
  await page.goto("/prestadores");
  const table = providersTable(page);
  const first = table.getByRole("row").nth(1);
  await expect(first.getByRole("cell").nth(2)).toHaveText(/\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}/);
  const cnpj = (await first.getByRole("cell").nth(2).textContent())!.trim();
  const companyName = (await first.getByRole("cell").nth(1).textContent())!.trim();

  await page.getByRole("button", { name: "Novo Cadastro" }).click();
  await expect(page.getByRole("heading", { name: "Cadastrar Novo Prestador" })).toBeVisible();
  await page.getByRole("textbox", { name: "CNPJ" }).pressSequentially(cnpj.replace(/\D/g, ""));

  const modal = page.getByRole("dialog", { name: "Atenção" });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(
    "O número de CNPJ digitado já possui cadastro em nosso sistema com as seguintes informações:",
  );
  await expect(modal).toContainText(companyName);
  await modal.getByRole("button", { name: "Editar cadastro existente" }).click();

  await expect(page).toHaveURL(/\/prestadores\/edicao\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("textbox", { name: "CNPJ" })).toHaveValue(cnpj);
  await expect(page.getByRole("textbox", { name: "Razão social" })).toHaveValue(companyName);
});
