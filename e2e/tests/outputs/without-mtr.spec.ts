import { toast } from "../auth/support";
import { signInDemo } from "../providers/support";
import { choose, chooseFirst, minimalPdf } from "../support/form-input";
import { expect, test } from "../support/journey";
import { includeResidue, negotiatedParties } from "./support";

test("a romaneio without MTR is registered through the five steps, shows no MTR actions, and is cancelled as a document", async ({
  page,
  request,
}) => {
  await signInDemo(page, request);
  const parties = await negotiatedParties(page);
  await page.goto("/saidas/cadastro");
  await expect(page.getByRole("heading", { name: "Criar Documento de Saída" })).toBeVisible();

  await test.step("a romaneio, Sem MTR; then the parties, one residue, the transport and the generator", async () => {
    await choose(page, /^Tipo de documento/, "Romaneio");
    await expect(page.getByRole("textbox", { name: /^Número da nota fiscal/ })).toHaveCount(0);
    await page.getByRole("radio", { name: "Sem MTR" }).check();
    await choose(page, /^Destinatário/, parties.recipient);
    await choose(page, /^Transportador/, parties.carrier);
    await choose(page, /^Tipo de veículo/, "Caminhão baú");
    await includeResidue(page, "Papelão", "1,2");
    await chooseFirst(page, /^Custo do transporte/);
    await chooseFirst(page, /^Motorista/);
    await page.getByRole("textbox", { name: /^Placa do veículo/ }).fill("DEF4G56");
    await page.getByRole("radio", { name: "Usuário logado" }).check();
    await page
      .locator('input[type="file"]')
      .last()
      .setInputFiles({ name: "ticket.pdf", mimeType: "application/pdf", buffer: minimalPdf });
    await page.getByRole("button", { name: "Confirmar e Emitir" }).click();
    await expect(toast(page, "Documento de saída cadastrado com sucesso!")).toBeVisible();
    await expect(page).toHaveURL(/\/saidas\/[0-9a-f-]{36}$/);
  });

  await test.step("its page: Romaneio, Sem MTR, no receipt nor MTR download; Cancelar documento", async () => {
    await expect(page.getByRole("heading", { name: /^Documento de Saída/, level: 1 })).toBeVisible();
    await expect(page.getByText("Sem MTR").first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Baixar MTR" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Registrar recebimento" })).toHaveCount(0);
    await page.getByRole("button", { name: "Cancelar documento" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancelar documento" });
    await expect(dialog.getByText("Informe o motivo do cancelamento do documento de saída.")).toBeVisible();
    await dialog
      .getByRole("textbox")
      .first()
      .fill("Romaneio lançado em duplicidade; o correto já foi registrado.");
    await dialog.getByRole("button", { name: "Confirmar" }).click();
    await expect(toast(page, "Documento de saída cancelado.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Cancelamento" })).toBeVisible();
  });
});
