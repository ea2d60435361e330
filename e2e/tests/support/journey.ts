import { test as base, type ConsoleMessage, expect } from "@playwright/test";

export { expect };

/**
 * Answers, not refusals: the register's and the postcode's lookups say "nothing known" with a 404 (a new
 * company's CNPJ, a CEP outside the offline base), or "the service cannot be reached" with a 502 (the
 * postcode services on a machine without internet), and the wizard lets the user type the fields.
 */
const LOOKUP_MISS = /^(404 GET \/api\/v1\/(companies\?|cep\/)|502 GET \/api\/v1\/cep\/)/;

/**
 * The journeys' `test`: it also fails when the server refuses (4xx/5xx) an API call the page made that
 * the journey did not provoke on purpose. A page used as it is never asks for something wrong; such a
 * call is a dead end a user would meet (the MTR templates' page 0 was found this way). A journey that
 * provokes refusals (a wrong password, a locked sign-in) lists them with
 * `test.use({ expectedRefusals: /^(401|429) POST \/api\/v1\/login$/ })`, one pattern (alternatives
 * with `|`: Playwright would read an array as a value and its options), matched against
 * "STATUS METHOD /path?query".
 */
/**
 * Playwright's trace recorder (kept on failure) snapshots every frame with a script of its own; in the
 * outbox's sandboxed e-mail frame (no allow-scripts, on purpose) Chromium blocks it and logs an error
 * about the frame, when a snapshot happens to fall after the frame loaded. Not the page's own error.
 */
function tracerBlocked(message: ConsoleMessage) {
  return (
    message.location().url === "about:srcdoc" &&
    message
      .text()
      .startsWith("Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed")
  );
}

export const test = base.extend<{
  expectedRefusals: RegExp | null;
  refusedCalls: string[];
  pageErrors: string[];
}>({
  expectedRefusals: [null, { option: true }],
  refusedCalls: [
    async ({ page, expectedRefusals }, use) => {
      const refused: string[] = [];
      page.on("response", (response) => {
        const url = new URL(response.url());
        if (!url.pathname.startsWith("/api/") || response.status() < 400) return;
        const call = `${response.status()} ${response.request().method()} ${url.pathname}${url.search}`;
        if (!LOOKUP_MISS.test(call) && !expectedRefusals?.test(call)) refused.push(call);
      });
      await use(refused);
      expect(refused, "API calls the server refused").toEqual([]);
    },
    { auto: true },
  ],
  // An exception nothing caught (a rejected promise left alone) or an error the page logs (a route's
  // error boundary, React's warnings) fails the journey too, even when the screen still looks right.
  // The browser's own "Failed to load resource" lines are the refused calls above.
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(String(error)));
      page.on("console", (message) => {
        if (
          message.type() === "error" &&
          !message.text().startsWith("Failed to load resource") &&
          !tracerBlocked(message)
        )
          errors.push(message.text());
      });
      await use(errors);
      expect(errors, "uncaught errors in the page").toEqual([]);
    },
    { auto: true },
  ],
});
