import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { playwright } from "@vitest/browser-playwright";
import { configDefaults, defineConfig } from "vitest/config";
import { chromiumLaunchOptions } from "./scripts/chromium.ts";

const reports = process.env.VITEST_JSON
  ? { reporters: ["default", "json"], outputFile: process.env.VITEST_JSON }
  : {};

const UNIT_TESTS = ["packages/*/src/**/*.test.{ts,tsx}", "apps/portal/src/**/*.test.{ts,tsx}"];
const SERVER_TESTS = "apps/server/test";

/**
 * Test files that replace modules (vi.mock) under a folder: they run isolated, as a module another file
 * already loaded would not be replaced; every other file of the project shares its worker's modules.
 */
function mockingTests(root: string): string[] {
  return (readdirSync(root, { recursive: true }) as string[])
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => join(root, file))
    .filter((file) => readFileSync(file, "utf8").includes("vi.mock("));
}
const MOCKING_TESTS = [
  "packages/ui/src",
  "packages/forms/src",
  "packages/api/src",
  "apps/portal/src",
].flatMap(mockingTests);
const SERVER_MOCKING_TESTS = mockingTests(SERVER_TESTS);

/** The server tests' settings, for the shared and the isolated project. */
const serverTest = {
  // Beside the stories: server files mostly wait on PostgreSQL while the stories keep Chromium busy.
  sequence: { groupOrder: 2 },
  environment: "node",
  // The test hook's probe round (fuzzed like every route) asks a closed local port, never the
  // agencies' hosts: refused at once instead of waiting on DNS or a timeout.
  env: {
    ...Object.fromEntries(
      ["CTRE", "SIGOR", "FEAM", "FEPAM", "IMASC", "SINIR", "INEA", "IMAAL"].map((system) => [
        `INTEGRATION_URL_${system}`,
        "http://127.0.0.1:9/",
      ]),
    ),
    INTEGRATION_TIMEOUT_MS: "1000",
  },
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const;

/**
 * Story files that are documentation only (their meta is tagged "!test": a component's Default and
 * Playground). Storybook skips their stories in the test run, but loading each file into the browser
 * still cost about as much as running a file of stories, so the test run does not load them at all.
 */
function docsOnlyStoryFiles(): string[] {
  const roots = ["packages/ui/src", "packages/forms/src", "packages/api/src", "apps/portal/src"];
  return roots.flatMap((root) =>
    (readdirSync(root, { recursive: true }) as string[])
      .filter((file) => file.endsWith(".stories.tsx"))
      .map((file) => join(root, file))
      .filter((file) => {
        const text = readFileSync(file, "utf8");
        // The meta object only: from `const meta` to its closing brace at the start of a line.
        const start = text.indexOf("const meta");
        const meta = start < 0 ? "" : text.slice(start, text.indexOf("\n}", start));
        return /tags: \[[^\]]*"!test"/.test(meta);
      }),
  );
}

export default defineConfig({
  test: {
    ...reports,
    projects: [
      {
        plugins: [react()],
        test: {
          name: "unit",
          // The unit projects run first, alone; then the server tests, the stories and the screenshots together.
          sequence: { groupOrder: 0 },
          environment: "jsdom",
          include: UNIT_TESTS,
          exclude: [...MOCKING_TESTS, "**/node_modules/**"],
          setupFiles: ["./scripts/vitest.setup.ts"],
          // One jsdom per worker instead of one per file (about 70 s of a CI run): the tests reset the
          // stores they touch in beforeEach. Files that replace modules (vi.mock) run isolated below.
          isolate: false,
        },
      },
      {
        plugins: [react()],
        test: {
          name: "unit-mocks",
          sequence: { groupOrder: 0 },
          environment: "jsdom",
          include: MOCKING_TESTS,
          setupFiles: ["./scripts/vitest.setup.ts"],
        },
      },
      {
        test: {
          ...serverTest,
          name: "server",
          include: [`${SERVER_TESTS}/**/*.test.ts`],
          exclude: SERVER_MOCKING_TESTS,
          // The app's modules are loaded once per worker instead of once per file (about half the
          // project's time): each file builds its own app on its own database, and the modules keep no
          // state between apps (the session cache belongs to the app).
          isolate: false,
        },
      },
      {
        test: { ...serverTest, name: "server-mocks", include: SERVER_MOCKING_TESTS },
      },
      {
        plugins: [storybookTest({ configDir: fileURLToPath(new URL("./.storybook", import.meta.url)) })],
        // Crawl every story up front so all dependencies are pre-bundled before the first test runs;
        // otherwise a fresh checkout discovers some mid-run, Vite reloads and that file's stories fail.
        optimizeDeps: {
          entries: [
            ".storybook/preview.tsx",
            "packages/*/src/**/*.stories.tsx",
            "apps/portal/src/**/*.stories.tsx",
          ],
        },
        test: {
          name: "storybook",
          exclude: [...configDefaults.exclude, ...docsOnlyStoryFiles()],
          sequence: { groupOrder: 2 },
          // A play function waits for conditions (asyncUtilTimeout 10 s in preview.tsx); the whole story
          // gets room for a few such waits on a loaded machine before it counts as hung. The longest
          // journeys (the output form filled whole, the wizards' last steps) took 40-47 s at a load average
          // of 25-35 on two cores: a hung story is reported later, a passing one is no slower.
          testTimeout: 90_000,
          // Every story file in one page: the module graph (React, the preview, MSW, the portal) is evaluated
          // once instead of once per file, which was about a third of the run. Stories do not share state:
          // the MSW loader resets the handlers and each story mounts and unmounts its own tree.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            // Brazil's time zone whatever the machine's, as the visual and e2e runs: the pickers' and the
            // lists' "today" is Brasília's day (platformToday), and the stories' data is stamped in local days.
            provider: playwright({
              launchOptions: chromiumLaunchOptions(),
              contextOptions: { timezoneId: "America/Sao_Paulo" },
            }),
            instances: [{ browser: "chromium" }],
          },
        },
      },
      {
        // Visual regression (README, "Visual regression"): every story's first render against the PNGs
        // committed in packages/ui/visual and apps/portal/visual; `pnpm test:visual:update` rewrites them.
        plugins: [react(), tailwindcss()],
        // Mock Service Worker's worker file, served at /mockServiceWorker.js as Storybook serves it.
        publicDir: ".storybook/public",
        optimizeDeps: {
          entries: [
            "packages/ui/visual/*.{ts,tsx}",
            "apps/portal/visual/*.test.tsx",
            "packages/*/src/**/*.stories.tsx",
            "apps/portal/src/**/*.stories.tsx",
          ],
          include: ["msw/browser"],
        },
        test: {
          name: "visual",
          sequence: { groupOrder: 2 },
          include: ["packages/ui/visual/**/*.test.tsx", "apps/portal/visual/**/*.test.tsx"],
          setupFiles: ["packages/ui/visual/setup.ts"],
          // A story waits for its data and its first screenshot; on a loaded machine that can take a while.
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                ...chromiumLaunchOptions(),
                args: [...chromiumLaunchOptions().args, "--disable-gpu-vsync", "--disable-frame-rate-limit"],
              },
              // Animations off (the Lottie components show their static frame), one colour scheme, and the
              // dates of the stories in Brazil's time zone whatever the machine's.
              contextOptions: {
                // Room for the largest story viewport (1440 wide, 1024 high): a smaller window would scale the
                // tester frame down, and the screenshots with it.
                viewport: { width: 1440, height: 1024 },
                reducedMotion: "reduce",
                colorScheme: "light",
                locale: "pt-BR",
                timezoneId: "America/Sao_Paulo",
              },
            }),
            instances: [{ browser: "chromium" }],
            // Vite's dependency scan and bundle (every story's imports, on a fresh checkout or a changed
            // lockfile) run before the page can connect: a loaded two-core machine passed the default 30 s
            // and the run ended with no test drawn.
            connectTimeout: 180_000,
            viewport: { width: 800, height: 600 },
            // A failure leaves its actual and diff images in .vitest-attachments; no extra PNG beside the baselines.
            screenshotFailures: false,
            // A colour change counts even when small (pixelmatch's default 0.1 let the primary token darkened
            // by 16 levels pass); 0.02 still ignores the ±1 level noise Chromium leaves on some rounded corners.
            // Anti-aliased pixels are not counted (pixelmatch's includeAA: false).
            expect: {
              toMatchScreenshot: {
                comparatorName: "pixelmatch",
                comparatorOptions: { threshold: 0.02 },
                // No clock of its own (its timer kept the run from exiting for seconds): the test's timeout bounds
                // the wait for two identical screenshots in a row when there is no baseline yet.
                timeout: 0,
              },
            },
          },
        },
      },
    ],
  },
});
