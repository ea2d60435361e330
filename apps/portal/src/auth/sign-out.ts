import { passiveClient } from "../api/client";
import { portalApi } from "../api/portal-api";
import { session, sessionActions } from "../session/store";

/**
 * The idle limit reached on this screen: the session is cleared here at once (before a later click could
 * show its data) and ended on the server too, by POST /logout with the token it had. The server's own idle
 * check allows up to a minute more (decisions.md, last_seen_at), so without the logout signing in again
 * at once was refused as 'em uso em outro dispositivo'.
 */
export function endIdleSession() {
  const token = session.token;
  // The passive client carries the token given here, not the one the logout below removes.
  if (token)
    void portalApi(passiveClient("user", token))
      .logout()
      .catch(() => undefined);
  sessionActions.logout();
}
