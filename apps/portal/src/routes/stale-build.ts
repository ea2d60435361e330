/**
 * After a deploy the files of the previous build are gone: a portal left open fails to load the next
 * lazily loaded page. Vite then dispatches `vite:preloadError` on the window; the page reloads once to
 * get the new build, unless the browser is offline. A second failure soon after (the reload did not
 * help: offline, a broken deploy) is left to the router's error page, so a failing import never turns
 * into a reload loop.
 */
const RELOADED_AT = "trilha:stale-build-reload";
/** How long after a reload another failed import is taken as "the reload did not help". */
export const STALE_BUILD_GUARD_MS = 10_000;

/** Reloads the page unless it did so for the same reason within the guard; true when it reloads. */
export function reloadForNewBuild(reload = () => location.reload()): boolean {
  // Offline, the file did not go away: a reload would swap the portal for the browser's offline page.
  if (navigator.onLine === false) return false;
  const now = Date.now();
  try {
    if (now - Number(sessionStorage.getItem(RELOADED_AT)) < STALE_BUILD_GUARD_MS) return false;
    sessionStorage.setItem(RELOADED_AT, `${now}`);
  } catch {
    return false; // no storage (a locked-down browser): no guard, so no reload either
  }
  reload();
  return true;
}

/** Listens for Vite's failed dynamic imports; returns the function that stops listening. */
export function reloadOnStaleBuild(target: Window = window, reload?: () => void) {
  // Handled: Vite does not throw the import's error, the page is going away.
  const onError = (event: Event) => reloadForNewBuild(reload) && event.preventDefault();
  target.addEventListener("vite:preloadError", onError);
  return () => target.removeEventListener("vite:preloadError", onError);
}
