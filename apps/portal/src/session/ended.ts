import { storeLoginFlag } from "../pages/flags/login-flags";
import { session, sessionActions } from "./store";

/**
 * A session the server says ended elsewhere (401 SESSION_ENDED, "Provided token is expired.": a new
 * password set on another device, the user, their contractor or their company inactivated, the account
 * closed, a sign-out in another tab, a new sign-in from this browser): signed out here, and erro 4 is
 * stored so the login screen says why ('O tempo limite para logar no sistema foi atingido!'), as spec 01
 * §8 has that answer store erro 4 and return to login. Once: a signed-out portal (the answer of another
 * call of the same page came first) is left alone. The private pages' guard then moves to the login.
 */
export function signOutEndedSession() {
  if (!session.isAuthenticated) return;
  sessionActions.logout();
  storeLoginFlag({ kind: "erro", code: 4 });
}

/**
 * Any call's 401 SESSION_ENDED (the API clients' hook, api/client.ts): signs out when the call carried the
 * session held now (`sentWith`, its bearer; undefined when not known). An answer about a token already
 * left behind (a sign-out and a new sign-in while it was on its way) does not end the new session.
 */
export function endSessionEndedByCall(sentWith: string | undefined) {
  if (sentWith !== undefined && sentWith !== session.token) return;
  signOutEndedSession();
}
