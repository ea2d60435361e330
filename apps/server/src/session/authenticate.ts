import { AUTH_CODES, AUTH_MESSAGES } from "@trilha/api/auth-messages";
import type { FastifyReply, FastifyRequest } from "fastify";
import { sha256 } from "../auth/crypto";
import type { Database } from "../db/database";
import { HttpError } from "../http/errors";
import { createSessionCache, sessionEpoch } from "./cache";
import { endSession, stillLive, TOUCH_SECONDS } from "./sessions";

/** `plans` is the chosen company's plan: 'ADM' selects the administrator menu. */
export type SessionUser = { id: number; name: string; email: string; plans: string };
export type SessionCompany = { id: number; uuid: string; trading_name: string; cnpj: string; plan: string };

/** A user's access profile in a company (user_companies.role): an administrator also manages its users. */
export type MemberRole = "admin" | "member";

/** The signed-in user and the company chosen at sign-in; every company-owned query filters by `company.id`. */
export type AuthSession = {
  id: number;
  user: SessionUser;
  company: SessionCompany;
  /** The user's profile in that company, read with the session on every check. */
  role: MemberRole;
  moduleEmail: string | null;
};

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * true: a signed-in call that is not the user's activity (the header's notifications poll): the
     * session is checked but not touched, so an open tab alone never keeps an idle session alive.
     */
    passiveSession?: boolean;
  }
  interface FastifyRequest {
    /** Set by `app.authenticate`; null on routes that do not use it. */
    session: AuthSession | null;
  }
  interface FastifyInstance {
    /**
     * preHandler that requires a signed-in session (Authorization: Bearer <token>) and sets
     * `request.session`. Use it on a route (`{ preHandler: app.authenticate }`) or for a whole plugin
     * (`scope.addHook("preHandler", scope.authenticate)`), then read the company with `sessionOf(request)`:
     *
     *   app.get("/providers", { preHandler: app.authenticate }, async (request) => {
     *     const { company } = sessionOf(request);
     *     return db.query("select ... from providers where company_id = $1", [company.id]);
     *   });
     *
     * Failures answer 401 `{ code: "SESSION_IDLE" | "SESSION_ENDED", message: "Provided token is expired." }`.
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** The session of a route guarded by `app.authenticate` (throws if the guard was forgotten). */
export function sessionOf(request: FastifyRequest): AuthSession {
  if (!request.session) throw new Error("sessionOf() needs app.authenticate as the route's preHandler.");
  return request.session;
}

export function bearerToken(request: FastifyRequest) {
  const header = request.headers.authorization ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * SQL over `u` (users) and `c` (companies): what a sign-in requires of the account and the company (an
 * inactive contractor's company, a cancelled plan, a closed account) holds still. Every signed-in call
 * checks it, so closing a company or an account ends the sessions already open there too.
 */
export const OPEN_ACCOUNT = `(u.active and u.deleted_at is null and u.contractor_active is not false
  and c.active and c.deleted_at is null and c.plan <> 'CANCELADO')`;

const ended = () => new HttpError(401, AUTH_MESSAGES.tokenExpired, { code: AUTH_CODES.sessionEnded });
const idle = () => new HttpError(401, AUTH_MESSAGES.tokenExpired, { code: AUTH_CODES.sessionIdle });

/**
 * `cacheSeconds` (SESSION_CACHE_SECONDS, 0 = off): how long a verified session is answered from this
 * process's memory (session/cache.ts) before the database is asked again.
 */
export function createAuthenticate(db: Database, idleMinutes: number, cacheSeconds = 0) {
  const cache = createSessionCache(cacheSeconds * 1000);
  return async function authenticate(request: FastifyRequest) {
    const token = bearerToken(request);
    if (!token) throw ended();
    const hash = sha256(token);
    const passive = request.routeOptions.config?.passiveSession === true;
    const startedAt = Date.now();
    const cached = cache.find(hash, passive, startedAt);
    if (cached) {
      request.session = cached;
      return;
    }
    const since = sessionEpoch();
    // One statement per request (the session check is on every call): it finds the session by its
    // token, says whether it is still within the idle limit, touches last_seen_at only when the last
    // touch is a minute old or more (so most requests do not write or queue on the row), and reads the
    // user and the company. An update racing with an idle end re-checks `ended_at` and cannot revive it.
    // `seen_seconds` (the age of last_seen_at, 0 once touched) tells the cache how long it may answer.
    // The user's place in the company is read too: once inactivated there, the session is over.
    const { rows } = await db.query<Record<string, unknown>>(
      `with found as (
         select id, user_id, stage, company_id, module_id, ended_at, end_reason,
                (ended_at is null and ${stillLive("$2")}) as live,
                extract(epoch from now() - last_seen_at)::float8 as seen_seconds
           from auth_sessions where token_hash = $1
       ), touched as (
         update auth_sessions s set last_seen_at = now()
           from found
          where s.id = found.id and found.live and found.stage = 'active' and s.ended_at is null
            and s.last_seen_at <= now() - make_interval(secs => ${TOUCH_SECONDS}) and not $3
         returning s.id
       )
       select f.id as session_id, f.stage, f.ended_at, f.end_reason, f.live,
              case when exists (select 1 from touched) then 0 else f.seen_seconds end as seen_seconds,
              u.id, u.name, u.email,
              c.id as company_id, c.uuid::text as company_uuid, c.trading_name, c.cnpj, c.plan,
              m.email as module_email, uc.role, (uc.deleted_at is null) as member,
              ${OPEN_ACCOUNT} as open
         from found f
         left join users u on u.id = f.user_id
         left join user_companies uc on uc.user_id = f.user_id and uc.company_id = f.company_id
         left join companies c on c.id = f.company_id
         left join modules m on m.id = f.module_id`,
      [hash, idleMinutes * 60, passive],
    );
    const row = rows[0];
    if (row?.stage !== "active") throw ended();
    if (row.ended_at) throw row.end_reason === "idle" ? idle() : ended();
    if (!row.live) {
      await endSession(db, Number(row.session_id), "idle");
      throw idle();
    }
    if (row.company_id === null) throw ended();
    // No longer (or never) a user of that company: it was inactivated there (users/users.ts); or what
    // refuses a sign-in closed the company or the account since (OPEN_ACCOUNT).
    if (row.role === null || row.member !== true || row.open !== true) {
      await endSession(db, Number(row.session_id), "removed");
      throw ended();
    }
    // Frozen: the cache answers this very object to the next calls.
    const session: AuthSession = Object.freeze({
      id: Number(row.session_id),
      user: Object.freeze({
        id: Number(row.id),
        name: String(row.name),
        email: String(row.email),
        plans: String(row.plan),
      }),
      company: Object.freeze({
        id: Number(row.company_id),
        uuid: String(row.company_uuid),
        trading_name: String(row.trading_name),
        cnpj: String(row.cnpj),
        plan: String(row.plan),
      }),
      role: row.role === "admin" ? "admin" : "member",
      moduleEmail: (row.module_email as string | null) ?? null,
    });
    request.session = session;
    const seen = Number(row.seen_seconds) * 1000;
    cache.store(hash, session, {
      startedAt,
      since,
      lifeMs: (idleMinutes * 60 + TOUCH_SECONDS) * 1000 - seen,
      touchMs: TOUCH_SECONDS * 1000 - seen,
    });
  };
}
