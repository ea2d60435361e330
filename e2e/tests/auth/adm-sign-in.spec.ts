import { expect, test } from "../support/journey";
import { expectDashboard, resetUser, signIn } from "./support";

// Apart from sign-in.spec.ts: adm@ is also the contractors' and residues' journeys' user, so this test runs
// with them (the "company" project), never beside them (one live session per user).
test("an ADM plan gets the administrator menu, whose Negociacoes opens the negotiations", async ({
  page,
  request,
}) => {
  await resetUser(request, "adm@trilha.com.br");
  await signIn(page, "adm@trilha.com.br");
  await expectDashboard(page);
  const menu = page.getByRole("navigation", { name: /menu/i });
  await menu.getByRole("button", { name: "Cadastros" }).hover();
  await expect(menu.getByRole("link", { name: "Negociacoes" })).toBeVisible();
  await expect(menu.getByText("Movimentacoes")).toHaveCount(0);
  await menu.getByRole("link", { name: "Negociacoes" }).click();
  await expect(page).toHaveURL(/\/negociacoes$/);
  await expect(page.getByRole("heading", { name: "Negociações", level: 1 })).toBeVisible();
});
