/** What Tab can stop on, before the checks `tabbable` adds (tab index, disabled, drawn). */
const CANDIDATES =
  'a[href], area[href], button, input:not([type="hidden"]), select, textarea, iframe, summary, [contenteditable]:not([contenteditable="false"]), [tabindex]';

function tabbable(element: HTMLElement) {
  return (
    element.tabIndex >= 0 &&
    !(element as HTMLButtonElement).disabled &&
    !element.closest("[inert]") &&
    element.getClientRects().length > 0 &&
    getComputedStyle(element).visibility !== "hidden"
  );
}

/**
 * Moves the focus from `from` to what Tab (`next`) or Shift+Tab (`previous`) reaches from it, in document
 * order: for a list closed by Tab, which leaves its field as Tab leaves any other (the ARIA combobox
 * pattern). Inside a dialog only its own controls count, in a loop, as its focus trap has them; outside
 * one, past the page's last control the focus stays on `from`. Returns whether the focus moved.
 */
export function focusBeside(from: HTMLElement, direction: "next" | "previous"): boolean {
  const scope: ParentNode = from.closest('[role="dialog"], [role="alertdialog"]') ?? from.ownerDocument;
  const inDialog = scope !== from.ownerDocument;
  const all = [...scope.querySelectorAll<HTMLElement>(CANDIDATES)].filter(
    (element) => element === from || tabbable(element),
  );
  const at = all.indexOf(from);
  if (at === -1) return false;
  const step = direction === "next" ? 1 : -1;
  let index = at + step;
  if (inDialog) index = (index + all.length) % all.length;
  const target = all[index];
  if (!target || target === from) return false;
  target.focus();
  return true;
}
