// What the benches share: JSON posts to the API, the demo user's sign-in (login, module, company) and
// the portal's session for it, a server of the product on a free port (built, or from its sources), and
// the local Chromium.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";

const root = new URL("..", import.meta.url).pathname;

export async function post(base, path, body, token) {
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`${path} ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

/** Signs the seeded demo user in through the three steps; answers each step's answer and the session token. */
export async function signInDemo(base) {
  const login = await post(base, "/api/v1/login", { email: "demo@trilha.com.br", password: "Trilha@2024" });
  const module = await post(base, "/api/v1/login/module", { uuid: login.modules[0].id }, login.token);
  const company = module.companies[0];
  const chosen = await post(base, "/api/v1/companies/current", { uuid_company: company.uuid }, module.token);
  return { login, module, company, token: chosen.token };
}

/** The machine's Chromium (never a downloaded one), headless with the flags this machine needs. */
export const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A server of the product on a free port: node with `args` (the built `dist/main.js`, or the sources
 * through tsx) in `cwd`, in production mode with the demo data and quiet logs, `env` on top. Resolves
 * once /api/v1/health answers; `coldStart` is how long that took.
 */
export async function startServer({ args, env = {}, cwd = root }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      SEED_DEMO: "true",
      // A throwaway database on a loopback server: the demo users are what the benches sign in with.
      ALLOW_DEMO_USERS: "true",
      LOG_LEVEL: "warn",
      PUBLIC_URL: base,
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr.on("data", (chunk) => (errors += chunk));
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error(`server exited: ${errors.slice(-1500)}`);
    const ok = await fetch(`${base}/api/v1/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) return { child, base, coldStart: (performance.now() - started) / 1000 };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill("SIGINT");
  throw new Error(`server did not start in 120 s: ${errors.slice(-1500)}`);
}

/**
 * The built product (apps/server/dist with the portal's build) on a free port, on an empty data folder
 * (embedded PostgreSQL) with the demo data; `coldStart` is how long it took to answer /api/v1/health.
 */
export async function startProduct() {
  const dataDir = join(mkdtempSync(join(tmpdir(), "bench-lh-")), "data");
  const server = await startServer({
    args: [join(root, "apps/server/dist/main.js")],
    env: { DATABASE_URL: "", DATA_DIR: dataDir },
  });
  return { ...server, dataDir };
}

/** Stops what startProduct started and removes its data folder. */
export async function stopProduct(product) {
  product.child.kill("SIGINT");
  await new Promise((resolve) => product.child.on("exit", resolve));
  rmSync(product.dataDir, { recursive: true, force: true });
}

/** The portal's persisted session (apps/portal/src/session/store.ts) for the demo user, signed in by API. */
export async function demoSession(base) {
  const { login, module, company, token } = await signInDemo(base);
  return {
    token,
    tokenPython: null,
    ms_dashboard_token: null,
    isAuthenticated: true,
    modules: login.modules,
    companySelected: company,
    user: { ...(login.user ?? {}), plans: company.plans ?? company.plan },
    companyModuled: module.companies,
    moduleSelected: login.modules[0],
  };
}

/**
 * Where Lighthouse is installed, and a resolver of the packages it brings (chrome-launcher,
 * puppeteer-core): the benches drive the same Chromium through them.
 */
export function lighthouseInstall() {
  const require = createRequire(join(root, "package.json"));
  const dir = require.resolve("lighthouse/package.json").replace(/package\.json$/, "");
  const fromLighthouse = createRequire(join(dir, "package.json"));
  return { dir, importFrom: (name) => import(pathToFileURL(fromLighthouse.resolve(name)).href) };
}
