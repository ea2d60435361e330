// Starts the built product for the browser journeys on a clean database:
// a fresh PGlite folder by default, or a freshly created schema on DATABASE_URL's server.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";

const env = { ...process.env, PORT: process.env.E2E_PORT ?? "3100", HOST: "127.0.0.1", NODE_ENV: "test" };

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
server.on("exit", (code) => process.exit(code ?? 0));
