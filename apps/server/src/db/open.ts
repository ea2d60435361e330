import type { Config } from "../config";
import type { Database } from "./database";
import { createPgliteDatabase } from "./pglite";
import { createPostgresDatabase } from "./postgres";

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite kept in DATA_DIR. */
export function openDatabase(config: Pick<Config, "databaseUrl" | "dataDir">): Promise<Database> {
  return config.databaseUrl
    ? Promise.resolve(createPostgresDatabase({ connectionString: config.databaseUrl }))
    : createPgliteDatabase({ dataDir: config.dataDir });
}
