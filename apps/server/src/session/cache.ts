import type { AuthSession } from "./authenticate";

/**
 * Verified sessions kept in this process for a few seconds, by token hash, so a burst of calls checks
 * the database once. An entry is answered again only while the database would answer the same:
 *
 * - never past `ttlMs`, nor past the moment the session would go idle (`lifeMs` after the check);
 * - for a call that counts as activity, only while `last_seen_at` is less than a minute old
 *   (`touchMs`): after that the database check must run, because it writes `last_seen_at`.
 *
 * `forgetSessions()` drops every entry of every cache in the process at once: sign-out, password
 * change and every other way a session ends or changes its token call it, after their change is
 * committed, and so does the company profile's save (sessions carry the company's name). A check that
 * started before a forget does not store its answer (it may have read the row before the change).
 * Other processes keep their own entries for up to `ttlMs`, and so does this one for details another
 * user's write changes (a contractor's master user renamed): names, e-mails, a contractor's MMF/MG plan.
 */
export type CachedSession = { session: AuthSession; until: number; touchUntil: number; epoch: number };

let epoch = 0;

/** Forgets every cached session in this process (a session ended, changed its token or was aged). */
export function forgetSessions() {
  epoch++;
}

/** The current forget count: read before a database check, given back to `store`. */
export const sessionEpoch = () => epoch;

/** A database check: when it was sent, the forget count then, and what it said about the session. */
type Check = { startedAt: number; since: number; lifeMs: number; touchMs: number };

/** Entries kept at most; the oldest is dropped first (a token seen once more is checked again). */
const MAX_ENTRIES = 10_000;

export function createSessionCache(ttlMs: number) {
  const entries = new Map<string, CachedSession>();
  return {
    /** The cached session for `hash`, if the database would still answer it; `passive` calls do not touch. */
    find(hash: string, passive: boolean, now: number): AuthSession | null {
      if (ttlMs <= 0) return null;
      const entry = entries.get(hash);
      if (!entry) return null;
      if (entry.epoch !== epoch || now >= entry.until) {
        entries.delete(hash);
        return null;
      }
      return passive || now < entry.touchUntil ? entry.session : null;
    },
    /**
     * Keeps a session the database just verified. `startedAt` is when the check was sent, `since` the
     * epoch read then; `lifeMs` how long the session stays live and `touchMs` how long until a call
     * must write last_seen_at again, both as the database saw them.
     */
    store(hash: string, session: AuthSession, { startedAt, since, lifeMs, touchMs }: Check) {
      if (ttlMs <= 0 || since !== epoch) return;
      const until = startedAt + Math.min(ttlMs, lifeMs);
      if (until <= startedAt) return;
      entries.delete(hash);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(hash, { session, until, touchUntil: Math.min(until, startedAt + touchMs), epoch });
    },
    get size() {
      return entries.size;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
