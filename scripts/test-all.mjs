// Runs every test runner of the repo and ends with one line summing them: "N passed, N failed".
// Runners: vitest (unit, server, Storybook stories and screenshots in Chromium), Playwright journeys on
// the built product, the /login JS budget (scripts/bundle-budget.mjs), and the packaging check (a plain
// Vite app consuming the packed @trilha/ui, @trilha/forms and @trilha/api).
import { spawn } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const reports = join(root, ".reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const only = process.argv.slice(2);

const runners = [
  {
    name: "vitest",
    command: ["pnpm", "exec", "vitest", "run"],
    env: { VITEST_JSON: join(reports, "vitest.json") },
    count(file) {
      const r = JSON.parse(readFileSync(file, "utf8"));
      // A file that fails to load has no test results: count it as a failure.
      const brokenFiles = r.testResults.filter(
        (f) => f.status === "failed" && f.assertionResults.length === 0,
      );
      return {
        passed: r.numPassedTests,
        failed: r.numFailedTests + brokenFiles.length,
        skipped: r.numPendingTests + r.numTodoTests,
      };
    },
    file: join(reports, "vitest.json"),
  },
  {
    // The product the journeys run on (pnpm start's build), made while vitest runs. A step, not a test:
    // it counts only when it fails.
    name: "build",
    command: ["pnpm", "build:product"],
    env: {},
    step: true,
    count: () => null,
  },
  {
    name: "playwright",
    command: ["pnpm", "exec", "playwright", "test", "-c", "e2e/playwright.config.ts"],
    // On the build above when it ran (e2e/playwright.config.ts then only starts the server).
    after: "build",
    env: (ran) => ({
      PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, "playwright.json"),
      ...(ran.has("build") ? { E2E_PREBUILT: "1" } : {}),
    }),
    count(file) {
      const { stats, errors } = JSON.parse(readFileSync(file, "utf8"));
      return {
        passed: stats.expected + stats.flaky,
        failed: stats.unexpected + (errors?.length ?? 0),
        skipped: stats.skipped,
      };
    },
    file: join(reports, "playwright.json"),
  },
  {
    // The /login JS budget: the initial chunks' gzip bytes of the portal built for the journeys.
    name: "bundle-budget",
    command: ["node", "scripts/bundle-budget.mjs"],
    // When this run has just built the product, measure that build instead of a second one.
    env: (ran) =>
      ran.has("build") || ran.has("playwright") ? { BUNDLE_BUDGET_DIST: join(root, "apps/portal/dist") } : {},
    count: () => null,
  },
  {
    name: "pack-check",
    command: ["node", "scripts/pack-check/pack-check.mjs"],
    env: {},
    optional: !existsSync(join(root, "scripts/pack-check/pack-check.mjs")),
    count: () => null,
  },
];

/**
 * Two lanes run side by side: vitest, then Playwright and the budget, in the first; the product's build
 * and the packaging check in the second. The second lane ends while vitest still runs, so the journeys
 * keep the machine to themselves (run beside vitest, six of them timed out on two cores). The first lane
 * prints as it goes; the second lane's runners write to .reports/<runner>.log, printed whole when each
 * one ends.
 */
const lanes = [
  ["vitest", "playwright", "bundle-budget"],
  ["build", "pack-check"],
];

const totals = { passed: 0, failed: 0, skipped: 0 };
/** Runners that finished cleanly in this run (the budget reuses Playwright's fresh build). */
const ran = new Set();
const lines = [];

/** Runs one runner to its end; resolves with its exit status. */
function run(runner, { inherit }) {
  const env = typeof runner.env === "function" ? runner.env(ran) : runner.env;
  const log = join(reports, `${runner.name}.log`);
  const output = inherit ? "inherit" : openSync(log, "w");
  const child = spawn(runner.command[0], runner.command.slice(1), {
    cwd: root,
    stdio: ["ignore", output, output],
    env: { ...process.env, ...env },
  });
  return new Promise((resolve) => {
    child.on("error", () => resolve(1));
    child.on("close", (status) => {
      if (!inherit) {
        closeSync(output);
        console.log(`\n▼ ${runner.name} (its output, written to ${log})\n${readFileSync(log, "utf8")}`);
      }
      resolve(status ?? 1);
    });
  });
}

/** Counts what a runner did, from its report or, without one, from its exit status. */
function record(runner, status, seconds) {
  if (status === 0) ran.add(runner.name);
  let counts = null;
  if (runner.file && existsSync(runner.file)) {
    try {
      counts = runner.count(runner.file);
    } catch (error) {
      console.error(`could not read ${runner.file}: ${error}`);
    }
  }
  // A runner without a report (or a plain check) counts as one test, failed unless it exited 0; a step
  // (the build) counts only when it fails.
  const passed = runner.step ? 0 : 1;
  counts ??= status === 0 ? { passed, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 };
  if (status !== 0 && counts.failed === 0) counts.failed = 1;
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  // The seconds each runner took: CI has a time budget (README, "Scripts"), and this shows where it goes.
  lines.push(
    `${runner.name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped (${seconds} s)`,
  );
}

const selected = (runner) => !runner.optional && (!only.length || only.includes(runner.name));

/** Each selected runner's end, for the runners that start `after` it. */
const ends = new Map();
for (const runner of runners.filter(selected)) {
  let end;
  ends.set(runner.name, { done: new Promise((resolve) => (end = resolve)), end });
}

async function runLane(names, inherit) {
  for (const name of names) {
    const runner = runners.find((r) => r.name === name);
    if (!runner || !selected(runner)) continue;
    await ends.get(runner.after)?.done;
    console.log(`\n▶ ${runner.name}: ${runner.command.join(" ")}`);
    const started = performance.now();
    const status = await run(runner, { inherit });
    record(runner, status, Math.round((performance.now() - started) / 1000));
    ends.get(name).end();
  }
}

// With the runners of one lane asked for (`pnpm test playwright`), their output goes straight to the terminal.
const active = lanes.filter((lane) => lane.some((name) => ends.has(name)));
await Promise.all(active.map((lane, index) => runLane(lane, index === 0)));

console.log(`\n${lines.join("\n")}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
