/** An external lookup answers a value, or null when the source knows nothing of the key. */
export type Lookup<T> = (key: string) => Promise<T | null>;

export class LookupTimeoutError extends Error {
  constructor(readonly source: string) {
    super(`${source} did not answer in time`);
    this.name = "LookupTimeoutError";
  }
}

export type LookupPolicy = {
  /** Names the source in errors and logs. */
  source: string;
  timeoutMs: number;
  /** How long an answer (found or not found) is reused; failures are never cached. */
  ttlMs: number;
  notFoundTtlMs?: number;
  maxEntries?: number;
  now?: () => number;
};

/**
 * Wraps a fetcher with a deadline and a small in-memory cache, so one slow or rate-limited public
 * service never holds a request for long and repeated keys (the wizard asks again on every blur) cost
 * nothing. The fetcher gets an AbortSignal it should pass on to its HTTP call.
 */
export function withTimeoutAndCache<T>(
  fetcher: (key: string, signal: AbortSignal) => Promise<T | null>,
  policy: LookupPolicy,
): Lookup<T> & { clear(): void } {
  const now = policy.now ?? Date.now;
  const max = policy.maxEntries ?? 1000;
  const cache = new Map<string, { value: T | null; expires: number }>();
  const inFlight = new Map<string, Promise<T | null>>();

  const run = async (key: string): Promise<T | null> => {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new LookupTimeoutError(policy.source));
      }, policy.timeoutMs);
    });
    try {
      const value = await Promise.race([fetcher(key, controller.signal), deadline]);
      const ttl = value === null ? (policy.notFoundTtlMs ?? policy.ttlMs) : policy.ttlMs;
      if (cache.size >= max) cache.delete(cache.keys().next().value as string);
      cache.set(key, { value, expires: now() + ttl });
      return value;
    } finally {
      clearTimeout(timer);
    }
  };

  const lookup = async (key: string) => {
    const hit = cache.get(key);
    if (hit && hit.expires > now()) return hit.value;
    cache.delete(key);
    const pending = inFlight.get(key) ?? run(key).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
    return pending;
  };
  return Object.assign(lookup, { clear: () => cache.clear() });
}

/** GET a JSON document; 404 means "not found" (null), any other failure throws. */
export async function fetchJson(url: string, signal: AbortSignal): Promise<unknown | null> {
  const response = await fetch(url, { signal, headers: { accept: "application/json" } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}
