import type { Database } from "../db/database";

const THROTTLE_WINDOW_SECONDS = 15 * 60;

export async function recordAttempt(
  db: Database,
  input: { kind: "login" | "reset"; email: string; ip: string | null; success: boolean },
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

export async function resetRequestsLastHour(db: Database, email: string) {
  const { rows } = await db.query<{ count: number }>(
    `select count(*)::int as count from auth_attempts
      where kind = 'reset' and email = lower($1) and created_at > now() - interval '1 hour'`,
    [email.trim()],
  );
  return Number(rows[0]?.count ?? 0);
}
