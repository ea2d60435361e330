import { useEffect } from "react";
import { askSession } from "../session/ask-session";
import { takeFreshConfirmation } from "../session/store";

/**
 * Asks the server about the session on every private navigation, so an idle session is noticed when
 * the user comes back and a session ended elsewhere is noticed before the page shows more: both answers
 * are handled by the API clients' hook (api/client.ts) as on any call (SESSION_IDLE: /erro/inatividade;
 * SESSION_ENDED: signed out with erro 4, and the private pages' guard moves to the login).
 */
export function useSessionCheck(pathname: string, check: () => Promise<unknown> = askSession) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the check runs again on each navigation on purpose.
  useEffect(() => {
    // The first private page of a reload was just confirmed by the session guard: no second ask.
    if (takeFreshConfirmation()) return;
    // Its failures are the clients' hook's to act on; an unreachable server lets the page say so itself.
    check().catch(() => {});
  }, [pathname, check]);
}
