import { AUTH_CODES, AUTH_MESSAGES } from "@trilha/api/auth-messages";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_IN_PASSWORD } from "../../src/seed/sign-in";
import { forgetSessions } from "../../src/session/cache";
import { useTestDatabase } from "../support/database";
import { get, post, signIn, signInApp } from "./support/auth-app";

const database = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  app = await signInApp(database.db, { SESSION_IDLE_MINUTES: "20" });
});
afterAll(() => app?.close());

/** Rewrites last_seen_at behind the server's back, so the sessions it keeps in memory go too. */
const age = async (email: string, minutes: number) => {
  await database.db.query(
    `update auth_sessions set last_seen_at = now() - make_interval(secs => $2::float8 * 60)
      where user_id = (select id from users where email = $1) and ended_at is null`,
    [email, minutes],
  );
  forgetSessions();
};

describe("one live session per user", () => {
  it("refuses a second login while the first session is in use, and allows it after logout", async () => {
    const email = "restrito@trilha.com.br";
    const token = await signIn(app, email);
    const second = await post(app, "/login", { email, password: SIGN_IN_PASSWORD });
    expect(second).toMatchObject({
      status: 409,
      body: { code: AUTH_CODES.inUse, message: AUTH_MESSAGES.inUse },
    });
    expect((await get(app, "/session", token)).status).toBe(200);
    expect((await post(app, "/logout", undefined, token)).status).toBe(204);
    const third = await post(app, "/login", { email, password: SIGN_IN_PASSWORD });
    expect(third.status).toBe(200);
    await post(app, "/logout", undefined, third.body.token);
  });

  it("spends a step token once even when it is used twice at the same moment", async () => {
    const email = "microservico@trilha.com.br";
    await post(app, "/test/users/microservico@trilha.com.br/reset");
    const first = await post(app, "/login", { email, password: SIGN_IN_PASSWORD });
    const module = await post(app, "/login/module", { uuid: first.body.modules[0].id }, first.body.token);
    const [a, b] = await Promise.all([
      post(app, "/companies/current", { uuid_company: module.body.companies[0].uuid }, module.body.token),
      post(app, "/companies/current", { uuid_company: module.body.companies[0].uuid }, module.body.token),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 401]);
    expect(a.response.headers["cache-control"]).toBe("no-store");
  });

  it("lets an abandoned sign-in (no company chosen yet) be replaced", async () => {
    const email = "modulos@trilha.com.br";
    const first = await post(app, "/login", { email, password: SIGN_IN_PASSWORD });
    const second = await post(app, "/login", { email, password: SIGN_IN_PASSWORD });
    expect(second.status).toBe(200);
    expect(
      (await post(app, "/login/module", { uuid: first.body.modules[0].id }, first.body.token)).status,
    ).toBe(401);
  });
});

describe("idle limit", () => {
  it("keeps a session that is used and ends one idle for 20 minutes with SESSION_IDLE", async () => {
    const email = "adm@trilha.com.br";
    const token = await signIn(app, email);
    await age(email, 19);
    expect((await get(app, "/session", token)).status).toBe(200);
    // The call above refreshed last_seen_at: 19 more minutes are still fine.
    await age(email, 19);
    expect((await post(app, "/ms-dashboards/login", {}, token)).body.ms_dashboard_token).toEqual(
      expect.any(String),
    );
    await age(email, 22);
    const idle = await get(app, "/session", token);
    expect(idle).toMatchObject({
      status: 401,
      body: { code: AUTH_CODES.sessionIdle, message: AUTH_MESSAGES.tokenExpired },
    });
    expect((await get(app, "/session", token)).body.code).toBe(AUTH_CODES.sessionIdle);
    // An idle session no longer blocks a new sign-in.
    const again = await post(app, "/login", { email, password: SIGN_IN_PASSWORD });
    expect(again.status).toBe(200);
    await post(app, "/logout", undefined, again.body.token);
  });

  it("writes last_seen_at at most once a minute and tolerates that minute in the idle check", async () => {
    const email = "restrito@trilha.com.br";
    await post(app, `/test/users/${email}/reset`);
    const token = await signIn(app, email);
    const setSeen = async (sql: string) => {
      const result = await database.db.query<{ last_seen_at: Date }>(
        `update auth_sessions set last_seen_at = ${sql}
          where user_id = (select id from users where email = $1) and ended_at is null returning last_seen_at`,
        [email],
      );
      forgetSessions();
      return result;
    };
    const seen = async () =>
      (
        await database.db.query<{ last_seen_at: Date }>(
          `select last_seen_at from auth_sessions
            where user_id = (select id from users where email = $1) and ended_at is null`,
          [email],
        )
      ).rows[0]?.last_seen_at.getTime();
    // Touched 30 seconds ago: a request reads the session without writing it.
    const recent = (await setSeen("now() - interval '30 seconds'")).rows[0]?.last_seen_at.getTime();
    expect((await get(app, "/session", token)).status).toBe(200);
    expect(await seen()).toBe(recent);
    // Touched a minute ago or more: the request writes it again.
    const old = (await setSeen("now() - interval '61 seconds'")).rows[0]?.last_seen_at.getTime();
    expect((await get(app, "/session", token)).status).toBe(200);
    expect(await seen()).toBeGreaterThan(old ?? Number.POSITIVE_INFINITY);
    // last_seen_at may lag the last request by up to a minute, so 20.5 minutes is not yet idle,
    // neither for the session nor for a new sign-in, which is still refused as in use.
    await age(email, 20.5);
    expect((await post(app, "/login", { email, password: SIGN_IN_PASSWORD })).status).toBe(409);
    await age(email, 20.5);
    expect((await get(app, "/session", token)).status).toBe(200);
    await age(email, 21.5);
    expect((await get(app, "/session", token)).body.code).toBe(AUTH_CODES.sessionIdle);
  });

  it("does not count the control panel's token refresh and figures as activity: an open /dashboard goes idle", async () => {
    const email = "empresas@trilha.com.br";
    await post(app, `/test/users/${email}/reset`);
    const token = await signIn(app, email);
    const seen = async () =>
      (
        await database.db.query<{ last_seen_at: Date }>(
          `select last_seen_at from auth_sessions
            where user_id = (select id from users where email = $1) and ended_at is null`,
          [email],
        )
      ).rows[0]?.last_seen_at.getTime();
    // What /dashboard does every 600000 ms on its own: a new dashboards token, then the figures with it.
    await age(email, 10);
    const before = await seen();
    const refresh = await post(app, "/ms-dashboards/login", {}, token);
    expect(refresh.status).toBe(200);
    const figures = await get(app, "/dashboard/figures", refresh.body.ms_dashboard_token);
    expect(figures.status).toBe(200);
    expect(await seen()).toBe(before);
    // Ten more minutes of refreshes alone: the session went idle, and the next refresh says so.
    await age(email, 21.5);
    expect((await post(app, "/ms-dashboards/login", {}, token)).body.code).toBe(AUTH_CODES.sessionIdle);
    // The account is free again for another device.
    const login = await post(app, "/login", { email, password: SIGN_IN_PASSWORD });
    expect(login.status).toBe(200);
    await post(app, "/logout", undefined, login.body.token);
  });

  it("frees the account for a new login once the old session went idle without any call", async () => {
    const email = "empresas@trilha.com.br";
    await signIn(app, email);
    await age(email, 25);
    const login = await post(app, "/login", { email, password: SIGN_IN_PASSWORD });
    expect(login.status).toBe(200);
    await post(app, "/logout", undefined, login.body.token);
  });

  it("answers SESSION_ENDED without a token, with a forged one, and with a sign-in token", async () => {
    expect((await get(app, "/session")).body.code).toBe(AUTH_CODES.sessionEnded);
    expect((await get(app, "/session", "forjado")).body.code).toBe(AUTH_CODES.sessionEnded);
    const login = await post(app, "/login", {
      email: "microservico@trilha.com.br",
      password: SIGN_IN_PASSWORD,
    });
    expect((await get(app, "/session", login.body.token)).status).toBe(401);
    expect((await post(app, "/ms-dashboards/login", {}, login.body.token)).status).toBe(401);
  });
});

describe("test-mode hooks", () => {
  it("ages a session through POST /test/sessions/{email}/idle and resets a user", async () => {
    const token = await signIn(app, "restrito@trilha.com.br");
    expect((await post(app, "/test/sessions/restrito@trilha.com.br/idle")).body).toEqual({ aged: 1 });
    expect((await get(app, "/session", token)).body.code).toBe(AUTH_CODES.sessionIdle);
    const other = await signIn(app, "restrito@trilha.com.br");
    expect((await post(app, "/test/users/restrito@trilha.com.br/reset")).status).toBe(200);
    expect((await get(app, "/session", other)).body.code).toBe(AUTH_CODES.sessionEnded);
  });

  it("issues a first-access link on demand", async () => {
    const { status, body } = await post(app, "/test/users/modulos@trilha.com.br/first-access");
    expect(status).toBe(200);
    expect(body.link).toBe(`http://portal.test/login/minha-senha/${body.id}/${body.token}`);
    expect((await get(app, `/users/password/check?id=${body.id}&token=${body.token}`)).body.kind).toBe(
      "first_access",
    );
    expect((await post(app, "/test/users/ninguem@trilha.com.br/first-access")).status).toBe(404);
  });

  it("does not exist outside test mode", async () => {
    const { buildApp } = await import("../../src/app");
    const { testConfig } = await import("../support/app");
    const { authConfig } = await import("./support/auth-app");
    const production = await buildApp({
      config: testConfig(),
      db: database.db,
      logger: false,
      auth: { ...authConfig(), nodeEnv: "development" },
    });
    const hook = await production.inject({
      method: "POST",
      url: "/api/v1/test/sessions/restrito@trilha.com.br/idle",
    });
    expect(hook.statusCode).toBe(404);
    await production.close();
  });
});
