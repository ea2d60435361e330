import * as React from "react";
import { focusMain } from "../routes/route-focus";

/** The shell's parts around the page: the header (its icons and menus) and the side menu. */
const CHROME = '[data-slot="header"], [data-slot="app-shell-side-menu"]';

/**
 * After a new path was reached from the shell's header or side menu, the focus goes to the new page's
 * main region, as it does when the control that led there left with its page (routes/route-focus.tsx).
 * A menu (Usuario, Notificações, Mais opções) gives the focus back to its button when it closes, and a
 * header link (Legislação, Integrações, the logo, the company's avatar) keeps it, so without this a
 * keyboard or screen reader user stayed in the header while the page changed under it. A page that
 * focused something itself keeps it; the first page of the shell is RouteFocus's to handle.
 */
export function useChromeNavigationFocus(pathname: string) {
  const previous = React.useRef(pathname);
  React.useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    // After the new page's own effects, and after a closing menu has given the focus back to its button.
    const timer = window.setTimeout(() => focusMainIfInChrome(document), 0);
    return () => window.clearTimeout(timer);
  }, [pathname]);
}

/** Moves the focus from the shell's header or side menu to the main region; false if it was elsewhere. */
function focusMainIfInChrome(doc: Document): boolean {
  const active = doc.activeElement;
  if (!active?.isConnected || !active.closest(CHROME)) return false;
  return focusMain(doc);
}
