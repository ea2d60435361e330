import { useSyncExternalStore } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

function subscribe(onChange: () => void) {
  if (typeof window === "undefined" || !window.matchMedia) return () => {};
  const media = window.matchMedia(QUERY);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

function getSnapshot() {
  return typeof window !== "undefined" && !!window.matchMedia && window.matchMedia(QUERY).matches;
}

/** True when the user asked the system for less motion; follows changes live. */
export function useReducedMotion(): boolean {
  // On the server nothing can animate yet: reporting "reduced" renders the finished state (the last
  // frame, the final count) and avoids a flash of motion on hydration.
  return useSyncExternalStore(subscribe, getSnapshot, () => true);
}
