import { newToken, sha256 } from "../auth/crypto";
import type { Database } from "../db/database";
import { forgetSessions } from "./cache";

export type SessionStage = "module" | "company" | "handoff" | "active";

export type SessionRow = {
  id: number;
  user_id: number;
  stage: SessionStage;
  via: "password" | "sso";
  module_id: number | null;
  company_id: number | null;
  last_seen_at: Date;
  expires_at: Date | null;
  ended_at: Date | null;
  end_reason: string | null;
  /** Hash of the sign-in cookie's nonce of the browser that started the sign-in (auth/browser-binding.ts). */
  browser_hash: string | null;
  /** Hash of the device cookie's id of the browser that signed in (auth/device.ts); null before it existed. */
  device_hash: string | null;
};

/**
 * last_seen_at is written at most once per this many seconds per session (see authenticate), so the
 * last request may be up to a minute newer than last_seen_at.
 */
export const TOUCH_SECONDS = 60;

/**
 * SQL condition: the session is within the idle limit (`$n` = the limit in seconds). It tolerates the
 * touch granularity in the user's favour: a session ends between SESSION_IDLE_MINUTES and one minute
 * more after its last request, never before.
 */
export function stillLive(limitParameter: string) {
  return `last_seen_at > now() - make_interval(secs => ${limitParameter} + ${TOUCH_SECONDS})`;
}

const columns = `id, user_id, stage, via, module_id, company_id, last_seen_at, expires_at, ended_at, end_reason, browser_hash, device_hash`;

export async function createSession(
  db: Database,
  input: {
    userId: number;
    stage: SessionStage;
    via?: "password" | "sso";
    expiresAt: Date | null;
    browserHash?: string | null;
    deviceHash?: string | null;
  },
) {
  const token = newToken();
  const { rows } = await db.query<SessionRow>(
    `insert into auth_sessions (user_id, token_hash, stage, via, expires_at, browser_hash, device_hash)
     values ($1, $2, $3, $4, $5, $6, $7)
     returning ${columns}`,
    [
      input.userId,
      sha256(token),
      input.stage,
      input.via ?? "password",
      input.expiresAt,
      input.browserHash ?? null,
      input.deviceHash ?? null,
    ],
  );
  return { token, session: rows[0] as SessionRow };
}

export async function findSessionByToken(db: Database, token: string) {
  const { rows } = await db.query<SessionRow>(`select ${columns} from auth_sessions where token_hash = $1`, [
    sha256(token),
  ]);
  return rows[0] ?? null;
}

/**
 * Moves a session on and gives it a fresh token: a token seen at one stage is useless at the next.
 * With `from` (the token the caller presented) the move happens only if that token is still the
 * session's, so a step token used twice at the same moment moves the session once; null otherwise.
 */
export async function advanceSession(
  db: Database,
  id: number,
  change: {
    stage: SessionStage;
    moduleId?: number;
    companyId?: number;
    expiresAt: Date | null;
    from?: string;
  },
) {
  const token = newToken();
  // Becoming active completes a sign-in (password, SSO or a hand-off): the user's last access is
  // written by the same statement. `was` reads the stage before the move (one snapshot for the whole
  // statement), so the exchange that renews an active session's token does not count a second one. It
  // also takes the user's row before the session's, in the order of a new sign-in (openSignIn locks the
  // user, then ends the unfinished sessions): the two never wait for each other in a circle.
  const { rows } = await db.query<{ moved: number }>(
    `with was as (
       select s.stage from auth_sessions s join users u on u.id = s.user_id
        where s.id = $1
          for no key update of u
     ),
     moved as (
       update auth_sessions
          set token_hash = $2, stage = $3, module_id = coalesce($4, module_id),
              company_id = coalesce($5, company_id), expires_at = $6, last_seen_at = now()
        where id = $1 and ended_at is null and ($7::text is null or token_hash = $7)
          and exists (select from was)
        returning user_id, stage
     ),
     signed_in as (
       update users u set last_login_at = now()
         from moved, was
        where u.id = moved.user_id and moved.stage = 'active' and was.stage <> 'active'
     )
     select count(*)::int as moved from moved`,
    [
      id,
      sha256(token),
      change.stage,
      change.moduleId ?? null,
      change.companyId ?? null,
      change.expiresAt,
      change.from === undefined ? null : sha256(change.from),
    ],
  );
  // The old token must stop working at once, also where a check answered it a moment ago.
  forgetSessions();
  return rows[0]?.moved === 1 ? token : null;
}

/**
 * Every function here that ends a session or changes its token forgets this process's cached sessions
 * (session/cache.ts) once its statement has run. Called in a transaction, the caller forgets them again
 * after the commit: a check running meanwhile still reads the old row and could keep it.
 */
export async function endSession(db: Database, id: number, reason: string) {
  await db.query(
    `update auth_sessions set ended_at = now(), end_reason = $2 where id = $1 and ended_at is null`,
    [id, reason],
  );
  forgetSessions();
}

/**
 * The user's signed-in sessions that are still in use (active and seen within the idle limit; one, as a
 * rule). Sessions past the limit are closed here as idle, and unfinished sign-ins are left to expire.
 */
export async function liveSessions(db: Database, userId: number, idleMinutes: number) {
  await db.query(
    `update auth_sessions set ended_at = now(), end_reason = 'idle'
      where user_id = $1 and ended_at is null and stage = 'active'
        and not ${stillLive("$2")}`,
    [userId, idleMinutes * 60],
  );
  forgetSessions();
  const { rows } = await db.query<SessionRow>(
    `select ${columns} from auth_sessions where user_id = $1 and ended_at is null and stage = 'active'`,
    [userId],
  );
  return rows;
}

/** A new sign-in supersedes the user's unfinished ones (another tab, an abandoned choice step). */
export async function endUnfinishedSignIns(db: Database, userId: number) {
  await db.query(
    `update auth_sessions set ended_at = now(), end_reason = 'superseded'
      where user_id = $1 and ended_at is null and stage <> 'active'`,
    [userId],
  );
  forgetSessions();
}

export async function endAllSessions(db: Database, userId: number, reason: string) {
  await db.query(
    `update auth_sessions set ended_at = now(), end_reason = $2 where user_id = $1 and ended_at is null`,
    [userId, reason],
  );
  forgetSessions();
}
