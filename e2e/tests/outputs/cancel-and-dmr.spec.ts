import { toast } from "../auth/support";
import { signInDemo } from "../providers/support";
import { expect, test } from "../support/journey";

test("an MTR awaiting receipt is cancelled with its reason; the DMR sums the period's MTRs and downloads as CSV", async ({
  page,
  request,
}) => {
  await signInDemo(page, request);

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
