import type { FastifyInstance } from "fastify";
import { buildApp } from "./app";
import { readAuthConfig } from "./auth/config";
import { banner } from "./banner";
import { type Config, ConfigError, loadConfig } from "./config";
import { DataDirInUseError } from "./db/data-dir-lock";
import type { Database } from "./db/database";
import { openDatabase } from "./db/open";
import { seedDemo } from "./seed/demo";
import { DemoUsersInProductionError, refuseDemoUsersInProduction } from "./seed/demo-guard";
import { seedSignIn } from "./seed/sign-in";
import { readServices } from "./services";

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

let db: Database | undefined;
let app: FastifyInstance | undefined;
let stopping: Promise<void> | undefined;

// Fastify first (stop taking requests, let the running ones finish), then the database: PGlite must be
// closed, not killed, or its data folder needs recovery on the next start.
function stop(reason: string, code: number): Promise<void> {
  stopping ??= (async () => {
    app?.log.info({ reason }, "shutting down");
    try {
      await app?.close();
      await db?.close();
      app?.log.info("stopped");
    } catch (error) {
      console.error("error while shutting down", error);
      code = 1;
    }
    process.exit(code);
  })();
  return stopping;
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    // A second Ctrl+C while closing means "now": the operator has waited long enough.
    if (stopping) process.exit(130);
    void stop(signal, 0);
  });
}

// A crash still closes the embedded database before exiting, so its folder stays consistent.
for (const event of ["uncaughtException", "unhandledRejection"] as const) {
  process.on(event, (error) => {
    if (app) app.log.fatal({ err: error }, event);
    else console.error(event, error);
    void stop(event, 1);
  });
}

try {
  db = await openDatabase(config);
  // One storage for the app and the seed, so seeded files are where downloads look for them.
  const services = readServices(process.env, config);
  app = await buildApp({ config, db, services, migrate: true });
  // Before seeding and listening: a production server never serves accounts whose password is published.
  await refuseDemoUsersInProduction(db, config);
  if (config.seedDemo) {
    const result = await seedDemo(db, { storage: services.storage });
    app.log.info(result, "demo data in place");
    app.log.info(await seedSignIn(db, { publicUrl: config.publicUrl }), "sign-in demo users in place");
  }
  await app.listen({ port: config.port, host: config.host });
  const { sso } = readAuthConfig(process.env, config);
  console.log(
    banner(config, { seeded: config.seedDemo, ssoConfigured: Boolean(sso.issuer && sso.clientId) }),
  );
} catch (error) {
  const inUse = (error as NodeJS.ErrnoException).code === "EADDRINUSE";
  console.error(
    inUse
      ? `Port ${config.port} is already in use: stop the other server or set PORT.`
      : error instanceof DataDirInUseError || error instanceof DemoUsersInProductionError
        ? error.message
        : error,
  );
  await stop("startup failed", 1);
}
