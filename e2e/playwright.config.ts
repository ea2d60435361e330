import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "../scripts/chromium.ts";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const reportFile = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;

export default defineConfig({
  testDir: "./tests",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  forbidOnly: !!process.env.CI,
  reporter: reportFile ? [["list"], ["json", { outputFile: reportFile }]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    launchOptions: chromiumLaunchOptions(),
    trace: "retain-on-failure",
  },
  webServer: {
    // The built product, as `pnpm start` runs it, on a database of its own (see e2e/serve.mjs).
    command: "pnpm build:product && node e2e/serve.mjs",
    cwd: "..",
    url: `http://127.0.0.1:${PORT}/api/v1/health`,
    env: { E2E_PORT: String(PORT) },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
