import { AUTH_CODES, AUTH_MESSAGES } from "@trilha/api/auth-messages";
import type { FastifyRequest } from "fastify";
import type { CaptchaVerifier } from "../captcha/hcaptcha";
import type { Database } from "../db/database";
import { HttpError } from "../http/errors";
import type { Mailer } from "../mail/mailer";
import { isLocalRequest } from "../mail/outbox-routes";
import { lockoutMail, resetPasswordMail } from "../mail/templates";
import { bearerToken } from "../session/authenticate";
import { forgetSessions } from "../session/cache";
import {
  advanceSession,
  createSession,
  endSession,
  endUnfinishedSignIns,
  findSessionByToken,
  liveSessions,
  type SessionRow,
  type SessionStage,
} from "../session/sessions";
import type { Sso } from "../sso/oidc";
import type { AuthConfig } from "./config";
import { type Device, sameDevice } from "./device";
import { issueUrlToken } from "./url-tokens";
import {
  countUserCompanies,
  findCompanyById,
  findUserById,
  toModuleView,
  type UserRow,
  userModules,
} from "./users";

export type AuthDeps = {
  db: Database;
  config: AuthConfig;
  mailer: Mailer;
  captcha: CaptchaVerifier;
  sso: Sso;
};

/**
 * Routes whose URL carries a token or an authorization code: their request lines stay out of the
 * info-level access log (the tokens are single use, but logs outlive them and travel further).
 */
export const quiet = { logLevel: "warn" } as const;

export const HANDOFF_SECONDS = 60;
export const EXCHANGE_SECONDS = 60;
/** Name of the platform operator in the expired-contract message (spec 01 §8 "{provider name}"). */
export const PROVIDER_NAME = "Trilha";

export type SignInKit = ReturnType<typeof createSignInKit>;

/** What the sign-in route groups share: their dependencies and the steps more than one group takes. */
export function createSignInKit(deps: AuthDeps) {
  const { db, config, mailer, captcha } = deps;
  const minutes = (n: number) => new Date(Date.now() + n * 60_000);

  /** Reset e-mails still on their way through the SMTP relay (awaited when the server closes). */
  const deliveries = new Set<Promise<void>>();

  /**
   * E-mails a reset link: the reset text for a request, the lockout text (the account stays locked until
   * the link sets a new password) after too many failures. A mail failure is logged, never answered: the
   * answer must not depend on it, nor its time. Only a registered e-mail gets a message, so the request
   * never waits for the SMTP relay's round trip (seconds for a slow relay, up to nodemailer's timeouts
   * for a stalled one), which would tell an anonymous client which addresses are registered; a message
   * the relay refuses is kept in the outbox as before. The outbox (no SMTP_URL) is a local insert and is
   * awaited, so the message is there once the request is answered.
   */
  async function sendReset(
    request: FastifyRequest,
    user: UserRow,
    reason: "request" | "lockout" = "request",
  ) {
    const token = await issueUrlToken(db, {
      kind: "reset",
      userId: user.id,
      seconds: config.resetLinkMinutes * 60,
    });
    const mail = {
      to: user.email,
      name: user.name || user.email,
      link: `${config.publicUrl}/login/recriar-senha/${user.id}/${token}`,
      minutes: config.resetLinkMinutes,
    };
    const message =
      reason === "lockout"
        ? lockoutMail({ ...mail, attempts: config.lockoutAttempts })
        : resetPasswordMail(mail);
    const delivery = mailer.send(message).catch((error: unknown) => {
      request.log.error({ err: error, userId: user.id }, "reset e-mail not sent (kept in the outbox)");
    });
    if (mailer.kind !== "smtp") return delivery;
    deliveries.add(delivery);
    void delivery.finally(() => deliveries.delete(delivery));
  }

  /** Waits for the reset e-mails still being delivered (the server's onClose). */
  async function settleDeliveries() {
    await Promise.allSettled([...deliveries]);
  }

  async function requireCaptcha(
    request: FastifyRequest,
    body: { "h-captcha-response"?: string; cypress_test?: unknown },
  ) {
    const ok = await captcha.verify({
      response: body["h-captcha-response"],
      remoteIp: request.ip,
      // The automated-test flag (test mode only, see the verifier) is heard from this machine only, as
      // the other test-mode hooks are: a test-mode server reachable from elsewhere still asks the captcha.
      bypass: isLocalRequest(request) ? body.cypress_test : undefined,
    });
    if (!ok) throw new HttpError(400, AUTH_MESSAGES.captchaFailed, { code: AUTH_CODES.captchaFailed });
  }

  /**
   * Checks shared by password and SSO sign-in once the person is known. `device`: the browser signing in
   * (auth/device.ts): a live session of this same browser is replaced (ended as 'replaced'), a live
   * session of any other device refuses the sign-in (409 IN_USE, erro 2). The caller gives the browser
   * its device cookie once this answered.
   */
  async function openSignIn(user: UserRow, via: "password" | "sso", browserHash: string, device: Device) {
    if (!user.active) throw new HttpError(403, AUTH_MESSAGES.noCompanies, { code: AUTH_CODES.userInactive });
    if (user.contractor_active === false)
      throw new HttpError(403, AUTH_MESSAGES.contractorInactive, { code: AUTH_CODES.contractorInactive });
    if ((await countUserCompanies(db, user.id)) === 0)
      throw new HttpError(403, AUTH_MESSAGES.noCompanies, { code: AUTH_CODES.noCompanies });
    // The user's row is locked while the live-session check and the new session happen, so two
    // devices signing in at the same moment cannot both pass the "one live session" rule.
    const { token } = await db.transaction(async (tx) => {
      await tx.query(`select id from users where id = $1 for update`, [user.id]);
      const live = await liveSessions(tx, user.id, config.sessionIdleMinutes);
      if (live.some((session) => !sameDevice(session.device_hash, device)))
        throw new HttpError(409, AUTH_MESSAGES.inUse, { code: AUTH_CODES.inUse });
      for (const session of live) await endSession(tx, session.id, "replaced");
      await endUnfinishedSignIns(tx, user.id);
      return createSession(tx, {
        userId: user.id,
        stage: "module",
        via,
        expiresAt: minutes(config.signInMinutes),
        browserHash,
        deviceHash: device.hash,
      });
    });
    // A replaced session must stop at once, also where a check answered it during the transaction.
    forgetSessions();
    const modules = (await userModules(db, user.id)).map(toModuleView);
    return { token, modules };
  }

  /** A sign-in token that is unknown, spent, at another step or whose session ended: TOKEN_EXPIRED. */
  const spent = () => new HttpError(401, AUTH_MESSAGES.tokenExpired, { code: AUTH_CODES.tokenExpired });

  /** Moves the session on, or answers 401 when the session ended or its token was spent meanwhile. */
  async function advance(sessionId: number, change: Parameters<typeof advanceSession>[2]) {
    const token = await advanceSession(db, sessionId, change);
    if (token === null) throw spent();
    return token;
  }

  /** A sign-in token at one of `stages`, not past its deadline. */
  async function signInSession(request: FastifyRequest, stages: SessionStage[]) {
    const token = bearerToken(request);
    const session = token ? await findSessionByToken(db, token) : null;
    if (!session || session.ended_at || !stages.includes(session.stage)) throw spent();
    if (session.expires_at && session.expires_at.getTime() <= Date.now()) {
      await endSession(db, session.id, "expired");
      throw new HttpError(401, AUTH_MESSAGES.tokenExpired, { code: AUTH_CODES.tokenExpired });
    }
    return { ...session, presented: token as string };
  }

  async function sessionView(session: Pick<SessionRow, "user_id" | "company_id">) {
    const user = await findUserById(db, session.user_id);
    const company = session.company_id ? await findCompanyById(db, session.company_id) : null;
    if (!user || !company)
      throw new HttpError(401, AUTH_MESSAGES.tokenExpired, { code: AUTH_CODES.sessionEnded });
    return {
      user: { id: user.id, name: user.name, email: user.email, plans: company.plan },
      company,
    };
  }

  /**
   * Ends the hand-off: the session becomes the signed-in one and a single-use exchange code carries it.
   * `portal`: the code lands in this portal (/login/integracao), whose exchange checks the browser
   * binding; a code for MICRO_SERVICE_URL is exchanged by that application, which has no such cookie.
   */
  async function activateForHandoff(sessionId: number, userId: number, portal: boolean) {
    await advance(sessionId, { stage: "active", expiresAt: null });
    return issueUrlToken(db, {
      kind: "exchange",
      userId,
      sessionId,
      seconds: EXCHANGE_SECONDS,
      data: { mode: "session", portal },
    });
  }

  async function findSessionById(id: number) {
    const { rows } = await db.query<SessionRow>(
      `select id, user_id, stage, via, module_id, company_id, last_seen_at, expires_at, ended_at, end_reason,
              browser_hash, device_hash
         from auth_sessions where id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  return {
    ...deps,
    minutes,
    sendReset,
    settleDeliveries,
    requireCaptcha,
    openSignIn,
    spent,
    advance,
    signInSession,
    sessionView,
    activateForHandoff,
    findSessionById,
  };
}
