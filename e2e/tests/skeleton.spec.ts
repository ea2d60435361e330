import { expect, test } from "./support/journey";

test("the product serves the login page", async ({ page }) => {
  await page.goto("/login");
  await expect(page).toHaveTitle("Trilha - Login");
  await expect(page.getByRole("button", { name: "ENTRAR" })).toBeVisible();
  await expect(page.getByLabel("E-mail")).toBeVisible();
});

test("an unknown path shows NotFound", async ({ page }) => {
  await page.goto("/caminho/que/nao/existe");
  await expect(page.getByText("NotFound")).toBeVisible();
});

test("the health endpoint reports the database up", async ({ request }) => {
  const response = await request.get("/api/v1/health");
  expect(response.ok()).toBe(true);
  expect(await response.json()).toMatchObject({ status: "ok", database: "up" });
});
