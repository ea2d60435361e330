import { describe, expect, it } from "vitest";
import type { Database } from "../../src/db/database";
import { forgetTotals, totalOf } from "../../src/resources/paging";
import { resourceSql } from "../../src/resources/routes";
import { widgets } from "./support";

/** A database whose count (of at most 10,000 `rows`) answers once `release()` is called, and that counts the counts. */
function slowCount(rows: number) {
  let release = () => {};
  let counts = 0;
  const db = {
    async query() {
      counts++;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { rows: [{ total: rows }], rowCount: 0 };
    },
  } as unknown as Database;
  return { db, release: () => release(), counts: () => counts };
}

describe("a list's total under load", () => {
  it("is counted once for the requests that ask while it is being counted", async () => {
    const { db, release, counts } = slowCount(5_000);
    const asked = Array.from({ length: 5 }, () => totalOf(db, "gadgets", "from gadgets r where a", [1]));
    await new Promise((resolve) => setImmediate(resolve));
    release();
    expect(await Promise.all(asked)).toEqual(Array(5).fill({ total: 5_000 }));
    expect(counts()).toBe(1);
    // Kept afterwards, as before.
    expect(await totalOf(db, "gadgets", "from gadgets r where a", [1])).toEqual({ total: 5_000 });
    expect(counts()).toBe(1);
  });

  it("is kept per database: another database's identical list is counted on its own", async () => {
    const first = slowCount(5_000);
    const second = slowCount(5_000);
    const asked = totalOf(first.db, "doohickeys", "from doohickeys r where a", [1]);
    first.release();
    await asked;
    const other = totalOf(second.db, "doohickeys", "from doohickeys r where a", [1]);
    await new Promise((resolve) => setImmediate(resolve));
    second.release();
    await other;
    expect(first.counts()).toBe(1);
    expect(second.counts()).toBe(1);
  });

  it("is not kept when a write forgot the table's totals while it was being counted", async () => {
    const { db, release, counts } = slowCount(5_000);
    const asked = totalOf(db, "gizmos", "from gizmos r where a", [1]);
    await new Promise((resolve) => setImmediate(resolve));
    forgetTotals(db, "gizmos");
    release();
    expect(await asked).toEqual({ total: 5_000 });
    const again = totalOf(db, "gizmos", "from gizmos r where a", [1]);
    await new Promise((resolve) => setImmediate(resolve));
    release();
    await again;
    expect(counts()).toBe(2);
  });
});

describe("a list's columns", () => {
  it("leave out what only one record's answer reads (`detail`)", () => {
    const sql = resourceSql({ ...widgets, select: "r.code as shown", detail: "r.name as detail__only" });
    expect(sql.columns).toContain("r.code as shown");
    expect(sql.columns).toContain("r.name as detail__only");
    expect(sql.listColumns).toContain("r.code as shown");
    expect(sql.listColumns).not.toContain("detail__only");
  });
});
