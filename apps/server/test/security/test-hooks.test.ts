import { beforeAll, describe, expect, it } from "vitest";
import { providersApp, type Setup } from "../providers/support";
import { useTestDatabase } from "../support/database";

/**
 * The browser journeys' hooks (NODE_ENV=test, auth/test-hooks.ts) take no session: one answers a
 * first-access link for any e-mail (a password for anyone's account), another clears a user's failed
 * attempts and throttle (unlimited password guesses) and ends their sessions. A server started in test
 * mode where others can reach it (HOST=0.0.0.0, a shared QA box) must not offer them: like the e-mail
 * outbox, they answer only requests from this machine, and 404 to anyone else.
 */
describe("test-mode hooks", () => {
  const database = useTestDatabase();
  let s: Setup;
  const email = "restrito@trilha.com.br";

  beforeAll(async () => {
    s = await providersApp(database.db);
  });

  const hook = (path: string, remoteAddress: string, host = "localhost") =>
    s.app.inject({ method: "POST", url: `/api/v1/test/${path}`, remoteAddress, headers: { host } });

  it.each([
    `users/${email}/first-access`,
    `users/${email}/reset`,
    `sessions/${email}/idle`,
    "notifications/license-alerts",
    "integrations/probe",
  ])("POST /api/v1/test/%s answers 404 to another machine and does nothing", async (path) => {
    const before = await database.db.query<{ count: number }>(
      "select count(*)::int as count from auth_url_tokens",
    );
    for (const [address, host] of [
      ["203.0.113.7", "localhost"],
      ["127.0.0.1", "trilha.example.com"],
    ] as const) {
      const answer = await hook(path, address, host);
      expect([answer.statusCode, answer.json().code], `${address} ${host}`).toEqual([404, "NOT_FOUND"]);
      expect(answer.body).not.toMatch(/token|link/);
    }
    const after = await database.db.query<{ count: number }>(
      "select count(*)::int as count from auth_url_tokens",
    );
    expect(after.rows[0]!.count).toBe(before.rows[0]!.count);
    // The session the journeys would have ended is still live.
    const session = await s.app.inject({
      method: "GET",
      url: "/api/v1/session",
      headers: { authorization: `Bearer ${s.token}` },
    });
    expect(session.statusCode).toBe(200);
  });

  it("answers the journeys on this machine", async () => {
    const answer = await hook(`users/${email}/first-access`, "127.0.0.1");
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ token: expect.any(String) });
  });
});
