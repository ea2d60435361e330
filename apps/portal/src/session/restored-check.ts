import { AUTH_CODES, toApiError } from "@trilha/api";
import { api } from "../api/client";
import { portalApi } from "../api/portal-api";
import { confirmRestoredSession, sessionActions } from "./store";

let pending: Promise<void> | undefined;

/**
 * Asks the server about the session restored from storage, once at a time: an ended session signs out
 * (an idle one goes through the API client's idle handler), a server that cannot be reached lets the
 * page show, whose own calls will say so. The portal starts it as the page loads (main.tsx), beside
 * the download of the page's code, and the private pages' guard waits on the same request.
 */
export function checkRestoredSession(): Promise<void> {
  pending ??= portalApi(api.user)
    .session()
    .then(confirmRestoredSession, (reason: unknown) => {
      const { status, code } = toApiError(reason);
      if (status === 401 && code !== AUTH_CODES.sessionIdle) sessionActions.logout();
      else confirmRestoredSession();
    })
    .finally(() => {
      pending = undefined;
    });
  return pending;
}
