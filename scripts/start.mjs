#!/usr/bin/env node
// `pnpm start`, once the product is built: the server on its embedded defaults. For the local demo it
// also starts what the demo's journeys need and a developer's machine lacks, as /dev/outbox stands in
// for SMTP: a local OpenID provider in place of Microsoft Entra ID (apps/server/dev/oidc-stand-in.mjs),
// so the demo SSO company's sign-in at /login-sso goes through (its login page takes any password for
// the address typed). Nothing of it in production, without the demo data, or when SSO_ISSUER is set.
import { spawn } from "node:child_process";

const env = { ...process.env };
const wantsStandIn = env.NODE_ENV !== "production" && env.SEED_DEMO !== "false" && !env.SSO_ISSUER;

let standIn = null;
if (wantsStandIn) {
  // oidc-provider warns that it runs as a stand-in (in-memory store, development keys and login page,
  // Node 20): all on purpose here, and this process runs nothing else.
  const warn = console.warn;
  console.warn = (...args) => {
    if (!String(args[0]).startsWith("oidc-provider WARNING")) warn(...args);
  };
  const { startOidcStandIn } = await import("../apps/server/dev/oidc-stand-in.mjs");
  const port = env.PORT ?? "3000";
  // The server sends the provider back to PUBLIC_URL's callback (http://localhost:PORT by default).
  const origins = env.PUBLIC_URL
    ? [env.PUBLIC_URL.replace(/\/$/, "")]
    : [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  standIn = await startOidcStandIn({
    redirectUris: origins.map((origin) => `${origin}/api/v1/sso/callback`),
  });
  Object.assign(env, {
    SSO_ISSUER: standIn.issuer,
    SSO_CLIENT_ID: standIn.clientId,
    SSO_CLIENT_SECRET: standIn.clientSecret,
  });
  console.log(`\n  SSO: a local OpenID provider at ${standIn.issuer} stands in for Microsoft Entra ID.`);
}

const server = spawn(process.execPath, ["apps/server/dist/main.js"], { env, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
// The stand-in ends with this process.
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
