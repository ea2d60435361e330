import { afterEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../../src/db/database";
import { forgetKept, KEEP_TOTALS_MS, landmarkBefore, totalOf } from "../../src/resources/paging";
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

  it("of a small list is counted afresh, unless it is a search's (kept whatever its size)", async () => {
    const plain = slowCount(12);
    for (let asked = 0; asked < 2; asked++) {
      const total = totalOf(plain.db, "thingamajigs", "from thingamajigs r where a", [1]);
      await new Promise((resolve) => setImmediate(resolve));
      plain.release();
      expect(await total).toEqual({ total: 12 });
    }
    expect(plain.counts()).toBe(2);

    const searched = slowCount(12);
    const first = totalOf(searched.db, "thingamajigs", "from thingamajigs r where b", [1], {
      keepAnySize: true,
    });
    await new Promise((resolve) => setImmediate(resolve));
    searched.release();
    expect(await first).toEqual({ total: 12 });
    expect(
      await totalOf(searched.db, "thingamajigs", "from thingamajigs r where b", [1], { keepAnySize: true }),
    ).toEqual({
      total: 12,
    });
    expect(searched.counts()).toBe(1);
    // A write through the kit forgets it, as it forgets every kept total of the table.
    forgetKept(searched.db, "thingamajigs");
    const after = totalOf(searched.db, "thingamajigs", "from thingamajigs r where b", [1], {
      keepAnySize: true,
    });
    await new Promise((resolve) => setImmediate(resolve));
    searched.release();
    await after;
    expect(searched.counts()).toBe(2);
  });

  it("is not kept when a write forgot the table's totals while it was being counted", async () => {
    const { db, release, counts } = slowCount(5_000);
    const asked = totalOf(db, "gizmos", "from gizmos r where a", [1]);
    await new Promise((resolve) => setImmediate(resolve));
    forgetKept(db, "gizmos");
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

describe("a list's landmarks", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("are found once, answered past their time while the next are found, and forgotten by a write", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    let finds = 0;
    const db = {
      async query() {
        finds++;
        return { rows: [{ id: finds * 10 }], rowCount: 1 };
      },
    } as unknown as Database;
    const ask = () =>
      landmarkBefore(db, "sprockets", "from sprockets r where a", "order by r.id", [1], 1_500);
    expect(await ask()).toEqual({ landmark: 10, offset: 500 });
    expect(await ask()).toEqual({ landmark: 10, offset: 500 });
    expect(finds).toBe(1);
    // Past their time: the kept ones answer at once while the next are found.
    vi.setSystemTime(Date.now() + KEEP_TOTALS_MS + 1);
    expect(await ask()).toEqual({ landmark: 10, offset: 500 });
    expect(finds).toBe(2);
    expect(await ask()).toEqual({ landmark: 20, offset: 500 });
    expect(finds).toBe(2);
    forgetKept(db, "sprockets");
    expect(await ask()).toEqual({ landmark: 30, offset: 500 });
    // A page before the first landmark asks for none.
    expect(
      await landmarkBefore(db, "sprockets", "from sprockets r where a", "order by r.id", [1], 990),
    ).toEqual({
      landmark: null,
      offset: 990,
    });
    expect(finds).toBe(3);
  });
});
