const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";
/**
 * What a user can reach with Tab: a control kept out of the tab order (`tabindex="-1"`, such as the file
 * picker's hidden file input, which sits before its button) cannot take the focus.
 */
const FOCUSABLE = [
  "input:not([type=hidden]):not([disabled])",
  "button:not([disabled])",
  "textarea",
  "select",
  "[tabindex]",
]
  .map((selector) => `${selector}:not([tabindex="-1"])`)
  .join(", ");

/** Smooth scrolling, unless the user asked the system for less motion. */
export function scrollBehavior(): ScrollBehavior {
  const reduced = typeof window.matchMedia === "function" && window.matchMedia(REDUCED_MOTION).matches;
  return reduced ? "auto" : "smooth";
}

/** Back to the top of the page (a wizard's new step, spec 02 §2). */
export function scrollToTop() {
  if (typeof window.scrollTo === "function") window.scrollTo({ top: 0, behavior: scrollBehavior() });
}

/**
 * After a refused submit: the first field showing an error (in page order) gets the focus and is
 * scrolled into view, so the keyboard and screen-reader user lands on what to fix. A group that
 * shows its error (`data-invalid`, e.g. the services switches) hands the focus to its first control.
 * Answers whether a field was found.
 */
export function focusFirstInvalid(root: ParentNode): boolean {
  for (const invalid of root.querySelectorAll<HTMLElement>('[aria-invalid="true"], [data-invalid]')) {
    const target = invalid.matches(FOCUSABLE) ? invalid : invalid.querySelector<HTMLElement>(FOCUSABLE);
    // A control marked `data-advisory` shows a message that does not stop the submit (the CEP's lookup
    // that found nothing or could not be made): the focus goes on to what does.
    if (invalid.hasAttribute("data-advisory") || target?.hasAttribute("data-advisory")) continue;
    const shown = target ?? invalid;
    shown.scrollIntoView?.({ block: "center", behavior: scrollBehavior() });
    target?.focus({ preventScroll: true });
    return true;
  }
  return false;
}
