// Starts the built product for the browser journeys on a clean database:
// a fresh PGlite folder by default, or a freshly created schema on DATABASE_URL's server.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";

const port = process.env.E2E_PORT ?? "3100";
const origin = `http://127.0.0.1:${port}`;
const env = { ...process.env, PORT: port, HOST: "127.0.0.1", NODE_ENV: "test", PUBLIC_URL: origin };

// SSO journeys sign in at a local OpenID provider standing in for Microsoft Entra ID (its dev login page
// accepts any login: type the demo user's e-mail). The demo SSO company reads issuer and client from here.
const { startOidcStandIn } = await import("../apps/server/dev/oidc-stand-in.mjs");
const oidc = await startOidcStandIn({
  port: Number(process.env.E2E_OIDC_PORT ?? Number(port) + 1),
  redirectUris: [`${origin}/api/v1/sso/callback`],
});
Object.assign(env, {
  SSO_ISSUER: oidc.issuer,
  SSO_CLIENT_ID: oidc.clientId,
  SSO_CLIENT_SECRET: oidc.clientSecret,
});

// The integrations board probes a local stand-in of the public systems, never the agencies' hosts.
const { startSystemsStandIn } = await import("./systems-stand-in.mjs");
const systems = await startSystemsStandIn({ port: Number(process.env.E2E_SYSTEMS_PORT ?? Number(port) + 2) });
for (const system of ["CTRE", "SIGOR", "FEAM", "FEPAM", "IMASC", "SINIR", "INEA", "IMAAL"])
  env[`INTEGRATION_URL_${system}`] = `${systems.url}/${system}`;

if (process.env.DATABASE_URL) {
  const schema = "trilha_e2e";
  const require = createRequire(new URL("../apps/server/package.json", import.meta.url));
  const { Client } = require("pg");
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query(`drop schema if exists ${schema} cascade`);
  await client.query(`create schema ${schema}`);
  await client.end();
  const url = new URL(process.env.DATABASE_URL);
  url.searchParams.set("options", `-c search_path=${schema}`);
  env.DATABASE_URL = url.toString();
} else {
  env.DATA_DIR = mkdtempSync(join(tmpdir(), "trilha-e2e-"));
}

const server = spawn(process.execPath, ["apps/server/dist/main.js"], { env, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", async (code) => {
  await oidc.close();
  await systems.close();
  process.exit(code ?? 0);
});
