import { toast } from "../auth/support";
import { expect, test } from "../support/journey";
import { editFirstProvider, signInDemo } from "./support";

test("on a provider's edit page a new employee is saved, edited, and the edit shows in its Justificativas", async ({
  page,
  request,
}) => {
  const name = `Colaboradora ${Date.now() % 100_000}`;
  await signInDemo(page, request);
  await editFirstProvider(page);
  await page.getByRole("button", { name: "Colaboradores", exact: true }).click();

  await test.step("Novo colaborador: name and e-mail, then Salvar lists it", async () => {
    await page.getByRole("button", { name: "Novo colaborador" }).click();
    const form = page.getByRole("dialog", { name: "Novo colaborador" });
    await form.getByRole("textbox", { name: /^Nome/ }).first().fill(name);
    await form.getByRole("textbox", { name: /^E-mail/ }).fill(`colaboradora.${Date.now()}@e2e.trilha.com.br`);
    await form.getByRole("button", { name: "Salvar" }).click();
    await expect(toast(page, "Colaborador salvo com sucesso!")).toBeVisible();
    await expect(form).toBeHidden();
    await expect(page.getByRole("cell", { name, exact: true })).toBeVisible();
  });

  await test.step("Editar: a function given; Justificativas names the change", async () => {
    await page.getByRole("button", { name: `Ações: ${name}`, exact: true }).click();
    await page.getByRole("menuitem", { name: "Editar" }).click();
    const form = page.getByRole("dialog", { name: "Editar colaborador" });
    await form.getByRole("textbox", { name: /^Função/ }).fill("Motorista de coleta");
    await form.getByRole("button", { name: "Salvar" }).click();
    await expect(toast(page, "Colaborador salvo com sucesso!")).toBeVisible();
    await expect(form).toBeHidden();
    await page.getByRole("button", { name: `Ações: ${name}`, exact: true }).click();
    await page.getByRole("menuitem", { name: "Justificativas" }).click();
    await expect(page.getByRole("dialog").getByText("Motorista de coleta")).toBeVisible();
  });
});
