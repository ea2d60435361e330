// `pnpm bench` (or `node scripts/bench-lighthouse.mjs`): Lighthouse performance scores and CLS of the
// built product, mobile and desktop, for /login and for the signed-in pages, with the local Chromium
// (never a downloaded browser). Also the product's cold start: `node apps/server/dist/main.js` on an
// empty data folder until /api/v1/health answers. Figures only, printed beside issue 12's targets.
//
// BENCH_SKIP_BUILD=1 reuses apps/portal/dist and apps/server/dist as they are; BENCH_LH_SAVE=<folder> keeps
// the reports.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { signInDemo } from "./bench-support.mjs";

const root = new URL("..", import.meta.url).pathname;
const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const SIGNED_IN_PAGES = [
  "/prestadores",
  "/dashboard",
  "/prestadores/cadastro",
  "/contratantes",
  "/integracoes",
];
/** BENCH_LH_PAGES=/prestadores,/login measures only those (a quick check while fixing one page). */
const only = process.env.BENCH_LH_PAGES?.split(",").filter(Boolean);
const wanted = (path) => !only || only.includes(path);

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

async function startProduct() {
  const port = await freePort();
  const dataDir = join(mkdtempSync(join(tmpdir(), "bench-lh-")), "data");
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, "apps/server/dist/main.js")], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: "",
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      SEED_DEMO: "true",
      ALLOW_DEMO_USERS: "true",
      LOG_LEVEL: "warn",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr.on("data", (chunk) => (errors += chunk));
  const base = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error(`server exited: ${errors.slice(-1500)}`);
    const ok = await fetch(`${base}/api/v1/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) return { child, base, dataDir, coldStart: (performance.now() - started) / 1000 };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill("SIGINT");
  throw new Error("server did not start in 120 s");
}

/** The portal's persisted session (apps/portal/src/session/store.ts) for the demo user, signed in by API. */
async function demoSession(base) {
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

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) {
    console.log("building the product (pnpm build:product)…");
    const built = spawnSync("pnpm", ["build:product"], { cwd: root, stdio: "ignore" });
    if (built.status !== 0) throw new Error("pnpm build:product failed");
  }
  // Two starts: the first makes the build's PGlite template if it is missing; the second is a user's.
  const warmup = await startProduct();
  warmup.child.kill("SIGINT");
  await new Promise((resolve) => warmup.child.on("exit", resolve));
  rmSync(warmup.dataDir, { recursive: true, force: true });
  const product = await startProduct();
  console.log(`cold start on an empty data folder: ${product.coldStart.toFixed(1)} s   (target ≤ 5 s)\n`);

  const require = createRequire(join(root, "package.json"));
  const lighthouseDir = require.resolve("lighthouse/package.json").replace(/package\.json$/, "");
  const fromLighthouse = createRequire(join(lighthouseDir, "package.json"));
  const { default: lighthouse } = await import("lighthouse");
  const { default: desktopConfig } = await import(
    pathToFileURL(join(lighthouseDir, "core/config/desktop-config.js")).href
  );
  const chromeLauncher = await import(pathToFileURL(fromLighthouse.resolve("chrome-launcher")).href);
  const puppeteer = (await import(pathToFileURL(fromLighthouse.resolve("puppeteer-core")).href)).default;

  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const session = await demoSession(product.base);
    const page = await browser.newPage();
    const measure = async (path, formFactor) => {
      const flags = {
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        disableStorageReset: true,
      };
      const result = await lighthouse(
        `${product.base}${path}`,
        flags,
        formFactor === "desktop" ? desktopConfig : undefined,
        page,
      );
      const { categories, audits } = result.lhr;
      // BENCH_LH_SAVE=<folder> keeps each report (JSON) to read what a score is made of.
      if (process.env.BENCH_LH_SAVE) {
        const name = `${path.replace(/\W+/g, "_")}-${formFactor}.json`;
        writeFileSync(join(process.env.BENCH_LH_SAVE, name), JSON.stringify(result.lhr));
      }
      return {
        score: Math.round((categories.performance.score ?? 0) * 100),
        cls: audits["cumulative-layout-shift"].numericValue,
        lcp: audits["largest-contentful-paint"].numericValue / 1000,
        fcp: audits["first-contentful-paint"].numericValue / 1000,
        tbt: audits["total-blocking-time"].numericValue,
        si: audits["speed-index"].numericValue / 1000,
      };
    };
    const setSession = async (value) => {
      await page.goto(`${product.base}/api/v1/health`);
      await page.evaluate(
        (stored) =>
          stored
            ? localStorage.setItem("trilha-admin:auth", stored)
            : localStorage.removeItem("trilha-admin:auth"),
        value ? JSON.stringify(value) : null,
      );
    };

    console.log(
      "page                    mobile score   desktop score   CLS (worst)   LCP mobile   targets           (mobile FCP / SI / TBT)",
    );
    const row = async (path) => {
      const mobile = await measure(path, "mobile");
      const desktop = await measure(path, "desktop");
      const cls = Math.max(mobile.cls, desktop.cls);
      console.log(
        `${path.padEnd(22)}  ${String(mobile.score).padStart(12)}   ${String(desktop.score).padStart(13)}   ${cls.toFixed(3).padStart(11)}   ${`${mobile.lcp.toFixed(1)} s`.padStart(10)}   ≥ 95, CLS < 0.02   (${mobile.fcp.toFixed(1)} s / ${mobile.si.toFixed(1)} s / ${Math.round(mobile.tbt)} ms)`,
      );
    };
    await setSession(null);
    if (wanted("/login")) await row("/login");
    await setSession(session);
    for (const path of SIGNED_IN_PAGES.filter(wanted)) await row(path);
  } finally {
    await browser.disconnect();
    await chrome.kill();
    product.child.kill("SIGINT");
    await new Promise((resolve) => product.child.on("exit", resolve));
    rmSync(product.dataDir, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  console.log(`lighthouse bench failed: ${error.message}`);
}
