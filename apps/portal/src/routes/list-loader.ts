import type { LoaderFunction } from "react-router-dom";
import { type ListLoad, prefetchList } from "../resources/list-prefetch";
import { listQueryOf, readTableState } from "../resources/use-table-url-state";
import { checkRestoredSession } from "../session/restored-check";
import { restoredSessionUnconfirmed, session } from "../session/store";

/** A list page's own filters (a period, a status) read from its URL, as the page asks with them. */
export type ListFilterOf = (params: URLSearchParams) => Readonly<Record<string, string | undefined>>;

/**
 * The loader of a list page's route: it asks for the page the URL names (with the page's own filters,
 * `filterOf`) while the page's code downloads, so the page draws once, with its rows (issue 12), and
 * answers at once (nothing waits on it). A signed-out visitor asks for nothing, and a session restored
 * from storage is confirmed first.
 */
export function listLoader<T>(load: ListLoad<T>, filterOf?: ListFilterOf): LoaderFunction {
  return ({ request }) => {
    const params = new URL(request.url).searchParams;
    const query = listQueryOf(readTableState(params), filterOf?.(params));
    const start = () => {
      if (session.isAuthenticated) prefetchList(load, query);
    };
    if (restoredSessionUnconfirmed()) void checkRestoredSession().then(start);
    else start();
    return null;
  };
}
