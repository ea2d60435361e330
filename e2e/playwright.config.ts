import { createServer } from "node:net";
import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "../scripts/chromium.ts";

/** A port nobody listens on now: the system picks it for a throwaway listener, which is closed at once. */
function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

// E2E_PORT, E2E_OIDC_PORT (the local OpenID provider) and E2E_SYSTEMS_PORT (the public systems' stand-in)
// pin the ports; unset, free ones are picked, so a busy 3100 no longer fails the run. They go into the environment because Playwright loads this
// file again in its workers, which inherit it: every process then agrees on the same ports.
process.env.E2E_PORT ||= String(await freePort());
process.env.E2E_OIDC_PORT ||= String(await freePort());
process.env.E2E_SYSTEMS_PORT ||= String(await freePort());
const PORT = Number(process.env.E2E_PORT);
const reportFile = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;

/**
 * The journeys of users nobody else signs in as (each user has one live session: a test that signs in
 * ends another test's session of the same user), and the public pages' walk, which signs nobody in. They run in a worker of their own beside the others,
 * which share the demo company and its users (demo@, adm@) and run one at a time.
 */
const OWN_USERS = [
  "auth/passwords.spec.ts",
  "auth/public-links.spec.ts",
  "auth/session.spec.ts",
  "auth/sign-in.spec.ts",
  "auth/sign-in-refused.spec.ts",
  "auth/sso.spec.ts",
  "layout/public-pages.spec.ts",
  "skeleton.spec.ts",
];

export default defineConfig({
  testDir: "./tests",
  fullyParallel: false,
  // One worker per project below: the browser and the server leave part of the two cores idle while a
  // journey waits, which the other project's journey uses (4.1 min against 4.5 in one worker).
  workers: 2,
  projects: [
    { name: "own-users", testMatch: OWN_USERS, workers: 1 },
    { name: "company", testIgnore: OWN_USERS, workers: 1 },
  ],
  retries: 0,
  // How long a journey and each of its assertions may wait is not what they check. On a loaded two-core
  // machine (CI runs vitest, Playwright and the typecheck side by side) a page drew its list more than 5 s
  // after the answer arrived, and short journeys passed 30 s: every failure of a loaded run was one of
  // these two waits. A passing journey takes no longer for the room; the long ones set their own (test.setTimeout).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: reportFile ? [["list"], ["json", { outputFile: reportFile }]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    launchOptions: chromiumLaunchOptions(),
    // A failed journey keeps its trace (DOM snapshots, console, network) to read in `playwright show-trace`;
    // without the screencast, whose frames took about a third of the run's CPU (6.0 min against 4.1).
    trace: { mode: "retain-on-failure", screenshots: false },
  },
  webServer: {
    // The built product, as `pnpm start` runs it, on a database of its own (see e2e/serve.mjs).
    command: "pnpm build:product && node e2e/serve.mjs",
    cwd: "..",
    url: `http://127.0.0.1:${PORT}/api/v1/health`,
    env: {
      E2E_PORT: String(PORT),
      E2E_OIDC_PORT: process.env.E2E_OIDC_PORT,
      E2E_SYSTEMS_PORT: process.env.E2E_SYSTEMS_PORT,
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
