import type { Database } from "../db/database";
import { newToken, sha256 } from "./crypto";

export type UrlTokenKind = "reset" | "first_access" | "handoff" | "exchange" | "dashboard";

export type UrlToken = {
  id: number;
  kind: UrlTokenKind;
  user_id: number;
  session_id: number | null;
  data: Record<string, unknown>;
};

/** Tokens that travel in URLs: random, stored as sha256, single-use and short-lived. */
export async function issueUrlToken(
  db: Database,
  input: { kind: UrlTokenKind; userId: number; sessionId?: number | null; seconds: number; data?: object },
) {
  const token = newToken();
  await db.query(
    `insert into auth_url_tokens (kind, token_hash, user_id, session_id, data, expires_at)
     values ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
    [
      input.kind,
      sha256(token),
      input.userId,
      input.sessionId ?? null,
      JSON.stringify(input.data ?? {}),
      input.seconds,
    ],
  );
  return token;
}

/** Marks the token used and returns it, in one statement: two concurrent uses cannot both win. */
export async function consumeUrlToken(db: Database, token: string, kinds: UrlTokenKind[]) {
  const { rows } = await db.query<UrlToken>(
    `update auth_url_tokens set used_at = now()
      where token_hash = $1 and kind = any($2::text[]) and used_at is null and expires_at > now()
      returning id, kind, user_id, session_id, data`,
    [sha256(token), kinds],
  );
  return rows[0] ?? null;
}

export async function peekUrlToken(db: Database, token: string, kinds: UrlTokenKind[]) {
  const { rows } = await db.query<UrlToken>(
    `select id, kind, user_id, session_id, data from auth_url_tokens
      where token_hash = $1 and kind = any($2::text[]) and used_at is null and expires_at > now()`,
    [sha256(token), kinds],
  );
  return rows[0] ?? null;
}

/**
 * Spends every open reset and first-access link of a user: called in the transaction that sets a new
 * password, so an older link (from an earlier e-mail) cannot set another one afterwards.
 */
export async function voidPasswordLinks(db: Database, userId: number) {
  await db.query(
    `update auth_url_tokens set used_at = now()
      where user_id = $1 and kind in ('reset', 'first_access') and used_at is null`,
    [userId],
  );
}
