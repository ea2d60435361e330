import { toast } from "../auth/support";
import { signInDemo } from "../providers/support";
import { choose, chooseFirst, minimalPdf } from "../support/form-input";
import { expect, test } from "../support/journey";
import { includeResidue, negotiatedParties } from "./support";

test("a romaneio Sem MTR is issued and cancelled as a document; an MTR awaiting receipt is cancelled with its reason; the DMR sums the period's MTRs and downloads as CSV", async ({
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

  await test.step("Saídas, filtered to issued MTRs: the first one's document", async () => {
    // From last year's 1 January: on a month's first day the seeded documents are all last month's.
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
    await page.goto(`/saidas?status=issued&de=${Number(today.slice(0, 4)) - 1}-01-01&ate=${today}`);
    await expect(page.getByRole("heading", { name: "Saídas", level: 1 })).toBeVisible();
    await page
      .getByRole("table", { name: "Documentos de saída" })
      .getByRole("button", { name: /^Ações: / })
      .first()
      .click();
    await page.getByRole("menuitem", { name: "Ver documento" }).click();
    await expect(page).toHaveURL(/\/saidas\/[0-9a-f-]{36}$/);
    await expect(
      page.getByRole("heading", { name: /^Documento de Saída MTR nº \d{4}\/\d{6}$/, level: 1 }),
    ).toBeVisible();
  });

  await test.step("Cancelar MTR asks the reason, then the document says Cancelado", async () => {
    await page.getByRole("button", { name: "Cancelar MTR" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancelar MTR" });
    await expect(
      dialog.getByText(/^Informe o motivo do cancelamento do MTR nº \d{4}\/\d{6}\.$/),
    ).toBeVisible();
    await dialog
      .getByRole("textbox")
      .first()
      .fill("Coleta remarcada pelo transportador; o manifesto será emitido de novo.");
    await dialog.getByRole("button", { name: "Confirmar" }).click();
    await expect(toast(page, "MTR cancelado.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Cancelamento" })).toBeVisible();
    await expect(page.getByText("Cancelado", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Registrar recebimento" })).toHaveCount(0);
  });

  await test.step("DMR: the last semester's MTRs by residue, and its CSV", async () => {
    await page.getByRole("link", { name: "Voltar para Saídas" }).click();
    await page.getByRole("button", { name: "DMR", exact: true }).click();
    await expect(page).toHaveURL(/\/saidas\/dmr/);
    await expect(
      page.getByRole("heading", { name: "Declaração de Movimentação de Resíduos (DMR)", level: 1 }),
    ).toBeVisible();
    const table = page.getByRole("table", { name: "Resíduos movimentados" });
    await expect(table.getByRole("row").nth(1)).toBeVisible();
    await expect(table).not.toContainText("Nenhum MTR emitido no período.");
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Baixar CSV" }).click();
    expect((await download).suggestedFilename()).toMatch(/\.csv$/);
  });
});
