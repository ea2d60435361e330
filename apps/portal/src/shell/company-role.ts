import type { UserRole } from "@trilha/api";
import { useEffect } from "react";
import { proxy, useSnapshot } from "valtio";
import { api } from "../api/client";
import { portalApi } from "../api/portal-api";
import { session } from "../session/store";
import { afterRender } from "./after-render";

/** The signed-in user's role in the session's company, as GET /session last answered it, and for which token. */
const known = proxy<{ token: string | null; role: UserRole | null }>({ token: null, role: null });

let pending: ReturnType<typeof ask> | undefined;

function ask() {
  // The answer is about the session that asked (a sign-out meanwhile must not inherit it).
  const token = session.token;
  return portalApi(api.user)
    .session()
    .then((answer) => {
      known.token = token;
      known.role = answer.role ?? null;
      return answer;
    });
}

/**
 * Asks the server about the session (GET /session), keeping the role it answers; calls made while one
 * is on its way share it, so the shell's check and the role's first ask are one request.
 */
export function askSession() {
  pending ??= ask().finally(() => {
    pending = undefined;
  });
  return pending;
}

/**
 * The role of the signed-in user in this session's company, or null until the server has said it. The
 * shell asks once per session (after the page's first render) when no session check has told it yet;
 * each later check keeps it current (a user promoted or demoted meanwhile sees it on their next page).
 */
export function useCompanyRole(): UserRole | null {
  const state = useSnapshot(known);
  const { token } = useSnapshot(session);
  const current = token !== null && state.token === token;
  useEffect(() => {
    if (current || !token) return;
    return afterRender(() => void askSession().catch(() => undefined));
  }, [current, token]);
  return current ? state.role : null;
}
