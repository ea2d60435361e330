import type { Database } from "../db/database";

/**
 * Deletes what only served a window that has passed: attempts older than a day (the throttle looks
 * back 15 minutes, the reset limit an hour), spent or expired URL tokens and SSO states, and sessions
 * that ended more than 30 days ago. Keeps the tables the sign-in path reads from small.
 */
export async function pruneAuthTables(db: Database) {
  await db.query(`delete from auth_attempts where created_at < now() - interval '1 day'`);
  await db.query(`delete from auth_url_tokens where expires_at < now() - interval '1 day'`);
  await db.query(`delete from auth_sso_states where expires_at < now()`);
  await db.query(`delete from auth_sessions where ended_at < now() - interval '30 days'`);
}
