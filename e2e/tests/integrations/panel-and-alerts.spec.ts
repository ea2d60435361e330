import type { Page } from "@playwright/test";
import { DEMO_COMPANY_EMAIL, signInDemo } from "../providers/support";
import { expect, test } from "../support/journey";

/** An Indicadores card's figure, by its label. */
const figure = (page: Page, label: string) =>
  page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");

const sessionToken = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("trilha-admin:auth") ?? "{}").token as string);

test("the control panel's figures follow a new residue, and a licence's alert date brings a notification and one e-mail", async ({
  page,
  request,
}) => {
  await signInDemo(page, request);
  await expect(page.getByRole("heading", { name: "Painel de Controle" })).toBeVisible();
  const residues = figure(page, "Resíduos cadastrados");
  await expect(residues).toHaveText(/^\d+$/);
  const before = Number(await residues.textContent());

  await test.step("a residue registered elsewhere shows on the panel", async () => {
    const created = await page.request.post("/api/v1/residues", {
      headers: { authorization: `Bearer ${await sessionToken(page)}` },
      data: { type: "industriais", name: `Painel E2E ${Date.now()}`, treatments: [], storages: [] },
    });
    expect(created.status()).toBe(201);
    await page.reload();
    await expect(figure(page, "Resíduos cadastrados")).toHaveText(String(before + 1));
  });

  await test.step("the day's licence alerts: the header's Notificações and one e-mail to the company", async () => {
    // The server's own daily job may have run the pass already (its hour has come); the hook runs it now.
    const run = await request.post("/api/v1/test/notifications/license-alerts");
    expect(run.ok()).toBe(true);
    let alert: { subject: string; text: string } | undefined;
    await expect
      .poll(async () => {
        const answer = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(DEMO_COMPANY_EMAIL)}`);
        const { messages } = (await answer.json()) as { messages: { subject: string; text: string }[] };
        // 'Licença a vencer', 'Licença vencida', '85 licenças a vencer e 11 vencidas', '3 licenças vencidas'…
        alert = messages.find((m) =>
          /^Trilha - (Licença (a vencer|vencida)|[\d.]+ licenças? (a vencer|vencidas)( e [\d.]+ vencidas?)?)$/.test(
            m.subject,
          ),
        );
        return Boolean(alert);
      })
      .toBe(true);
    expect(alert!.text).toContain("/prestadores/edicao/");
    // A second pass the same day sends nothing more.
    const again = await request.post("/api/v1/test/notifications/license-alerts");
    expect(await again.json()).toEqual({ created: 0, emailed: 0 });

    await page.reload();
    const bell = page.getByRole("button", { name: /^Notificações, \d+ não lidas?$/ });
    await expect(bell).toBeVisible({ timeout: 15_000 });
    await bell.click();
    await expect(page.getByRole("dialog", { name: "Notificações" }).getByRole("link").first()).toBeVisible();
  });
});
