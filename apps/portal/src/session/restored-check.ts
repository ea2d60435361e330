import { AUTH_CODES, toApiError } from "@trilha/api";
import { askSession } from "./ask-session";
import { confirmRestoredSession, sessionActions } from "./store";

let pending: Promise<void> | undefined;

/**
 * Asks the server about the session restored from storage, once at a time: an ended session signs out
 * (one ended elsewhere, SESSION_ENDED, and an idle one through the API clients' hook, api/client.ts, as
 * every call's: erro 4 or /erro/inatividade), a server that cannot be reached lets the
 * page show, whose own calls will say so. The portal starts it as the page loads (main.tsx), beside
 * the download of the page's code, and the private pages' guard waits on the same request.
 */
export function checkRestoredSession(): Promise<void> {
  // The shared ask: its answer also tells the user's role in the company (a member's read-only pages).
  pending ??= askSession()
    .then(confirmRestoredSession, (reason: unknown) => {
      const { status, code } = toApiError(reason);
      // SESSION_ENDED: the clients' hook has signed out already (once, erro 4).
      if (status === 401 && code === AUTH_CODES.sessionEnded) return;
      if (status === 401 && code !== AUTH_CODES.sessionIdle) sessionActions.logout();
      else confirmRestoredSession();
    })
    .finally(() => {
      pending = undefined;
    });
  return pending;
}
