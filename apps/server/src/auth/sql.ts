/**
 * The one database capability the sign-in module needs. Both pg (Pool/Client) and PGlite answer
 * `query(text, params) → { rows }`, so the module runs on either without knowing which.
 */
export type Sql = {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
};
