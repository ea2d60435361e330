import { AUTH_CODES, AUTH_MESSAGES } from "@trilha/api/auth-messages";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAtStandIn } from "../../dev/oidc-stand-in.mjs";
import { buildApp } from "../../src/app";
import { SIGN_IN_PASSWORD, SSO_DOMAIN } from "../../src/seed/sign-in";
import { testConfig } from "../support/app";
import { useTestDatabase } from "../support/database";
import {
  authConfig,
  deviceCookie,
  finishSignIn,
  get,
  post,
  SSO_CALLBACK,
  setCookies,
  signInCookie,
  ssoSignInApp,
} from "./support/auth-app";

/**
 * One live session per user (spec 01 §8 erro 2: 'em uso em outro dispositivo'): a sign-in from the
 * browser whose session is live replaces that session (the tab was closed without 'Sair', the stored
 * session was lost); a sign-in from any other browser is still refused while it is live. The browser is
 * known by the HttpOnly `trilha_device` cookie set at sign-in, never by anything the client says.
 */
const database = useTestDatabase();
const callback = SSO_CALLBACK;
let app: FastifyInstance;
let sso: Awaited<ReturnType<typeof ssoSignInApp>>;

beforeAll(async () => {
  sso = await ssoSignInApp(database.db);
  app = sso.app;
});
afterAll(() => sso?.close());

const cookies = (...pairs: (string | undefined)[]) => pairs.filter(Boolean).join("; ") || undefined;

/**
 * A full sign-in of a restricted-module user (login → module → company) from a browser that sends
 * `device` (a `trilha_device=…` pair, or none: a browser never signed in here); answers the login's
 * answer, the session token and the device cookie the browser keeps.
 */
async function signInFrom(email: string, device?: string) {
  const login = await post(app, "/login", { email, password: SIGN_IN_PASSWORD }, undefined, cookies(device));
  if (login.status !== 200) return { login, token: null, device: null };
  const company = await finishSignIn(app, login);
  return { login, token: company.body.token as string, device: deviceCookie(login) };
}

async function endReasons(email: string) {
  const { rows } = await database.db.query<{ end_reason: string | null }>(
    `select s.end_reason from auth_sessions s join users u on u.id = s.user_id
      where u.email = $1 and s.stage = 'active' order by s.id`,
    [email],
  );
  return rows.map((r) => r.end_reason);
}

describe("the device cookie", () => {
  it("is set by a successful sign-in: long-lived, HttpOnly, SameSite=Lax, scoped to the API, kept across sign-ins", async () => {
    const email = "modulos@trilha.com.br";
    await post(app, `/test/users/${email}/reset`);
    const failed = await post(app, "/login", { email, password: "Errada@123" });
    expect(failed.status).toBe(401);
    expect(setCookies(failed)).toEqual([]);
    const first = await post(app, "/login", { email, password: SIGN_IN_PASSWORD });
    expect(first.status).toBe(200);
    const line = setCookies(first).find((l) => l.startsWith("trilha_device="));
    // 400 days: the longest life browsers grant a cookie.
    expect(line).toMatch(
      /^trilha_device=[\w-]{43}; Max-Age=34560000; Path=\/api\/v1; HttpOnly; SameSite=Lax$/,
    );
    const device = deviceCookie(first);
    // The same browser keeps its id (renewed for as long again), whoever signs in next.
    const again = await post(
      app,
      "/login",
      { email: "empresas@trilha.com.br", password: SIGN_IN_PASSWORD },
      undefined,
      device,
    );
    expect(again.status).toBe(200);
    expect(deviceCookie(again)).toBe(device);
    // Anything but an id this server makes is taken for no cookie: a new id is given.
    const odd = await post(
      app,
      "/login",
      { email, password: SIGN_IN_PASSWORD },
      undefined,
      "trilha_device=x",
    );
    expect(odd.status).toBe(200);
    expect(deviceCookie(odd)).not.toBe("trilha_device=x");
    expect(deviceCookie(odd)).toMatch(/^trilha_device=[\w-]{43}$/);
  });

  it("is secure under an https PUBLIC_URL", async () => {
    // The same seeded database, served under https.
    const secure = await buildApp({
      config: testConfig(),
      db: database.db,
      logger: false,
      auth: authConfig({ PUBLIC_URL: "https://portal.test" }),
    });
    try {
      await post(secure, "/test/users/terceiro@trilha.com.br/reset");
      const login = await post(secure, "/login", {
        email: "terceiro@trilha.com.br",
        password: SIGN_IN_PASSWORD,
      });
      expect(setCookies(login).find((l) => l.startsWith("trilha_device="))).toMatch(/; Secure$/);
    } finally {
      await secure.close();
    }
  });
});

describe("a sign-in from the browser whose session is live", () => {
  it("replaces that session: the old token and its dashboards token end with SESSION_ENDED / TOKEN_EXPIRED", async () => {
    const email = "restrito@trilha.com.br";
    await post(app, `/test/users/${email}/reset`);
    const first = await signInFrom(email);
    const old = first.token as string;
    const dashboards = (await post(app, "/ms-dashboards/login", {}, old)).body.ms_dashboard_token as string;
    expect((await get(app, "/dashboard/figures", dashboards)).status).toBe(200);
    // The tab is closed without 'Sair' (or its stored session is lost); the same browser signs in again.
    const second = await signInFrom(email, first.device as string);
    expect(second.login.status).toBe(200);
    expect((await get(app, "/session", second.token as string)).status).toBe(200);
    expect(await get(app, "/session", old)).toMatchObject({
      status: 401,
      body: { code: AUTH_CODES.sessionEnded, message: AUTH_MESSAGES.tokenExpired },
    });
    expect((await get(app, "/dashboard/figures", dashboards)).body.code).toBe(AUTH_CODES.tokenExpired);
    expect(await endReasons(email)).toEqual(["replaced", null]);
    await post(app, "/logout", undefined, second.token as string);
  });

  it("replaces a session opened through the micro-service hand-off", async () => {
    const email = "microservico@trilha.com.br";
    await post(app, `/test/users/${email}/reset`);
    const login = await post(app, "/login", { email, password: SIGN_IN_PASSWORD });
    const browser = cookies(signInCookie(login), deviceCookie(login));
    const current = await finishSignIn(app, login);
    const handoff = await get(app, `/logar_by_micro_service/${current.body.token}`, undefined, browser);
    const code = decodeURIComponent((handoff.response.headers.location as string).split("/").at(-1)!);
    const exchange = await post(app, "/login/exchange", { code }, undefined, browser);
    expect((await get(app, "/session", exchange.body.token)).status).toBe(200);

    const again = await post(
      app,
      "/login",
      { email, password: SIGN_IN_PASSWORD },
      undefined,
      deviceCookie(login),
    );
    expect(again.status).toBe(200);
    expect((await get(app, "/session", exchange.body.token)).body.code).toBe(AUTH_CODES.sessionEnded);
  });

  it("leaves another user's session of the same browser alone", async () => {
    await post(app, "/test/users/restrito@trilha.com.br/reset");
    await post(app, "/test/users/empresas@trilha.com.br/reset");
    const first = await signInFrom("restrito@trilha.com.br");
    const other = await post(
      app,
      "/login",
      { email: "empresas@trilha.com.br", password: SIGN_IN_PASSWORD },
      undefined,
      first.device as string,
    );
    expect(other.status).toBe(200);
    expect((await get(app, "/session", first.token as string)).status).toBe(200);
    await post(app, "/logout", undefined, first.token as string);
  });
});

describe("a sign-in from another device", () => {
  it("is still refused with erro 2 while the session is live, whatever the browser sends", async () => {
    const email = "restrito@trilha.com.br";
    await post(app, `/test/users/${email}/reset`);
    const first = await signInFrom(email);
    // Another browser that has signed in here before (its own device id) …
    const elsewhere = (await signInFrom("terceiro@trilha.com.br")).device as string;
    const refusals = [
      undefined, // … a browser never seen
      elsewhere,
      "trilha_device=forjado", // a made-up id
      // the id sent anywhere but in the cookie
      cookies(elsewhere, first.device?.replace("trilha_device", "device")),
    ];
    for (const cookie of refusals) {
      const refused = await post(app, "/login", { email, password: SIGN_IN_PASSWORD }, undefined, cookie);
      expect(refused).toMatchObject({
        status: 409,
        body: { code: AUTH_CODES.inUse, message: AUTH_MESSAGES.inUse },
      });
    }
    const sneaky = await app.inject({
      method: "POST",
      url: "/api/v1/login",
      payload: { email, password: SIGN_IN_PASSWORD, device: first.device, trilha_device: first.device },
      headers: { "x-trilha-device": String(first.device), "x-forwarded-for": "10.0.0.1" },
    });
    expect(sneaky.statusCode).toBe(409);
    expect((await get(app, "/session", first.token as string)).status).toBe(200);
    // Once the session ends (here by 'Sair'), any device signs in.
    await post(app, "/logout", undefined, first.token as string);
    expect((await post(app, "/login", { email, password: SIGN_IN_PASSWORD })).status).toBe(200);
  });

  it("keeps a session that has no device (signed in before the cookie existed) from being replaced", async () => {
    const email = "empresas@trilha.com.br";
    await post(app, `/test/users/${email}/reset`);
    const first = await signInFrom(email);
    await database.db.query(
      `update auth_sessions set device_hash = null
        where user_id = (select id from users where email = $1) and ended_at is null`,
      [email],
    );
    const refused = await post(
      app,
      "/login",
      { email, password: SIGN_IN_PASSWORD },
      undefined,
      first.device as string,
    );
    expect(refused.status).toBe(409);
    await post(app, "/logout", undefined, first.token as string);
  });
});

describe("SSO", () => {
  const ssoUser = `usuario@${SSO_DOMAIN}`;

  /** SSO from a browser that sends `device`: the provider's redirect back and its answer. */
  async function ssoFrom(device?: string) {
    const start = await post(
      app,
      "/sso/login",
      { login_sso_email_input: ssoUser, login_sso_servico_input: "azure" },
      undefined,
      cookies(device),
    );
    const back = new URL(await signInAtStandIn(start.body.redirectUrl, ssoUser, callback));
    const browser = cookies(signInCookie(start), device);
    const answer = await get(app, `/sso/callback${back.search}`, undefined, browser);
    return { answer, browser };
  }

  async function signInThroughSso(device?: string) {
    const { answer, browser } = await ssoFrom(device);
    const code = (answer.response.headers.location as string).split("/").at(-1)!;
    const exchange = await post(app, "/login/exchange", { code }, undefined, browser);
    const module = await post(
      app,
      "/login/module",
      { uuid: exchange.body.modules[0].id },
      exchange.body.token,
    );
    const current = await post(
      app,
      "/companies/current",
      { uuid_company: module.body.companies[0].uuid },
      module.body.token,
    );
    return { token: current.body.token as string, device: device ?? deviceCookie(answer) };
  }

  it("replaces the live session of the same browser and sends another device to /erro/jalogado", async () => {
    await post(app, `/test/users/${ssoUser}/reset`);
    const first = await signInThroughSso();
    expect((await get(app, "/session", first.token)).status).toBe(200);

    const elsewhere = await ssoFrom();
    expect(elsewhere.answer.response.headers.location).toBe("/erro/jalogado");
    expect((await get(app, "/session", first.token)).status).toBe(200);

    const second = await signInThroughSso(first.device);
    expect((await get(app, "/session", second.token)).status).toBe(200);
    expect((await get(app, "/session", first.token)).body.code).toBe(AUTH_CODES.sessionEnded);
    await post(app, "/logout", undefined, second.token);
  });
});
