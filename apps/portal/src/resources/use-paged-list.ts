import type { ListQuery, Page } from "@trilha/api";
import { pageCount } from "@trilha/ui";
import * as React from "react";
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
 */
export function usePagedList<T>(
  load: (query: ListQuery, signal: AbortSignal) => Promise<Page<T>>,
  query: ListQuery,
  onPastEnd?: (lastPage: number) => void,
) {
  const [page, setPage] = React.useState<Page<T>>();
  const [loading, setLoading] = React.useState(true);
  const [version, setVersion] = React.useState(0);
  const loadRef = React.useRef(load);
  loadRef.current = load;
  const pastEndRef = React.useRef(onPastEnd);
  pastEndRef.current = onPastEnd;
  const key = JSON.stringify(query);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the query; `version` forces a reload
  React.useEffect(() => {
    const controller = new AbortController();
    const asked = JSON.parse(key) as ListQuery;
    setLoading(true);
    loadRef
      .current(asked, controller.signal)
      .then((next) => {
        if (controller.signal.aborted) return;
        setPage(next);
        const last = pastEndRef.current ? pastEndPage(asked, next.total) : null;
        if (last !== null) pastEndRef.current?.(last);
      })
      .catch(() => undefined)
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
  return { page, loading, reload, reloadSoon };
}
