import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../db/database";
import { HttpError } from "../http/errors";

const THROTTLE_WINDOW_SECONDS = 15 * 60;

/** What auth_attempts counts: sign-in failures, reset requests, each user's external lookups, welcome e-mail resends per addressee. */
export type AttemptKind = "login" | "reset" | "lookup_cep" | "lookup_receita" | "welcome_resend";

export async function recordAttempt(
  db: Database,
  input: { kind: AttemptKind; email: string; ip: string | null; success: boolean },
) {
  await db.query(`insert into auth_attempts (kind, email, ip, success) values ($1, lower($2), $3, $4)`, [
    input.kind,
    input.email.trim(),
    input.ip,
    input.success,
  ]);
}

/** Failed logins in the throttle window, by IP and by e-mail (known or not). */
export async function recentLoginFailures(db: Database, email: string, ip: string | null) {
  const { rows } = await db.query<{ by_ip: number; by_email: number }>(
    `select count(*) filter (where ip = $2)::int as by_ip,
            count(*) filter (where email = lower($1))::int as by_email
       from auth_attempts
      where kind = 'login' and not success and created_at > now() - make_interval(secs => $3)
        and (ip = $2 or email = lower($1))`,
    [email.trim(), ip, THROTTLE_WINDOW_SECONDS],
  );
  return { byIp: Number(rows[0]?.by_ip ?? 0), byEmail: Number(rows[0]?.by_email ?? 0) };
}

/** A tripped throttle: its policy (`limit` calls or failures in `windowSeconds`) and the wait before it lifts. */
export type Throttle = { limit: number; windowSeconds: number; retryAfter: number };
export type LoginThrottle = Throttle;

/**
 * Answers a tripped throttle: 429 with RFC 9110 Retry-After and draft-ietf-httpapi-ratelimit-headers-07's
 * policy and state, `data.retry_after` in seconds, and the caller's message and code.
 */
export function throttled(reply: FastifyReply, throttle: Throttle, message: string, code: string) {
  reply.header("retry-after", String(throttle.retryAfter));
  reply.header("ratelimit-policy", `${throttle.limit};w=${throttle.windowSeconds}`);
  reply.header("ratelimit", `limit=${throttle.limit}, remaining=0, reset=${throttle.retryAfter}`);
  return new HttpError(429, message, { code, data: { retry_after: throttle.retryAfter } });
}

/**
 * A per-user limit on a costly call (the external CEP and CNPJ lookups): at most `limit` calls of `kind`
 * by the user at `email` in `windowSeconds`. Under the limit the call is counted and null answered;
 * over it nothing is counted and the throttle is answered.
 */
export async function callThrottle(
  db: Database,
  input: { kind: AttemptKind; email: string; ip: string | null; limit: number; windowSeconds: number },
): Promise<Throttle | null> {
  const { rows } = await db.query<{ count: number }>(
    `select count(*)::int as count from auth_attempts
      where kind = $1 and lower(email) = lower($2) and created_at > now() - make_interval(secs => $3)`,
    [input.kind, input.email.trim(), input.windowSeconds],
  );
  const count = Number(rows[0]?.count ?? 0);
  if (count < input.limit) {
    await recordAttempt(db, { kind: input.kind, email: input.email, ip: input.ip, success: true });
    return null;
  }
  const wait = await db.query<{ wait: number }>(
    `select ceil(extract(epoch from created_at + make_interval(secs => $3) - now()))::int as wait
       from auth_attempts
      where kind = $1 and lower(email) = lower($2) and created_at > now() - make_interval(secs => $3)
      order by created_at
      offset $4 limit 1`,
    [input.kind, input.email.trim(), input.windowSeconds, count - input.limit],
  );
  return {
    limit: input.limit,
    windowSeconds: input.windowSeconds,
    retryAfter: Math.max(1, Number(wait.rows[0]?.wait ?? 1)),
  };
}

/**
 * A route's per-user limit (callThrottle for the request's address): counts the call, or throws the 429
 * of `throttled` with `code` and `message` for the wait left.
 */
export async function limitCalls(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  input: {
    kind: AttemptKind;
    email: string;
    limit: number;
    windowSeconds: number;
    code: string;
    message: (retryAfterSeconds: number) => string;
  },
) {
  const { kind, email, limit, windowSeconds } = input;
  const throttle = await callThrottle(db, { kind, email, ip: request.ip, limit, windowSeconds });
  if (throttle) throw throttled(reply, throttle, input.message(throttle.retryAfter), input.code);
}

/**
 * The login throttle for this e-mail and IP, or null when neither is over its limit. When both are,
 * the one that lifts last is answered. `retryAfter` counts the seconds until enough of the counted
 * failures (the oldest first) leave the window for the count to fall under the limit again.
 */
export async function loginThrottle(
  db: Database,
  email: string,
  ip: string | null,
  limits: { perIp: number; perEmail: number },
): Promise<LoginThrottle | null> {
  const failures = await recentLoginFailures(db, email, ip);
  const tripped: LoginThrottle[] = [];
  if (ip !== null && failures.byIp >= limits.perIp)
    tripped.push({
      limit: limits.perIp,
      windowSeconds: THROTTLE_WINDOW_SECONDS,
      retryAfter: await secondsUntilUnder(db, "ip", ip, failures.byIp - limits.perIp),
    });
  if (failures.byEmail >= limits.perEmail)
    tripped.push({
      limit: limits.perEmail,
      windowSeconds: THROTTLE_WINDOW_SECONDS,
      retryAfter: await secondsUntilUnder(db, "email", email, failures.byEmail - limits.perEmail),
    });
  return tripped.sort((a, b) => b.retryAfter - a.retryAfter)[0] ?? null;
}

/** Seconds until the failure at `offset` (oldest first) in the window leaves it; at least 1. */
async function secondsUntilUnder(db: Database, by: "ip" | "email", value: string, offset: number) {
  const key = by === "ip" ? "ip = $1" : "email = lower($1)";
  const { rows } = await db.query<{ wait: number }>(
    `select ceil(extract(epoch from created_at + make_interval(secs => $2) - now()))::int as wait
       from auth_attempts
      where kind = 'login' and not success and created_at > now() - make_interval(secs => $2) and ${key}
      order by created_at
      offset $3 limit 1`,
    [by === "ip" ? value : value.trim(), THROTTLE_WINDOW_SECONDS, offset],
  );
  return Math.max(1, Number(rows[0]?.wait ?? 1));
}

/**
 * Failed logins for an e-mail that belongs to no user, since the last success recorded for it: what
 * `users.failed_attempts` counts for a real user, so an unknown address locks after the same number of
 * failures (and the lockout answer tells nobody whether the address is registered). Records are kept
 * a day (cleanup.ts).
 */
export async function unknownEmailFailures(db: Database, email: string) {
  const { rows } = await db.query<{ count: number }>(
    `select count(*)::int as count from auth_attempts
      where kind = 'login' and not success and email = lower($1)
        and created_at > coalesce(
          (select max(created_at) from auth_attempts where kind = 'login' and success and email = lower($1)),
          '-infinity')`,
    [email.trim()],
  );
  return Number(rows[0]?.count ?? 0);
}

export async function resetRequestsLastHour(db: Database, email: string) {
  const { rows } = await db.query<{ count: number }>(
    `select count(*)::int as count from auth_attempts
      where kind = 'reset' and email = lower($1) and created_at > now() - interval '1 hour'`,
    [email.trim()],
  );
  return Number(rows[0]?.count ?? 0);
}

/** Reset requests from one IP in the last hour, whatever the addresses. */
export async function resetRequestsFromIpLastHour(db: Database, ip: string) {
  const { rows } = await db.query<{ count: number }>(
    `select count(*)::int as count from auth_attempts
      where kind = 'reset' and ip = $1 and created_at > now() - interval '1 hour'`,
    [ip],
  );
  return Number(rows[0]?.count ?? 0);
}
