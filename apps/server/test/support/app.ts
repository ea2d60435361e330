import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../../src/app";
import { type Config, loadConfig } from "../../src/config";
import type { Database } from "../../src/db/database";

/** Test configuration: test mode, and a portal folder that holds nothing unless the test says so. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: "test", PORTAL_DIST: join(tmpdir(), "trilha-no-portal"), ...env });
}

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `trilha-${prefix}-`));
}

export function testApp(db: Database, config: Config = testConfig()) {
  return buildApp({ config, db, logger: false });
}
