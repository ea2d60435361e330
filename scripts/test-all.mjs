// Runs every test runner of the repo and ends with one line summing them: "N passed, N failed".
// Runners: vitest (unit, server, Storybook stories in Chromium), Playwright journeys, the /login JS
// budget (scripts/bundle-budget.mjs), and the packaging check (a plain Vite app consuming the packed
// @trilha/ui, @trilha/forms and @trilha/api).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { stripVTControlCharacters } from "node:util";

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
      const failedTests = r.testResults.flatMap((f) =>
        f.assertionResults
          .filter((t) => t.status === "failed")
          .map((t) => `${relative(root, f.name)} › ${t.fullName}${reason(t.failureMessages)}`),
      );
      return {
        passed: r.numPassedTests,
        failed: r.numFailedTests + brokenFiles.length,
        skipped: r.numPendingTests + r.numTodoTests,
        names: [...failedTests, ...brokenFiles.map((f) => `${relative(root, f.name)} (did not load)`)],
      };
    },
    file: join(reports, "vitest.json"),
  },
  {
    name: "playwright",
    command: ["pnpm", "exec", "playwright", "test", "-c", "e2e/playwright.config.ts"],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, "playwright.json") },
    count(file) {
      const { stats, errors, suites } = JSON.parse(readFileSync(file, "utf8"));
      return {
        passed: stats.expected + stats.flaky,
        failed: stats.unexpected + (errors?.length ?? 0),
        skipped: stats.skipped,
        names: [
          ...unexpectedSpecs(suites ?? []),
          ...(errors ?? []).map((e) => (e.message ?? String(e)).split("\n")[0]),
        ],
      };
    },
    file: join(reports, "playwright.json"),
  },
  {
    // The /login JS budget: the initial chunks' gzip bytes of the portal Playwright's run built.
    name: "bundle-budget",
    command: ["node", "scripts/bundle-budget.mjs"],
    // When Playwright's web server has just built the product, measure that build instead of a second one.
    env: (ran) => (ran.has("playwright") ? { BUNDLE_BUDGET_DIST: join(root, "apps/portal/dist") } : {}),
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
 * The first lines of a Vitest failure, on the lines after its name: the kept tail of a CI log then says
 * why a test failed, not only which.
 */
function reason(messages = []) {
  const lines = stripVTControlCharacters(messages.join("\n"))
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 4);
  return lines.map((line) => `\n      ${line.slice(0, 200)}`).join("");
}

/** "file › title" of every Playwright test whose outcome was unexpected, nested suites included. */
function unexpectedSpecs(suites, titles = []) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((t) => t.status === "unexpected"))
      .map((spec) => {
        const results = spec.tests.flatMap((t) => t.results ?? []);
        const errors = (results.at(-1)?.errors ?? []).map((e) => e.message ?? "");
        return `${spec.file} › ${[...titles, spec.title].filter(Boolean).join(" › ")}${reason(errors)}`;
      }),
    ...unexpectedSpecs(suite.suites ?? [], suite.file === suite.title ? titles : [...titles, suite.title]),
  ]);
}

const totals = { passed: 0, failed: 0, skipped: 0 };
/** The failed tests' names, repeated at the end: only the tail of a long CI log is kept. */
const failures = [];
/** Runners that finished cleanly in this run (the budget reuses Playwright's fresh build). */
const ran = new Set();
const lines = [];

for (const runner of runners) {
  if (only.length && !only.includes(runner.name)) continue;
  if (runner.optional) continue;
  console.log(`\n▶ ${runner.name}: ${runner.command.join(" ")}`);
  const env = typeof runner.env === "function" ? runner.env(ran) : runner.env;
  const started = performance.now();
  const result = spawnSync(runner.command[0], runner.command.slice(1), {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (result.status === 0) ran.add(runner.name);
  let counts = null;
  if (runner.file && existsSync(runner.file)) {
    try {
      counts = runner.count(runner.file);
    } catch (error) {
      console.error(`could not read ${runner.file}: ${error}`);
    }
  }
  // A runner without a report (or a plain check) counts as one test, failed unless it exited 0.
  counts ??=
    result.status === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 };
  if (result.status !== 0 && counts.failed === 0) counts.failed = 1;
  failures.push(
    ...(counts.names ?? (result.status === 0 ? [] : [runner.name])).map((n) => `${runner.name}: ${n}`),
  );
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  // The seconds each runner took: CI has a time budget (README, "Scripts"), and this shows where it goes.
  const seconds = Math.round((performance.now() - started) / 1000);
  lines.push(
    `${runner.name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped (${seconds} s)`,
  );
}

if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ✗ ${f}`).join("\n")}`);
console.log(`\n${lines.join("\n")}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
