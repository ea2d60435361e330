import { statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { migrate, readMigrations } from "../src/db/migrate";
import { openDatabase } from "../src/db/open";
import { ensureTemplate, isNewDataDir, readTemplate, templateFile } from "../src/db/pglite-template";
import { tempDir } from "./support/app";

// A new data folder starts from the build's migrated template instead of initdb (issue 12: cold start).
describe("PGlite template", () => {
  it("is made once per set of migrations and named after them", async () => {
    const dir = tempDir("templates");
    const migrations = readMigrations();
    expect(readTemplate(migrations, dir)).toBeNull();
    const file = await ensureTemplate(migrations, dir);
    const made = statSync(file).mtimeMs;
    expect(await ensureTemplate(migrations, dir)).toBe(file);
    expect(statSync(file).mtimeMs).toBe(made);
    expect(readTemplate(migrations, dir)).toBeInstanceOf(Blob);
    // One migration more (or a changed one) needs another template.
    const changed = [...migrations.slice(0, -1), { ...migrations.at(-1)!, checksum: "changed" }];
    expect(templateFile(changed, dir)).not.toBe(file);
    expect(readTemplate(changed, dir)).toBeNull();
  }, 120_000);

  it("gives a new data folder every migration already applied", async () => {
    await ensureTemplate();
    const dataDir = join(tempDir("fresh"), "data");
    expect(isNewDataDir(dataDir)).toBe(true);
    const db = await openDatabase({ dataDir, databaseUrl: undefined });
    try {
      expect(isNewDataDir(dataDir)).toBe(false);
      expect(await migrate(db)).toEqual([]);
      const { rows } = await db.query<{ total: number }>("select count(*)::int as total from cities");
      expect(rows[0]!.total).toBe(5571);
    } finally {
      await db.close();
    }
  }, 120_000);
});
