import * as React from "react";

/** The kit's `tablet:` breakpoint (768 px). */
const TABLET = "(min-width: 768px)";

function subscribeTablet(onChange: () => void) {
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
    () => window.matchMedia(TABLET).matches,
    () => true,
  );
}
