import { AUTH_CODES } from "@trilha/api/auth-messages";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_IN_PASSWORD } from "../../src/seed/sign-in";
import { useTestDatabase } from "../support/database";
import { finishSignIn, get, post, setCookies, signInApp, signInCookie } from "./support/auth-app";

/**
 * Login CSRF: links made from one's own sign-in (the hand-off links, the landing code) must not sign
 * another browser into that account. The sign-in is bound to the browser that posted the credentials.
 */
const database = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  app = await signInApp(database.db);
});
afterAll(async () => {
  await app?.close();
});

/** The attacker signs in to their own non-restricted account and stops at the hand-off link. */
async function handoffToken(email = "microservico@trilha.com.br") {
  await post(app, `/test/users/${email}/reset`);
  const login = await post(app, "/login", { email, password: SIGN_IN_PASSWORD });
  const current = await finishSignIn(app, login);
  return { token: current.body.token as string, browser: signInCookie(login) };
}

async function stage(email: string) {
  const { rows } = await database.db.query<{ stage: string }>(
    `select s.stage from auth_sessions s join users u on u.id = s.user_id
      where u.email = $1 order by s.id desc limit 1`,
    [email],
  );
  return rows[0]?.stage;
}

describe("the sign-in cookie", () => {
  it("is set by a successful sign-in only: HttpOnly, SameSite=Lax, scoped to the API", async () => {
    const failed = await post(app, "/login", { email: "microservico@trilha.com.br", password: "Errada@1" });
    expect(failed.status).toBe(401);
    expect(failed.response.headers["set-cookie"]).toBeUndefined();
    await post(app, "/test/users/microservico@trilha.com.br/reset");
    const login = await post(app, "/login", {
      email: "microservico@trilha.com.br",
      password: SIGN_IN_PASSWORD,
    });
    // Beside the device cookie (same-device.test.ts).
    expect(setCookies(login).find((line) => line.startsWith("trilha_signin="))).toMatch(
      /^trilha_signin=[\w-]{43}; Max-Age=\d+; Path=\/api\/v1; HttpOnly; SameSite=Lax$/,
    );
  });
});

describe("the micro-service hand-off link", () => {
  it("is refused in a browser without the sign-in cookie", async () => {
    const { token } = await handoffToken();
    const victim = await get(app, `/logar_by_micro_service/${token}`);
    expect(victim.status).toBe(401);
    expect(victim.response.headers.location).toBeUndefined();
    expect(await stage("microservico@trilha.com.br")).toBe("handoff");
  });

  it("is refused in a browser bound to another sign-in", async () => {
    const { token } = await handoffToken();
    const victimLogin = await post(app, "/login", {
      email: "modulos@trilha.com.br",
      password: SIGN_IN_PASSWORD,
    });
    const victim = await get(app, `/logar_by_micro_service/${token}`, undefined, signInCookie(victimLogin));
    expect(victim.status).toBe(401);
    expect(await stage("microservico@trilha.com.br")).toBe("handoff");
  });
});

describe("the landing code", () => {
  it("is refused in another browser", async () => {
    const { token, browser } = await handoffToken();
    const handoff = await get(app, `/logar_by_micro_service/${token}`, undefined, browser);
    expect(handoff.status).toBe(302);
    const code = decodeURIComponent((handoff.response.headers.location as string).split("/").at(-1)!);
    // The attacker sends /login/integracao/{code} to the victim instead of following it.
    const victim = await post(app, "/login/exchange", { code }, undefined);
    expect(victim).toMatchObject({ status: 401, body: { code: AUTH_CODES.tokenExpired } });
    await post(app, "/logout", undefined, token);
  });

  it("works in the browser that signed in", async () => {
    await database.db.query(`update auth_sessions set ended_at = now() where ended_at is null`);
    const { token, browser } = await handoffToken();
    const handoff = await get(app, `/logar_by_micro_service/${token}`, undefined, browser);
    const code = decodeURIComponent((handoff.response.headers.location as string).split("/").at(-1)!);
    const exchange = await post(app, "/login/exchange", { code }, undefined, browser);
    expect(exchange.status).toBe(200);
    expect((await get(app, "/session", exchange.body.token)).status).toBe(200);
    await post(app, "/logout", undefined, exchange.body.token);
  });
});

describe("the third-party stand-in link", () => {
  it("is refused in a browser without the sign-in cookie", async () => {
    await post(app, "/test/users/terceiro@trilha.com.br/reset");
    const login = await post(app, "/login", { email: "terceiro@trilha.com.br", password: SIGN_IN_PASSWORD });
    const usuarioId = login.body.modules[0].user_profile.usuario_id;
    const victim = await get(app, `/logar_by_micro_service/${usuarioId}/${login.body.token}`);
    expect(victim.status).toBe(401);
    expect(await stage("terceiro@trilha.com.br")).toBe("module");
    const own = await get(
      app,
      `/logar_by_micro_service/${usuarioId}/${login.body.token}`,
      undefined,
      signInCookie(login),
    );
    expect(own.status).toBe(302);
  });
});
