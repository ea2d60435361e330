import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { registerAuth } from "./auth";
import { type AuthConfig, readAuthConfig } from "./auth/config";
import type { Config } from "./config";
import type { Database } from "./db/database";
import { healthRoutes } from "./health/routes";
import { installErrorHandler } from "./http/error-handler";
import { registerIdempotency } from "./http/idempotency";
import { registerSecurityHeaders } from "./http/security-headers";
import { loggerOptions } from "./logger";
import { type ProvidersOptions, providersModule, readProvidersOptions } from "./providers";
import { servePortal } from "./static/portal";

export type AppOptions = {
  config: Config;
  db: Database;
  /** Pino options or `false` (tests); defaults to the configured level, pretty in development. */
  logger?: FastifyServerOptions["logger"];
  /** Sign-in settings; read from the environment when omitted (tests pass their own). */
  auth?: AuthConfig;
  /** Upload storage and external lookups; read from the environment when omitted. */
  providers?: ProvidersOptions;
};

export async function buildApp({
  config,
  db,
  logger,
  auth,
  providers,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? (await loggerOptions(config)),
    // Off unless configured: trusting X-Forwarded-For from anyone would let a client pick its own IP and
    // slip past the per-IP login throttle.
    trustProxy: config.trustProxy,
    // JSON bodies (sign-in, justifications, record edits) are a few kB; 256 kB leaves room and refuses
    // a large body before it is parsed. Multipart bodies have their own limits (providers/body.ts).
    bodyLimit: 256 * 1024,
  });

  installErrorHandler(app);
  // First, so its onRequest hooks cover every route, the 404 handler and the portal's files.
  await registerSecurityHeaders(app, { publicUrl: config.publicUrl });
  // Before any route is added: it hooks every POST route as it is registered (Idempotency-Key).
  await registerIdempotency(app, { db });
  // Before any module: it decorates `app.authenticate` / `request.session` that the others use.
  await registerAuth(app, { db, config: auth ?? readAuthConfig(process.env, config) });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db });
      await api.register(providersModule, {
        db,
        ...(providers ?? readProvidersOptions(process.env, config)),
      });
    },
    { prefix: "/api/v1" },
  );

  // On the root instance, not a plugin: the not-found handler it installs covers every path.
  await servePortal(app, { portalDist: config.portalDist });

  return app;
}
