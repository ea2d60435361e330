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
/** Bumped by `forgetSessionAsks`: the answer to an ask made before it is not kept. */
let generation = 0;

function ask() {
  // The answer is about the session that asked (a sign-out meanwhile must not inherit it).
  const token = session.token;
  const asked = generation;
  return portalApi(api.user)
    .session()
    .then((answer) => {
      if (asked === generation) {
        lastSessionAnswer.token = token;
        lastSessionAnswer.role = answer.role ?? null;
      }
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
  if (!pending) {
    const asking = ask().finally(() => {
      if (pending === asking) pending = undefined;
    });
    pending = asking;
  }
  return pending;
}

/**
 * Starts afresh (stories, which all run in one page and reuse one token): an ask still on its way is
 * neither shared with the next caller nor kept when it answers, so its role cannot reach the next story.
 */
export function forgetSessionAsks() {
  generation += 1;
  pending = undefined;
}
