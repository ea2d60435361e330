import { useEffect } from "react";
import { useMatches } from "react-router-dom";

export const PRODUCT_NAME = "Trilha";

export type RouteHandle = { title?: string };

/**
 * Browser titles that differ from a route's title. The provider edit page keeps the spec's heading
 * 'Editar Provedor' (spec 02 §2, also its breadcrumb) while the tab names the domain's word, Prestador.
 */
export const BROWSER_TITLES: Readonly<Record<string, string>> = { "Editar Provedor": "Editar Prestador" };

export function documentTitle(title?: string) {
  if (!title) return PRODUCT_NAME;
  return `${PRODUCT_NAME} - ${BROWSER_TITLES[title] ?? title}`;
}

/** Keeps the document title as "Trilha - <route title>" for the deepest route that names one. */
export function RouteTitle() {
  const matches = useMatches();
  const title = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as
    | RouteHandle
    | undefined;
  useEffect(() => {
    document.title = documentTitle(title?.title);
  }, [title?.title]);
  return null;
}
