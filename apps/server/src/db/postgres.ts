import pg from "pg";
import { type Database, type QueryResult, transactional } from "./database";

const INT8 = 20;
const DATE = 1082;

// Per-pool parsers, so the process-wide pg.types defaults stay untouched.
const parsers: Record<number, (value: string) => unknown> = {
  [INT8]: (value) => Number(value),
  [DATE]: (value) => value,
};

const types = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    return parsers[oid] ?? pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

export type PostgresOptions = {
  connectionString: string;
  /** Pool size; the default keeps a few connections for a small server. */
  max?: number;
};

export function createPostgresDatabase({ connectionString, max = 10 }: PostgresOptions): Database {
  const pool = new pg.Pool({ connectionString, max, types, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection (server restart) must not crash the process; the pool replaces it.
  pool.on("error", () => {});

  const query = async <T>(client: pg.Pool | pg.PoolClient, sql: string, params?: readonly unknown[]) => {
    const result = await client.query(sql, params as unknown[] | undefined);
    return { rows: result.rows as T[], rowCount: result.rowCount ?? 0 } satisfies QueryResult<T>;
  };

  let closing: Promise<void> | undefined;

  return {
    driver: "postgres",
    query: (sql, params) => query(pool, sql, params),
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const tx = transactional("postgres", {
          query: (sql, params) => query(client, sql, params),
          exec: async (sql) => {
            await client.query(sql);
          },
        });
        const result = await fn(tx);
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close() {
      closing ??= pool.end();
      return closing;
    },
  };
}
