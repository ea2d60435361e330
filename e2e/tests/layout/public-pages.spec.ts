import { expect, test } from "../support/journey";
import { PUBLIC_ROUTES, walk } from "../support/page-walk";

// The public pages walked as a new user would (support/page-walk.ts). Nobody signs in, so this runs in
// the "own-users" worker, beside the demo company's journeys (playwright.config.ts).

test.describe("every public route at phone width and under axe", () => {
  // axe is injected as a script, which the product's CSP rightly refuses; only this test lifts it.
  test.use({ reducedMotion: "reduce", bypassCSP: true });

  test("public pages", async ({ page }) => {
    // Two axe runs per route (about a dozen routes): a few seconds each, several on a busy two-core
    // machine, past the default 60 s.
    test.setTimeout(180_000);
    const findings: string[] = [];
    await walk(page, PUBLIC_ROUTES, findings);
    expect(findings).toEqual([]);
  });
});
