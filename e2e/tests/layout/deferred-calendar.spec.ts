import { signInDemo } from "../providers/support";
import { expect, test } from "../support/journey";

/**
 * The pickers' calendar (react-day-picker) is fetched on first use, not with the page (issue 12): a list
 * with a period filter draws without it, and opening the filter brings it.
 */
test("a page with a date filter draws without the calendar, which arrives when the filter opens", async ({
  page,
  request,
}) => {
  await signInDemo(page, request);
  const calendarCode: string[] = [];
  page.on("request", (r) => {
    if (/\/assets\/(calendar|date-picker)-[^/]+\.js$/.test(r.url())) calendarCode.push(r.url());
  });
  await page.goto("/contratantes");
  const filter = page.getByRole("button", { name: /Data de criação/ });
  await expect(filter).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(calendarCode).toEqual([]);

  await filter.click();
  const dialog = page.getByRole("dialog", { name: "Data de criação" });
  await expect(dialog.getByRole("grid").first()).toBeVisible();
  expect(calendarCode.length).toBeGreaterThan(0);
});
