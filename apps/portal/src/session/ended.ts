import { storeLoginFlag } from "../pages/flags/login-flags";
import { sessionActions } from "./store";

/**
 * A session the server says ended elsewhere (401 SESSION_ENDED, "Provided token is expired.": a new
 * password set on another device, the user, their contractor or their company inactivated, the account
 * closed, a sign-out in another tab): signed out here, and erro 4 is stored so the login screen says why
 * ('O tempo limite para logar no sistema foi atingido!'), as spec 01 §8 has that answer store erro 4
 * and return to login. The caller moves to the login.
 */
export function signOutEndedSession() {
  sessionActions.logout();
  storeLoginFlag({ kind: "erro", code: 4 });
}
