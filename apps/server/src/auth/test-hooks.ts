import { COMMON_CODES } from "@trilha/api/error-codes";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database";
import { errorBody, STATUS_MESSAGES } from "../http/error-handler";
import { HttpError } from "../http/errors";
import { readProbeSettings } from "../integrations";
import { probeRound } from "../integrations/prober";
import type { Mailer } from "../mail/mailer";
import { isLocalRequest } from "../mail/outbox-routes";
import { firstAccessMail } from "../mail/templates";
import { localClock, runLicenseAlerts } from "../notifications";
import { forgetSessions } from "../session/cache";
import type { AuthConfig } from "./config";
import { issueUrlToken } from "./url-tokens";
import { findUserByEmail } from "./users";

/**
 * Hooks for the browser journeys, registered only when NODE_ENV=test:
 * - POST /api/v1/test/sessions/{email}/idle: ages the user's live session past the idle limit, so the
 *   next call answers 401 SESSION_IDLE (no need to shorten the limit for the whole run).
 * - POST /api/v1/test/users/{email}/reset: ends the user's sessions and clears their failed attempts,
 *   throttle and reset-request records, so journeys can reuse demo users in any order.
 * - POST /api/v1/test/users/{email}/first-access: e-mails a new first-access link (as an administrator
 *   creating the user would) and answers `{ id, token, link }`.
 * - POST /api/v1/test/integrations/probe: runs a probe round of the public systems now (the schedule's
 *   lease set aside), with the INTEGRATION_* settings of the environment.
 * - POST /api/v1/test/notifications/license-alerts: runs today's licence alerts now (Brasília's day, the
 *   hour and the job queue set aside) and answers `{ created, emailed }`.
 *
 * They take no session (a first-access link for any e-mail is an account): like the e-mail outbox, they
 * answer only requests from this machine (socket, client address and Host header), and 404 to any other,
 * so a test-mode server reachable from elsewhere (HOST=0.0.0.0, a shared QA box) does not offer them.
 */
export async function testHooks(
  app: FastifyInstance,
  options: { db: Database; config: AuthConfig; mailer: Mailer },
) {
  const { db, config, mailer } = options;
  const idleMinutes = config.sessionIdleMinutes;

  // Registered as a plugin of its own (auth/index.ts): this hook guards the test hooks alone.
  app.addHook("onRequest", async (request, reply) => {
    if (!isLocalRequest(request))
      return reply.code(404).send(errorBody(COMMON_CODES.NOT_FOUND, STATUS_MESSAGES[404]!));
  });

  app.post("/test/integrations/probe", async () => {
    await db.query("update integration_probe_lease set locked_until = '-infinity'");
    return { probed: await probeRound(db, readProbeSettings(process.env)) };
  });

  app.post("/test/notifications/license-alerts", async () =>
    runLicenseAlerts({ db, mailer, publicUrl: config.publicUrl }, localClock(new Date()).day),
  );

  app.post<{ Params: { email: string } }>("/test/users/:email/first-access", async (request) => {
    const user = await findUserByEmail(db, request.params.email);
    if (!user) throw new HttpError(404, "User not found.", { code: COMMON_CODES.NOT_FOUND });
    const token = await issueUrlToken(db, {
      kind: "first_access",
      userId: user.id,
      seconds: config.firstAccessLinkHours * 3600,
    });
    const link = `${config.publicUrl}/login/minha-senha/${user.id}/${token}`;
    await mailer.send(
      firstAccessMail({ to: user.email, name: user.name, link, hours: config.firstAccessLinkHours }),
    );
    return { id: user.id, token, link };
  });

  app.post<{ Params: { email: string } }>("/test/sessions/:email/idle", async (request) => {
    const { rowCount } = await db.query(
      `update auth_sessions set last_seen_at = now() - make_interval(secs => $2)
        where ended_at is null and stage = 'active'
          and user_id = (select id from users where lower(email) = lower($1))`,
      // Past the limit and its one-minute tolerance (sessions.ts stillLive).
      [request.params.email, (idleMinutes + 2) * 60],
    );
    // Behind the sign-in code's back: the sessions this process keeps in memory go too.
    forgetSessions();
    return { aged: rowCount };
  });

  app.post<{ Params: { email: string } }>("/test/users/:email/reset", async (request) => {
    const email = request.params.email;
    await db.query(
      `update auth_sessions set ended_at = now(), end_reason = 'test_reset'
        where ended_at is null and user_id = (select id from users where lower(email) = lower($1))`,
      [email],
    );
    forgetSessions();
    await db.query(`update users set failed_attempts = 0 where lower(email) = lower($1)`, [email]);
    await db.query(`delete from auth_attempts where email = lower($1) or ip = $2`, [email, request.ip]);
    return { reset: true };
  });
}
