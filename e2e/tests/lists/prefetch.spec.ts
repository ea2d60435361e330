import { signInDemo } from "../providers/support";
import { expect, test } from "../support/journey";

/** Today in Brasília's calendar, as the lists read their period. */
const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());

/**
 * Every list page of the kit, opened by its address: its route's loader asks for the page the URL names
 * (with the page's own filters) while the page's code downloads, and the page uses that answer instead
 * of asking again (issue 12).
 */
const lists: { address: string; chunk: string; call: RegExp; asked: RegExp }[] = [
  {
    address: "/prestadores?pagina=2",
    chunk: "provider-list-page",
    call: /\/api\/v1\/providers\/\?/,
    asked: /^\?page=2&per_page=10&active=true$/,
  },
  {
    address: "/residuos",
    chunk: "residue-list-page",
    call: /\/api\/v1\/residues\/\?/,
    asked: /^\?page=1&per_page=10&active=true$/,
  },
  // A period reaching past today (a bookmarked year) ends today, as the period picker offers.
  {
    address: "/contratantes?de=2026-01-01&ate=2099-12-31",
    chunk: "contractor-list-page",
    call: /\/api\/v1\/contractors\/\?/,
    asked: new RegExp(`^\\?page=1&per_page=10&active=true&created_from=2026-01-01&created_to=${today}$`),
  },
  // No period in the address: this month up to today, the page's default, computed by the route too.
  {
    address: "/saidas?status=issued",
    chunk: "output-list-page",
    call: /\/api\/v1\/outputs\?/,
    asked: /[?&]status=issued&created_from=\d{4}-\d{2}-01&created_to=/,
  },
];

for (const list of lists) {
  test(`${list.address} asks the API for its page once, while the page's code downloads, and draws it`, async ({
    page,
    request,
  }) => {
    await signInDemo(page, request);
    const asked: string[] = [];
    page.on("request", (r) => {
      if (list.call.test(r.url())) asked.push(new URL(r.url()).search);
    });
    // The page's code is held until the list's call is seen (or 10 s pass): only the route can ask then.
    const seen = page.waitForRequest(list.call, { timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    let askedBeforeCode = false;
    await page.route(`**/assets/${list.chunk}-*.js`, async (route) => {
      askedBeforeCode = await seen;
      await route.continue();
    });
    await page.goto(list.address);
    const table = page.getByRole("table").first();
    await expect(table).toBeVisible();
    await expect(table).not.toHaveAttribute("aria-busy");
    await expect(page.locator('[data-slot="data-table-skeleton-row"]')).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    expect(askedBeforeCode).toBe(true);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(list.asked);
  });
}
