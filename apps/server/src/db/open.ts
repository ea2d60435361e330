import type { Config } from "../config";
import type { Database } from "./database";
import { createPgliteDatabase } from "./pglite";
import { isNewDataDir, readTemplate } from "./pglite-template";
import { createPostgresDatabase } from "./postgres";

/**
 * PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite kept in DATA_DIR; a new folder
 * starts from the build's migrated template when there is one (pglite-template.ts).
 */
export function openDatabase(config: Pick<Config, "databaseUrl" | "dataDir">): Promise<Database> {
  if (config.databaseUrl) {
    return Promise.resolve(createPostgresDatabase({ connectionString: config.databaseUrl }));
  }
  const template = isNewDataDir(config.dataDir) ? readTemplate() : null;
  return createPgliteDatabase({ dataDir: config.dataDir, ...(template ? { loadDataDir: template } : {}) });
}
