import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import type { Config } from "../src/config";
import { seedSignIn } from "../src/seed/sign-in";
import { authConfig, signIn } from "./auth/support/auth-app";
import { tempDir, testConfig } from "./support/app";
import { useTestDatabase } from "./support/database";

const test = useTestDatabase();

function directives(csp: string | undefined): Map<string, string[]> {
  return new Map(
    (csp ?? "")
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

function builtPortal(): string {
  const dist = tempDir("portal-csp");
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>Trilha</title>");
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "assets", "index-abc123.js"), "console.log('portal')");
  writeFileSync(join(dist, "assets", "index-abc123.js.map"), '{"sources":["src/main.tsx"]}');
  return dist;
}

/** A signed-in session on `app` (the sign-in users seeded once). */
async function signInToken(app: FastifyInstance) {
  await seedSignIn(test.db, { publicUrl: "http://localhost:3000", env: { NODE_ENV: "test" } });
  // One live session per user: the earlier test's is ended first.
  await test.db.query("update auth_sessions set ended_at = now() where ended_at is null");
  return signIn(app, "restrito@trilha.com.br");
}

async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
  const config: Config = testConfig({ PORTAL_DIST: builtPortal(), NODE_ENV: "production", ...env });
  return buildApp({ config, db: test.db, logger: false, auth: authConfig() });
}

describe("browser hardening headers", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({});
  });
  afterAll(() => app?.close());

  it.each([
    ["the portal's HTML", "/", "text/html"],
    ["a portal route", "/prestadores", "text/html"],
    ["the API", "/api/v1/health", "application/json"],
    ["an unknown API path", "/api/v1/nao-existe", "application/json"],
  ])("sends a strict CSP and the other headers on %s", async (_, url, accept) => {
    const response = await app.inject({ url, headers: { accept } });
    const csp = directives(response.headers["content-security-policy"] as string);
    const hcaptcha = ["https://hcaptcha.com", "https://*.hcaptcha.com"];
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("script-src")).toEqual(["'self'", ...hcaptcha]);
    expect(csp.get("frame-src")).toEqual(hcaptcha);
    expect(csp.get("connect-src")).toEqual(["'self'", ...hcaptcha]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
    expect(csp.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(csp.get("script-src-attr")).toEqual(["'none'"]);
    for (const values of csp.values()) expect(values).not.toContain("'unsafe-eval'");
    expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    // Plain HTTP: HSTS there would be ignored at best, and pin a host that has no TLS at worst.
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("serves no source map, even one left in the built folder", async () => {
    const script = await app.inject({ url: "/assets/index-abc123.js" });
    expect(script.statusCode).toBe(200);
    expect(script.headers.sourcemap).toBeUndefined();
    for (const url of [
      "/assets/index-abc123.js.map",
      "/assets/index-abc123.js.MAP",
      "/assets/x.js.map?v=1",
    ]) {
      const map = await app.inject({ url, headers: { accept: "*/*" } });
      expect(map.statusCode, url).toBe(404);
      expect(map.body).not.toContain("sources");
    }
  });

  it("lets the expired hand-off page run its one inline script by a per-response nonce", async () => {
    const pages = await Promise.all(
      [1, 2].map(() =>
        app.inject({ url: "/api/v1/logar_by_micro_service/nao-existe", headers: { accept: "text/html" } }),
      ),
    );
    const nonces = pages.map((page) => {
      expect(page.statusCode).toBe(401);
      const scriptSrc = directives(page.headers["content-security-policy"] as string).get("script-src") ?? [];
      const nonce = /<script nonce="([^"]+)">/.exec(page.body)?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
      expect(scriptSrc).toContain(`'nonce-${nonce}'`);
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
  });
});

describe("caching of API answers", () => {
  it("lets no cache keep a signed-in answer, a refusal or a public verification, and the portal's assets stay cacheable", async () => {
    const app = await appWith({});
    try {
      const token = await signInToken(app);
      const authorization = `Bearer ${token}`;
      for (const url of ["/api/v1/providers", "/api/v1/settings/legislation", "/api/v1/notifications"]) {
        const response = await app.inject({ method: "GET", url, headers: { authorization } });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers["cache-control"], url).toBe("no-store");
      }
      const refused = await app.inject({ method: "GET", url: "/api/v1/providers" });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers["cache-control"]).toBe("no-store");
      const verification = await app.inject({ method: "GET", url: "/api/v1/public/mtr/NAOEXISTE" });
      expect(verification.headers["cache-control"]).toBe("no-store");
      const asset = await app.inject({ method: "GET", url: "/assets/index-abc123.js" });
      expect(asset.headers["cache-control"]).toContain("immutable");
    } finally {
      await app.close();
    }
  });
});

describe("the legislation report (LEGISLATION_REPORT_URL)", () => {
  it("is allowed as a frame by its origin only, and named to the signed-in portal", async () => {
    const app = await appWith({ LEGISLATION_REPORT_URL: "https://relatorios.example.gov.br/painel?id=7" });
    try {
      const page = await app.inject({ method: "GET", url: "/" });
      const frames = directives(page.headers["content-security-policy"] as string).get("frame-src");
      expect(frames).toContain("https://relatorios.example.gov.br");
      expect(frames?.some((source) => source.includes("painel"))).toBe(false);
      const token = await signInToken(app);
      const setting = await app.inject({
        method: "GET",
        url: "/api/v1/settings/legislation",
        headers: { authorization: `Bearer ${token}` },
      });
      expect(setting.json()).toEqual({ report_url: "https://relatorios.example.gov.br/painel?id=7" });
      const anonymous = await app.inject({ method: "GET", url: "/api/v1/settings/legislation" });
      expect(anonymous.statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it("answers null when none is configured", async () => {
    const app = await appWith({});
    try {
      const token = await signInToken(app);
      const setting = await app.inject({
        method: "GET",
        url: "/api/v1/settings/legislation",
        headers: { authorization: `Bearer ${token}` },
      });
      expect(setting.json()).toEqual({ report_url: null });
    } finally {
      await app.close();
    }
  });
});

describe("HSTS", () => {
  it("is sent when PUBLIC_URL is https", async () => {
    const app = await appWith({ PUBLIC_URL: "https://trilha.example.com" });
    const response = await app.inject({ url: "/api/v1/health" });
    expect(response.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    await app.close();
  });

  it("follows X-Forwarded-Proto only from a trusted proxy", async () => {
    const trusted = await appWith({ TRUST_PROXY: "true" });
    const viaTls = await trusted.inject({ url: "/", headers: { "x-forwarded-proto": "https" } });
    expect(viaTls.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    const plain = await trusted.inject({ url: "/" });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    await trusted.close();

    const direct = await appWith({});
    const spoofed = await direct.inject({ url: "/", headers: { "x-forwarded-proto": "https" } });
    expect(spoofed.headers["strict-transport-security"]).toBeUndefined();
    await direct.close();
  });
});
