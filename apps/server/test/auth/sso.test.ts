import { AUTH_CODES, AUTH_MESSAGES } from "@trilha/api/auth-messages";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAtStandIn } from "../../dev/oidc-stand-in.mjs";
import { SSO_DOMAIN } from "../../src/seed/sign-in";
import { useTestDatabase } from "../support/database";
import { get, post, SSO_CALLBACK, signInApp, signInCookie, ssoSignInApp } from "./support/auth-app";

const database = useTestDatabase();
const callback = SSO_CALLBACK;
let app: FastifyInstance;
let sso: Awaited<ReturnType<typeof ssoSignInApp>>;

beforeAll(async () => {
  sso = await ssoSignInApp(database.db);
  app = sso.app;
});
afterAll(() => sso?.close());

const ssoUser = `usuario@${SSO_DOMAIN}`;

/** The identity provider's redirect back, followed by a browser carrying `browser` (signInCookie). */
async function callbackFor(redirectUrl: string, login: string, browser?: string) {
  const back = new URL(await signInAtStandIn(redirectUrl, login, callback));
  return get(app, `/sso/callback${back.search}`, undefined, browser);
}

const startSso = () =>
  post(app, "/sso/login", { login_sso_email_input: ssoUser, login_sso_servico_input: "azure" });

async function stageOf(email: string) {
  const { rows } = await database.db.query<{ stage: string }>(
    `select s.stage from auth_sessions s join users u on u.id = s.user_id
      where u.email = $1 and s.ended_at is null order by s.id desc limit 1`,
    [email],
  );
  return rows[0]?.stage;
}

describe("SSO (OpenID Connect against a local provider)", () => {
  it("refuses the callback in a browser other than the one that asked for SSO (login CSRF)", async () => {
    // The attacker starts SSO for their own account and sends the victim the provider's redirect back.
    const attacker = await startSso();
    expect(signInCookie(attacker)).toMatch(/^trilha_signin=/);
    const victim = await callbackFor(attacker.body.redirectUrl, ssoUser);
    expect(victim.response.headers.location).toBe("/erro/credenciais");
    const other = signInCookie(await startSso());
    const elsewhere = await callbackFor(attacker.body.redirectUrl, ssoUser, other);
    expect(elsewhere.response.headers.location).toBe("/erro/credenciais");
    expect(await stageOf(ssoUser)).toBeUndefined();
  });

  it("returns the authorization URL with state, nonce and PKCE kept server-side", async () => {
    const { status, body } = await post(app, "/sso/login", {
      login_sso_email_input: ssoUser,
      login_sso_servico_input: "azure",
    });
    expect(status).toBe(200);
    const url = new URL(body.redirectUrl);
    expect(url.origin).toBe(sso.idp.issuer);
    expect(url.searchParams.get("client_id")).toBe(sso.idp.clientId);
    expect(url.searchParams.get("redirect_uri")).toBe(callback);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("state")).toBeTruthy();
    expect(url.searchParams.get("nonce")).toBeTruthy();
    const { rows } = await database.db.query(`select email from auth_sso_states`);
    expect(rows).toContainEqual({ email: ssoUser });
  });

  it("completes the code flow and hands a sign-in to the portal through a single-use code", async () => {
    const start = await post(app, "/sso/login", {
      login_sso_email_input: ssoUser,
      login_sso_servico_input: "azure",
    });
    const browser = signInCookie(start);
    const done = await callbackFor(start.body.redirectUrl, ssoUser, browser);
    expect(done.status).toBe(302);
    const location = done.response.headers.location as string;
    expect(location).toMatch(/^\/login\/integracao\/[\w-]+$/);
    const code = location.split("/").at(-1)!;
    // The landing code, like the callback, works only in the browser that asked for SSO (login CSRF).
    expect((await post(app, "/login/exchange", { code })).status).toBe(401);
    expect(await stageOf(ssoUser)).toBe("module");
    const again = await callbackFor((await startSso()).body.redirectUrl, ssoUser, browser);
    expect(again.response.headers.location).toBe("/erro/credenciais");
    const restart = await startSso();
    const restarted = signInCookie(restart);
    const landed = await callbackFor(restart.body.redirectUrl, ssoUser, restarted);
    const landing = (landed.response.headers.location as string).split("/").at(-1)!;
    const exchange = await post(app, "/login/exchange", { code: landing }, undefined, restarted);
    expect(exchange.status).toBe(200);
    expect(exchange.body.modules).toEqual([expect.objectContaining({ nome_comercial: "Modulo Gerador" })]);
    // The SSO user continues like a password sign-in: module, then company.
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
    expect(current.body.companies[0].trading_name).toBe("Indústria SSO");
    // The SSO sign-in is complete once the company is chosen: the users list's last access.
    const { rows } = await database.db.query<{ last_login_at: Date | null }>(
      "select last_login_at from users where email = $1",
      [ssoUser],
    );
    expect(rows[0]?.last_login_at).toBeInstanceOf(Date);
    expect((await post(app, "/login/exchange", { code: landing }, undefined, restarted)).status).toBe(401);
    await post(app, "/logout", undefined, current.body.token);
  });

  it("refuses a replayed state and an identity from another domain", async () => {
    const start = await post(app, "/sso/login", {
      login_sso_email_input: ssoUser,
      login_sso_servico_input: "azure",
    });
    const browser = signInCookie(start);
    const back = new URL(await signInAtStandIn(start.body.redirectUrl, "intruso@outro.dev", callback));
    const refused = await get(app, `/sso/callback${back.search}`, undefined, browser);
    expect(refused.response.headers.location).toBe("/erro/credenciais");
    const replay = await get(app, `/sso/callback${back.search}`, undefined, browser);
    expect(replay.response.headers.location).toBe("/erro/credenciais");
    expect((await get(app, "/sso/callback?state=forjado&code=x")).response.headers.location).toBe(
      "/erro/credenciais",
    );
  });

  it("answers the spec's SSO failures", async () => {
    const noIdp = await post(app, "/sso/login", {
      login_sso_email_input: "restrito@trilha.com.br",
      login_sso_servico_input: "azure",
    });
    expect(noIdp.status).toBe(400);
    expect(noIdp.body.message.startsWith(AUTH_MESSAGES.ssoNotConfiguredPrefix)).toBe(true);
    expect(noIdp.body.code).toBe(AUTH_CODES.ssoNotConfigured);
    const unknown = await post(app, "/sso/login", {
      login_sso_email_input: `ninguem@${SSO_DOMAIN}`,
      login_sso_servico_input: "azure",
    });
    expect(unknown).toMatchObject({
      status: 404,
      body: { code: AUTH_CODES.ssoEmailMissing, message: AUTH_MESSAGES.ssoEmailMissing },
    });
    await database.db.query("update users set active = false where email = $1", [ssoUser]);
    const inactive = await post(app, "/sso/login", {
      login_sso_email_input: ssoUser,
      login_sso_servico_input: "azure",
    });
    expect(inactive).toMatchObject({
      status: 401,
      body: { code: AUTH_CODES.ssoInvalidCredentials, message: AUTH_MESSAGES.ssoInvalidCredentials },
    });
    await database.db.query("update users set active = true where email = $1", [ssoUser]);
    const bad = await post(app, "/sso/login", {
      login_sso_email_input: "não é e-mail",
      login_sso_servico_input: "azure",
    });
    expect(bad).toMatchObject({
      status: 422,
      body: { code: "VALIDATION_FAILED", fields: { login_sso_email_input: "E-mail digitado não é valido!" } },
    });
  });

  it("refuses password reset for an SSO company with 409", async () => {
    const reset = await post(app, "/users/password/remember", { email: ssoUser });
    expect(reset).toMatchObject({
      status: 409,
      body: { code: AUTH_CODES.resetSsoCompany, message: AUTH_MESSAGES.resetSsoCompany },
    });
  });
});

describe("SSO while the demo company's identity provider is not configured (no SSO_ISSUER, SSO_CLIENT_ID)", () => {
  it("refuses the demo SSO user with SSO_NOT_CONFIGURED, and still tells a missing user apart", async () => {
    const local = await signInApp(database.db);
    try {
      expect(
        await post(local, "/sso/login", { login_sso_email_input: ssoUser, login_sso_servico_input: "azure" }),
      ).toMatchObject({
        status: 400,
        body: {
          code: AUTH_CODES.ssoNotConfigured,
          message: `${AUTH_MESSAGES.ssoNotConfiguredPrefix} azure não configurado.`,
        },
      });
      expect(
        (
          await post(local, "/sso/login", {
            login_sso_email_input: `ninguem@${SSO_DOMAIN}`,
            login_sso_servico_input: "azure",
          })
        ).body.code,
      ).toBe(AUTH_CODES.ssoEmailMissing);
    } finally {
      await local.close();
    }
  });
});
