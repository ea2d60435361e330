import { expect, test } from "@playwright/test";
import { toast } from "../auth/support";
import { providersTable, search, signInDemo } from "./support";

test("inactivating a provider with a justification moves it under INATIVOS, where Justificativas shows the text", async ({
  page,
  request,
}) => {
  // Seed row 2: "Recicla Norte Aterro Sanitário" (row 302 is the same name with " 4" after it).
  const name = "Recicla Norte Aterro Sanitário";
  const justification = `Contrato encerrado pela unidade em ${Date.now()}, sem renovação prevista.`;
  await signInDemo(page, request);
  await page.goto("/prestadores");
  await search(page, name);
  const table = providersTable(page);
  const actions = table.getByRole("button", { name: `Ações: ${name}`, exact: true });
  await actions.click();
  await page.getByRole("menuitem", { name: "Inativar" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Justificativa").fill(justification);
  await dialog.getByRole("button", { name: "Confirmar" }).click();
  await expect(toast(page, "Dado inativado com sucesso!")).toBeVisible();
  await expect(actions).toHaveCount(0);

  await page.getByRole("switch", { name: "INATIVOS" }).click();
  await actions.click();
  await page.getByRole("menuitem", { name: "Justificativas" }).click();
  await expect(page.getByRole("dialog")).toContainText(justification);
});
