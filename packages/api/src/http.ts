import redaxios from "redaxios";

/** One configured HTTP client (a redaxios instance) for one service host. */
export type Http = ReturnType<typeof redaxios.create>;

/** Headers every Trilha client sends (spec 01 §7). */
export const DEFAULT_HEADERS = {
  Accept: "application/json",
  "X-Requested-With": "XMLHttpRequest",
} as const;

export function createHttp(baseURL: string): Http {
  return redaxios.create({ baseURL, headers: { ...DEFAULT_HEADERS } });
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
