import { PGlite, type Transaction, types } from "@electric-sql/pglite";
import { lockDataDir } from "./data-dir-lock";
import { type Database, type QueryResult, transactional } from "./database";

export type PgliteOptions = {
  /** Folder kept across restarts; omitted, the database lives in memory (tests). */
  dataDir?: string;
  /** Starts from a dump (`dumpDataDir`) instead of running initdb: tests copy a migrated template. */
  loadDataDir?: Blob;
};

export type PgliteDatabase = Database & {
  /** A tarball of the whole database, loadable with `loadDataDir`. */
  dumpDataDir(): Promise<Blob>;
};

export async function createPgliteDatabase({
  dataDir,
  loadDataDir,
}: PgliteOptions = {}): Promise<PgliteDatabase> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(dataDir, {
      // Same JavaScript types as the pg driver (see database.ts): dates stay calendar dates, not UTC instants.
      parsers: { [types.DATE]: (value: string) => value },
      ...(loadDataDir ? { loadDataDir } : {}),
    });
  } catch (error) {
    unlock();
    throw error;
  }

  const query = async <T>(target: PGlite | Transaction, sql: string, params?: readonly unknown[]) => {
    const result = await target.query<T>(sql, params as unknown[] | undefined);
    return { rows: result.rows, rowCount: result.affectedRows ?? 0 } satisfies QueryResult<T>;
  };

  let closing: Promise<void> | undefined;

  return {
    driver: "pglite",
    dumpDataDir: () => pglite.dumpDataDir("none"),
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
      closing ??= (pglite.closed ? Promise.resolve() : pglite.close()).then(unlock);
      return closing;
    },
  };
}
