import * as React from "react";

/** The kit's `tablet:` breakpoint (768 px). */
const TABLET = "(min-width: 768px)";
/** The kit's `desktop:` breakpoint (1024 px). */
const DESKTOP = "(min-width: 1024px)";

/** Without matchMedia (jsdom, an old WebView) the screen counts as wide: the desktop layout. */
const canMatch = () => typeof window.matchMedia === "function";

/** useSyncExternalStore's subscribe and snapshot for a media query (module-level: stable across renders). */
function mediaStore(query: string) {
  return {
    subscribe(onChange: () => void) {
      if (!canMatch()) return () => {};
      const media = window.matchMedia(query);
      media.addEventListener("change", onChange);
      return () => media.removeEventListener("change", onChange);
    },
    matches: () => !canMatch() || window.matchMedia(query).matches,
    server: () => true,
  };
}

const tablet = mediaStore(TABLET);
const desktop = mediaStore(DESKTOP);

/**
 * True from the tablet breakpoint up (the kit's `tablet:`, 768 px); follows changes live. For a screen
 * that draws one layout or the other: a copy hidden by CSS would still be read and matched by text.
 */
export function useTablet() {
  return React.useSyncExternalStore(tablet.subscribe, tablet.matches, tablet.server);
}

/**
 * True from the desktop breakpoint up (the kit's `desktop:`, 1024 px), as `useTablet`: for a table too wide
 * for a tablet beside the side menu (the DMR's nine columns), drawn as blocks below it.
 */
export function useDesktop() {
  return React.useSyncExternalStore(desktop.subscribe, desktop.matches, desktop.server);
}
