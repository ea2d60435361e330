import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import { resetUser, signIn } from "../auth/support";
import { DEMO_EMAIL, DEMO_PASSWORD } from "../providers/support";
import { expect, test } from "../support/journey";

// Every route of the portal, walked as a new user would (issue 13): at 375 px nothing scrolls sideways
// and no control is covered by another; at 1440 px axe finds nothing moderate or worse, on the page and
// in the dialogs one click away; and no call a page makes on its own is refused (support/journey.ts). Each test gathers every finding and fails once, naming them all.

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1440, height: 900 };

const PUBLIC_ROUTES = [
  "/login",
  "/login-sso",
  "/esqueci-minha-senha",
  "/esqueci-minha-senha/info",
  "/abreci",
  "/valeverde",
  "/rapidao",
  "/recuperar-senha",
  "/pagina-que-nao-existe",
];

const DEMO_ROUTES = [
  "/dashboard",
  "/prestadores",
  "/prestadores/cadastro",
  "/saidas",
  "/saidas/cadastro",
  "/residuos",
  "/residuos/cadastro",
  "/legislacao",
  "/perfil-empresa",
  "/meu-perfil",
  "/usuarios",
  "/usuarios/cadastro",
  "/permissoes",
  "/contratantes",
  "/contratantes/cadastro",
  "/integracoes",
  "/notificacoes",
  "/configuracoes",
  "/pagina-que-nao-existe",
];

const ADM_ROUTES = ["/dashboard", "/contratantes", "/negociacoes"];

/** What goes wrong at phone width: sideways scrolling, and controls another element sits on. */
async function phoneFindings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const doc = document.scrollingElement ?? document.documentElement;
    if (doc.scrollWidth > window.innerWidth) found.push(`scrolls sideways to ${doc.scrollWidth}px`);
    const controls = document.querySelectorAll<HTMLElement>(
      "a[href], button, input:not([type=hidden]), select, textarea, [role=combobox], [role=switch]",
    );
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width < 8 || box.height < 8) continue;
      if (box.bottom <= 0 || box.top >= window.innerHeight || box.right <= 0 || box.left >= window.innerWidth)
        continue;
      if (getComputedStyle(control).visibility === "hidden" || control.closest("[aria-hidden=true], [inert]"))
        continue;
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!hit || control.contains(hit) || hit.closest("label")?.contains(control)) continue;
      const name =
        control.getAttribute("aria-label") ?? control.textContent?.trim().slice(0, 40) ?? control.tagName;
      const by = hit.getAttribute("data-slot") ?? hit.tagName.toLowerCase();
      found.push(`"${name}" is covered by ${by}`);
    }
    return found;
  });
}

type AxeResult = { violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] };

/** axe's findings of moderate impact or worse (WCAG 2 A/AA and best practices). */
async function axeFindings(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: axePath });
  const result = await page.evaluate(
    () =>
      (window as unknown as { axe: { run: (o: object) => Promise<AxeResult> } }).axe.run({
        runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
        resultTypes: ["violations"],
      }) as Promise<AxeResult>,
  );
  return result.violations
    .filter((v) => v.impact === "moderate" || v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    );
}

/** Waits for a page to settle: its loading overlay and route fallback gone, its fonts in. */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await expect(page.locator('[data-slot="route-loading"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

async function walk(page: Page, routes: string[], findings: string[]) {
  for (const route of routes) {
    await page.setViewportSize(PHONE);
    await page.goto(route);
    await settle(page);
    for (const finding of await phoneFindings(page)) findings.push(`375px ${route}: ${finding}`);
    await page.setViewportSize(DESKTOP);
    // The same page, only wider: one frame for the layout to follow.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    for (const finding of await axeFindings(page)) findings.push(`axe ${route}: ${finding}`);
  }
}

test.describe("every route at phone width and under axe", () => {
  // axe is injected as a script, which the product's CSP rightly refuses; only this test lifts it.
  test.use({ reducedMotion: "reduce", bypassCSP: true });

  test("public pages", async ({ page }) => {
    // Two axe runs per route (about a dozen routes): the default 30 s is a few seconds per run, which a
    // busy two-core machine passes.
    test.setTimeout(120_000);
    const findings: string[] = [];
    await walk(page, PUBLIC_ROUTES, findings);
    expect(findings).toEqual([]);
  });

  test("the demo company's pages and their dialogs", async ({ page, request }) => {
    test.setTimeout(180_000);
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
    await page.goto("/prestadores/cadastro");
    await settle(page);
    await page.getByRole("button", { name: "Cancelar" }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    for (const finding of await axeFindings(page)) findings.push(`axe cancel dialog: ${finding}`);
    expect(findings).toEqual([]);
  });

  test("the ADM plan's pages", async ({ page, request }) => {
    await resetUser(request, "adm@trilha.com.br");
    await signIn(page, "adm@trilha.com.br");
    await expect(page).toHaveURL(/\/dashboard$/);
    const findings: string[] = [];
    await walk(page, ADM_ROUTES, findings);
    expect(findings).toEqual([]);
  });
});
