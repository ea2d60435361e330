import type { UserRole } from "@trilha/api";
import { useEffect } from "react";
import { useSnapshot } from "valtio";
import { askSession, lastSessionAnswer } from "../session/ask-session";
import { session } from "../session/store";
import { afterRender } from "./after-render";

/**
 * The role of the signed-in user in this session's company, or null until the server has said it. The
 * shell asks once per session (after the page's first render) when no session check has told it yet;
 * each later check keeps it current (a user promoted or demoted meanwhile sees it on their next page).
 */
export function useCompanyRole(): UserRole | null {
  const state = useSnapshot(lastSessionAnswer);
  const { token } = useSnapshot(session);
  const current = token !== null && state.token === token;
  useEffect(() => {
    if (current || !token) return;
    return afterRender(() => void askSession().catch(() => undefined));
  }, [current, token]);
  return current ? state.role : null;
}
