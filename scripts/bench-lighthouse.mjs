// `pnpm bench` (or `node scripts/bench-lighthouse.mjs`): Lighthouse performance scores and CLS of the
// built product, mobile and desktop, for /login and for the signed-in pages, with the local Chromium
// (never a downloaded browser). Also the product's cold start: `node apps/server/dist/main.js` on an
// empty data folder until /api/v1/health answers. Figures only, printed beside issue 12's targets.
//
// BENCH_SKIP_BUILD=1 reuses apps/portal/dist and apps/server/dist as they are; BENCH_LH_SAVE=<folder> keeps
// the reports.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import {
  CHROME_FLAGS,
  chromePath,
  demoSession,
  lighthouseInstall,
  startProduct,
  stopProduct,
} from "./bench-support.mjs";

const root = new URL("..", import.meta.url).pathname;
const SIGNED_IN_PAGES = [
  "/prestadores",
  "/dashboard",
  "/prestadores/cadastro",
  "/contratantes",
  "/integracoes",
];
/**
 * Every other page a signed-in user of the demo company opens from the menus: their layout shifts are
 * measured too (without Lighthouse, which takes a minute a page), so "CLS < 0.02 on every page" is checked
 * beyond the pages scored above.
 */
const OTHER_PAGES = [
  "/saidas",
  "/saidas/cadastro",
  "/residuos",
  "/residuos/cadastro",
  "/contratantes/cadastro",
  "/legislacao",
  "/perfil-empresa",
  "/notificacoes",
  "/configuracoes",
];
const VIEWPORTS = { phone: { width: 412, height: 823 }, desktop: { width: 1350, height: 940 } };
/** BENCH_LH_PAGES=/prestadores,/login measures only those (a quick check while fixing one page). */
const only = process.env.BENCH_LH_PAGES?.split(",").filter(Boolean);
const wanted = (path) => !only || only.includes(path);

/**
 * The layout shift of each page (the sum of the shifts no input caused, from first paint until the
 * network is idle), at a phone's and a desktop's size, in a tab of its own per page that opens the page
 * by its address, as Lighthouse's CLS counts it. `browser` is signed in (localStorage).
 */
async function layoutShifts(browser, base, paths) {
  console.log("\nlayout shift (CLS) per page    phone    desktop   target");
  for (const path of paths) {
    const figures = [];
    for (const viewport of Object.values(VIEWPORTS)) {
      const tab = await browser.newPage();
      await tab.setViewport(viewport);
      await tab.evaluateOnNewDocument(() => {
        window.__shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shift += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
      });
      await tab.goto(`${base}${path}`, { waitUntil: "networkidle0" });
      figures.push(await tab.evaluate(() => window.__shift));
      await tab.close();
    }
    console.log(`${path.padEnd(30)} ${figures.map((f) => f.toFixed(3).padStart(7)).join("  ")}    < 0.02`);
  }
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) {
    console.log("building the product (pnpm build:product)…");
    const built = spawnSync("pnpm", ["build:product"], { cwd: root, stdio: "ignore" });
    if (built.status !== 0) throw new Error("pnpm build:product failed");
  }
  // Two starts: the first makes the build's PGlite template if it is missing; the second is a user's.
  await stopProduct(await startProduct());
  const product = await startProduct();
  console.log(`cold start on an empty data folder: ${product.coldStart.toFixed(1)} s   (target ≤ 5 s)\n`);

  const { dir: lighthouseDir, importFrom } = lighthouseInstall();
  const { default: lighthouse } = await import("lighthouse");
  const { default: desktopConfig } = await import(
    pathToFileURL(join(lighthouseDir, "core/config/desktop-config.js")).href
  );
  const chromeLauncher = await importFrom("chrome-launcher");
  const puppeteer = (await importFrom("puppeteer-core")).default;

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
      // Lighthouse sometimes loses the trace's navigation start (NO_NAVSTART, "Please run Lighthouse
      // again"): the run is repeated, up to twice, instead of printing a page without figures.
      let result;
      for (let attempt = 1; attempt <= 3; attempt++) {
        result = await lighthouse(
          `${product.base}${path}`,
          flags,
          formFactor === "desktop" ? desktopConfig : undefined,
          page,
        );
        if (!result.lhr.runtimeError) break;
        console.log(`  (${path} ${formFactor}: ${result.lhr.runtimeError.code}, run ${attempt} of 3)`);
      }
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
    if (!only) await layoutShifts(browser, product.base, [...SIGNED_IN_PAGES, ...OTHER_PAGES]);
  } finally {
    await browser.disconnect();
    await chrome.kill();
    await stopProduct(product);
  }
}

try {
  await main();
} catch (error) {
  console.log(`lighthouse bench failed: ${error.message}`);
}
