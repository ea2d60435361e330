import { mkdirSync } from "node:fs";
import { PGlite, type Transaction, types } from "@electric-sql/pglite";
import { type Database, type QueryResult, transactional } from "./database";

export type PgliteOptions = {
  /** Folder kept across restarts; omitted, the database lives in memory (tests). */
  dataDir?: string;
};

export async function createPgliteDatabase({ dataDir }: PgliteOptions = {}): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // Same JavaScript types as the pg driver (see database.ts): dates stay calendar dates, not UTC instants.
  const pglite = await PGlite.create(dataDir, { parsers: { [types.DATE]: (value: string) => value } });

  const query = async <T>(target: PGlite | Transaction, sql: string, params?: readonly unknown[]) => {
    const result = await target.query<T>(sql, params as unknown[] | undefined);
    return { rows: result.rows, rowCount: result.affectedRows ?? 0 } satisfies QueryResult<T>;
  };

  let closing: Promise<void> | undefined;

  return {
    driver: "pglite",
    query: (sql, params) => query(pglite, sql, params),
    async exec(sql) {
      await pglite.exec(sql);
    },
    transaction: (fn) =>
      pglite.transaction((tx) =>
        fn(
          transactional("pglite", {
            query: (sql, params) => query(tx, sql, params),
            exec: async (sql) => {
              await tx.exec(sql);
            },
          }),
        ),
      ),
    // Closing twice (a second signal during shutdown) must wait for the first close, not fail:
    // an interrupted close is what leaves the data folder in need of recovery.
    close() {
      closing ??= pglite.closed ? Promise.resolve() : pglite.close();
      return closing;
    },
  };
}
