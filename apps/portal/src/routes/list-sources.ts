import { contractors } from "../pages/contractors/contractors-api";
import { outputListFilter } from "../pages/outputs/output-list-filter";
import { outputs } from "../pages/outputs/outputs-api";
import { providers } from "../pages/providers/providers-api";
import { residues } from "../pages/residues/residues-api";
import { users } from "../pages/users/users-api";
import { createdRangeFilter } from "../resources/created-range-filter";
import { type ListLoad, prefetchList } from "../resources/list-prefetch";
import { listQueryOf, readTableState } from "../resources/use-table-url-state";
import { lastSessionAnswer } from "../session/ask-session";
import { session } from "../session/store";

/** A list page's own filters (a period, a status) read from its URL, as the page asks with them. */
export type ListFilterOf = (params: URLSearchParams) => Readonly<Record<string, string | undefined>>;

/**
 * What each list page's route asks for before its page draws: the very `list` call the page makes (the
 * prefetched answer is kept by that function) and the page's own filters. Loaded on the first visit to
 * a list, so the domains' clients stay out of /login's JS.
 */
export const listSources = {
  providers: { load: providers.list },
  outputs: { load: outputs.list, filterOf: outputListFilter },
  residues: { load: residues.list },
  // Only administrators see /usuarios: an Operador's page shows its notice without asking (the API answers 403).
  users: { load: users.list, adminOnly: true },
  contractors: { load: contractors.list, filterOf: createdRangeFilter },
};

export type ListName = keyof typeof listSources;

/**
 * Asks for the page the URL names of a list, with the list's own filters; an administrators' list only
 * once the session is known to be an administrator's (the restored-session check has said it by then).
 */
export function prefetchListAt(name: ListName, url: string) {
  const source: { load: ListLoad<unknown>; filterOf?: ListFilterOf; adminOnly?: boolean } = listSources[name];
  if (source.adminOnly && !(lastSessionAnswer.token === session.token && lastSessionAnswer.role === "admin"))
    return;
  const params = new URL(url).searchParams;
  prefetchList(source.load, listQueryOf(readTableState(params), source.filterOf?.(params)));
}
