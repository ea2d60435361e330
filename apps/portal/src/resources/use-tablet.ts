import * as React from "react";

/** The kit's `tablet:` breakpoint (768 px). */
const TABLET = "(min-width: 768px)";

/** Without matchMedia (jsdom, an old WebView) the screen counts as a tablet: the desktop layout. */
const canMatch = () => typeof window.matchMedia === "function";

function subscribeTablet(onChange: () => void) {
  if (!canMatch()) return () => {};
  const media = window.matchMedia(TABLET);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

/**
 * True from the tablet breakpoint up (the kit's `tablet:`, 768 px); follows changes live. For a screen
 * that draws one layout or the other: a copy hidden by CSS would still be read and matched by text.
 */
export function useTablet() {
  return React.useSyncExternalStore(
    subscribeTablet,
    () => !canMatch() || window.matchMedia(TABLET).matches,
    () => true,
  );
}
