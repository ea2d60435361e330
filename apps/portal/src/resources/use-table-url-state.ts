import type { ListQuery } from "@trilha/api";
import { MAX_PAGE } from "@trilha/forms/schemas";
import {
  type DataTableState,
  DEFAULT_PAGE_SIZE,
  defaultDataTableState,
  PAGE_SIZE_OPTIONS,
  SEARCH_MAX_LENGTH,
} from "@trilha/ui";
import * as React from "react";
import { useSearchParams } from "react-router-dom";

/** Reads the table state a user may bookmark: `?pagina=2&itens=20&busca=sul&inativos=1`. */
export function readTableState(params: URLSearchParams): DataTableState {
  const page = Number.parseInt(params.get("pagina") ?? "", 10);
  const size = Number.parseInt(params.get("itens") ?? "", 10);
  return {
    // A page beyond what the API takes (a mistyped bookmark, ?pagina=999999999999) would be refused (422)
    // and leave an empty table without its pager: asked as the last page it may be, the controller then
    // corrects it to the list's real last page as any page past the end.
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
    pageSize: (PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    // As the search box cuts a paste: an address typed or shared with a longer ?busca= would otherwise
    // put it in the API's request, too large for the server (431), leaving the list as it was.
    search: [...(params.get("busca") ?? "")].slice(0, SEARCH_MAX_LENGTH).join(""),
    showInactive: params.get("inativos") === "1",
  };
}

/** Writes only what differs from the defaults, so the plain list keeps a clean URL. */
export function writeTableState(state: DataTableState, params = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) =>
    value === null ? next.delete(key) : next.set(key, value);
  set("pagina", state.page > 1 ? String(state.page) : null);
  set("itens", state.pageSize !== defaultDataTableState.pageSize ? String(state.pageSize) : null);
  set("busca", state.search ? state.search : null);
  set("inativos", state.showInactive ? "1" : null);
  return next;
}

/** The table's state to the API's query: the INATIVOS toggle lists inactive rows instead of active ones. */
export function toListQuery(state: DataTableState): ListQuery {
  return {
    page: state.page,
    perPage: state.pageSize,
    active: !state.showInactive,
    ...(state.search ? { search: state.search } : {}),
  };
}

/**
 * A list's query: the table's state and the page's own filters (a period, a status), those left unset
 * left out. One function for the page and its route's prefetch, so both ask the same query.
 */
export function listQueryOf(
  state: DataTableState,
  filter: Readonly<Record<string, string | undefined>> = {},
): ListQuery {
  const set = Object.entries(filter).filter(([, value]) => value !== undefined);
  return { ...toListQuery(state), ...Object.fromEntries(set) };
}

/**
 * The table state kept in the URL. `replace` rewrites the current history entry instead of adding
 * one (a correction such as a page past the end, which Back should not return to).
 */
export function useTableUrlState() {
  const [params, setParams] = useSearchParams();
  const state = React.useMemo(() => readTableState(params), [params]);
  const setState = React.useCallback(
    (next: DataTableState, options?: { replace?: boolean }) =>
      // Paging or filtering stays where the table is; only a new page scrolls to the top.
      setParams((current) => writeTableState(next, current), {
        replace: options?.replace ?? false,
        preventScrollReset: true,
      }),
    [setParams],
  );
  return [state, setState] as const;
}
