import { api } from "../api/client";
import { portalApi } from "../api/portal-api";
import { session, sessionActions } from "../session/store";

/** Ends the session on the server (POST /logout) and then clears it here, whatever the answer. */
export async function signOut() {
  if (session.token) {
    try {
      await portalApi(api.user).logout();
    } catch {
      // The local session ends anyway: a server that already dropped it answers 401.
    }
  }
  sessionActions.logout();
}
