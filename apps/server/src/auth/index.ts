import type { FastifyInstance } from "fastify";
import { createCaptchaVerifier } from "../captcha/hcaptcha";
import type { Database } from "../db/database";
import { createMailer, type Mailer } from "../mail/mailer";
import { outboxRoutes } from "../mail/outbox-routes";
import { createAuthenticate } from "../session/authenticate";
import { createSso } from "../sso/oidc";
import { pruneAuthTables } from "./cleanup";
import { type AuthConfig, readAuthConfig } from "./config";
import { authRoutes } from "./routes";
import { testHooks } from "./test-hooks";

const PRUNE_EVERY_MS = 10 * 60_000;

export { type AuthSession, sessionOf } from "../session/authenticate";

/**
 * Sign-in module: decorates the root instance with `authenticate` / `request.session` (so every
 * later module can guard its routes) and registers the calls of docs/api/auth.md under /api/v1.
 * Call it on the root instance before registering modules that use `app.authenticate`.
 */
export async function registerAuth(
  app: FastifyInstance,
  options: { db: Database; config?: AuthConfig; mailer?: Mailer },
) {
  const config = options.config ?? readAuthConfig();
  const { db } = options;
  const mailer = options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db });
  const testMode = config.nodeEnv === "test";
  const captcha = createCaptchaVerifier({
    enabled: config.captchaEnabled,
    secret: config.hcaptchaSecret,
    siteKey: config.hcaptchaSiteKey,
    verifyUrl: config.hcaptchaVerifyUrl,
    testMode,
  });
  const sso = createSso({ db, config });

  app.decorateRequest("session", null);
  app.decorate("authenticate", createAuthenticate(db, config.sessionIdleMinutes, config.sessionCacheSeconds));

  await app.register(
    async (scope) => {
      await authRoutes(scope, { db, config, mailer, captcha, sso });
      // A plugin of its own: its loopback guard (an onRequest hook) covers the hooks alone.
      if (testMode) await scope.register(testHooks, { db, config, mailer });
    },
    { prefix: "/api/v1" },
  );

  if (config.nodeEnv !== "production") await app.register(outboxRoutes, { db });

  const pruning = setInterval(() => {
    pruneAuthTables(db).catch((error) => app.log.warn({ err: error }, "pruning sign-in tables failed"));
  }, PRUNE_EVERY_MS);
  pruning.unref();
  app.addHook("onClose", async () => clearInterval(pruning));

  return { config, mailer, captcha, sso };
}
