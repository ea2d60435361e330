// `pnpm bench` (or `node scripts/bench-main-thread.mjs`): what a phone's main thread does while a page of
// the built product loads, from a Chromium trace at 4× CPU slowdown (Lighthouse's mobile setting), cold
// cache, the page opened by its address as a signed-in user's first page. Per page, the median of
// BENCH_MT_RUNS runs (default 5) of:
// - blocking time: the sum, over the tasks after the first contentful paint, of their time past 50 ms
//   (Lighthouse's Total Blocking Time, measured rather than simulated), and the longest task of the
//   whole load;
// - what those long tasks did: evaluating scripts, running JavaScript (React's renders and effects,
//   timers, promise callbacks), and style, layout and paint;
// - the main thread's busy time as a multiple of /login's, measured in the same run (the machine's speed
//   cancels out).
// Figures only; never fails on them. BENCH_MT_PAGES=/prestadores,/contratantes picks the pages.
import {
  CHROME_FLAGS,
  chromePath,
  demoSession,
  lighthouseInstall,
  startProduct,
  stopProduct,
} from "./bench-support.mjs";

const runs = Number(process.env.BENCH_MT_RUNS || 5);
const pages = process.env.BENCH_MT_PAGES?.split(",").filter(Boolean) ?? [
  "/prestadores",
  "/contratantes",
  "/dashboard",
];
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const LONG_TASK_MS = 50;
const SETTLE_MS = 500;

/** Trace event names, by what the main thread was doing. */
const KINDS = {
  evaluate: new Set(["EvaluateScript", "v8.evaluateModule", "v8.compile", "v8.compileModule"]),
  javascript: new Set([
    "FunctionCall",
    "TimerFire",
    "RunMicrotasks",
    "EventDispatch",
    "FireAnimationFrame",
    "FireIdleCallback",
  ]),
  render: new Set(["UpdateLayoutTree", "Layout", "Paint", "PrePaint", "Layerize", "Commit", "HitTest"]),
};

/** The page's renderer main thread: the CrRendererMain thread with the most task time. */
function mainThreadEvents(events) {
  const threads = events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const busy = (t) =>
    events
      .filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === "RunTask")
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
  const main = threads.sort((a, b) => busy(b) - busy(a))[0];
  return events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X");
}

/** One load's figures, in milliseconds, from its trace. */
function figures(events) {
  const main = mainThreadEvents(events);
  const tasks = main.filter((e) => e.name === "RunTask");
  const long = tasks.filter((t) => t.dur / 1000 >= LONG_TASK_MS);
  // Lighthouse counts blocking from the first contentful paint (what runs before it delays the paint
  // instead): a task that spans it counts from there.
  const pid = main[0]?.pid;
  const paints = events.filter((e) => e.name === "firstContentfulPaint" && e.pid === pid).map((e) => e.ts);
  const fcp = paints.length ? Math.min(...paints) : 0;
  const afterPaint = long.map((t) => (t.ts + t.dur - Math.max(t.ts, fcp)) / 1000);
  const kinds = { evaluate: 0, javascript: 0, render: 0 };
  for (const task of long) {
    const end = task.ts + task.dur;
    // Only the outermost event of a kind counts: a function call inside a script's evaluation is the
    // evaluation's time.
    const inside = main.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= end);
    for (const event of inside) {
      const kind = Object.keys(KINDS).find((k) => KINDS[k].has(event.name));
      if (!kind) continue;
      const nested = inside.some(
        (outer) =>
          outer !== event &&
          outer.ts <= event.ts &&
          outer.ts + outer.dur >= event.ts + event.dur &&
          Object.values(KINDS).some((names) => names.has(outer.name)),
      );
      if (!nested) kinds[kind] += event.dur / 1000;
    }
  }
  return {
    blocking: afterPaint.reduce((sum, ms) => sum + Math.max(0, ms - LONG_TASK_MS), 0),
    longest: Math.max(0, ...long.map((t) => t.dur / 1000)),
    busy: tasks.reduce((sum, t) => sum + t.dur / 1000, 0),
    ...kinds,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const product = await startProduct();
  const puppeteer = (await lighthouseInstall().importFrom("puppeteer-core")).default;
  const browser = await puppeteer.launch({ executablePath: chromePath, args: CHROME_FLAGS });
  try {
    const session = JSON.stringify(await demoSession(product.base));
    /** One cold load of `path` in a fresh profile, signed in or not. */
    const load = async (path, signedIn) => {
      const context = await browser.createBrowserContext();
      try {
        const page = await context.newPage();
        await page.setViewport(PHONE);
        await page.goto(`${product.base}/api/v1/health`);
        if (signedIn) await page.evaluate((s) => localStorage.setItem("trilha-admin:auth", s), session);
        const cdp = await page.createCDPSession();
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
        await page.tracing.start({
          categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"],
        });
        await page.goto(`${product.base}${path}`, { waitUntil: "networkidle0" });
        // What starts right after the network settles (an idle callback's player) belongs to the load.
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
        const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString("utf8"));
        return figures(trace.traceEvents);
      } finally {
        await context.close();
      }
    };
    const measure = async (path, signedIn) => {
      const all = [];
      for (let run = 0; run < runs; run++) all.push(await load(path, signedIn));
      const pick = (key) => median(all.map((f) => f[key]));
      return Object.fromEntries(Object.keys(all[0]).map((key) => [key, pick(key)]));
    };

    console.log(`4× CPU, phone viewport, cold cache; median of ${runs} loads per page (ms)\n`);
    console.log(
      "page             blocking   longest task   in long tasks: evaluate / JavaScript / style+layout   busy vs /login",
    );
    const login = await measure("/login", false);
    const row = (path, f) =>
      console.log(
        `${path.padEnd(15)}  ${f.blocking.toFixed(0).padStart(8)}   ${f.longest.toFixed(0).padStart(12)}   ${`${f.evaluate.toFixed(0)} / ${f.javascript.toFixed(0)} / ${f.render.toFixed(0)}`.padStart(50)}   ${`${(f.busy / login.busy).toFixed(2)}×`.padStart(14)}`,
      );
    row("/login", login);
    for (const path of pages) row(path, await measure(path, true));
    console.log("\nLighthouse's mobile score needs a blocking time near 200 ms or less (issue 12: ≥ 95).");
  } finally {
    await browser.close();
    await stopProduct(product);
  }
}

try {
  await main();
} catch (error) {
  console.log(`main-thread bench failed: ${error.message}`);
}
