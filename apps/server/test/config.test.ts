import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config";
import { defaultDataDir, defaultPortalDist } from "../src/paths";

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error("expected the configuration to be rejected");
}

describe("configuration", () => {
  it("has working defaults for an empty environment", () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      // Demo data with its known password: only this machine can reach it unless HOST says otherwise.
      host: "127.0.0.1",
      hostExplicit: false,
      allowDemoUsers: false,
      env: "development",
      logLevel: "info",
      databaseUrl: undefined,
      dataDir: defaultDataDir,
      portalDist: defaultPortalDist,
      seedDemo: true,
      publicUrl: "http://localhost:3000",
      trustProxy: false,
      legislationReportUrl: null,
      sinir: { apiUrl: null, user: null, password: null, unit: null },
    });
    expect(defaultDataDir).toMatch(/apps\/server\/data\/?$/);
    expect(defaultPortalDist).toMatch(/apps\/portal\/dist\/?$/);
  });

  it("reads and converts every variable", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      DATABASE_URL: "postgres://app@db:5432/trilha",
      DATA_DIR: "/var/lib/trilha",
      PORTAL_DIST: "/srv/portal",
      SEED_DEMO: "true",
      ALLOW_DEMO_USERS: "true",
      PUBLIC_URL: "https://trilha.example.com/",
      TRUST_PROXY: "10.0.0.0/8, 127.0.0.1",
      LEGISLATION_REPORT_URL: "https://relatorios.example.gov.br/legislacao",
      SINIR_API_URL: "https://mtr.sinir.gov.br/api",
      SINIR_USER: "12345678909",
      SINIR_PASSWORD: "segredo",
      SINIR_UNIT: "1234",
    });
    expect(config).toEqual({
      port: 8080,
      host: "127.0.0.1",
      hostExplicit: true,
      allowDemoUsers: true,
      env: "production",
      logLevel: "warn",
      databaseUrl: "postgres://app@db:5432/trilha",
      dataDir: "/var/lib/trilha",
      portalDist: "/srv/portal",
      seedDemo: true,
      publicUrl: "https://trilha.example.com",
      trustProxy: ["10.0.0.0/8", "127.0.0.1"],
      legislationReportUrl: "https://relatorios.example.gov.br/legislacao",
      sinir: {
        apiUrl: "https://mtr.sinir.gov.br/api",
        user: "12345678909",
        password: "segredo",
        unit: "1234",
      },
    });
  });

  it("seeds demo data by default outside production only", () => {
    expect(loadConfig({ NODE_ENV: "test" }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: "production" }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: "development", SEED_DEMO: "0" }).seedDemo).toBe(false);
  });

  it("listens on loopback only while demo data is seeded and HOST is not set", () => {
    expect(loadConfig({}).host).toBe("127.0.0.1");
    expect(loadConfig({ NODE_ENV: "test" }).host).toBe("127.0.0.1");
    expect(loadConfig({ HOST: "0.0.0.0" })).toMatchObject({ host: "0.0.0.0", hostExplicit: true });
    expect(loadConfig({ SEED_DEMO: "false" })).toMatchObject({ host: "0.0.0.0", hostExplicit: false });
    expect(loadConfig({ NODE_ENV: "production" })).toMatchObject({ host: "0.0.0.0", seedDemo: false });
  });

  it("refuses to seed demo users in production unless ALLOW_DEMO_USERS=true", () => {
    expect(problems({ NODE_ENV: "production", SEED_DEMO: "true" })).toEqual([
      "SEED_DEMO: seeding demo users (known password) in production needs ALLOW_DEMO_USERS=true",
    ]);
    expect(loadConfig({ NODE_ENV: "production", SEED_DEMO: "true", ALLOW_DEMO_USERS: "true" })).toMatchObject(
      { seedDemo: true, allowDemoUsers: true },
    );
    expect(problems({ ALLOW_DEMO_USERS: "sure" })).toEqual([
      'ALLOW_DEMO_USERS: must be "true" or "false" (got "sure")',
    ]);
  });

  it("reads TRUST_PROXY as a flag or a list of proxy addresses", () => {
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "::1" }).trustProxy).toEqual(["::1"]);
    expect(problems({ TRUST_PROXY: "everyone" })).toEqual([
      'TRUST_PROXY: must be "true", "false" or a comma-separated list of proxy addresses (got ["everyone"])',
    ]);
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it("rejects a bad PORT with a message naming the variable and the rule", () => {
    expect(problems({ PORT: "abc" })).toEqual(['PORT: must be a whole number from 1 to 65535 (got "abc")']);
    expect(problems({ PORT: "70000" })).toEqual(["PORT: must be a whole number from 1 to 65535 (got 70000)"]);
    expect(() => loadConfig({ PORT: "abc" })).toThrow(
      /Invalid configuration:\n {2}- PORT: must be a whole number/,
    );
  });

  it("lists every bad variable at once and never echoes the database URL", () => {
    const found = problems({
      PORT: "0",
      NODE_ENV: "prod",
      LOG_LEVEL: "loud",
      DATABASE_URL: "mysql://root:secret@db/trilha",
      SEED_DEMO: "maybe",
      PUBLIC_URL: "trilha.example.com",
    });
    expect(found).toHaveLength(6);
    expect(found.map((line) => line.split(":")[0])).toEqual([
      "PORT",
      "NODE_ENV",
      "LOG_LEVEL",
      "DATABASE_URL",
      "SEED_DEMO",
      "PUBLIC_URL",
    ]);
    expect(found.join("\n")).not.toContain("secret");
  });

  it("refuses to start with the captcha switched on and a key missing, naming the variable", () => {
    expect(problems({ CAPTCHA_ENABLED: "true", HCAPTCHA_SITE_KEY: "site" })).toEqual([
      "HCAPTCHA_SECRET: required when CAPTCHA_ENABLED=true (the server verifies answers with it)",
    ]);
    expect(problems({ CAPTCHA_ENABLED: "true", PORT: "x" })).toEqual([
      'PORT: must be a whole number from 1 to 65535 (got "x")',
      "HCAPTCHA_SECRET: required when CAPTCHA_ENABLED=true (the server verifies answers with it)",
      "HCAPTCHA_SITE_KEY: required when CAPTCHA_ENABLED=true (the portal shows the widget with it)",
    ]);
    expect(problems({ CAPTCHA_ENABLED: "1" })).toEqual([
      'CAPTCHA_ENABLED: must be "true" or "false" (got "1")',
    ]);
    // Off, a secret alone is no problem (and turns nothing on).
    expect(() => loadConfig({ HCAPTCHA_SECRET: "segredo" })).not.toThrow();
  });

  it("never echoes the SINIR password", () => {
    expect(problems({ SINIR_API_URL: "mtr.sinir.gov.br", SINIR_PASSWORD: "  " })).toEqual([
      'SINIR_API_URL: must be an http(s):// URL (got "mtr.sinir.gov.br")',
      "SINIR_PASSWORD: must not be empty",
    ]);
  });
});
