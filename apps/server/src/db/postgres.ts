import { createHash } from "node:crypto";
import pg from "pg";
import { type Database, type QueryOptions, type QueryResult, transactional } from "./database";

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

/**
 * Named statements a pool hands out at most: each connection keeps the ones it ran for its lifetime,
 * so their number is bounded whatever the requests; past it, statements run unnamed (parsed and
 * planned every time, as without `prepare`).
 */
export const MAX_PREPARED_STATEMENTS = 200;

export function createPostgresDatabase({ connectionString, max = 10 }: PostgresOptions): Database {
  const pool = new pg.Pool({ connectionString, max, types, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection (server restart) must not crash the process; the pool replaces it.
  pool.on("error", () => {});

  /** Statement text → its name, the same on every connection. */
  const names = new Map<string, string>();
  const nameOf = (sql: string) => {
    let name = names.get(sql);
    if (name === undefined && names.size < MAX_PREPARED_STATEMENTS) {
      name = `s${createHash("sha1").update(sql).digest("hex")}`;
      names.set(sql, name);
    }
    return name;
  };

  const query = async <T>(
    client: pg.Pool | pg.PoolClient,
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ) => {
    const values = params as unknown[] | undefined;
    const name = options?.prepare ? nameOf(sql) : undefined;
    let result: pg.QueryResult;
    try {
      result = await (name ? client.query({ name, text: sql, values }) : client.query(sql, values));
    } catch (error) {
      // "cached plan must not change result type": a migration (another process's) changed a column
      // the statement returns since this connection prepared it. The pool drops that connection; the
      // statement is run again at once, unnamed, unless a transaction it was part of is now aborted.
      if (!name || client !== pool || (error as { code?: string }).code !== "0A000") throw error;
      result = await client.query(sql, values);
    }
    return { rows: result.rows as T[], rowCount: result.rowCount ?? 0 } satisfies QueryResult<T>;
  };

  let closing: Promise<void> | undefined;

  return {
    driver: "postgres",
    query: (sql, params, options) => query(pool, sql, params, options),
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const tx = transactional("postgres", {
          query: (sql, params, options) => query(client, sql, params, options),
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
