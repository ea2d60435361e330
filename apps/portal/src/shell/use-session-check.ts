import { AUTH_CODES, toApiError } from "@trilha/api";
import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { paths } from "../routes/paths";
import { askSession } from "../session/ask-session";
import { signOutEndedSession } from "../session/ended";
import { takeFreshConfirmation } from "../session/store";

/**
 * Asks the server about the session on every private navigation, so an idle session is noticed when
 * the user comes back (the SESSION_IDLE answer is handled by the client hook) and a session ended
 * elsewhere sends the user to the login, which says why (erro 4).
 */
export function useSessionCheck(pathname: string, check: () => Promise<unknown> = askSession) {
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the check runs again on each navigation on purpose.
  useEffect(() => {
    // The first private page of a reload was just confirmed by the session guard: no second ask.
    if (takeFreshConfirmation()) return;
    let active = true;
    check().catch((reason: unknown) => {
      const error = toApiError(reason);
      if (active && error.status === 401 && error.code === AUTH_CODES.sessionEnded) {
        signOutEndedSession();
        navigate(paths.home, { replace: true });
      }
    });
    return () => {
      active = false;
    };
  }, [pathname, check, navigate]);
}
