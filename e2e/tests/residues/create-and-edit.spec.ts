import type { Page } from "@playwright/test";
import { resetUser, signIn, toast } from "../auth/support";
import { search, signInDemo } from "../providers/support";
import { choose, chooseFirst, minimalPdf } from "../support/form-input";
import { expect, test } from "../support/journey";

/** The wizard's Próximo (the negotiations table's pager has its own, named "Próximo (página seguinte)"). */
const next = (page: Page) => page.getByRole("button", { name: "Próximo", exact: true });

test("a residue registered through the four steps, each saved when left, with a negotiation and its PDF, then edited", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const name = `Óleo E2E ${Date.now().toString().slice(-6)}`;
  await signInDemo(page, request);
  await page.goto("/residuos");
  await expect(page.getByRole("heading", { name: "Resíduos", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Novo resíduo" }).click();
  await expect(page.getByRole("heading", { name: "Cadastrar Novo Resíduo" })).toBeVisible();

  await test.step("Dados básicos: a treatment and a storage included, the residue created on Próximo", async () => {
    await choose(page, /^Tipo de resíduo/, "Resíduos industriais");
    await page.getByRole("textbox", { name: /^Nome comum/ }).fill(name);
    await page.getByRole("textbox", { name: /^Código interno/ }).fill("OL-E2E");
    await choose(page, /^Categoria/, "Reciclagem");
    await choose(page, /^Tecnologia de tratamento/, "Rerrefino de óleo lubrificante");
    await choose(page, /^Classe/, "Classe I - Perigoso");
    await page.getByRole("button", { name: "Incluir tratamento", exact: true }).click();
    await expect(page.getByRole("cell", { name: "Rerrefino de óleo lubrificante" })).toBeVisible();
    await choose(page, /^Tipo de armazenamento/, "Tanque");
    await choose(page, /^Estado físico/, "Líquido");
    await choose(page, /^Acondicionamento/, "Tambor");
    await page.getByRole("button", { name: "Incluir armazenamento", exact: true }).click();
    await expect(page.getByRole("cell", { name: "Tambor" })).toBeVisible();
    const created = page.waitForResponse(
      (r) => r.request().method() === "POST" && /\/api\/v1\/residues$/.test(r.url()),
    );
    await next(page).click();
    expect((await created).status()).toBe(201);
  });

  await test.step("REQUISITOS LEGAIS: a class and a UN number, saved on Próximo", async () => {
    await expect(page.getByRole("heading", { name: "REQUISITOS LEGAIS", exact: true })).toBeFocused();
    await choose(page, /^Lista ABNT NBR 10004/, "Classe I - Perigoso");
    const saved = page.waitForResponse(
      (r) => r.request().method() === "PUT" && /\/api\/v1\/residues\/[^/]+$/.test(r.url()),
    );
    await next(page).click();
    expect((await saved).status()).toBe(200);
  });

  await test.step("NEGOCIAÇÕES: a negotiation with a manager, a recipient and its emergency sheet", async () => {
    await expect(page.getByRole("heading", { name: "NEGOCIAÇÕES", exact: true })).toBeFocused();
    await page.getByRole("button", { name: "Nova negociação" }).click();
    const dialog = page.getByRole("dialog", { name: "Nova negociação" });
    await chooseFirst(page, /^Gerenciador/, dialog);
    await choose(page, /^Tipo de negociação/, "Preço fechado");
    await choose(page, /^Período/, "Contínuo");
    await dialog.getByRole("textbox", { name: /^Início/ }).pressSequentially("01112026");
    await chooseFirst(page, /^Destinador/, dialog);
    await choose(page, /^Tipo de valor do destinador/, "Despesa");
    await dialog.getByRole("textbox", { name: /^Valor do destinador/ }).fill("120,50");
    await choose(page, /^Unidade negociada do destinador/, "Tonelada");
    await dialog
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: "ficha.pdf", mimeType: "application/pdf", buffer: minimalPdf });
    await dialog.getByRole("button", { name: "Salvar" }).click();
    await expect(toast(page, "Negociação salva com sucesso!")).toBeVisible();
    await expect(page.getByRole("table", { name: "Negociações" }).getByRole("row")).toHaveCount(2);
    await next(page).click();
  });

  await test.step("SISTEMAS INTEGRADOS: the CTR-E code, then the last Próximo finishes", async () => {
    await page.getByRole("textbox", { name: /^Resíduo no CTR-E/ }).fill("130205");
    await next(page).click();
    await expect(toast(page, "Sucesso ao cadastrar o resíduo!")).toBeVisible();
    await expect(page).toHaveURL(/\/residuos$/);
  });

  await test.step("listed with one destination; its edit page keeps every step's data", async () => {
    await search(page, name);
    const row = page.getByRole("row", { name: new RegExp(name) });
    await expect(row).toContainText("Resíduos industriais");
    // Nome, Tipo, Destinações, Transportadores: one recipient negotiated, no carrier.
    await expect(row.getByRole("cell").nth(2)).toHaveText("1");
    await expect(row.getByRole("cell").nth(3)).toHaveText("0");
    await row.getByRole("button", { name: /Ações/ }).click();
    await page.getByRole("menuitem", { name: "Editar" }).click();
    await expect(page.getByRole("heading", { name: /Editar Resíduo/ })).toContainText(name);
    await page.getByRole("button", { name: "Requisitos legais" }).click();
    await expect(page.getByRole("combobox", { name: /^Lista ABNT NBR 10004/ })).toHaveText(
      /Classe I - Perigoso/,
    );
    await page.getByRole("button", { name: "Sistemas integrados" }).click();
    await expect(page.getByRole("textbox", { name: /^Resíduo no CTR-E/ })).toHaveValue("130205");
    await page.getByRole("textbox", { name: /^Resíduo no FEPAM/ }).fill("F-77");
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(toast(page, "Alterações salvas com sucesso!")).toBeVisible();
    await page.getByRole("button", { name: "Histórico de alterações" }).click();
    await expect(page.getByText("F-77")).toBeVisible();
  });

  await test.step("an ADM finds the negotiation in /negociacoes, filtered by type", async () => {
    await resetUser(request, "adm@trilha.com.br");
    const own = await browser.newContext({ locale: "pt-BR", timezoneId: "America/Sao_Paulo" });
    try {
      const adm = await own.newPage();
      const origin = new URL(page.url()).origin;
      await signIn(adm, "adm@trilha.com.br", undefined, `${origin}/login`);
      await expect(adm).toHaveURL(/\/dashboard$/);
      await adm.goto(`${origin}/negociacoes`);
      await expect(adm.getByRole("heading", { name: "Negociações", exact: true })).toBeVisible();
      await choose(adm, /^Tipo de negociação/, "Preço fechado");
      await expect(adm).toHaveURL(/[?&]tipo=price_closed/);
      const row = adm.getByRole("row", { name: new RegExp(name) });
      await expect(row).toBeVisible();
      await expect(row).toContainText("Preço fechado");
      // Another company's negotiation: whose it is shows, and its one action looks at it.
      await expect(row).toContainText("Trilha Demonstração");
      await row.getByRole("button", { name: /^Ações: / }).click();
      await expect(adm.getByRole("menuitem")).toHaveText(["Ver detalhes"]);
      await adm.getByRole("menuitem", { name: "Ver detalhes" }).click();
      const details = adm.getByRole("dialog", { name: "Detalhes" });
      await expect(details.getByText(name, { exact: false }).first()).toBeVisible();
      await expect(details.locator("dd").nth(1)).toHaveText("Trilha Demonstração");
      await adm.keyboard.press("Escape");
      await expect(details).toBeHidden();
      await choose(adm, /^Tipo de negociação/, "Preço individual");
      await expect(row).toHaveCount(0);
    } finally {
      await own.close();
    }
  });
});
