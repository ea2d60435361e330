export type Row = Record<string, unknown>;

export type QueryResult<T> = {
  rows: T[];
  /** Rows inserted, updated or deleted by the statement (0 for a plain select on PGlite). */
  rowCount: number;
};

/**
 * `prepare`: a statement run again and again with other values (a list's page): PostgreSQL keeps it
 * parsed on each connection, and planned once when its plan does not depend on the values. Only for
 * statements whose text takes a bounded number of forms (no values written into it); PGlite ignores it.
 */
export type QueryOptions = { prepare?: boolean };

/**
 * The one database surface the server uses: plain parameterised SQL (`$1`, `$2`...), no ORM.
 * Both drivers return the same JavaScript types: int8 and count(*) as number, `date` as "yyyy-MM-dd"
 * text, timestamptz as Date, numeric as string, json/jsonb parsed.
 */
export interface Database {
  readonly driver: "postgres" | "pglite";
  query<T = Row>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. Inside a
   * transaction, `transaction` opens a savepoint, so helpers can nest without knowing their caller.
   */
  transaction<T>(fn: (tx: Database) => Promise<T>): Promise<T>;
  /** Closes the pool or the embedded database; later queries fail. */
  close(): Promise<void>;
}

/** Wraps a connection already inside a transaction: nested transactions become savepoints. */
export function transactional(
  driver: Database["driver"],
  run: { query: Database["query"]; exec: Database["exec"] },
): Database {
  let savepoints = 0;
  const tx: Database = {
    driver,
    query: run.query,
    exec: run.exec,
    async transaction(fn) {
      const name = `sp_${++savepoints}`;
      await run.exec(`savepoint ${name}`);
      try {
        const result = await fn(tx);
        await run.exec(`release savepoint ${name}`);
        return result;
      } catch (error) {
        await run.exec(`rollback to savepoint ${name}`);
        throw error;
      }
    },
    async close() {
      throw new Error("A transaction cannot close the database; close the Database it came from.");
    },
  };
  return tx;
}
