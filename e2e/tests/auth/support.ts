import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { SIGN_IN_PASSWORD } from "../../../apps/server/src/seed/sign-in-users.ts";

export { SIGN_IN_PASSWORD };

/** Ends the demo user's sessions and clears attempts/throttles (server test hook), so journeys run in any order. */
export async function resetUser(request: APIRequestContext, email: string) {
  const answer = await request.post(`/api/v1/test/users/${encodeURIComponent(email)}/reset`);
  expect(answer.ok()).toBe(true);
}

export async function signIn(page: Page, email: string, password = SIGN_IN_PASSWORD, at = "/login") {
  await page.goto(at);
  await page.getByLabel("E-mail ou usuário").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(password);
  await page.getByRole("button", { name: "ENTRAR" }).click();
}

export async function expectDashboard(page: Page) {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Painel de Controle" })).toBeVisible();
}

export function toast(page: Page, text: string | RegExp) {
  return page.locator('[data-slot="toast"]', { hasText: text });
}

type OutboxMessage = {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
};

/** The newest e-mail to `to` in the development outbox, optionally one that arrived after `after`. */
export async function lastEmail(request: APIRequestContext, to: string, after?: number) {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}`);
        const { messages } = (await answer.json()) as { messages: OutboxMessage[] };
        found = messages.filter((m) => after === undefined || m.id > after).sort((a, b) => b.id - a.id)[0];
        return Boolean(found);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

export async function lastEmailId(request: APIRequestContext, to: string) {
  const answer = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}`);
  const { messages } = (await answer.json()) as { messages: OutboxMessage[] };
  return messages.reduce((max, m) => Math.max(max, m.id), 0);
}

/** The portal path of the first link in an e-mail that points at `prefix` (e.g. "/login/recriar-senha/"). */
export function linkPath(message: OutboxMessage, prefix: string) {
  const match = `${message.text} ${message.html}`.match(
    new RegExp(`https?://[^\\s"'<>]*${prefix}[^\\s"'<>]*`),
  );
  expect(match, `a ${prefix} link in "${message.subject}"`).not.toBeNull();
  const url = new URL(match![0]);
  return url.pathname;
}
