import { readFileSync } from "node:fs";
import { toast } from "../auth/support";
import { signInDemo } from "../providers/support";
import { choose, chooseFirst, minimalPdf } from "../support/form-input";
import { expect, test } from "../support/journey";
import { includeResidue, negotiatedParties } from "./support";

// A real NF-e (model 55, number 1234 of 05/11/2026) whose access key's check digit is valid.
const NFE_XML = readFileSync(
  new URL("../../../apps/server/test/outputs/fixtures/nfe-proc.xml", import.meta.url),
);

test("an MTR issued for a nota fiscal with two residues, its PDF downloaded, received, closed with a CDF and verified", async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signInDemo(page, request);
  const parties = await negotiatedParties(page);
  await page.goto("/saidas");
  await page.getByRole("button", { name: "Novo Cadastro" }).click();
  await expect(page.getByRole("heading", { name: "Criar Documento de Saída" })).toBeVisible();

  await test.step("1. the nota fiscal and its XML, then the MTR option", async () => {
    await choose(page, /^Tipo de documento/, "Nota fiscal");
    await page.getByRole("textbox", { name: /^Número da nota fiscal/ }).fill("1234");
    await page.getByRole("textbox", { name: /^Data de emissão/ }).pressSequentially("05112026");
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: "nota.xml", mimeType: "text/xml", buffer: NFE_XML });
    await page.getByRole("radio", { name: "Somente na plataforma" }).check();
  });

  await test.step("2. recipient, transporter and vehicle type", async () => {
    await choose(page, /^Destinatário/, parties.recipient);
    await choose(page, /^Transportador/, parties.carrier);
    await choose(page, /^Tipo de veículo/, "Caminhão baú");
  });

  await test.step("3. two residues included", async () => {
    await includeResidue(page, "Papelão", "2,5");
    await includeResidue(page, "Óleo lubrificante usado", "0,8");
  });

  await test.step("4. transport: the negotiated cost, a driver and the plate", async () => {
    await chooseFirst(page, /^Custo do transporte/);
    await chooseFirst(page, /^Motorista/);
    // Typed in lower case, as on a phone's keyboard: the field shows the plate as it is printed.
    const plate = page.getByRole("textbox", { name: /^Placa do veículo/ });
    await plate.fill("abc1d23");
    await expect(plate).toHaveValue("ABC1D23");
  });

  await test.step("5. the signed-in user answers for it; Confirmar e Emitir issues it", async () => {
    const submit = page.getByRole("button", { name: "Confirmar e Emitir" });
    await page.getByRole("radio", { name: "Usuário logado" }).check();
    await expect(page.getByRole("textbox", { name: /^Nome do responsável/ })).not.toHaveValue("");
    await page
      .locator('input[type="file"]')
      .last()
      .setInputFiles({ name: "ticket.pdf", mimeType: "application/pdf", buffer: minimalPdf });
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(toast(page, /MTR nº \d{4}\/\d{6} emitido com sucesso!/)).toBeVisible();
    await expect(page).toHaveURL(/\/saidas\/[0-9a-f-]{36}$/);
  });

  await test.step("its PDF downloads", async () => {
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Baixar MTR" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^MTR-\d{4}-\d{6}\.pdf$/);
    const bytes = readFileSync((await file.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  });

  await test.step("the recipient's receipt, with one quantity diverging", async () => {
    await page.getByRole("button", { name: "Registrar recebimento" }).click();
    const dialog = page.getByRole("dialog", { name: /Registrar recebimento/ });
    await dialog.getByRole("textbox", { name: /^Recebido por/ }).fill("Carlos Balança");
    await dialog
      .getByRole("textbox", { name: /Quantidade recebida/ })
      .first()
      .fill("2,4");
    await dialog.getByRole("button", { name: /Confirmar|Salvar|Registrar/ }).click();
    await expect(toast(page, "Recebimento registrado com sucesso!")).toBeVisible();
  });

  await test.step("closed with a CDF", async () => {
    await page.getByRole("button", { name: "Encerrar com CDF" }).click();
    const dialog = page.getByRole("dialog", { name: /CDF/ });
    await dialog.getByRole("textbox", { name: /^Tratamento/ }).fill("Reciclagem de papelão e rerrefino");
    await dialog.getByRole("button", { name: /Confirmar|Salvar|Encerrar/ }).click();
    await expect(toast(page, /MTR encerrado com o CDF nº \d{4}\/\d{6}\./)).toBeVisible();
  });

  await test.step("the QR code's page shows it closed, without signing in", async () => {
    const href = await page.getByRole("link", { name: "Verificar autenticidade" }).getAttribute("href");
    expect(href).toMatch(/^\/mtr\/[A-Z2-7]{16}$/);
    const anonymous = await browser.newPage({ baseURL });
    await anonymous.goto(href!);
    await expect(anonymous.getByRole("heading", { name: "Verificação de MTR" })).toBeVisible();
    await expect(anonymous.getByText("Encerrado", { exact: true })).toBeVisible();
    // From tablet up the residues are a table (a phone gets a block per residue, hidden here).
    await expect(anonymous.getByRole("cell", { name: "Papelão", exact: true })).toBeVisible();
    await anonymous.close();
  });
});
