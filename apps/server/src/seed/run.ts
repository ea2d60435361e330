// `pnpm --filter @trilha/server seed`: migrate and seed the configured database, then exit.
import { ConfigError, loadConfig } from "../config";
import { migrate } from "../db/migrate";
import { openDatabase } from "../db/open";
import { readServices } from "../services";
import { DEMO_CREDENTIALS, seedDemo } from "./demo";
import { seedSignIn } from "./sign-in";

try {
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    await migrate(db);
    // The storage the server's upload routes use, so the seeded files download.
    const { storage } = readServices(process.env, config);
    await storage.check?.();
    const result = await seedDemo(db, { storage });
    await seedSignIn(db, { publicUrl: config.publicUrl });
    console.log(
      `Demo data ${result.userCreated ? "created" : "already in place"}: ${DEMO_CREDENTIALS.email} / ${DEMO_CREDENTIALS.password}`,
    );
  } finally {
    await db.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
