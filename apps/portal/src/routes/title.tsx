import { useEffect } from "react";
import { matchRoutes, type RouteObject, useMatches, useNavigation } from "react-router-dom";
import { useSnapshot } from "valtio";
import { isAdmPlan } from "../session/plans";
import { session } from "../session/store";

export const PRODUCT_NAME = "Trilha";

export type RouteHandle = {
  title?: string;
  /** The routes below need a signed-in user (RequireSession's): their titles are theirs only. */
  signedInOnly?: boolean;
  /** The routes below are the ADM plan's (RequireAdm's): their titles are its users' only. */
  admOnly?: boolean;
};

/** The handle of the route that guards the private pages. */
export const SIGNED_IN_ONLY: RouteHandle = { signedInOnly: true };
/** The handle of the route that guards the ADM plan's pages. */
export const ADM_ONLY: RouteHandle = { admOnly: true };

/**
 * Browser titles that differ from a route's title. The provider edit page keeps the spec's heading
 * 'Editar Provedor' (spec 02 §2, also its breadcrumb) while the tab names the domain's word, Prestador.
 */
export const BROWSER_TITLES: Readonly<Record<string, string>> = { "Editar Provedor": "Editar Prestador" };

export function documentTitle(title?: string) {
  if (!title) return PRODUCT_NAME;
  return `${PRODUCT_NAME} - ${BROWSER_TITLES[title] ?? title}`;
}

/** The title of the deepest of `handles` (the matched routes' handles, root first) that names one. */
function deepestTitle(handles: readonly unknown[]): string | undefined {
  for (const handle of [...handles].reverse()) {
    const title = (handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}

/**
 * Keeps the document title as "Trilha - <route title>" for the deepest route that names one: the route
 * being opened as soon as the navigation starts (its title is in its handle, not in its lazy code), so the
 * tab does not keep the previous page's title while the next page's code or data loads (right after
 * sign-in, 'Trilha - Login' until the control panel's code had arrived). `routes` are the router's, to
 * read the pending location's titles before the router commits it. A signed-out visitor is never shown a
 * private page's title (a link opened before signing in), nor a user outside the ADM plan an ADM page's:
 * the title stays as it was until the guard has taken them away, and then shows where they are.
 */
export function RouteTitle({ routes }: { routes?: () => RouteObject[] }) {
  const matches = useMatches();
  const navigation = useNavigation();
  const { isAuthenticated, user } = useSnapshot(session);
  const pending = navigation.location && routes ? matchRoutes(routes(), navigation.location) : null;
  const handles = (
    pending ? pending.map((match) => match.route.handle) : matches.map((match) => match.handle)
  ) as (RouteHandle | undefined)[];
  // A page its guard is about to leave keeps the title as it was (the guard's destination names it).
  const hidden =
    (!isAuthenticated && handles.some((handle) => handle?.signedInOnly)) ||
    (!isAdmPlan(user?.plans) && handles.some((handle) => handle?.admOnly));
  const title = hidden ? undefined : deepestTitle(handles);
  useEffect(() => {
    if (!hidden) document.title = documentTitle(title);
  }, [title, hidden]);
  return null;
}
