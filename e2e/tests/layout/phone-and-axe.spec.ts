import { resetUser, signIn } from "../auth/support";
import { DEMO_EMAIL, DEMO_PASSWORD } from "../providers/support";
import { expect, test } from "../support/journey";
import { ADM_ROUTES, axeFindings, DEMO_ROUTES, settle, walk } from "../support/page-walk";

// Every signed-in route of the portal, walked as a new user would (support/page-walk.ts), with the
// dialogs one click away; and no call a page makes on its own is refused (support/journey.ts). Each test
// gathers every finding and fails once, naming them all. The public pages have their own file
// (public-pages.spec.ts), which signs nobody in and so runs beside these.

test.describe("every route at phone width and under axe", () => {
  // axe is injected as a script, which the product's CSP rightly refuses; only this test lifts it.
  test.use({ reducedMotion: "reduce", bypassCSP: true });

  test("the demo company's pages and their dialogs", async ({ page, request }) => {
    test.setTimeout(360_000);
    await resetUser(request, DEMO_EMAIL);
    await signIn(page, DEMO_EMAIL, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    const findings: string[] = [];
    await walk(page, DEMO_ROUTES, findings);

    // Dialogs one click away: a provider's row menu, its inactivation, the edit page's record form, an
    // inactive provider's history and reactivation, the user menu, the wizard's Cancelar.
    await page.goto("/prestadores");
    await settle(page);
    await page
      .getByRole("button", { name: /^Ações: / })
      .first()
      .click();
    for (const finding of await axeFindings(page)) findings.push(`axe row menu: ${finding}`);
    await page.getByRole("menuitem", { name: "Inativar" }).click();
    await expect(page.getByRole("dialog", { name: "Inativar" })).toBeVisible();
    for (const finding of await axeFindings(page)) findings.push(`axe inactivation dialog: ${finding}`);
    await page.keyboard.press("Escape");

    // A provider's edit page (reached from its row), at both widths.
    await page
      .getByRole("button", { name: /^Ações: / })
      .first()
      .click();
    await page.getByRole("menuitem", { name: "Editar" }).click();
    await expect(page).toHaveURL(/\/prestadores\/edicao\//);
    const editPath = new URL(page.url()).pathname;
    await walk(page, [editPath], findings);
    // The edit page's record form (a modal of its own).
    await page.getByRole("button", { name: "Licenças e Certificados" }).click();
    await page.getByRole("button", { name: "Certificados", exact: true, pressed: false }).click();
    await page.getByRole("button", { name: "Novo certificado" }).click();
    await expect(page.getByRole("dialog", { name: "Novo certificado" })).toBeVisible();
    for (const finding of await axeFindings(page)) findings.push(`axe record form: ${finding}`);
    await page.keyboard.press("Escape");

    // A residue's and a contractor's edit pages (reached from their lists' first rows), at both widths.
    for (const [list, edit] of [
      ["/residuos", /\/residuos\/edicao\//],
      ["/contratantes", /\/contratantes\/edicao\//],
    ] as const) {
      await page.goto(list);
      await settle(page);
      await page
        .getByRole("button", { name: /^Ações: / })
        .first()
        .click();
      await page.getByRole("menuitem", { name: "Editar" }).click();
      await expect(page).toHaveURL(edit);
      await walk(page, [new URL(page.url()).pathname], findings);
    }

    // A seeded output document's page (the demo company has six from its first start), reached from its
    // list's first row, and its public verification page, at both widths. The period starts on last year's
    // 1 January: on a month's first day the seeded documents are all last month's.
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
    await page.goto(`/saidas?de=${Number(today.slice(0, 4)) - 1}-01-01&ate=${today}`);
    await settle(page);
    await page
      .getByRole("button", { name: /^Ações: / })
      .first()
      .click();
    await page.getByRole("menuitem", { name: "Ver documento" }).click();
    await expect(page).toHaveURL(/\/saidas\/[0-9a-f-]{36}$/);
    await walk(page, [new URL(page.url()).pathname], findings);
    const verification = await page
      .getByRole("link", { name: "Verificar autenticidade" })
      .getAttribute("href");
    expect(verification).toMatch(/^\/mtr\/[A-Z2-7]{16}$/);
    await walk(page, [verification!], findings);

    // An inactive provider's Justificativas (the history dialog) and Reativar.
    await page.goto("/prestadores");
    await settle(page);
    await page.getByRole("switch", { name: "INATIVOS" }).click();
    const inactiveRow = page.getByRole("button", { name: /^Ações: / }).first();
    await inactiveRow.click();
    await page.getByRole("menuitem", { name: "Justificativas" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    for (const finding of await axeFindings(page)) findings.push(`axe history dialog: ${finding}`);
    await page.keyboard.press("Escape");
    await inactiveRow.click();
    await page.getByRole("menuitem", { name: "Reativar" }).click();
    await expect(page.getByRole("dialog", { name: "Reativar" })).toBeVisible();
    for (const finding of await axeFindings(page)) findings.push(`axe reactivation dialog: ${finding}`);
    await page.keyboard.press("Escape");

    await page.goto("/prestadores");
    await settle(page);
    await page.getByRole("button", { name: "Usuario" }).click();
    for (const finding of await axeFindings(page)) findings.push(`axe user menu: ${finding}`);
    await page.keyboard.press("Escape");
    // Below 768 px Ajuda, Trocar unidade and Notificações fold into 'Mais opções': its menu, open, on a phone.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole("button", { name: "Mais opções" }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    for (const finding of await axeFindings(page)) findings.push(`axe 'Mais opções' at 375 px: ${finding}`);
    await page.keyboard.press("Escape");
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/prestadores/cadastro");
    await settle(page);
    await page.getByRole("button", { name: "Cancelar" }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    for (const finding of await axeFindings(page)) findings.push(`axe cancel dialog: ${finding}`);
    expect(findings).toEqual([]);
  });

  test("the ADM plan's pages", async ({ page, request }) => {
    // Two axe runs per route, as above.
    test.setTimeout(120_000);
    await resetUser(request, "adm@trilha.com.br");
    await signIn(page, "adm@trilha.com.br");
    await expect(page).toHaveURL(/\/dashboard$/);
    const findings: string[] = [];
    await walk(page, ADM_ROUTES, findings);
    expect(findings).toEqual([]);
  });
});
