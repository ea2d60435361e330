import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { migrationsDir } from "../paths";
import type { Database } from "./database";

export type Migration = { version: string; name: string; sql: string; checksum: string };

type MigrationLogger = {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
};

const FILE = /^(\d{4})_([a-z0-9_]+)\.sql$/;

/** Reads `NNNN_name.sql` files in version order; anything else in the folder is an error, not a skip. */
export function readMigrations(dir = migrationsDir): Migration[] {
  const migrations = readdirSync(dir)
    .filter((file) => file.endsWith(".sql"))
    .map((file) => {
      const match = FILE.exec(file);
      if (!match)
        throw new Error(`Migration file "${file}" must be named NNNN_name.sql (lower case, digits, _).`);
      const sql = readFileSync(join(dir, file), "utf8");
      return {
        version: match[1]!,
        name: match[2]!,
        sql,
        checksum: createHash("sha256").update(sql).digest("hex"),
      };
    })
    .sort((a, b) => a.version.localeCompare(b.version));
  for (let i = 1; i < migrations.length; i++) {
    if (migrations[i]!.version === migrations[i - 1]!.version) {
      throw new Error(`Two migrations share version ${migrations[i]!.version}.`);
    }
  }
  return migrations;
}

// Every step runs under a transaction-scoped advisory lock keyed by the schema, so servers starting at
// once against one PostgreSQL apply each migration exactly once (the others wait, then see it recorded),
// while test schemas on the same server do not wait for each other.
const LOCK = "select pg_advisory_xact_lock(hashtext('trilha.migrations.' || current_schema()))";

/** Applies the pending migrations in order, each in its own transaction; returns the versions applied. */
export async function migrate(
  db: Database,
  { migrations = readMigrations(), logger }: { migrations?: Migration[]; logger?: MigrationLogger } = {},
): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.query(LOCK);
    await tx.exec(`create table if not exists schema_migrations (
      version text primary key,
      name text not null,
      checksum text not null,
      applied_at timestamptz not null default now()
    )`);
  });

  const applied: string[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      await tx.query(LOCK);
      const { rows } = await tx.query<{ checksum: string }>(
        "select checksum from schema_migrations where version = $1",
        [migration.version],
      );
      if (rows[0]) {
        if (rows[0].checksum !== migration.checksum) {
          // An applied migration is history: edits to it never run. Say so instead of failing the start.
          logger?.warn(
            { version: migration.version, migration: migration.name },
            "migration file changed after it was applied; add a new migration instead",
          );
        }
        return false;
      }
      await tx.exec(migration.sql);
      await tx.query("insert into schema_migrations (version, name, checksum) values ($1, $2, $3)", [
        migration.version,
        migration.name,
        migration.checksum,
      ]);
      return true;
    });
    if (done) {
      applied.push(migration.version);
      logger?.info({ version: migration.version, migration: migration.name }, "migration applied");
    }
  }
  return applied;
}
