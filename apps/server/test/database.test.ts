import { describe, expect, it } from "vitest";
import { createPostgresDatabase, MAX_PREPARED_STATEMENTS } from "../src/db/postgres";
import { useTestDatabase } from "./support/database";

const test = useTestDatabase();

async function names() {
  const { rows } = await test.db.query<{ name: string }>("select name from users order by name");
  return rows.map((row) => row.name);
}

describe("Database", () => {
  it("commits a transaction that resolves", async () => {
    await test.db.transaction(async (tx) => {
      await tx.query("insert into users (name, email) values ($1, $2)", ["Commit", "commit@example.com"]);
    });
    expect(await names()).toContain("Commit");
  });

  it("rolls back a transaction that throws", async () => {
    await expect(
      test.db.transaction(async (tx) => {
        await tx.query("insert into users (name, email) values ($1, $2)", [
          "Rollback",
          "rollback@example.com",
        ]);
        throw new Error("stop");
      }),
    ).rejects.toThrow("stop");
    expect(await names()).not.toContain("Rollback");
  });

  it("turns a nested transaction into a savepoint", async () => {
    await test.db.transaction(async (tx) => {
      await tx.query("insert into users (name, email) values ($1, $2)", ["Outer", "outer@example.com"]);
      await expect(
        tx.transaction(async (inner) => {
          await inner.query("insert into users (name, email) values ($1, $2)", [
            "Inner",
            "inner@example.com",
          ]);
          throw new Error("inner failure");
        }),
      ).rejects.toThrow("inner failure");
    });
    const found = await names();
    expect(found).toContain("Outer");
    expect(found).not.toContain("Inner");
  });

  it("returns the same JavaScript types on both drivers", async () => {
    const { rows } = await test.db.query<Record<string, unknown>>(
      `select count(*) as count, 9007199254740::int8 as big, '2024-02-29'::date as day,
              '2024-02-29T12:00:00Z'::timestamptz as at, 1.50::numeric as amount, '{"a":1}'::jsonb as doc`,
    );
    expect(rows[0]).toEqual({
      count: 1,
      big: 9007199254740,
      day: "2024-02-29",
      at: new Date("2024-02-29T12:00:00Z"),
      amount: "1.50",
      doc: { a: 1 },
    });
  });

  it("reports the rows a statement changed", async () => {
    const result = await test.db.query("update users set active = false where email like $1", [
      "%@example.com",
    ]);
    expect(result.rowCount).toBeGreaterThanOrEqual(2);
  });
});

describe("a prepared statement (`prepare: true`)", () => {
  it("answers as the same statement unprepared, on both drivers", async () => {
    const sql = "select $1::int + 1 as next, $2::text as word";
    for (let i = 0; i < 3; i++) {
      expect((await test.db.query(sql, [i, "ok"], { prepare: true })).rows).toEqual([
        { next: i + 1, word: "ok" },
      ]);
    }
  });

  it.skipIf(!process.env.DATABASE_URL)(
    "is named on the connection, and past the pool's limit runs unnamed",
    async () => {
      const db = createPostgresDatabase({ connectionString: process.env.DATABASE_URL!, max: 1 });
      try {
        const prepared = async () =>
          (await db.query<{ n: number }>("select count(*)::int as n from pg_prepared_statements")).rows[0]!.n;
        await db.query("select 1 as one", [], { prepare: true });
        await db.query("select 1 as one", [], { prepare: true });
        expect(await prepared()).toBe(1);
        for (let i = 0; i < MAX_PREPARED_STATEMENTS + 20; i++) {
          expect((await db.query(`select ${i} as n`, [], { prepare: true })).rows).toEqual([{ n: i }]);
        }
        expect(await prepared()).toBe(MAX_PREPARED_STATEMENTS);
      } finally {
        await db.close();
      }
    },
  );

  it.skipIf(!process.env.DATABASE_URL)(
    "still runs after another connection's migration changed a column it returns",
    async () => {
      const table = `gadgets_${Date.now().toString(36)}`;
      const db = createPostgresDatabase({ connectionString: process.env.DATABASE_URL!, max: 1 });
      try {
        await db.exec(`create table ${table} (size int); insert into ${table} values (7);`);
        const sizes = () => db.query(`select size from ${table}`, [], { prepare: true });
        expect((await sizes()).rows).toEqual([{ size: 7 }]);
        await test.db.exec(`alter table public.${table} alter column size type text`);
        expect((await sizes()).rows).toEqual([{ size: "7" }]);
        expect((await sizes()).rows).toEqual([{ size: "7" }]);
      } finally {
        await db.exec(`drop table if exists ${table}`);
        await db.close();
      }
    },
  );
});
