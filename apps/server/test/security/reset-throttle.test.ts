import { AUTH_CODES } from "@trilha/api/auth-messages";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listOutbox } from "../../src/mail/mailer";
import { signInApp } from "../auth/support/auth-app";
import { useTestDatabase } from "../support/database";

/**
 * "Esqueci minha senha" counts requests per e-mail (RESET_REQUESTS_PER_HOUR, 3): one address gets at most
 * three messages an hour. One client naming many addresses was not counted at all, so it could mail
 * every registered user three times an hour (and read nothing from the answers, which are alike, but the
 * users' inboxes fill). Requests are counted per IP too (RESET_REQUESTS_PER_IP_PER_HOUR, 30), as the login
 * counts failures per IP; another address goes on.
 */
const database = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  app = await signInApp(database.db, { RESET_REQUESTS_PER_IP_PER_HOUR: "5" });
});
afterAll(() => app?.close());

const remember = (email: string, ip: string) =>
  app.inject({
    method: "POST",
    url: "/api/v1/users/password/remember",
    payload: { email },
    remoteAddress: ip,
  });

describe("reset requests from one client", () => {
  it("are throttled per IP across addresses, and another IP goes on", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await remember(`pessoa${i}@trilha.com.br`, "10.9.0.1")).statusCode).toBe(200);
    }
    const refused = await remember("redefinir@trilha.com.br", "10.9.0.1");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe(AUTH_CODES.resetTooMany);
    expect(await listOutbox(database.db, { to: "redefinir@trilha.com.br" })).toEqual([]);
    expect((await remember("redefinir@trilha.com.br", "10.9.0.2")).statusCode).toBe(200);
    expect(await listOutbox(database.db, { to: "redefinir@trilha.com.br" })).toHaveLength(1);
  });
});
