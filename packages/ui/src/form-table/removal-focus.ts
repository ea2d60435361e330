import * as React from "react";

/** The Remover buttons of FormTable's rows and of the blocks that stand for them on a phone. */
export const REMOVE_BUTTONS =
  '[data-slot="form-table-remove"]:not(:disabled), [data-slot="inclusion-remove"]:not(:disabled)';

/**
 * Where the focus goes once the row at `index` is gone: the Remover now in its place (the next row's),
 * else the last row's, else the emptied list itself (its table, or `[data-slot="inclusion-empty"]`).
 */
export function focusAfterRemoval(root: HTMLElement | null | undefined, index: number) {
  const buttons = root?.querySelectorAll<HTMLButtonElement>(REMOVE_BUTTONS);
  const next = buttons?.[Math.min(index, buttons.length - 1)];
  (next ?? root?.querySelector<HTMLElement>('table, [data-slot="inclusion-empty"]'))?.focus();
}

/**
 * A list of removable rows keeps the keyboard user's place: `removing(event, index)` in a Remover's click
 * notes the row when its button had the focus, and once the parent gives `rows` without it the focus
 * moves by `focusAfterRemoval` inside `rootRef`. Only a focus lost with the removed row is moved: one still
 * on a button of the list (the row's key outlived the item) or gone elsewhere (a dialog the parent opened)
 * stays where it is.
 */
export function useRemovalFocus<T extends HTMLElement>(rows: unknown) {
  const rootRef = React.useRef<T>(null);
  // The place of the row just removed while its button had the focus, until the rows have changed.
  const removedAt = React.useRef<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the parent has given the rows without the removed one
  React.useEffect(() => {
    const index = removedAt.current;
    const root = rootRef.current;
    if (index === null || !root) return;
    removedAt.current = null;
    const focused = root.ownerDocument.activeElement;
    if (focused && focused !== root.ownerDocument.body) return;
    focusAfterRemoval(root, index);
  }, [rows]);
  const removing = React.useCallback((event: React.MouseEvent<HTMLElement>, index: number) => {
    if (event.currentTarget === event.currentTarget.ownerDocument.activeElement) removedAt.current = index;
  }, []);
  return { rootRef, removing };
}
