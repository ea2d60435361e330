import type { LoaderFunction } from "react-router-dom";
import { checkRestoredSession } from "../session/restored-check";
import { restoredSessionUnconfirmed, session } from "../session/store";
import type { ListName } from "./list-sources";

/** The lists' clients and filters, fetched on the first visit to a list (they are not /login's code). */
const loadListSources = () => import("./list-sources");

/**
 * The loader of a list page's route: it asks for the page the URL names (with the page's own filters)
 * while the page's code downloads, so the page draws once, with its rows (issue 12), and answers at once
 * (nothing waits on it). A signed-out visitor asks for nothing, and a session restored from storage is
 * confirmed first. A failure is left to the page, which asks again.
 */
export function listLoader(name: ListName, load = loadListSources): LoaderFunction {
  return ({ request }) => {
    const start = () => {
      if (!session.isAuthenticated) return;
      load()
        .then(({ prefetchListAt }) => prefetchListAt(name, request.url))
        .catch(() => undefined);
    };
    if (restoredSessionUnconfirmed()) void checkRestoredSession().then(start);
    else start();
    return null;
  };
}
