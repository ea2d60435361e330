import redaxios from "redaxios";

/** One configured HTTP client (a redaxios instance) for one service host. */
export type Http = ReturnType<typeof redaxios.create>;

/** Headers every Trilha client sends (spec 01 §7). */
export const DEFAULT_HEADERS = {
  Accept: "application/json",
  "X-Requested-With": "XMLHttpRequest",
} as const;

/** Names one save for the server (issue 10, finding 9): a retry with the same key cannot create twice. */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

/**
 * Names the version of a record a save was made from: the record's `updated_at` as read, quoted (an
 * entity tag). The server refuses a save over a newer version (412 `STALE_RECORD`) instead of silently
 * undoing a change made meanwhile in another tab or by another person.
 */
export const IF_MATCH_HEADER = "If-Match";

/** The `If-Match` header for a record read at `version` (its `updated_at`); none without a version. */
export function versionHeaders(version: string | null | undefined): Record<string, string> {
  return version ? { [IF_MATCH_HEADER]: `"${version}"` } : {};
}

/** A fresh key: 32 hex characters (the server takes 8–128 of [A-Za-z0-9_-]); works outside HTTPS too. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

type RequestConfig = NonNullable<Parameters<Http["post"]>[2]>;

function hasIdempotencyKey(headers: unknown): boolean {
  return Object.keys((headers ?? {}) as object).some((name) => name.toLowerCase() === "idempotency-key");
}

export function createHttp(baseURL: string): Http {
  const http = redaxios.create({ baseURL, headers: { ...DEFAULT_HEADERS } });
  // Every POST is one user action: it carries a fresh key unless the caller passes the action's own
  // (a retry of the same save). Multipart uploads add theirs in `upload`.
  const post = http.post;
  http.post = ((url: string, data?: unknown, config: RequestConfig = {}) =>
    post(
      url,
      data,
      hasIdempotencyKey(config.headers)
        ? config
        : { ...config, headers: { ...config.headers, [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() } },
    )) as Http["post"];
  return http;
}

/** Sets (or clears, with null) the bearer token a client sends from now on. */
export function setBearer(http: Http, token: string | null) {
  const headers = { ...(http.defaults.headers as Record<string, string>) };
  if (token) headers.Authorization = `Bearer ${token}`;
  else delete headers.Authorization;
  http.defaults.headers = headers;
}

/**
 * redaxios has no `signal` option; it accepts a custom fetch, so cancellation rides on that.
 * Usage: `http.get(url, { ...abortable(signal), params })`.
 */
export function abortable(signal?: AbortSignal): { fetch?: typeof fetch } {
  if (!signal) return {};
  return { fetch: (input, init) => fetch(input, { ...init, signal }) };
}
