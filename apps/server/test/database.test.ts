import { describe, expect, it } from "vitest";
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
