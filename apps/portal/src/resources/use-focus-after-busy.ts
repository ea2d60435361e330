import * as React from "react";

/**
 * A busy Button keeps the focus, but the work may end by disabling the button (Enviar logotipo, with no
 * file left) or removing it (Remover), which drops the focus to the page's start. When `busy` ends, a
 * focus left on nothing (or on a disabled element) goes to `target()` instead, where a keyboard or
 * screen-reader user goes on; a focus still on the button, or one the user already moved elsewhere, stays.
 */
export function useFocusAfterBusy(busy: boolean, target: () => HTMLElement | null | undefined) {
  const wasBusy = React.useRef(busy);
  const targetRef = React.useRef(target);
  targetRef.current = target;
  React.useEffect(() => {
    const ended = wasBusy.current && !busy;
    wasBusy.current = busy;
    if (!ended) return;
    const focused = document.activeElement;
    // A button disabled by this very render still holds the focus until the browser drops it.
    if (focused && focused !== document.body && !focused.matches(":disabled")) return;
    targetRef.current()?.focus();
  }, [busy]);
}
