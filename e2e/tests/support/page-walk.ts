import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import { expect } from "./journey";

// A route walked as a new user would (issue 13): at 375 px nothing scrolls sideways and no control is
// covered by another; at 1440 px axe finds nothing moderate or worse. Shared by the public pages' walk
// (layout/public-pages.spec.ts) and the signed-in ones (layout/phone-and-axe.spec.ts).

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1440, height: 900 };

export const PUBLIC_ROUTES = [
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

export const DEMO_ROUTES = [
  "/dashboard",
  "/prestadores",
  "/prestadores/cadastro",
  "/saidas",
  "/saidas/cadastro",
  "/saidas/dmr",
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

export const ADM_ROUTES = ["/dashboard", "/contratantes", "/negociacoes"];

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
export async function axeFindings(page: Page): Promise<string[]> {
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
export async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await expect(page.locator('[data-slot="route-loading"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

export async function walk(page: Page, routes: string[], findings: string[]) {
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
