import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";

/**
 * After the app moves to another page, the focus goes to the new page's main region when it was left on
 * nothing: the control that led there (Novo Cadastro, ENTRAR, a row menu's Editar, Salvar) left with its
 * page, and the browser put the focus on the body, so a keyboard user's next Tab started from wherever the
 * old control had been and a screen reader heard nothing. On the main region (as after the skip link), the
 * next Tab reaches the page's first control. A page that focused something itself keeps it, and the first
 * page of a visit keeps the browser's start (the skip link first). Changes of the query alone (paging,
 * filters) are the list's to handle.
 */
export function RouteFocus() {
  const { pathname, key } = useLocation();
  const visited = useRef<string | null>(null);
  // Only a new path: `key` changes with the query too, and is read for the first page only.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    const first = visited.current === null;
    visited.current = pathname;
    // React Router's key of the location the app opened with: nothing was left behind yet.
    if (first && key === "default") return;
    // After the new page's own effects (a field it focuses, a wizard's step heading).
    const timer = window.setTimeout(() => focusMainIfLost(document), 0);
    return () => window.clearTimeout(timer);
  }, [pathname]);
  return null;
}

/** Focuses the document's main region if the focus is on nothing (the body, or a node that left). */
export function focusMainIfLost(doc: Document): boolean {
  const active = doc.activeElement;
  if (active && active !== doc.body && active.isConnected) return false;
  return focusMain(doc);
}

/** Focuses the document's main region (made focusable from a script); false when the page has none. */
export function focusMain(doc: Document): boolean {
  const main = doc.querySelector<HTMLElement>("main");
  if (!main) return false;
  if (!main.hasAttribute("tabindex")) {
    main.tabIndex = -1;
    // A region focused from a script: no ring around the whole page (the shell's main has the same).
    main.classList.add("outline-none");
  }
  main.focus({ preventScroll: true });
  return true;
}
