import { expect, test } from "../support/journey";
import { editFirstProvider, signInDemo } from "./support";

const UNSAVED =
  "As alterações desta seção ainda não foram salvas. Se continuar, você perderá os dados alterados.";

test("an edit not saved on a provider's page asks before the side menu leads away: Cancelar keeps it, Confirmar leaves without saving", async ({
  page,
  request,
}) => {
  await signInDemo(page, request);
  await editFirstProvider(page);
  const editUrl = page.url();
  const alias = page.getByRole("textbox", { name: /^Apelido/ });
  await expect(alias).not.toHaveValue("");
  const stored = await alias.inputValue();

  // Untouched, the page is left at once.
  await page.getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(editUrl);
  await expect(alias).toHaveValue(stored);

  await alias.fill(`${stored} (não salvo)`);
  await page.getByRole("link", { name: "Dashboard" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByText(UNSAVED)).toBeVisible();
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(editUrl);
  await expect(alias).toHaveValue(`${stored} (não salvo)`);

  await page.getByRole("link", { name: "Dashboard" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Confirmar" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(editUrl);
  await expect(alias).toHaveValue(stored);
});
