import { toast } from "../auth/support";
import { expect, test } from "../support/journey";
import { editFirstProvider, signInDemo } from "./support";

// The second tab's save is refused on purpose: the server answers it 412.
test.use({ expectedRefusals: /^412 PUT \/api\/v1\/providers\/[0-9a-f-]{36}$/ });

test("a provider edited in two tabs keeps the first save: the second tab is told to reload, and nothing of the first is undone", async ({
  page,
  request,
}) => {
  await signInDemo(page, request);
  await editFirstProvider(page);
  const alias = (tab: typeof page) => tab.getByRole("textbox", { name: /^Apelido/ });
  await expect(alias(page)).not.toHaveValue("");

  // The same provider opened in another tab (same session), before either saves.
  const other = await page.context().newPage();
  await other.goto(page.url());
  await expect(alias(other)).not.toHaveValue("");

  const suffix = Date.now().toString(36);
  await alias(other).fill(`Aba B ${suffix}`);
  await other.getByRole("button", { name: "Salvar" }).click();
  await expect(toast(other, "Dados básicos salvos com sucesso!")).toBeVisible();

  await alias(page).fill(`Aba A ${suffix}`);
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(
    toast(page, "Este registro foi alterado em outra tela ou por outra pessoa depois que você o abriu."),
  ).toBeVisible();
  await expect(alias(page)).toHaveValue(`Aba A ${suffix}`);

  await page.reload();
  await expect(alias(page)).toHaveValue(`Aba B ${suffix}`);
  // From the version it now reads, the save goes on.
  await alias(page).fill(`Aba A ${suffix}`);
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(toast(page, "Dados básicos salvos com sucesso!")).toBeVisible();
});
