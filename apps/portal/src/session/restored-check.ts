import { AUTH_CODES, toApiError } from "@trilha/api";
import { askSession } from "./ask-session";
import { signOutEndedSession } from "./ended";
import { confirmRestoredSession, sessionActions } from "./store";

let pending: Promise<void> | undefined;

/**
 * Asks the server about the session restored from storage, once at a time: an ended session signs out,
 * the login saying why when the server says it ended elsewhere (erro 4; an idle one goes through the API
 * client's idle handler), a server that cannot be reached lets the
 * page show, whose own calls will say so. The portal starts it as the page loads (main.tsx), beside
 * the download of the page's code, and the private pages' guard waits on the same request.
 */
export function checkRestoredSession(): Promise<void> {
  // The shared ask: its answer also tells the user's role in the company (a member's read-only pages).
  pending ??= askSession()
    .then(confirmRestoredSession, (reason: unknown) => {
      const { status, code } = toApiError(reason);
      if (status === 401 && code === AUTH_CODES.sessionEnded) signOutEndedSession();
      else if (status === 401 && code !== AUTH_CODES.sessionIdle) sessionActions.logout();
      else confirmRestoredSession();
    })
    .finally(() => {
      pending = undefined;
    });
  return pending;
}
