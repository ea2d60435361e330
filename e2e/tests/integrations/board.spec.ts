import type { APIRequestContext, Page } from "@playwright/test";
import { signInDemo } from "../providers/support";
import { expect, test } from "../support/journey";

const SYSTEMS = ["CTR-E", "SIGOR MTR", "FEAM", "FEPAM", "IMA SC", "SINIR", "INEA", "IMA AL"];

/** The public systems' stand-in (e2e/systems-stand-in.mjs), then a probe round of the server. */
async function setSystem(request: APIRequestContext, system: string, state: "up" | "error") {
  const standIn = `http://127.0.0.1:${process.env.E2E_SYSTEMS_PORT}`;
  expect((await request.post(`${standIn}/control/${system}/${state}`)).ok()).toBe(true);
  const probed = await request.post("/api/v1/test/integrations/probe");
  expect(await probed.json()).toEqual({ probed: true });
}

const headerAlert = (page: Page) => page.locator('[data-slot="traffic-light-alert"]');
const card = (page: Page, name: string) =>
  page
    .getByRole("region", { name: "Sistemas públicos" })
    .getByRole("listitem")
    .filter({
      has: page.getByRole("heading", { name, exact: true }),
    });

test("the integrations board follows the public systems: a failing one lights the header alert and logs its change", async ({
  page,
  request,
}) => {
  await setSystem(request, "SINIR", "up");
  await signInDemo(page, request);
  await page.goto("/integracoes");
  await expect(page.getByRole("heading", { name: "Farol de Integrações" })).toBeVisible();
  for (const name of SYSTEMS) await expect(card(page, name)).toContainText("Disponível");
  await expect(page.getByRole("region", { name: "Sistemas privados" })).toContainText("SAP S/4 HANA");
  await expect(headerAlert(page)).toHaveAttribute("data-active", "false");

  await test.step("SINIR answers 503: unstable on the board, the header alert plays", async () => {
    await setSystem(request, "SINIR", "error");
    await page.reload();
    await expect(card(page, "SINIR")).toContainText("Instável");
    await expect(card(page, "SINIR")).toContainText("O sistema respondeu com erro (HTTP 503).");
    await expect(headerAlert(page)).toHaveAttribute("data-active", "true");
  });

  await test.step("its log names the change, with date and time", async () => {
    await card(page, "SINIR").getByRole("button", { name: "Ver mais... SINIR" }).click();
    const dialog = page.getByRole("dialog", { name: "LOG DE SISTEMAS INTEGRADOS SINIR" });
    await expect(dialog.getByRole("columnheader", { name: "Hora" })).toBeVisible();
    const first = dialog.getByRole("row").nth(1);
    await expect(first).toContainText("Sistema instável. O sistema respondeu com erro (HTTP 503).");
    await expect(first.getByRole("cell").first()).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(first.getByRole("cell").nth(1)).toHaveText(/^\d{2}:\d{2}$/);
    await page.keyboard.press("Escape");
  });

  await test.step("back up: available again, the header alert still", async () => {
    await setSystem(request, "SINIR", "up");
    await page.reload();
    await expect(card(page, "SINIR")).toContainText("Disponível");
    await expect(headerAlert(page)).toHaveAttribute("data-active", "false");
  });
});
