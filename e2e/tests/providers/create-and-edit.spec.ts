import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { toast } from "../auth/support";
import { choose, minimalPdf, newCnpj, onePixelPng } from "../support/form-input";
import { expect, test } from "../support/journey";
import { providersTable, search, signInDemo } from "./support";

/** Activates a stored file's link and checks what the browser saves: the display name and the PDF's bytes. */
async function expectDownload(page: Page, link: Locator, name: string) {
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe(name);
  const path = await download.path();
  expect((await readFile(path)).subarray(0, 5).toString()).toBe("%PDF-");
}

test("a provider created through the wizard with a license, a certificate and an employee is listed, then edited with the change in the history", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const cnpj = newCnpj();
  const trading = `Trilha E2E Coleta ${cnpj.slice(1, 8)}`;
  await signInDemo(page, request);
  await page.goto("/prestadores");
  await page.getByRole("button", { name: "Novo Cadastro" }).click();
  await expect(page.getByRole("heading", { name: "Cadastrar Novo Prestador" })).toBeVisible();

  await test.step("Dados básicos, the address chosen by hand", async () => {
    await page.getByRole("textbox", { name: /^CNPJ/ }).pressSequentially(cnpj);
    await page.getByRole("textbox", { name: /^Razão social/ }).fill(`${trading} Ltda.`);
    await page.getByRole("textbox", { name: /^Nome fantasia/ }).fill(trading);
    await page.getByRole("textbox", { name: /^Apelido/ }).fill(trading);
    // The CEP lookup asks a public service: whatever it answers (or not, offline), the address is then
    // typed by hand, so the journey does not depend on it.
    const cepLookup = page.waitForResponse((r) => r.url().includes("/api/v1/cep/"));
    await page.getByRole("textbox", { name: /^CEP/ }).pressSequentially("90010000");
    await cepLookup;
    await choose(page, /^Estado/, "Rio Grande do Sul");
    await choose(page, /^Cidade/, "Porto Alegre");
    await page.getByRole("textbox", { name: /^Endereço/ }).fill("Rua dos Andradas");
    await page.getByRole("textbox", { name: /^Número/ }).fill("120");
    await page.getByRole("textbox", { name: /^Telefone(?! do)/ }).pressSequentially("5133334444");
    await page.getByRole("switch", { name: "Transportador" }).click();
    await page.getByRole("textbox", { name: /^Nome do responsável 1/ }).fill("Ana Souza");
    await page.getByRole("textbox", { name: /^Telefone do responsável 1/ }).pressSequentially("51999990000");
    await page.getByRole("textbox", { name: /^E-mail do responsável 1/ }).fill("ana@e2e.trilha.com.br");
    await page.getByRole("button", { name: "Próximo" }).click();
  });

  await test.step("a license and a certificate, each with a PDF", async () => {
    await choose(page, /^Tipo de licença/, "Licença de Operação (LO)");
    await page.getByRole("textbox", { name: /^Nome da licença/ }).fill("LO E2E");
    await page.getByRole("textbox", { name: /^Número da licença/ }).fill("778");
    await page
      .getByRole("textbox", { name: /^Data de emissão/ })
      .first()
      .pressSequentially("01022025");
    const files = page.locator('input[type="file"]');
    await files.nth(0).setInputFiles({ name: "lo.pdf", mimeType: "application/pdf", buffer: minimalPdf });
    await page.getByRole("button", { name: "Incluir licença", exact: true }).click();
    await expect(page.getByRole("cell", { name: "LO E2E", exact: true })).toBeVisible();

    await page.getByRole("textbox", { name: /^Nome do certificado/ }).fill("ISO 14001");
    await page.getByRole("textbox", { name: /^Número do certificado/ }).fill("1234");
    await page
      .getByRole("textbox", { name: /^Data de emissão/ })
      .nth(1)
      .pressSequentially("10012025");
    await files.nth(1).setInputFiles({ name: "iso.pdf", mimeType: "application/pdf", buffer: minimalPdf });
    await page.getByRole("button", { name: "Incluir certificado", exact: true }).click();
    await expect(page.getByRole("cell", { name: "ISO 14001", exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Próximo" }).click();
  });

  await test.step("an employee with a PNG, then Salvar", async () => {
    await page.getByRole("textbox", { name: /^Nome/ }).fill("Carlos Lima");
    await page.getByRole("textbox", { name: /^E-mail/ }).fill("carlos@e2e.trilha.com.br");
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: "mopp.png", mimeType: "image/png", buffer: onePixelPng });
    await page.getByRole("button", { name: "Incluir colaborador", exact: true }).click();
    await expect(page.getByRole("cell", { name: "Carlos Lima", exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(toast(page, "Cadastro efetuado com sucesso!")).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/prestadores$/);
    await expect(page.locator('[data-slot="toast"]', { hasText: "Erro" })).toHaveCount(0);
  });

  const actions = providersTable(page).getByRole("button", { name: `Ações: ${trading}`, exact: true });
  await test.step("found by search on the list", async () => {
    await search(page, trading);
    await expect(actions).toBeVisible();
  });

  await test.step("edit its basic data and see the change in Histórico de alterações", async () => {
    await actions.click();
    await page.getByRole("menuitem", { name: "Editar" }).click();
    await expect(page).toHaveURL(/\/prestadores\/edicao\/[0-9a-f-]{36}$/);
    const activity = page.getByRole("textbox", { name: /^Segmento de atuação/ });
    await expect(page.getByRole("textbox", { name: /^Razão social/ })).toHaveValue(`${trading} Ltda.`);
    await activity.fill("Coleta seletiva");
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(toast(page, "Dados básicos salvos com sucesso!")).toBeVisible();

    // What the wizard uploaded after the provider itself is there too.
    await page.getByRole("button", { name: "Licenças e Certificados" }).click();
    await expect(page.getByRole("cell", { name: "LO E2E", exact: true })).toBeVisible();

    // The license's PDF downloads, under the name it was uploaded with, from the list and the edit form.
    const licenseRow = page
      .getByRole("row")
      .filter({ has: page.getByRole("cell", { name: "LO E2E", exact: true }) });
    await expectDownload(page, licenseRow.getByRole("link", { name: "lo.pdf" }), "lo.pdf");
    // The same link opened in a tab of its own (a middle click, "open in new tab", a copied address):
    // the tab has no bearer to send, so the API sends it to the portal's file page, which shows it.
    const href = await licenseRow.getByRole("link", { name: "lo.pdf" }).getAttribute("href");
    const tab = await page.context().newPage();
    await tab.goto(href!);
    await expect(tab).toHaveURL(/\/arquivos\/[0-9a-f-]{36}$/);
    await expect(tab.getByRole("heading", { level: 1, name: "lo.pdf" })).toBeVisible();
    await expectDownload(tab, tab.getByRole("button", { name: "Baixar" }), "lo.pdf");
    await tab.close();
    await licenseRow.getByRole("button", { name: "Ações: LO E2E" }).click();
    await page.getByRole("menuitem", { name: "Editar" }).click();
    const licenseForm = page.getByRole("dialog", { name: "Editar licença" });
    await expect(licenseForm.getByText("Arquivo já enviado")).toBeVisible();
    await expectDownload(page, licenseForm.getByRole("link", { name: "lo.pdf" }), "lo.pdf");
    await licenseForm.getByRole("button", { name: "Cancelar" }).click();
    await expect(licenseForm).toBeHidden();
    await page.getByRole("button", { name: "Certificados", exact: true, pressed: false }).click();
    await expect(page.getByRole("cell", { name: "ISO 14001", exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Colaboradores", exact: true }).click();
    await expect(page.getByRole("cell", { name: "Carlos Lima", exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Histórico de alterações" }).click();
    const history = page.getByRole("table", { name: "Histórico de alterações" });
    await expect(history.getByRole("cell", { name: "Coleta seletiva", exact: true })).toBeVisible();
  });
});
