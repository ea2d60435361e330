import { beforeAll } from "vitest";
import { DEMO_CREDENTIALS, seedDemo } from "../../src/seed/demo";
import { createLocalStorage } from "../../src/storage/storage";
import { signIn } from "../auth/support/auth-app";
import { providersApp, type Setup } from "../providers/support";
import { tempDir } from "./app";
import { useTestDatabase } from "./database";

/**
 * A database seeded with the demo data twice (the second run must change nothing), an app on it, and
 * the demo user's token; read them inside tests (`demo.app`, `demo.token`, `demo.adm`).
 */
export function useSeededDemo(folder: string) {
  const database = useTestDatabase();
  const storage = createLocalStorage(tempDir(folder));
  const demo = {} as { setup: Setup; token: string; db: typeof database.db };
  beforeAll(async () => {
    await seedDemo(database.db, { storage });
    await seedDemo(database.db, { storage });
    demo.setup = await providersApp(database.db, { storage });
    demo.token = await signIn(demo.setup.app, DEMO_CREDENTIALS.email, DEMO_CREDENTIALS.password);
    demo.db = database.db;
  }, 60_000);
  return demo;
}
