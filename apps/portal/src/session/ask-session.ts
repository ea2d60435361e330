import type { UserRole } from "@trilha/api";
import { proxy } from "valtio";
import { api } from "../api/client";
import { portalApi } from "../api/portal-api";
import { session } from "./store";

/** What GET /session last answered about the user's role in the session's company, and for which token. */
export const lastSessionAnswer = proxy<{ token: string | null; role: UserRole | null }>({
  token: null,
  role: null,
});

let pending: ReturnType<typeof ask> | undefined;

function ask() {
  // The answer is about the session that asked (a sign-out meanwhile must not inherit it).
  const token = session.token;
  return portalApi(api.user)
    .session()
    .then((answer) => {
      lastSessionAnswer.token = token;
      lastSessionAnswer.role = answer.role ?? null;
      return answer;
    });
}

/**
 * Asks the server about the session (GET /session): the check of a session restored from storage as the
 * page loads, the shell's check on each private page, the idle warning's "stay connected" and the
 * company role's first ask. Calls made while one is on its way share
 * it, so they are one request; each answer keeps the role current (`lastSessionAnswer`).
 */
export function askSession() {
  pending ??= ask().finally(() => {
    pending = undefined;
  });
  return pending;
}
