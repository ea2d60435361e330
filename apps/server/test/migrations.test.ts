import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { migrate, readMigrations } from "../src/db/migrate";
import { tempDir } from "./support/app";
import { type TestDatabase, useUnmigratedDatabase } from "./support/database";

// A fresh, unmigrated database per test, made in a hook: hooks get a longer timeout than tests, and
// building the first PGlite template on a busy machine takes a while.
const database = useUnmigratedDatabase();

async function fresh() {
  return database.db;
}

async function tables(db: TestDatabase["db"]) {
  const { rows } = await db.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = current_schema() order by 1",
  );
  return rows.map((row) => row.table_name);
}

describe("migrations", () => {
  it("apply every file in order on a fresh database, then nothing on a second run", async () => {
    const db = await fresh();
    const versions = readMigrations().map((migration) => migration.version);
    expect(versions[0]).toBe("0001");
    expect(versions).toEqual([...versions].sort());

    expect(await migrate(db)).toEqual(versions);
    expect(await tables(db)).toEqual(
      expect.arrayContaining([
        "companies",
        "users",
        "modules",
        "user_modules",
        "module_companies",
        "user_companies",
      ]),
    );
    const recorded = await db.query<{ version: string }>(
      "select version from schema_migrations order by version",
    );
    expect(recorded.rows.map((row) => row.version)).toEqual(versions);

    expect(await migrate(db)).toEqual([]);
    const again = await db.query<{ count: number }>("select count(*) as count from schema_migrations");
    expect(again.rows[0]!.count).toBe(versions.length);
  });

  it("apply each migration once when two runs start together", async () => {
    const db = await fresh();
    const [first, second] = await Promise.all([migrate(db), migrate(db)]);
    const all = readMigrations().map((migration) => migration.version);
    expect([...first, ...second].sort()).toEqual(all);
    const recorded = await db.query<{ count: number }>("select count(*) as count from schema_migrations");
    expect(recorded.rows[0]!.count).toBe(all.length);
  });

  it("roll a failing migration back completely and keep the ones before it", async () => {
    const db = await fresh();
    const steps = [
      { version: "0001", name: "first", sql: "create table first_table (x int)", checksum: "a" },
      {
        version: "0002",
        name: "broken",
        sql: "create table second_table (x int); select * from missing",
        checksum: "b",
      },
    ];
    await expect(migrate(db, { migrations: steps })).rejects.toThrow(/missing/);
    expect(await tables(db)).toContain("first_table");
    expect(await tables(db)).not.toContain("second_table");
    const recorded = await db.query<{ version: string }>("select version from schema_migrations");
    expect(recorded.rows).toEqual([{ version: "0001" }]);
  });

  it("refuse a migration file that breaks the naming rule", () => {
    const dir = tempDir("migrations");
    writeFileSync(join(dir, "0001_ok.sql"), "select 1");
    writeFileSync(join(dir, "2-Bad Name.sql"), "select 1");
    expect(() => readMigrations(dir)).toThrow(/"2-Bad Name.sql" must be named NNNN_name.sql/);
  });

  it("make users' e-mail unique whatever its case", async () => {
    const db = await fresh();
    await migrate(db);
    await db.query("insert into users (name, email) values ('Ana', 'Ana@Example.com')");
    await expect(
      db.query("insert into users (name, email) values ('Ana 2', 'ana@example.COM')"),
    ).rejects.toThrow(/users_email_key|duplicate key/);
  });
});
