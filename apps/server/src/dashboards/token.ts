import { AUTH_CODES, AUTH_MESSAGES } from "@trilha/api/auth-messages";
import type { FastifyRequest } from "fastify";
import { sha256 } from "../auth/crypto";
import { issueUrlToken } from "../auth/url-tokens";
import type { Database } from "../db/database";
import { HttpError } from "../http/errors";
import type { AuthSession } from "../session/authenticate";
import { bearerToken, OPEN_ACCOUNT } from "../session/authenticate";
import { TOUCH_SECONDS } from "../session/sessions";

/** How long a dashboards token lives: the portal asks for a new one every 10 minutes (spec 01 §9). */
export const DASHBOARD_TOKEN_SECONDS = 15 * 60;

/**
 * The dashboards token of `POST /ms-dashboards/login` (spec 01 §7): random, stored as its sha256 in
 * auth_url_tokens (kind 'dashboard'), bound to the session and its company, valid 15 minutes. Each
 * call gives a new one; older ones run out on their own (two open tabs must not cancel each other).
 */
export function issueDashboardToken(db: Database, session: AuthSession) {
  return issueUrlToken(db, {
    kind: "dashboard",
    userId: session.user.id,
    sessionId: session.id,
    seconds: DASHBOARD_TOKEN_SECONDS,
    data: { company_id: session.company.id },
  });
}

/**
 * preHandler of the dashboard and integration calls: their bearer is the dashboards token, never the
 * session token. It sets `request.session` to the token's session, so `sessionOf` and `scopeOf` work as
 * on any back-office route. Refused (401 TOKEN_EXPIRED, one answer for every case, so a stale token never
 * reads as an idle session and signs the portal out) when the token is unknown, past its 15 minutes, or
 * its session has ended (sign-out, a new sign-in, idleness) or now names another company, or the company
 * or the account has been closed since (OPEN_ACCOUNT). Like any
 * signed-in call it counts as the session's activity (last_seen_at, at most once a minute), unless its
 * route says `passiveSession` (the control panel's figures, reloaded with every token refresh): an open
 * /dashboard alone must not keep an idle session alive (spec 01 §9).
 */
export function createDashboardsAuthenticate(db: Database, idleMinutes: number) {
  return async function authenticateDashboards(request: FastifyRequest) {
    const refused = new HttpError(401, AUTH_MESSAGES.tokenExpired, { code: AUTH_CODES.tokenExpired });
    const token = bearerToken(request);
    if (!token) throw refused;
    const passive = request.routeOptions.config?.passiveSession === true;
    const { rows } = await db.query<Record<string, unknown>>(
      `with found as (
         select s.id as session_id, s.user_id, s.company_id, s.module_id
           from auth_url_tokens t
           join auth_sessions s on s.id = t.session_id
          where t.token_hash = $1 and t.kind = 'dashboard' and t.used_at is null and t.expires_at > now()
            and s.stage = 'active' and s.ended_at is null
            and s.last_seen_at > now() - make_interval(secs => $2 + ${TOUCH_SECONDS})
            and s.company_id = (t.data ->> 'company_id')::int
       ), touched as (
         update auth_sessions s set last_seen_at = now()
           from found
          where s.id = found.session_id and s.ended_at is null
            and s.last_seen_at <= now() - make_interval(secs => ${TOUCH_SECONDS}) and not $3
       )
       select f.session_id, u.id, u.name, u.email,
              c.id as company_id, c.uuid::text as company_uuid, c.trading_name, c.cnpj, c.plan,
              m.email as module_email, uc.role
         from found f
         join users u on u.id = f.user_id
         join companies c on c.id = f.company_id
         join user_companies uc on uc.user_id = f.user_id and uc.company_id = f.company_id
                               and uc.deleted_at is null
         left join modules m on m.id = f.module_id
        where ${OPEN_ACCOUNT}`,
      [sha256(token), idleMinutes * 60, passive],
    );
    const row = rows[0];
    if (!row) throw refused;
    request.session = {
      id: Number(row.session_id),
      user: { id: Number(row.id), name: String(row.name), email: String(row.email), plans: String(row.plan) },
      company: {
        id: Number(row.company_id),
        uuid: String(row.company_uuid),
        trading_name: String(row.trading_name),
        cnpj: String(row.cnpj),
        plan: String(row.plan),
      },
      role: row.role === "admin" ? "admin" : "member",
      moduleEmail: (row.module_email as string | null) ?? null,
    };
  };
}
