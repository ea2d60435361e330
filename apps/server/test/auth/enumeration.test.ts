import * as argon2 from "@node-rs/argon2";
import { AUTH_CODES, AUTH_MESSAGES } from "@trilha/api/auth-messages";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { listOutbox } from "../../src/mail/mailer";
import { SIGN_IN_PASSWORD } from "../../src/seed/sign-in";
import { useTestDatabase } from "../support/database";
import { signInApp } from "./support/auth-app";

// The password verifier, watched: an unknown e-mail must cost the same argon2 verify as a known one.
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const real = await importOriginal<typeof import("@node-rs/argon2")>();
  return { ...real, verify: vi.fn(real.verify) };
});

const database = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  app = await signInApp(database.db);
});
afterAll(() => app?.close());
beforeEach(() => {
  vi.mocked(argon2.verify).mockClear();
});

/** A login from `ip` (each test uses its own address, so the per-IP throttle of one does not reach another). */
async function login(ip: string, email: string, password: string) {
  const response = await app.inject({
    method: "POST",
    url: "/api/v1/login",
    payload: { email, password },
    remoteAddress: ip,
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

describe("a known and an unknown e-mail answer alike", () => {
  it("gives the same status and body at every failure, lockout included", async () => {
    const known = "modulos@trilha.com.br";
    const unknown = "ninguem.aqui@trilha.com.br";
    for (let attempt = 1; attempt <= 7; attempt++) {
      const a = await login("10.5.0.1", known, `Errada@${attempt}`);
      const b = await login("10.5.0.2", unknown, `Errada@${attempt}`);
      expect({ status: b.status, body: b.body }, `attempt ${attempt}`).toEqual({
        status: a.status,
        body: a.body,
      });
      const expected = attempt < 5 ? 401 : 429;
      expect(a.status, `attempt ${attempt}`).toBe(expected);
    }
    expect((await login("10.5.0.1", known, "Errada@8")).body).toEqual({
      code: AUTH_CODES.maxAttempts,
      message: AUTH_MESSAGES.maxAttempts,
    });
    // The lockout e-mail goes to the real user only.
    expect(await listOutbox(database.db, { to: known })).toHaveLength(1);
    expect(await listOutbox(database.db, { to: unknown })).toEqual([]);
  });

  it("runs one argon2 verify for an unknown e-mail, as for a known one", async () => {
    const verify = vi.mocked(argon2.verify);
    await login("10.5.1.1", "outro.desconhecido@trilha.com.br", "Errada@2024");
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.calls[0]![0]).toMatch(/^\$argon2id\$/);
    verify.mockClear();
    await login("10.5.1.1", "empresas@trilha.com.br", "Errada@2024");
    expect(verify).toHaveBeenCalledTimes(1);
    verify.mockClear();
    // A user who never set a password (first access) costs the same verify too.
    await login("10.5.1.1", "primeiro.acesso@trilha.com.br", "Errada@2024");
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.calls[0]![0]).toMatch(/^\$argon2id\$/);
  });
});

describe("the throttle answer", () => {
  it("says it is a throttle, with the wait in Retry-After and the RateLimit headers", async () => {
    const email = "alvo.do.limite@trilha.com.br";
    for (let attempt = 0; attempt < 10; attempt++) await login("10.5.2.1", email, "Errada@1");
    // The window's failures happened 10 minutes ago: the oldest leaves the 15-minute window in 5.
    await database.db.query(
      `update auth_attempts set created_at = now() - interval '10 minutes' where email = $1`,
      [email],
    );
    const throttled = await login("10.5.2.1", email, "Errada@1");
    expect(throttled.status).toBe(429);
    expect(throttled.body).toMatchObject({ code: AUTH_CODES.throttled, message: AUTH_MESSAGES.throttled });
    const wait = Number(throttled.headers["retry-after"]);
    expect(wait).toBeGreaterThan(240);
    expect(wait).toBeLessThanOrEqual(300);
    expect(throttled.body.data).toEqual({ retry_after: wait });
    expect(throttled.headers["ratelimit-policy"]).toBe("10;w=900");
    expect(throttled.headers.ratelimit).toBe(`limit=10, remaining=0, reset=${wait}`);
  });

  it("throttles an IP with too many failures even with the right password, and says so", async () => {
    const ip = "10.5.3.1";
    await database.db.query(
      `insert into auth_attempts (kind, email, ip, success)
       select 'login', 'sprayed' || n || '@trilha.com.br', $1, false from generate_series(1, 30) n`,
      [ip],
    );
    const throttled = await login(ip, "restrito@trilha.com.br", SIGN_IN_PASSWORD);
    expect(throttled.status).toBe(429);
    expect(throttled.body.code).toBe(AUTH_CODES.throttled);
    const wait = Number(throttled.headers["retry-after"]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(900);
    expect(throttled.headers["ratelimit-policy"]).toBe("30;w=900");
    expect(throttled.headers.ratelimit).toBe(`limit=30, remaining=0, reset=${wait}`);
    // Another address is not held back.
    expect((await login("10.5.3.2", "restrito@trilha.com.br", SIGN_IN_PASSWORD)).status).toBe(200);
  });
});
