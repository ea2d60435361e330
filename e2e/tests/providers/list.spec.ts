import { expect, test } from "../support/journey";
import { providersTable, search, signInDemo } from "./support";

test("the providers list shows the seeded providers and the debounced search keeps busca in the URL", async ({
  page,
  request,
}) => {
  await signInDemo(page, request);
  await page.goto("/prestadores");
  await expect(page.getByRole("heading", { name: "Prestadores", exact: true })).toBeVisible();
  const table = providersTable(page);
  // Seed row 0 is "Eco Norte Transportes"; row 1 is "Verde Norte Gestão de Resíduos".
  await expect(table.getByRole("row")).not.toHaveCount(1);

  await search(page, "Verde Norte Gestão");
  const rows = table.getByRole("row").filter({ hasText: "Verde Norte Gestão de Resíduos" });
  await expect(rows.first()).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: "Eco Norte Transportes" })).toHaveCount(0);

  // The search survives a reload: it lives in the URL.
  await page.reload();
  await expect(page.getByLabel("Pesquisa").first()).toHaveValue("Verde Norte Gestão");
  await expect(rows.first()).toBeVisible();
});
