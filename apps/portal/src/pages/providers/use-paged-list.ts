import type { ListQuery, Page } from "@trilha/api";
import * as React from "react";
import { REFRESH_DELAY_MS } from "./text";

/**
 * Loads one page for a table and reloads it on demand. A failed load leaves the last page shown
 * (spec 02 §8: list failures are silently ignored).
 */
export function usePagedList<T>(
  load: (query: ListQuery, signal: AbortSignal) => Promise<Page<T>>,
  query: ListQuery,
) {
  const [page, setPage] = React.useState<Page<T>>();
  const [loading, setLoading] = React.useState(true);
  const [version, setVersion] = React.useState(0);
  const loadRef = React.useRef(load);
  loadRef.current = load;
  const key = JSON.stringify(query);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the query; `version` forces a reload
  React.useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    loadRef
      .current(JSON.parse(key) as ListQuery, controller.signal)
      .then((next) => {
        if (!controller.signal.aborted) setPage(next);
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
