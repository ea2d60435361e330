import type { ListQuery, Page } from "@trilha/api";

/** A list call, as a `resourceApi`'s `list`: the route that prefetches and the page pass the very same function. */
export type ListLoad<T> = (query: ListQuery, signal?: AbortSignal) => Promise<Page<T>>;

type Prefetched = { at: number; promise: Promise<Page<unknown>>; page?: Page<unknown> };

/**
 * How long a prefetched page may stand in for the page's own call: about the time a route's code takes
 * to download on a slow phone. An answer older than that is never shown; the page asks again.
 */
export const PREFETCH_FRESH_MS = 5_000;

const prefetched = new WeakMap<ListLoad<unknown>, Map<string, Prefetched>>();

/** The prefetched answers of one list call, by query key (made on first use). */
function answersOf(load: ListLoad<unknown>) {
  let byQuery = prefetched.get(load);
  if (!byQuery) {
    byQuery = new Map();
    prefetched.set(load, byQuery);
  }
  return byQuery;
}

/**
 * When a page last asked for a query itself, having found no prefetch: its route's prefetch can still
 * start after that (the lists' code downloading on a first visit). Such an answer is for no page: left
 * here, a return to the list within seconds (after creating a record) would draw it, from before the
 * change. A prefetch for a query asked for within PREFETCH_FRESH_MS is not made.
 */
const askedByPage = new WeakMap<ListLoad<unknown>, Map<string, number>>();

function askedOf(load: ListLoad<unknown>) {
  let byQuery = askedByPage.get(load);
  if (!byQuery) {
    byQuery = new Map();
    askedByPage.set(load, byQuery);
  }
  return byQuery;
}

/** The key a list's query is known by, here and in `usePagedList`. */
export const listQueryKey = (query: ListQuery) => JSON.stringify(query);

const fresh = (entry: Prefetched | undefined, now: number): entry is Prefetched =>
  entry !== undefined && now - entry.at < PREFETCH_FRESH_MS;

/**
 * Asks for a list's page before its page is drawn (a route's loader, while the page's code downloads),
 * so the page draws once, with its rows, instead of skeleton rows first. A failure is left to the page,
 * which asks again. A call still on its way is shared; an answer already here is asked again: it may be
 * one no page took (its page drew first and asked itself), and the user may have changed the list
 * since (a record created, then back to the list within seconds).
 */
export function prefetchList<T>(load: ListLoad<T>, query: ListQuery, now = Date.now()) {
  const key = listQueryKey(query);
  const asked = askedOf(load as ListLoad<unknown>).get(key);
  if (asked !== undefined && now - asked < PREFETCH_FRESH_MS) return;
  const byQuery = answersOf(load as ListLoad<unknown>);
  for (const [old, entry] of byQuery) if (!fresh(entry, now)) byQuery.delete(old);
  const current = byQuery.get(key);
  if (current && current.page === undefined) return;
  const entry: Prefetched = { at: now, promise: load(query) };
  byQuery.set(key, entry);
  entry.promise.then(
    (page) => {
      entry.page = page;
    },
    () => {
      if (byQuery.get(key) === entry) byQuery.delete(key);
    },
  );
}

/** The prefetched page for this query if it has already arrived (and is fresh); it stays to be taken. */
export function peekPrefetchedPage<T>(load: ListLoad<T>, key: string, now = Date.now()) {
  const entry = answersOf(load as ListLoad<unknown>).get(key);
  return fresh(entry, now) ? (entry.page as Page<T> | undefined) : undefined;
}

/**
 * Takes the prefetched answer for this query (used once): its page if it has arrived, else its promise.
 * None: the page asks for itself, and no prefetch is made for the query for a while (see `askedByPage`).
 */
export function takePrefetchedList<T>(load: ListLoad<T>, key: string, now = Date.now()) {
  const byQuery = answersOf(load as ListLoad<unknown>);
  const entry = byQuery.get(key);
  byQuery.delete(key);
  const asked = askedOf(load as ListLoad<unknown>);
  if (!fresh(entry, now)) {
    // No prefetch at all yet: one may still start, for nobody (an expired one was its route's own).
    if (entry === undefined) asked.set(key, now);
    return undefined;
  }
  asked.delete(key);
  return { page: entry.page as Page<T> | undefined, promise: entry.promise as Promise<Page<T>> };
}
