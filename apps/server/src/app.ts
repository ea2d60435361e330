import { constants as zlib } from "node:zlib";
import compress from "@fastify/compress";
import multipart from "@fastify/multipart";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { registerAuth } from "./auth";
import { type AuthConfig, readAuthConfig } from "./auth/config";
import { companyProfileModule } from "./companies";
import type { Config } from "./config";
import { contractorsModule } from "./contractors";
import { dashboardsModule } from "./dashboards";
import type { Database } from "./db/database";
import { migrate } from "./db/migrate";
import { healthRoutes } from "./health/routes";
import { multipartLimits } from "./http/body";
import { clientErrorHandler, frameworkErrors, installErrorHandler } from "./http/error-handler";
import { registerIdempotency } from "./http/idempotency";
import { installInputGuard } from "./http/input";
import { registerSecurityHeaders } from "./http/security-headers";
import { loggerOptions, RequestLog } from "./logger";
import { lookupRoutes } from "./lookups/routes";
import type { Mailer } from "./mail/mailer";
import { notificationsModule } from "./notifications";
import { outputsModule, publicVerificationRoutes } from "./outputs";
import { providersModule } from "./providers";
import { residueOptionRoutes } from "./reference/residue-options";
import { referenceRoutes } from "./reference/routes";
import { residuesModule } from "./residues";
import { readServices, type Services } from "./services";
import { servePortal } from "./static/portal";
import { startUploadSweep } from "./storage/ledger";
import { fileRoutes } from "./storage/routes";
import { registerUploads } from "./storage/uploads";
import { usersModule } from "./users";

export type AppOptions = {
  config: Config;
  db: Database;
  /** Pino options or `false` (tests); defaults to the configured level, pretty in development. */
  logger?: FastifyServerOptions["logger"];
  /** Sign-in settings; read from the environment when omitted (tests pass their own). */
  auth?: AuthConfig;
  /** Upload storage and external lookups; read from the environment when omitted. */
  services?: Services;
  /**
   * Applies pending migrations first, with the app's logger (the server's start): modules that read
   * tables while registering, such as the upload sweep, then never meet an empty database.
   */
  migrate?: boolean;
};

export async function buildApp({
  config,
  db,
  logger,
  auth,
  services,
  migrate: migrateFirst = false,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? (await loggerOptions(config)),
    // Off unless configured: trusting X-Forwarded-For from anyone would let a client pick its own IP and
    // slip past the per-IP login throttle.
    trustProxy: config.trustProxy,
    // JSON bodies (sign-in, justifications, record edits) are a few kB; 256 kB leaves room and refuses
    // a large body before it is parsed. Multipart bodies have their own limits (http/body.ts).
    bodyLimit: 256 * 1024,
    // The router's own refusals (bad URL, over-long path parameter) in the API's one error shape.
    frameworkErrors,
    // What Node's HTTP parser refuses before Fastify sees a request (a Content-Length that is no number).
    clientErrorHandler,
    // One line per request instead of Fastify's two.
    logController: new RequestLog(),
  });
  if (migrateFirst) await migrate(db, { logger: app.log });

  installErrorHandler(app);
  // Before any route: bodies nested too deep and unsafe query text are refused right after parsing.
  installInputGuard(app);
  // First, so its onRequest hooks cover every route, the 404 handler and the portal's files.
  await registerSecurityHeaders(app, {
    publicUrl: config.publicUrl,
    frameSources: config.legislationReportUrl ? [config.legislationReportUrl] : [],
  });
  // Before any route is added (it hooks routes as they are registered): answers above 1 kB are
  // compressed when the client accepts it; file downloads opt out (storage/routes.ts), and the portal's
  // assets arrive pre-compressed from the build (static/portal.ts), which this plugin leaves alone.
  // Brotli at quality 2, not the plugin's 4: a 10-row list (7.5 kB) costs half the CPU to compress
  // (about 60 µs instead of 120 µs here, as much as a tenth of the whole call) for some 5% more bytes.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    brotliOptions: {
      params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_QUALITY]: 2 },
    },
  });
  // Before any route is added: it hooks every POST route as it is registered (Idempotency-Key).
  await registerIdempotency(app, { db });
  // Before any module: it decorates `app.authenticate` / `request.session` that the others use.
  const signIn = await registerAuth(app, { db, config: auth ?? readAuthConfig(process.env, config) });

  await app.register(
    async (api) => {
      // Answers hold a company's records or a session's state: no browser or proxy cache keeps them. A
      // route that says otherwise (a file download, "private, no-store") keeps its own.
      api.addHook("onSend", async (_request, reply) => {
        if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
      });
      await api.register(healthRoutes, { db });
      // Outside the session guard: the MTR's QR code leads anyone holding the paper here.
      await api.register(async (open) => publicVerificationRoutes(open, { db }));
      const backOfficeServices = services ?? readServices(process.env, config);
      await api.register(backOffice, {
        db,
        legislationReportUrl: config.legislationReportUrl,
        publicUrl: config.publicUrl,
        mailer: signIn.mailer,
        auth: signIn.config,
        ...backOfficeServices,
      });
      // Beside the back office, not in it: these calls take the dashboards token, not the session's.
      const { integrations } = backOfficeServices;
      await api.register(dashboardsModule, {
        db,
        idleMinutes: signIn.config.sessionIdleMinutes,
        ...(integrations ? { probe: integrations } : {}),
      });
    },
    { prefix: "/api/v1" },
  );

  // On the root instance, not a plugin: the not-found handler it installs covers every path.
  await servePortal(app, { portalDist: config.portalDist });

  return app;
}

/**
 * What every back-office domain shares, registered once: multipart bodies and the upload plumbing, the
 * session guard, file downloads, reference data and lookups; then the domains' resources. Every query is
 * scoped to the signed-in company, and another company's ids answer 404.
 */
async function backOffice(
  api: FastifyInstance,
  options: Services & {
    db: Database;
    legislationReportUrl: string | null;
    publicUrl: string;
  } & BackOfficeMail,
) {
  const { db, storage, lookups, uploads, mailer, auth, legislationReportUrl, publicUrl, mtr, licenseAlerts } =
    options;
  // At start, not at the first upload: a bucket that cannot be reached stops the server here.
  await storage.check?.();
  // Bytes a killed process left without a row: removed now and then every quarter of the grace period.
  const sweep = startUploadSweep({ db, storage, graceMs: uploads?.graceMs, log: api.log });
  api.addHook("onClose", () => sweep.stop());
  await sweep.first;
  await api.register(multipart, { limits: multipartLimits });
  registerUploads(api, { db, storage, maxBytes: uploads?.maxBytes });
  api.addHook("preHandler", api.authenticate);
  fileRoutes(api, { db, storage });
  referenceRoutes(api, { db });
  residueOptionRoutes(api, { db });
  lookupRoutes(api, { db, lookups });
  providersModule(api, { db, storage });
  residuesModule(api, { db, storage });
  contractorsModule(api, { db, storage, mailer, auth });
  outputsModule(api, { db, storage, publicUrl, ...(mtr ? { mtr } : {}) });
  companyProfileModule(api, { db, storage });
  await api.register(usersModule, { db, mailer, auth });
  notificationsModule(api, { db, mailer, publicUrl, ...(licenseAlerts ? { licenseAlerts } : {}) });
  // /legislacao embeds this report (spec 02 §2: "An embedded external report 1000px high").
  api.get("/settings/legislation", async () => ({ report_url: legislationReportUrl }));
}

/** The welcome e-mails of contractors' master users go through sign-in's mailer and links. */
type BackOfficeMail = { mailer: Mailer; auth: AuthConfig };
