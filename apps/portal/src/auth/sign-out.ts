import { passiveClient } from "../api/client";
import { portalApi } from "../api/portal-api";
import { storeLoginFlag } from "../pages/flags/login-flags";
import { session, sessionActions } from "../session/store";

/**
 * How long a sign-out waits for the server's answer: the request has left with its token, and a server
 * that never answers must not keep the user signed in here (the session is cleared once this passes).
 */
export const LOGOUT_ANSWER_WAIT_MS = 5000;

/**
 * Ends the session on the server (POST /logout) with the token it has now, whatever the answer, settled
 * when the server answers or after `waitMs`. The passive client carries the token given here (not the one
 * a logout here removes), and a session the server already dropped answers 401 without signing out and
 * redirecting from where it was asked.
 */
export function endServerSession(waitMs = LOGOUT_ANSWER_WAIT_MS): Promise<void> {
  const token = session.token;
  if (!token) return Promise.resolve();
  const answered = portalApi(passiveClient("user", token)).logout();
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, waitMs);
    const settle = () => {
      window.clearTimeout(timer);
      resolve();
    };
    answered.then(settle, settle);
  });
}

/**
 * The idle limit reached on this screen: the session is cleared here at once (before a later click could
 * show its data) and ended on the server too, by POST /logout with the token it had. The server's own idle
 * check allows up to a minute more (decisions.md, last_seen_at), so without the logout signing in again
 * at once was refused as 'em uso em outro dispositivo'.
 */
export function endIdleSession() {
  void endServerSession();
  sessionActions.logout();
  // The login's inactivity toast (erro 3) is stored here, not only by /erro/inatividade's loader: a page
  // guarding edits not saved (Meu Perfil, a wizard) blocks the move there, and the private routes' guard
  // then sent the signed-out page to the login without it (QA walk: signed out, no word why).
  storeLoginFlag({ kind: "erro", code: 3 });
}
