import { toast } from "../auth/support";
import { expect, test } from "../support/journey";
import { providersTable, search, signInDemo } from "./support";

test("inactivating a provider with a justification moves it under INATIVOS, where Justificativas shows the text; Reativar brings it back", async ({
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
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // Reativar, from the same row under INATIVOS, with its own justification.
  const reason = `Contrato renovado pela unidade em ${Date.now()}, atendimento retomado.`;
  await actions.click();
  await page.getByRole("menuitem", { name: "Reativar" }).click();
  const reactivation = page.getByRole("dialog", { name: "Reativar" });
  await reactivation.getByLabel("Justificativa").fill(reason);
  await reactivation.getByRole("button", { name: "Confirmar" }).click();
  await expect(toast(page, "Prestador reativado com sucesso!")).toBeVisible();
  await expect(actions).toHaveCount(0);

  // Among the active ones again, found by a search typed without the accent.
  await page.getByRole("switch", { name: "INATIVOS" }).click();
  await search(page, "recicla norte aterro sanitario");
  await expect(actions).toBeVisible();
  await actions.click();
  await expect(page.getByRole("menuitem", { name: "Editar" })).toBeVisible();
  await page.getByRole("menuitem", { name: "Justificativas" }).click();
  const history = page.getByRole("dialog", { name: "Justificativas" });
  const entries = history.getByRole("listitem");
  await expect(entries.filter({ hasText: justification })).toContainText("Inativação · Usuário Demonstração");
  await expect(entries.filter({ hasText: reason })).toContainText("Reativação · Usuário Demonstração");
});
