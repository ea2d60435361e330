import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { AUTH_CODES, AUTH_MESSAGES } from "@trilha/api/auth-messages";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCaptchaVerifier } from "../../src/captcha/hcaptcha";
import { SIGN_IN_PASSWORD } from "../../src/seed/sign-in";
import { useTestDatabase } from "../support/database";
import { get, post, signInApp } from "./support/auth-app";

const database = useTestDatabase();
const SECRET = "0x-segredo";
const calls: URLSearchParams[] = [];
let standIn: Server;
let verifyUrl: string;

/** Stand-in for https://api.hcaptcha.com/siteverify: only the response "passou" is a solved captcha. */
beforeAll(async () => {
  standIn = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      const form = new URLSearchParams(body);
      calls.push(form);
      const success = form.get("secret") === SECRET && form.get("response") === "passou";
      response.setHeader("content-type", "application/json");
      response.end(
        JSON.stringify({ success, ...(success ? {} : { "error-codes": ["invalid-input-response"] }) }),
      );
    });
  });
  await new Promise<void>((resolve) => standIn.listen(0, "127.0.0.1", resolve));
  verifyUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}/siteverify`;
});
afterAll(() => new Promise<void>((resolve) => standIn.close(() => resolve())));

describe("hCaptcha verifier", () => {
  it("posts secret, response and remote IP, and trusts only success: true", async () => {
    const verifier = createCaptchaVerifier({ enabled: true, secret: SECRET, verifyUrl, testMode: false });
    expect(await verifier.verify({ response: "passou", remoteIp: "10.1.2.3" })).toBe(true);
    expect(calls.at(-1)?.get("remoteip")).toBe("10.1.2.3");
    expect(await verifier.verify({ response: "errado" })).toBe(false);
    expect(await verifier.verify({ response: "" })).toBe(false);
  });

  it("fails closed when the verify endpoint is unreachable", async () => {
    const verifier = createCaptchaVerifier({
      enabled: true,
      secret: SECRET,
      verifyUrl: "http://127.0.0.1:1/siteverify",
      testMode: false,
    });
    expect(await verifier.verify({ response: "passou" })).toBe(false);
  });

  it("honours cypress_test only in test mode", async () => {
    const live = createCaptchaVerifier({ enabled: true, secret: SECRET, verifyUrl, testMode: false });
    const test = createCaptchaVerifier({ enabled: true, secret: SECRET, verifyUrl, testMode: true });
    expect(await live.verify({ response: "", bypass: true })).toBe(false);
    expect(await test.verify({ response: "", bypass: true })).toBe(true);
  });

  it("is off unless switched on, even with a secret", async () => {
    const off = createCaptchaVerifier({ enabled: false, secret: SECRET, verifyUrl, testMode: false });
    expect(off.enabled).toBe(false);
    expect(await off.verify({})).toBe(true);
  });

  it("refuses to be switched on without a secret rather than let every answer pass", () => {
    expect(() => createCaptchaVerifier({ enabled: true, secret: null, verifyUrl, testMode: false })).toThrow(
      "HCAPTCHA_SECRET",
    );
  });
});

describe("captcha on the sign-in calls", () => {
  let app: FastifyInstance;
  let production: FastifyInstance;
  beforeAll(async () => {
    const env = {
      CAPTCHA_ENABLED: "true",
      HCAPTCHA_SECRET: SECRET,
      HCAPTCHA_SITE_KEY: "site-123",
      HCAPTCHA_VERIFY_URL: verifyUrl,
    };
    app = await signInApp(database.db, env);
    const { buildApp } = await import("../../src/app");
    const { testConfig } = await import("../support/app");
    const { authConfig } = await import("./support/auth-app");
    production = await buildApp({
      config: testConfig(),
      db: database.db,
      logger: false,
      auth: { ...authConfig(env), nodeEnv: "production" },
    });
  });
  afterAll(async () => {
    await app?.close();
    await production?.close();
  });

  it("publishes the site key", async () => {
    expect((await get(app, "/settings/public")).body).toMatchObject({
      captchaEnabled: true,
      hcaptchaSiteKey: "site-123",
    });
  });

  it("refuses login, SSO and reset without a solved captcha", async () => {
    const login = await post(app, "/login", {
      email: "restrito@trilha.com.br",
      password: SIGN_IN_PASSWORD,
      "h-captcha-response": "errado",
    });
    expect(login).toMatchObject({
      status: 400,
      body: { code: AUTH_CODES.captchaFailed, message: AUTH_MESSAGES.captchaFailed },
    });
    expect((await post(app, "/users/password/remember", { email: "restrito@trilha.com.br" })).status).toBe(
      400,
    );
    expect(
      (
        await post(app, "/sso/login", {
          login_sso_email_input: "a@sso.trilha.dev",
          login_sso_servico_input: "azure",
        })
      ).status,
    ).toBe(400);
  });

  it("checks the SSO call's answer like the login's: a solved one gets past the captcha", async () => {
    const sso = await post(app, "/sso/login", {
      login_sso_email_input: "ana@semsso.dev",
      login_sso_servico_input: "azure",
      "h-captcha-response": "passou",
    });
    // Past the captcha, an e-mail without SSO gets the SSO answer, not CAPTCHA_FAILED.
    expect(sso.body.code).toBe(AUTH_CODES.ssoNotConfigured);
  });

  it("accepts a solved captcha, and the test bypass only in test mode", async () => {
    const solved = await post(app, "/login", {
      email: "restrito@trilha.com.br",
      password: SIGN_IN_PASSWORD,
      "h-captcha-response": "passou",
    });
    expect(solved.status).toBe(200);
    await post(app, "/logout", undefined, solved.body.token);
    const bypass = await post(app, "/login", {
      email: "restrito@trilha.com.br",
      password: SIGN_IN_PASSWORD,
      cypress_test: true,
    });
    expect(bypass.status).toBe(200);
    await post(app, "/logout", undefined, bypass.body.token);
    const refused = await post(production, "/login", {
      email: "restrito@trilha.com.br",
      password: SIGN_IN_PASSWORD,
      cypress_test: true,
    });
    expect(refused.status).toBe(400);
  });

  it("hears the test bypass from this machine only, as the other test-mode hooks", async () => {
    // A test-mode server reachable from elsewhere (HOST=0.0.0.0, a shared QA box): the flag skips nothing.
    const body = { email: "restrito@trilha.com.br", password: SIGN_IN_PASSWORD, cypress_test: true };
    for (const [remoteAddress, host] of [
      ["203.0.113.7", "localhost"],
      ["127.0.0.1", "trilha.example.com"],
    ] as const) {
      const answer = await app.inject({
        method: "POST",
        url: "/api/v1/login",
        payload: body,
        remoteAddress,
        headers: { host },
      });
      expect([answer.statusCode, answer.json().code], `${remoteAddress} ${host}`).toEqual([
        400,
        AUTH_CODES.captchaFailed,
      ]);
    }
    const sso = await app.inject({
      method: "POST",
      url: "/api/v1/sso/login",
      payload: {
        login_sso_email_input: "restrito@trilha.com.br",
        login_sso_servico_input: "azure",
        cypress_test: true,
      },
      remoteAddress: "203.0.113.7",
    });
    expect(sso.json().code).toBe(AUTH_CODES.captchaFailed);
    const local = await app.inject({
      method: "POST",
      url: "/api/v1/login",
      payload: body,
      remoteAddress: "127.0.0.1",
      headers: { host: "localhost:3000" },
    });
    expect(local.statusCode).toBe(200);
    await post(app, "/logout", undefined, local.json().token);
  });
});

describe("a secret without CAPTCHA_ENABLED=true", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await signInApp(database.db, {
      HCAPTCHA_SECRET: SECRET,
      HCAPTCHA_SITE_KEY: "site-123",
      HCAPTCHA_VERIFY_URL: verifyUrl,
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("leaves the captcha off: the portal hides it and a login without an answer goes through", async () => {
    expect((await get(app, "/settings/public")).body).toMatchObject({ captchaEnabled: false });
    const before = calls.length;
    const login = await post(app, "/login", { email: "restrito@trilha.com.br", password: SIGN_IN_PASSWORD });
    expect(login.status).toBe(200);
    await post(app, "/logout", undefined, login.body.token);
    expect(calls.length).toBe(before);
  });
});

describe("sign-in settings", () => {
  it("switch the captcha on with CAPTCHA_ENABLED=true only, which then needs both keys", async () => {
    const { readAuthConfig } = await import("../../src/auth/config");
    const keys = { HCAPTCHA_SECRET: "x", HCAPTCHA_SITE_KEY: "y" };
    expect(readAuthConfig({ CAPTCHA_ENABLED: "true", ...keys })).toMatchObject({
      captchaEnabled: true,
      hcaptchaSecret: "x",
      hcaptchaSiteKey: "y",
    });
    expect(readAuthConfig(keys).captchaEnabled).toBe(false);
    expect(readAuthConfig({ CAPTCHA_ENABLED: "false", ...keys }).captchaEnabled).toBe(false);
    // A secret without a site key is harmless while the captcha is off.
    expect(readAuthConfig({ HCAPTCHA_SECRET: "x" }).captchaEnabled).toBe(false);
    expect(() => readAuthConfig({ CAPTCHA_ENABLED: "true", HCAPTCHA_SITE_KEY: "y" })).toThrow(
      "HCAPTCHA_SECRET: required when CAPTCHA_ENABLED=true",
    );
    expect(() => readAuthConfig({ CAPTCHA_ENABLED: "true", HCAPTCHA_SECRET: "x" })).toThrow(
      "HCAPTCHA_SITE_KEY: required when CAPTCHA_ENABLED=true",
    );
    expect(() => readAuthConfig({ CAPTCHA_ENABLED: "TRUE", ...keys })).toThrow(
      'CAPTCHA_ENABLED: must be "true" or "false" (got "TRUE")',
    );
  });

  it("validate the other sign-in settings and keep their defaults", async () => {
    const { readAuthConfig } = await import("../../src/auth/config");
    expect(() => readAuthConfig({ SESSION_IDLE_MINUTES: "vinte" })).toThrow("SESSION_IDLE_MINUTES");
    expect(() => readAuthConfig({ SSO_ISSUER: "não é url" })).toThrow("SSO_ISSUER");
    const defaults = readAuthConfig({});
    expect(defaults).toMatchObject({ sessionIdleMinutes: 20, lockoutAttempts: 5, resetRequestsPerHour: 3 });
    expect(defaults.hcaptchaVerifyUrl).toBe("https://api.hcaptcha.com/siteverify");
  });
});
