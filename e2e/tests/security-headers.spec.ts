import type { Page } from "@playwright/test";
import { providersTable, signInDemo } from "./providers/support";
import { expect, test } from "./support/journey";

/** Every Content-Security-Policy refusal the browser reports on this page, across navigations. */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on("pageerror", (error) => {
    if (/Content Security Policy|unsafe-eval/i.test(error.message)) violations.push(error.message);
  });
  return violations;
}

test("the built portal runs under the production CSP: sign-in, list, dialogs, wizard and outbox report no violation", async ({
  page,
  request,
}) => {
  const violations = watchCsp(page);
  const home = await request.get("/login", { headers: { accept: "text/html" } });
  expect(home.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(home.headers()["content-security-policy"]).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(home.headers()["x-frame-options"]).toBe("DENY");

  await signInDemo(page, request);
  await page.goto("/prestadores");
  const table = providersTable(page);
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  // A Radix menu and dialog: their scroll lock inserts a <style> element at run time.
  await table
    .getByRole("button", { name: /^Ações: / })
    .first()
    .click();
  await page.getByRole("menuitem", { name: "Inativar" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.getByRole("button", { name: "Novo Cadastro" }).click();
  await expect(page.getByRole("heading", { name: "Cadastrar Novo Prestador" })).toBeVisible();

  // The development outbox (its inline <style>, the e-mail in a srcdoc frame) under the same policy.
  await page.goto("/dev/outbox");
  await expect(page.getByRole("heading", { name: /Caixa de saída/ })).toBeVisible();
  const firstMail = page.getByRole("table").getByRole("link").first();
  if (await firstMail.isVisible()) {
    await firstMail.click();
    await expect(page.getByTitle("Conteúdo do e-mail")).toBeVisible();
  }

  expect(violations).toEqual([]);
});

test("no source map is served with the built portal's scripts", async ({ page, request }) => {
  const scripts: string[] = [];
  page.on("response", (response) => {
    if (/\/assets\/.+\.js$/.test(new URL(response.url()).pathname)) scripts.push(response.url());
  });
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "ENTRAR" })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of scripts) {
    const script = await request.get(url);
    expect(await script.text()).not.toContain("sourceMappingURL=");
    expect((await request.get(`${url}.map`)).status()).toBe(404);
  }
});
