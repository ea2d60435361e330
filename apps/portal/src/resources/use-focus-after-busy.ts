import * as React from "react";

/**
 * A button disabled while it works (Baixar CSV, Enviar logotipo) or removed by its work (Remover) drops
 * the focus to the page's start. When `busy` ends, a focus left on nothing goes to `target()` instead,
 * where a keyboard or screen-reader user goes on; a focus the user already moved elsewhere stays.
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
    if (focused && focused !== document.body) return;
    targetRef.current()?.focus();
  }, [busy]);
}
