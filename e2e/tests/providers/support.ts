import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { resetUser, signIn } from "../auth/support";

/** The demo company's user owns the seeded providers (apps/server/src/seed/demo.ts → seedProviders). */
export const DEMO_EMAIL = "demo@trilha.com.br";
export const DEMO_PASSWORD = "Trilha@2024";
/** The demo company's own e-mail (its profile, apps/server/src/seed/demo.ts): company-wide e-mails go there. */
export const DEMO_COMPANY_EMAIL = "contato@trilha.com.br";

export async function signInDemo(page: Page, request: APIRequestContext) {
  await resetUser(request, DEMO_EMAIL);
  await signIn(page, DEMO_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
}

export function providersTable(page: Page) {
  return page.getByRole("table", { name: "Prestadores cadastrados" });
}

/** From the providers list, the first row's Ações → Editar: the provider's edit page (its URL awaited). */
export async function editFirstProvider(page: Page) {
  await page.goto("/prestadores");
  await providersTable(page)
    .getByRole("button", { name: /^Ações: / })
    .first()
    .click();
  await page.getByRole("menuitem", { name: "Editar" }).click();
  await expect(page).toHaveURL(/\/prestadores\/edicao\/[0-9a-f-]{36}$/);
}

export async function search(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Pesquisa" }).or(page.getByLabel("Pesquisa")).first().fill(text);
  await expect(page).toHaveURL(
    new RegExp(`[?&]busca=${encodeURIComponent(text).replace(/%20/g, "(\\+|%20)")}`),
  );
}
