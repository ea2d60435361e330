import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import type { Database } from "../../src/db/database";
import { migrate, readMigrations } from "../../src/db/migrate";
import { createPgliteDatabase } from "../../src/db/pglite";
import { createPostgresDatabase } from "../../src/db/postgres";
import { packageRoot } from "../../src/paths";

export type TestDatabase = {
  db: Database;
  /** Drops what the test created (the PostgreSQL schema) and closes the connection. */
  dispose(): Promise<void>;
};

/**
 * A fresh database for one test file: in-memory PGlite, or, when DATABASE_URL is set, a uniquely named
 * schema on that server (reached through search_path), dropped by `dispose`.
 */
export async function createTestDatabase({
  migrated = true,
}: {
  migrated?: boolean;
} = {}): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await createPgliteDatabase({ loadDataDir: await pgliteTemplate(migrated) });
    // On a migrated template this finds nothing to do, which itself checks the template is current.
    if (migrated) await migrate(db);
    return { db, dispose: () => db.close() };
  }

  const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  await admin(url, `create schema ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set("options", `-c search_path=${schema}`);
  const db = createPostgresDatabase({ connectionString: scoped.toString(), max: 4 });
  if (migrated) await migrate(db);
  return {
    db,
    async dispose() {
      await db.close();
      await admin(url, `drop schema ${schema} cascade`);
    },
  };
}

/** Registers beforeAll/afterAll for a migrated database shared by the tests of one file. */
export function useTestDatabase(): { readonly db: Database } {
  let current: TestDatabase | undefined;
  beforeAll(async () => {
    current = await createTestDatabase();
  });
  afterAll(async () => {
    await current?.dispose();
  });
  return {
    get db() {
      if (!current) throw new Error("The test database is created in beforeAll; use it inside a test.");
      return current.db;
    },
  };
}

/**
 * Registers beforeEach/afterEach for a database without migrations, new for every test of the file: the
 * migrations' own tests apply them up to the version they look at.
 */
export function useUnmigratedDatabase(): { readonly db: Database } {
  let current: TestDatabase | undefined;
  beforeEach(async () => {
    current = await createTestDatabase({ migrated: false });
  });
  afterEach(async () => {
    await current?.dispose();
    current = undefined;
  });
  return {
    get db() {
      if (!current)
        throw new Error("The unmigrated database is created in beforeEach; use it inside a test.");
      return current.db;
    },
  };
}

async function admin(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

// initdb in WebAssembly costs seconds of CPU per database; loading a dump costs a fraction of that. The
// dump is kept in the temp folder under a name that changes with PGlite's version and every migration,
// so it is built once per machine (or per change) and shared by test files running in other workers.
async function pgliteTemplate(migrated: boolean): Promise<Blob> {
  const kind = migrated ? "migrated" : "initdb";
  const pgliteVersion = (
    JSON.parse(readFileSync(join(packageRoot, "node_modules/@electric-sql/pglite/package.json"), "utf8")) as {
      version: string;
    }
  ).version;
  const key = createHash("sha256")
    .update(pgliteVersion)
    .update(
      migrated
        ? readMigrations()
            .map((m) => `${m.version}:${m.checksum}`)
            .join(",")
        : "",
    )
    .digest("hex")
    .slice(0, 16);
  const prefix = `trilha-pglite-template-${kind}-`;
  const file = join(tmpdir(), `${prefix}${key}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    // Not built yet for this version and these migrations.
  }

  const db = await createPgliteDatabase();
  if (migrated) await migrate(db);
  const dump = Buffer.from(await (await db.dumpDataDir()).arrayBuffer());
  await db.close();
  // Written aside then renamed: a worker reading meanwhile sees the whole file or none.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(partial, dump);
  renameSync(partial, file);
  removeStaleTemplates(prefix, file);
  return new Blob([dump]);
}

// Each edit of a migration makes a new 40 MB template; drop the old ones (not the ones another checkout
// may have written in the last minutes).
function removeStaleTemplates(prefix: string, keep: string) {
  const dir = tmpdir();
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (!name.startsWith(prefix) || path === keep) continue;
    try {
      if (Date.now() - statSync(path).mtimeMs > 10 * 60_000) rmSync(path, { force: true });
    } catch {
      // Removed by another worker meanwhile.
    }
  }
}
