import type { ListQuery, Page } from "@trilha/api";
import { pageCount } from "@trilha/ui";
import * as React from "react";
import { type ListLoad, listQueryKey, peekPrefetchedPage, takePrefetchedList } from "./list-prefetch";
import { REFRESH_DELAY_MS } from "./text";

/** The last page a query can show once its total is known; null while `query.page` is within range. */
export function pastEndPage(query: Pick<ListQuery, "page" | "perPage">, total: number): number | null {
  const last = Math.max(1, pageCount(total, query.perPage));
  return query.page > last ? last : null;
}

/**
 * Loads one page for a table and reloads it on demand. A failed load leaves the last page shown
 * (spec 02 §8: list failures are silently ignored). A page past the end (a bookmark, or the last
 * row inactivated) is reported through `onPastEnd` with the last page, so the caller moves there.
 * A page the route prefetched for the same query (`prefetchList`) is used instead of a second call,
 * and drawn at once when it has already arrived. `loading` is true while a new query's page is on its
 * way, not during a reload of the page shown. `error` is the last load's refusal (null once a page
 * arrives), for a page that shows some refusals as its state (a 403 for who may not see the list).
 */
export function usePagedList<T>(load: ListLoad<T>, query: ListQuery, onPastEnd?: (lastPage: number) => void) {
  const key = listQueryKey(query);
  const [page, setPage] = React.useState<Page<T> | undefined>(() => peekPrefetchedPage(load, key));
  const [loading, setLoading] = React.useState(page === undefined);
  const [version, setVersion] = React.useState(0);
  const [error, setError] = React.useState<unknown>(null);
  const loadRef = React.useRef(load);
  loadRef.current = load;
  const pastEndRef = React.useRef(onPastEnd);
  pastEndRef.current = onPastEnd;
  const loadedVersion = React.useRef(version);

  React.useEffect(() => {
    const controller = new AbortController();
    const asked = JSON.parse(key) as ListQuery;
    // A new query may use the route's prefetch; a reload (after a change) always asks the API.
    const reloading = loadedVersion.current !== version;
    loadedVersion.current = version;
    const prefetched = reloading ? undefined : takePrefetchedList(loadRef.current, key);
    // A reload (after a save) keeps the rows drawn until the new answer replaces them: skeleton rows
    // for the page the user is reading would only flash. A new query draws its skeleton.
    if (!prefetched?.page && !reloading) setLoading(true);
    (prefetched?.promise ?? loadRef.current(asked, controller.signal))
      .then((next) => {
        if (controller.signal.aborted) return;
        setPage(next);
        setError(null);
        const last = pastEndRef.current ? pastEndPage(asked, next.total) : null;
        if (last !== null) pastEndRef.current?.(last);
      })
      .catch((reason: unknown) => {
        if (!controller.signal.aborted) setError(reason);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [key, version]);

  const reload = React.useCallback(() => setVersion((v) => v + 1), []);
  /** The refresh after a save or an inactivation, about 200 ms later as the spec has it. */
  const reloadSoon = React.useCallback(() => {
    window.setTimeout(reload, REFRESH_DELAY_MS);
  }, [reload]);
  return { page, loading, error, reload, reloadSoon };
}
