import { USER_CODES } from "@trilha/api/error-codes";
import { beforeAll, describe, expect, it } from "vitest";
import { listOutbox } from "../../src/mail/mailer";
import {
  WELCOME_RESEND_WINDOW_SECONDS,
  WELCOME_RESENDS_PER_WINDOW,
  welcomeThrottledMessage,
} from "../../src/users/welcome-throttle";
import { contractorParts } from "../contractors/support";
import { call, providersApp, type Setup } from "../providers/support";
import { useTestDatabase } from "../support/database";

/** Resending a first-access e-mail is limited per addressee: no one's mailbox is flooded by a script. */
describe("welcome e-mail resends per addressee", () => {
  const database = useTestDatabase();
  let s: Setup;

  beforeAll(async () => {
    s = await providersApp(database.db);
  }, 60_000);

  async function pendingUser(email: string) {
    const created = await call(s.app, "POST", "/users", s.token, {
      name: "Pessoa Nova",
      email,
      role: "member",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.uuid_user as string;
  }

  it("refuses a user's resend past the limit with a pt-BR 429 and sends nothing; other addresses go on", async () => {
    const email = "convite.repetido@example.com";
    const uuid = await pendingUser(email);
    // The e-mail sent at creation is not counted.
    for (let i = 0; i < WELCOME_RESENDS_PER_WINDOW; i++) {
      const resent = await call(s.app, "POST", `/users/${uuid}/welcome`, s.token);
      expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    }
    const sent = (await listOutbox(database.db, { to: email })).length;
    expect(sent).toBe(1 + WELCOME_RESENDS_PER_WINDOW);

    const refused = await call(s.app, "POST", `/users/${uuid}/welcome`, s.token);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: USER_CODES.WELCOME_THROTTLED,
      data: { retry_after: expect.any(Number) },
    });
    const wait = Number(refused.response.headers["retry-after"]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(WELCOME_RESEND_WINDOW_SECONDS);
    expect(refused.body.message).toBe(welcomeThrottledMessage(refused.body.data.retry_after));
    expect(refused.body.message).toMatch(
      /^O e-mail de primeiro acesso já foi reenviado 3 vezes para este endereço na última hora\. Tente novamente em \d+ minutos?\.$/,
    );
    expect(refused.response.headers["ratelimit-policy"]).toBe(
      `${WELCOME_RESENDS_PER_WINDOW};w=${WELCOME_RESEND_WINDOW_SECONDS}`,
    );
    expect(await listOutbox(database.db, { to: email })).toHaveLength(sent);

    // Another user's address is counted apart.
    const other = await pendingUser("outro.convite@example.com");
    expect((await call(s.app, "POST", `/users/${other}/welcome`, s.token)).status).toBe(200);

    // The window slides: once the counted resends are older than it, the resend goes again.
    await database.db.query(
      `update auth_attempts set created_at = created_at - make_interval(secs => $1) where kind = 'welcome_resend'`,
      [WELCOME_RESEND_WINDOW_SECONDS],
    );
    expect((await call(s.app, "POST", `/users/${uuid}/welcome`, s.token)).status).toBe(200);
  });

  it("limits the contractor master user's resend the same way", async () => {
    const email = "master.repetido@clientelimite.com.br";
    const created = await call(
      s.app,
      "POST",
      "/contractors",
      s.token,
      contractorParts("556667770001", "Cliente Limite", email),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.uuid_contractor as string;
    for (let i = 0; i < WELCOME_RESENDS_PER_WINDOW; i++)
      expect((await call(s.app, "POST", `/contractors/${id}/master-user/welcome`, s.token)).status).toBe(200);
    const sent = (await listOutbox(database.db, { to: email })).length;
    const refused = await call(s.app, "POST", `/contractors/${id}/master-user/welcome`, s.token);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: USER_CODES.WELCOME_THROTTLED,
      message: welcomeThrottledMessage(refused.body.data.retry_after),
    });
    expect(await listOutbox(database.db, { to: email })).toHaveLength(sent);
  });
});
