import { AUTH_CODES, authApi, toApiError } from "@trilha/api";
import { subscribe } from "valtio";
import { passiveClient } from "../api/client";
import { session, sessionActions } from "../session/store";

/** Spec 01 §9 / 02 §4: the control panel asks for a new dashboards token every 600000 ms. */
export const DASHBOARD_TOKEN_REFRESH_MS = 600_000;

export type DashboardLogin = () => Promise<{ ms_dashboard_token: string | null }>;

/**
 * A passive call (spec 01 §9): the control panel asks again every 600000 ms on its own, and the server
 * does not count this route as activity, so neither does the idle warning; an idle answer signs out.
 */
const askDashboards: DashboardLogin = () => authApi(passiveClient("user", session.token)).dashboardLogin();

let pending: Promise<string | null> | null = null;
/** When this page load last got a token; 0 for none yet (see `issuedAt` for a token restored from storage). */
let fetchedAt = 0;

/**
 * The session store keeps the dashboards token across page loads, but not its age: this browser notes
 * when it got it (with the token's last characters, so a note never dates another token). Without the
 * note a page loaded again presented a token that had run out on the server (15 minutes), got 401
 * TOKEN_EXPIRED and asked again: the first integrations call of a page loaded later failed once.
 */
const ISSUED_KEY = "trilha:dashboards-token-issued";
const fingerprint = (token: string) => token.slice(-12);

function noteIssued(token: string, at: number) {
  try {
    window.localStorage.setItem(ISSUED_KEY, JSON.stringify({ token: fingerprint(token), at }));
  } catch {
    // No storage (a private window's quota): the next page load asks for a new token first.
  }
}

/** When the session's dashboards token was got, by this page load or an earlier one; 0 when unknown. */
function issuedAt(): number {
  const token = session.tokenPython;
  if (!token) return 0;
  if (fetchedAt > 0) return fetchedAt;
  try {
    const note = JSON.parse(window.localStorage.getItem(ISSUED_KEY) ?? "null") as {
      token?: unknown;
      at?: unknown;
    } | null;
    return note?.token === fingerprint(token) && typeof note.at === "number" ? note.at : 0;
  } catch {
    return 0;
  }
}
/** Bumped by `forgetDashboardToken`: an answer asked for before it is not stored. */
let generation = 0;

/**
 * Forgets the token call in flight and when the last token came (stories start each from an empty page:
 * a call the last one left on its way must not store its answer in the next one's session).
 */
export function forgetDashboardToken() {
  generation += 1;
  pending = null;
  fetchedAt = 0;
}

// Signing out forgets a token call on its way: its answer belongs to the session that asked, and must
// not become the next sign-in's dashboards bearer (the session store cannot call back here: it would
// import the API clients this module uses).
let signedIn = Boolean(session.token);
subscribe(
  session,
  () => {
    if (signedIn && !session.token) forgetDashboardToken();
    signedIn = Boolean(session.token);
  },
  // At once, not batched after the task: a call asked right after signing out is the new session's.
  true,
);

/**
 * `POST /ms-dashboards/login` (session bearer): stores the answer as ms_dashboard_token and tokenPython,
 * the dashboards client's bearer. One request at a time; null when the answer is null or the call failed.
 */
export function fetchDashboardToken(login: DashboardLogin = askDashboards): Promise<string | null> {
  const asked = generation;
  pending ??= login()
    .then(
      (answer) => answer.ms_dashboard_token ?? null,
      () => null,
    )
    .then((token) => {
      if (asked !== generation) return token;
      pending = null;
      if (token) {
        fetchedAt = Date.now();
        noteIssued(token, fetchedAt);
        sessionActions.dashboardToken(token);
      }
      return token;
    });
  return pending;
}

const refused = (reason: unknown) => {
  const error = toApiError(reason);
  return error.status === 401 && error.code === AUTH_CODES.tokenExpired;
};

/**
 * Runs a call of the dashboards service (integrations board, control panel figures) with a dashboards
 * token: obtained first when there is none, it is older than the refresh interval or its age is not
 * known (restored from storage without this browser's note), and obtained again,
 * with the call retried once, when the server says the token ran out (401 TOKEN_EXPIRED; the session's
 * own end is answered by the token call, SESSION_IDLE, which signs the portal out as anywhere else).
 */
export async function withDashboardToken<T>(
  call: () => Promise<T>,
  login: DashboardLogin = askDashboards,
): Promise<T> {
  if (!session.tokenPython || Date.now() - issuedAt() >= DASHBOARD_TOKEN_REFRESH_MS)
    await fetchDashboardToken(login);
  try {
    return await call();
  } catch (reason) {
    if (!refused(reason) || !(await fetchDashboardToken(login))) throw reason;
    return call();
  }
}
