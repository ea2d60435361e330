import { useEffect } from "react";
import { useMatches } from "react-router-dom";

export const PRODUCT_NAME = "Trilha";

export type RouteHandle = { title?: string };

export function documentTitle(title?: string) {
  return title ? `${PRODUCT_NAME} - ${title}` : PRODUCT_NAME;
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
