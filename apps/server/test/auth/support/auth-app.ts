import type { FastifyInstance } from "fastify";
import { startOidcStandIn } from "../../../dev/oidc-stand-in.mjs";
import { buildApp } from "../../../src/app";
import { type AuthConfig, readAuthConfig } from "../../../src/auth/config";
import type { Database } from "../../../src/db/database";
import { listOutbox } from "../../../src/mail/mailer";
import { SIGN_IN_PASSWORD, seedSignIn } from "../../../src/seed/sign-in";
import { testConfig } from "../../support/app";

export const PUBLIC_URL = "http://portal.test";

export function authConfig(env: Record<string, string> = {}): AuthConfig {
  return readAuthConfig({ NODE_ENV: "test", PUBLIC_URL, ...env });
}

/** The app with the sign-in demo users seeded (outbox mailer, no captcha unless `env` sets a secret). */
export async function signInApp(db: Database, env: Record<string, string> = {}) {
  const auth = authConfig(env);
  await seedSignIn(db, { publicUrl: PUBLIC_URL, env: { NODE_ENV: "test", ...env } });
  return buildApp({ config: testConfig(), db, logger: false, auth });
}

/** Where the local OpenID stand-in sends the browser back to (the SSO callback). */
export const SSO_CALLBACK = `${PUBLIC_URL}/api/v1/sso/callback`;

/** The sign-in app with SSO at a local OpenID stand-in; `close` stops both. */
export async function ssoSignInApp(db: Database) {
  const idp = await startOidcStandIn({ redirectUris: [SSO_CALLBACK] });
  const app = await signInApp(db, {
    SSO_ISSUER: idp.issuer,
    SSO_CLIENT_ID: idp.clientId,
    SSO_CLIENT_SECRET: idp.clientSecret,
  });
  const close = async () => {
    await app.close();
    await idp.close();
  };
  return { app, idp, close };
}

/** `cookie`: a Cookie header, as a browser sends it (the sign-in binding, signInCookie). */
export async function post(
  app: FastifyInstance,
  url: string,
  body?: unknown,
  token?: string,
  cookie?: string,
) {
  const response = await app.inject({
    method: "POST",
    url: `/api/v1${url}`,
    payload: body as Record<string, unknown> | undefined,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(cookie ? { cookie } : {}),
      "x-forwarded-for": "10.0.0.1",
    },
  });
  return { status: response.statusCode, body: response.body ? safeJson(response.body) : null, response };
}

export async function get(app: FastifyInstance, url: string, token?: string, cookie?: string) {
  const response = await app.inject({
    method: "GET",
    url: `/api/v1${url}`,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(cookie ? { cookie } : {}) },
  });
  return { status: response.statusCode, body: response.body ? safeJson(response.body) : null, response };
}

type Answer = { response: { headers: Record<string, unknown> } };

/** The Set-Cookie lines of an answer, one string each. */
export function setCookies(answer: Answer) {
  return [answer.response.headers["set-cookie"]].flat().filter(Boolean).map(String);
}

/** The `name=value` pair a browser keeps from the answer's non-empty cookie `name`; throws when there is none. */
function keptCookie(answer: Answer, name: string) {
  const set = setCookies(answer);
  const pair = set
    .map((line) => line.split(";")[0] ?? "")
    .find((p) => p.startsWith(`${name}=`) && p.length > name.length + 1);
  if (!pair) throw new Error(`no ${name} cookie set: ${JSON.stringify(set)}`);
  return pair;
}

/**
 * The sign-in binding a browser keeps from this answer (POST /login, POST /sso/login), as the Cookie
 * header it sends back; throws when the answer set none.
 */
export function signInCookie(answer: Answer) {
  return keptCookie(answer, "trilha_signin");
}

/** The device cookie a browser keeps from a sign-in's answer (auth/device.ts), as the Cookie header pair. */
export function deviceCookie(answer: Answer) {
  return keptCookie(answer, "trilha_device");
}

function safeJson(text: string) {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The steps after an accepted login (its answer): module → company; answers the company's answer, whose
 * token is the session's (a hand-off user's first, before the hand-off link).
 */
export async function finishSignIn(app: FastifyInstance, login: Awaited<ReturnType<typeof post>>) {
  const module = await post(app, "/login/module", { uuid: login.body.modules[0].id }, login.body.token);
  const company = await post(
    app,
    "/companies/current",
    { uuid_company: module.body.companies[0].uuid },
    module.body.token,
  );
  if (company.status !== 200) throw new Error(`company ${company.status}: ${JSON.stringify(company.body)}`);
  return company;
}

/** Signs in through login → module → company and answers the session token. */
export async function signIn(app: FastifyInstance, email: string, password = SIGN_IN_PASSWORD) {
  const login = await post(app, "/login", { email, password });
  if (login.status !== 200) throw new Error(`login ${login.status}: ${JSON.stringify(login.body)}`);
  return (await finishSignIn(app, login)).body.token as string;
}

/** The last link of the last e-mail sent to `to`. */
export async function lastLink(db: Database, to: string) {
  const [message] = await listOutbox(db, { to });
  const links = message?.text.match(/https?:\/\/\S+/g) ?? [];
  return { message, link: links.at(-1) ?? null };
}

/** The id and token of the last first-access or reset link e-mailed to `to` (/login/minha-senha/{id}/{token}). */
export async function passwordLinkOf(db: Database, to: string) {
  const { link } = await lastLink(db, to);
  const [, id, token] = /\/login\/minha-senha\/(\d+)\/([^/\s]+)$/.exec(link ?? "") ?? [];
  if (!id || !token) throw new Error(`no password link e-mailed to ${to}`);
  return { id, token };
}

/** The person at `email` creates `password` through the last link e-mailed to them (a first access). */
export async function setPasswordThroughLink(
  app: FastifyInstance,
  db: Database,
  email: string,
  password: string,
) {
  const { id, token } = await passwordLinkOf(db, email);
  return post(app, "/users/password", { id, token, passwordNew: password, passwordNewConfirm: password });
}
