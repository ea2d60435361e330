import { paths } from "./paths";

// Where an anonymous visitor of a private page was going (a file's link, a bookmark): the login sends
// them there once signed in, instead of /dashboard. Kept in sessionStorage so it survives the SSO
// round trip through the identity provider, and only ever a path of this portal (never an open redirect).

const KEY = "trilha.returnPath";
/** Leaving is not a destination: signing in again must not sign out again. */
const NOT_RETURNED_TO: readonly string[] = [paths.logout, paths.exit, paths.home];

/** `path` if it is a path of this portal ("/arquivos/…?x#y"), else null ("//evil", "https://…", "/\\evil"). */
export function samePortalPath(path: unknown): string | null {
  if (typeof path !== "string" || !path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\"))
    return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(path) || path.length > 2000) return null;
  const base = "https://portal.invalid";
  try {
    const url = new URL(path, base);
    if (url.origin !== base) return null;
    return NOT_RETURNED_TO.includes(url.pathname) ? null : `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Remembers the private page an anonymous visitor asked for. */
export function rememberReturnPath(path: string) {
  const safe = samePortalPath(path);
  if (safe) storage()?.setItem(KEY, safe);
}

/** The page to open after signing in, still remembered (the public pages' redirect only reads it). */
export function returnPath(): string | null {
  return samePortalPath(storage()?.getItem(KEY));
}

/** The page to open after signing in, forgotten once read: /dashboard when none was asked for. */
export function takeReturnPath(): string {
  const path = returnPath();
  forgetReturnPath();
  return path ?? paths.dashboard;
}

export function forgetReturnPath() {
  storage()?.removeItem(KEY);
}
