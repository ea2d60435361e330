import { AUTH_CODES, AUTH_MESSAGES } from "@trilha/api/auth-messages";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_IN_PASSWORD, WEAK_PASSWORD } from "../../src/seed/sign-in";
import { useTestDatabase } from "../support/database";
import { get, lastLink, post, signIn, signInApp, signInCookie } from "./support/auth-app";

const database = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  app = await signInApp(database.db);
});
afterAll(() => app?.close());

/** users.last_login_at: written when a sign-in completes (the session becomes the signed-in one). */
async function lastLogin(email: string) {
  const { rows } = await database.db.query<{ last_login_at: Date | null }>(
    "select last_login_at from users where lower(email) = lower($1)",
    [email],
  );
  return rows[0]?.last_login_at ?? null;
}

describe("POST /login", () => {
  it("answers the modules and a sign-in token", async () => {
    const { status, body } = await post(app, "/login", {
      email: "RESTRITO@trilha.com.br",
      password: SIGN_IN_PASSWORD,
    });
    expect(status).toBe(200);
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(body.modules).toEqual([
      expect.objectContaining({ nome_comercial: "Modulo Gerador", email: "restricted", user_profile: null }),
    ]);
    expect(body.modules[0].id).toBe(body.modules[0].uuid);
    await post(app, "/logout", undefined, body.token);
  });

  it("refuses a wrong password and an unknown e-mail with the same answer", async () => {
    const wrong = await post(app, "/login", { email: "modulos@trilha.com.br", password: "Errada@2024" });
    const unknown = await post(app, "/login", { email: "ninguem@trilha.com.br", password: "Errada@2024" });
    expect(wrong).toMatchObject({
      status: 401,
      body: { code: AUTH_CODES.invalidCredentials, message: AUTH_MESSAGES.invalidCredentials },
    });
    expect(unknown).toMatchObject({
      status: 401,
      body: { code: AUTH_CODES.invalidCredentials, message: AUTH_MESSAGES.invalidCredentials },
    });
  });

  it("answers 422 with field errors for bad bodies, never 500", async () => {
    const empty = await post(app, "/login", { email: "", password: "" });
    expect(empty.status).toBe(422);
    expect(empty.body.fields).toEqual({
      email: "E-mail não pode ser vazio!",
      password: "Password não pode ser vazio!",
    });
    const wrongTypes = await post(app, "/login", { email: 42, password: ["x"] });
    expect(wrongTypes.status).toBe(422);
    const none = await app.inject({ method: "POST", url: "/api/v1/login" });
    expect(none.statusCode).toBe(422);
    const broken = await app.inject({
      method: "POST",
      url: "/api/v1/login",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
  });

  it("answers the contractor, no-company and inactive messages", async () => {
    const login = (email: string) => post(app, "/login", { email, password: SIGN_IN_PASSWORD });
    expect(await login("prestador.inativo@trilha.com.br")).toMatchObject({
      status: 403,
      body: { code: AUTH_CODES.contractorInactive, message: AUTH_MESSAGES.contractorInactive },
    });
    expect(await login("sem.empresa@trilha.com.br")).toMatchObject({
      status: 403,
      body: { code: AUTH_CODES.noCompanies, message: AUTH_MESSAGES.noCompanies },
    });
    expect(await login("inativo@trilha.com.br")).toMatchObject({
      status: 403,
      body: { code: AUTH_CODES.userInactive, message: AUTH_MESSAGES.noCompanies },
    });
  });

  it("sends a password breaking today's rules to the strong-password flow with a working link", async () => {
    const { status, body } = await post(app, "/login", {
      email: "senha.fraca@trilha.com.br",
      password: WEAK_PASSWORD,
    });
    expect(status).toBe(428);
    expect(body.message).toBe(AUTH_MESSAGES.weakPassword);
    expect(body.code).toBe(AUTH_CODES.weakPassword);
    const { id, token } = body.data;
    expect((await get(app, `/users/password/check?id=${id}&token=${token}`)).status).toBe(200);
    const changed = await post(app, "/users/password", {
      token,
      id,
      passwordNew: "Forte@2025x",
      passwordNewConfirm: "Forte@2025x",
    });
    expect(changed.status).toBe(200);
    const again = await post(app, "/login", { email: "senha.fraca@trilha.com.br", password: "Forte@2025x" });
    expect(again.status).toBe(200);
    await post(app, "/logout", undefined, again.body.token);
  });
});

describe("module and company choice", () => {
  it("lists the modules, then the companies, then signs in a restricted user", async () => {
    const login = await post(app, "/login", { email: "empresas@trilha.com.br", password: SIGN_IN_PASSWORD });
    const module = await post(app, "/login/module", { uuid: login.body.modules[0].uuid }, login.body.token);
    expect(module.status).toBe(200);
    expect(module.body.companies.map((c: { trading_name: string }) => c.trading_name)).toEqual([
      "Recicla Norte",
      "Trilha Administração",
      "Verde Sul",
    ]);
    // Each step hands out a new token: the previous one is spent.
    expect(
      (await post(app, "/login/module", { uuid: login.body.modules[0].uuid }, login.body.token)).status,
    ).toBe(401);
    const sul = module.body.companies.find((c: { trading_name: string }) => c.trading_name === "Verde Sul");
    const current = await post(app, "/companies/current", { uuid_company: sul.uuid }, module.body.token);
    expect(current.status).toBe(200);
    expect(current.body.companies).toEqual([
      expect.objectContaining({ trading_name: "Verde Sul", plan: "BASICO", plans: "BASICO" }),
    ]);
    const session = await get(app, "/session", current.body.token);
    expect(session).toMatchObject({
      status: 200,
      body: { company: { trading_name: "Verde Sul" }, user: { email: "empresas@trilha.com.br" } },
    });
    await post(app, "/logout", undefined, current.body.token);
    expect((await get(app, "/session", current.body.token)).body.code).toBe(AUTH_CODES.sessionEnded);
  });

  it("refuses an unknown module, a company of another user and a cancelled plan", async () => {
    const login = await post(app, "/login", { email: "cancelado@trilha.com.br", password: SIGN_IN_PASSWORD });
    expect(
      (await post(app, "/login/module", { uuid: "00000000-0000-0000-0000-000000000000" }, login.body.token))
        .status,
    ).toBe(404);
    expect((await post(app, "/login/module", {}, login.body.token)).status).toBe(422);
    const module = await post(app, "/login/module", { uuid: login.body.modules[0].id }, login.body.token);
    const cancelled = await post(
      app,
      "/companies/current",
      { uuid_company: module.body.companies[0].uuid },
      module.body.token,
    );
    expect(cancelled).toMatchObject({
      status: 403,
      body: {
        code: AUTH_CODES.contractExpired,
        message: AUTH_MESSAGES.contractExpired,
        data: { provider_name: "Trilha" },
      },
    });
    const other = await post(
      app,
      "/companies/current",
      { uuid_company: "00000000-0000-0000-0000-000000000001" },
      module.body.token,
    );
    expect(other.status).toBe(404);
  });

  it("marks the ADM plan on the user", async () => {
    const token = await signIn(app, "adm@trilha.com.br");
    expect((await get(app, "/session", token)).body.user.plans).toBe("ADM");
    await post(app, "/logout", undefined, token);
  });

  it("answers the expired-token message for a sign-in token past its deadline", async () => {
    const login = await post(app, "/login", { email: "modulos@trilha.com.br", password: SIGN_IN_PASSWORD });
    await database.db.query(
      `update auth_sessions set expires_at = now() - interval '1 second' where stage = 'module'`,
    );
    const late = await post(app, "/login/module", { uuid: login.body.modules[0].id }, login.body.token);
    expect(late).toMatchObject({
      status: 401,
      body: { code: AUTH_CODES.tokenExpired, message: AUTH_MESSAGES.tokenExpired },
    });
  });
});

describe("hand-off to the micro-service application", () => {
  it("redirects a single-use hand-off token into the portal with an exchange code", async () => {
    const login = await post(app, "/login", {
      email: "microservico@trilha.com.br",
      password: SIGN_IN_PASSWORD,
    });
    const browser = signInCookie(login);
    expect(login.body.modules[0].email).not.toBe("restricted");
    const module = await post(app, "/login/module", { uuid: login.body.modules[0].id }, login.body.token);
    const current = await post(
      app,
      "/companies/current",
      { uuid_company: module.body.companies[0].uuid },
      module.body.token,
    );
    expect(current.status).toBe(200);
    // Not a session token: it only opens the hand-off.
    expect((await get(app, "/session", current.body.token)).status).toBe(401);
    expect(await lastLogin("microservico@trilha.com.br")).toBeNull();
    const handoff = await get(app, `/logar_by_micro_service/${current.body.token}`, undefined, browser);
    expect(handoff.status).toBe(302);
    // The hand-off opened the session: that is the access.
    const accessed = await lastLogin("microservico@trilha.com.br");
    expect(accessed).toBeInstanceOf(Date);
    const code = /^\/login\/integracao\/(.+)$/.exec(handoff.response.headers.location as string)?.[1];
    expect(code).toBeTruthy();
    expect((await get(app, `/logar_by_micro_service/${current.body.token}`, undefined, browser)).status).toBe(
      401,
    );
    const exchange = await post(
      app,
      "/login/exchange",
      { code: decodeURIComponent(code!) },
      undefined,
      browser,
    );
    expect(exchange).toMatchObject({
      status: 200,
      body: { user: { email: "microservico@trilha.com.br" }, company: { trading_name: "Recicla Norte" } },
    });
    // The sign-in is over: the browser is told to forget its binding.
    expect(String(exchange.response.headers["set-cookie"])).toMatch(/^trilha_signin=; Max-Age=0;/);
    expect(
      (await post(app, "/login/exchange", { code: decodeURIComponent(code!) }, undefined, browser)).status,
    ).toBe(401);
    expect((await get(app, "/session", exchange.body.token)).status).toBe(200);
    // Landing with the exchange code renews the same session's token: no second access.
    expect(await lastLogin("microservico@trilha.com.br")).toEqual(accessed);
    await post(app, "/logout", undefined, exchange.body.token);
  });

  it("lands a third-party user in the portal when no third-party application is configured", async () => {
    const settings = await get(app, "/settings/public");
    expect(settings.body.thirdPartyUrl).toBe("/api/v1");
    expect(await lastLogin("terceiro@trilha.com.br")).toBeNull();
    const login = await post(app, "/login", { email: "terceiro@trilha.com.br", password: SIGN_IN_PASSWORD });
    const browser = signInCookie(login);
    const usuarioId = login.body.modules[0].user_profile.usuario_id;
    expect(usuarioId).toBe(4242);
    expect(
      (await get(app, `/logar_by_micro_service/9999/${login.body.token}`, undefined, browser)).status,
    ).toBe(401);
    const handoff = await get(
      app,
      `/logar_by_micro_service/${usuarioId}/${login.body.token}`,
      undefined,
      browser,
    );
    expect(handoff.status).toBe(302);
    const code = decodeURIComponent((handoff.response.headers.location as string).split("/").at(-1)!);
    const exchange = await post(app, "/login/exchange", { code }, undefined, browser);
    expect(exchange.status).toBe(200);
    expect(await lastLogin("terceiro@trilha.com.br")).toBeInstanceOf(Date);
    await post(app, "/logout", undefined, exchange.body.token);
  });
});

describe("lockout and throttle", () => {
  it("locks after 5 consecutive failures and e-mails the lockout text with a reset link", async () => {
    const email = "bloqueio@trilha.com.br";
    for (let attempt = 1; attempt <= 4; attempt++)
      expect((await post(app, "/login", { email, password: `Errada@${attempt}` })).status).toBe(401);
    const fifth = await post(app, "/login", { email, password: "Errada@5" });
    expect(fifth).toMatchObject({
      status: 429,
      body: { code: AUTH_CODES.maxAttempts, message: AUTH_MESSAGES.maxAttempts },
    });
    const { message, link } = await lastLink(database.db, email);
    // Its own text: the reset e-mail's "sua senha atual continua valendo" is false while locked.
    expect(message?.subject).toBe("Trilha - Conta bloqueada: crie uma nova senha");
    expect(message?.text).toContain("foi bloqueada após 5 tentativas de login com senha incorreta");
    expect(message?.text).toContain("não é possível entrar, nem mesmo com a senha atual");
    expect(message?.text).not.toContain("continua valendo");
    expect(link).toMatch(/^http:\/\/portal\.test\/login\/recriar-senha\/\d+\/[\w-]+$/);
    // Locked even with the right password, until the link sets a new one.
    expect((await post(app, "/login", { email, password: SIGN_IN_PASSWORD })).status).toBe(429);
    const [id, token] = link!.split("/").slice(-2);
    expect(
      (
        await post(app, "/users/password", {
          id,
          token,
          passwordNew: "Nova@2025x",
          passwordNewConfirm: "Nova@2025x",
        })
      ).status,
    ).toBe(200);
    const login = await post(app, "/login", { email, password: "Nova@2025x" });
    expect(login.status).toBe(200);
    await post(app, "/logout", undefined, login.body.token);
  });

  it("throttles failed logins per e-mail even for unknown addresses", async () => {
    const email = "alguem.desconhecido@trilha.com.br";
    for (let attempt = 0; attempt < 10; attempt++) await post(app, "/login", { email, password: "Errada@1" });
    const throttled = await post(app, "/login", { email, password: "Errada@1" });
    expect(throttled).toMatchObject({
      status: 429,
      body: { code: AUTH_CODES.throttled, message: AUTH_MESSAGES.throttled },
    });
  });
});
