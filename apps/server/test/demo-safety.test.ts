import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { banner } from "../src/banner";
import { DemoUsersInProductionError, refuseDemoUsersInProduction } from "../src/seed/demo-guard";
import { SSO_DOMAIN, seedSignIn } from "../src/seed/sign-in";
import { authConfig, PUBLIC_URL } from "./auth/support/auth-app";
import { testConfig } from "./support/app";
import { useTestDatabase } from "./support/database";

const test = useTestDatabase();

describe("demo mode", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({
      config: testConfig(),
      db: test.db,
      logger: false,
      auth: { ...authConfig(), nodeEnv: "development" },
    });
  });
  afterAll(() => app?.close());

  it("serves the e-mail outbox to loopback clients only", async () => {
    for (const url of ["/dev/outbox", "/api/v1/dev/outbox"]) {
      for (const remoteAddress of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
        const local = await app.inject({ url, remoteAddress });
        expect(local.statusCode, `${url} from ${remoteAddress}`).toBe(200);
      }
      const remote = await app.inject({ url, remoteAddress: "203.0.113.7" });
      expect(remote.statusCode, url).toBe(404);
      expect(remote.json()).toEqual({ code: "NOT_FOUND", message: "Recurso não encontrado." });
      expect(remote.body).not.toContain("Caixa de saída");
    }
  });

  it("serves the outbox only to a Host naming this machine, so a rebound name cannot read it", async () => {
    // DNS rebinding: a page of another site whose name now resolves to 127.0.0.1 sends its requests from
    // this machine, but with its own name as the Host.
    for (const url of ["/dev/outbox", "/api/v1/dev/outbox"]) {
      for (const host of ["localhost", "localhost:3000", "LOCALHOST:3111", "127.0.0.1:3000", "[::1]:3000"]) {
        const local = await app.inject({ url, remoteAddress: "127.0.0.1", headers: { host } });
        expect(local.statusCode, `${url} for Host ${host}`).toBe(200);
      }
      for (const host of [
        "evil.example",
        "evil.example:3000",
        "localhost.evil.example",
        "127.0.0.1.evil.example:3000",
        "127.0.0.2:3000",
        "0.0.0.0:3000",
        "[::1].evil.example",
      ]) {
        const rebound = await app.inject({ url, remoteAddress: "127.0.0.1", headers: { host } });
        expect(rebound.statusCode, `${url} for Host ${host}`).toBe(404);
        expect(rebound.json()).toEqual({ code: "NOT_FOUND", message: "Recurso não encontrado." });
      }
    }
  });

  it("prints that a seeded server without HOST listens on this machine only, and how to change it", () => {
    const text = banner(testConfig({ NODE_ENV: "development" }), { seeded: true });
    expect(text).toContain("127.0.0.1");
    expect(text).toMatch(/HOST=0\.0\.0\.0/);
    const chosen = banner(testConfig({ NODE_ENV: "development", HOST: "0.0.0.0" }), { seeded: true });
    expect(chosen).toMatch(/every interface/);
  });

  it("points at the outbox's page only where it is served (not in production)", () => {
    const development = banner(testConfig({ NODE_ENV: "development" }), { seeded: true });
    expect(development).toMatch(/e-mails at http:\/\/\S+\/dev\/outbox/);
    const production = banner(testConfig({ NODE_ENV: "production", ALLOW_DEMO_USERS: "true" }), {
      seeded: true,
    });
    expect(production).not.toMatch(/e-mails at http/);
    expect(production).toMatch(/SMTP_URL/);
  });

  it("says what the SSO demo user shows: the refusal while no identity provider is configured", () => {
    const line = (text: string) =>
      text.split("\n").find((row) => row.includes(`usuario@${SSO_DOMAIN}`)) ?? "";
    const unconfigured = line(banner(testConfig({ NODE_ENV: "development" }), { seeded: true }));
    expect(unconfigured).toContain("SSO_ISSUER and SSO_CLIENT_ID are unset");
    expect(unconfigured).toContain("Acesso SSO não configurado");
    expect(unconfigured).not.toContain("Microsoft Entra ID");
    const configured = line(
      banner(testConfig({ NODE_ENV: "development" }), { seeded: true, ssoConfigured: true }),
    );
    expect(configured).toContain("SSO company (Microsoft Entra ID at SSO_ISSUER): /login-sso");
  });

  it("refuses a production start while demo users exist, unless ALLOW_DEMO_USERS=true", async () => {
    const production = testConfig({ NODE_ENV: "production" });
    await expect(refuseDemoUsersInProduction(test.db, production)).resolves.toBeUndefined();
    await seedSignIn(test.db, { publicUrl: PUBLIC_URL, env: { NODE_ENV: "test" } });
    const refused = refuseDemoUsersInProduction(test.db, production);
    await expect(refused).rejects.toBeInstanceOf(DemoUsersInProductionError);
    await expect(refused).rejects.toThrow(/ALLOW_DEMO_USERS=true/);
    await expect(
      refuseDemoUsersInProduction(test.db, testConfig({ NODE_ENV: "production", ALLOW_DEMO_USERS: "true" })),
    ).resolves.toBeUndefined();
    await expect(refuseDemoUsersInProduction(test.db, testConfig())).resolves.toBeUndefined();
  });
});
