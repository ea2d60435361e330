import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { packageRoot } from "../paths";
import { type Migration, migrate, readMigrations } from "./migrate";
import { createPgliteDatabase } from "./pglite";

/**
 * A new embedded database starts from a migrated template instead of PGlite's initdb (4–10 s on this
 * kind of machine; loading a template takes under a second). The build makes the template once per set
 * of migrations (`node dist/make-template.js`, run by the server's build) and keeps it where build
 * tools keep what they can always remake: node_modules/.cache. Without one, a start runs initdb as before.
 */
export const templateDir = join(packageRoot, "node_modules/.cache/trilha-pglite");

/** The template's file for these migrations: any change to them names another file. */
export function templateFile(migrations: Migration[] = readMigrations(), dir = templateDir): string {
  const hash = createHash("sha256")
    .update(migrations.map((m) => `${m.version}:${m.checksum}`).join("\n"))
    .digest("hex")
    .slice(0, 16);
  return join(dir, `template-${hash}.tar`);
}

/** Makes the template for today's migrations unless it exists; returns its path. */
export async function ensureTemplate(
  migrations: Migration[] = readMigrations(),
  dir = templateDir,
): Promise<string> {
  const file = templateFile(migrations, dir);
  if (existsSync(file)) return file;
  const db = await createPgliteDatabase();
  try {
    await migrate(db, { migrations });
    const dump = await db.dumpDataDir();
    mkdirSync(dir, { recursive: true });
    // Written aside and renamed: a start reading the folder meanwhile never sees half a template.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await db.close();
  }
  return file;
}

/** A data folder PGlite has not initialised yet (missing or empty but for our lock file). */
export function isNewDataDir(dataDir: string): boolean {
  return !existsSync(join(dataDir, "PG_VERSION"));
}

/** The template for today's migrations when the build made one, else null. */
export function readTemplate(migrations: Migration[] = readMigrations(), dir = templateDir): Blob | null {
  const file = templateFile(migrations, dir);
  return existsSync(file) ? new Blob([readFileSync(file)]) : null;
}
