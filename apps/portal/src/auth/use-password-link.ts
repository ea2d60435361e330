import { AUTH_CODES, authApi, toApiError } from "@trilha/api";
import { useEffect, useState } from "react";
import { api } from "../api/client";

/**
 * - `checking`: the server is being asked;
 * - `usable`: the link may still set a password (or the check could not say: the submit will);
 * - `used`: the link was used, ran out or never existed (401 TOKEN_EXPIRED);
 * - `missing`: the address carries no id or token (nothing to ask).
 */
export type PasswordLinkState = "checking" | "usable" | "used" | "missing";

type Check = (query: { id: string; token: string }, signal: AbortSignal) => Promise<unknown>;

const askServer: Check = (query, signal) => authApi(api.user).checkPasswordLink(query, signal);

/**
 * Whether the e-mail's password link (redefinition, strong password, first access, "Recuperar senha")
 * still works, asked once when the screen opens (`GET /users/password/check`), so a used or expired
 * link says so before anything is typed. Only the server's own refusal marks it used: a failed check
 * (no answer, a server error) leaves the form to the submit, which answers the same refusal.
 */
export function usePasswordLink(id: string, token: string, check: Check = askServer): PasswordLinkState {
  const missing = !id || !token;
  const [state, setState] = useState<{ key: string; value: PasswordLinkState }>({
    key: "",
    value: "checking",
  });
  const key = `${id}\n${token}`;
  useEffect(() => {
    if (missing) return;
    const controller = new AbortController();
    check({ id, token }, controller.signal).then(
      () => {
        if (!controller.signal.aborted) setState({ key, value: "usable" });
      },
      (reason) => {
        if (controller.signal.aborted) return;
        const error = toApiError(reason);
        const used = error.status === 401 && error.code === AUTH_CODES.tokenExpired;
        setState({ key, value: used ? "used" : "usable" });
      },
    );
    return () => controller.abort();
  }, [check, id, token, key, missing]);
  if (missing) return "missing";
  // Another link opened in the same page: checking again, not the previous link's answer.
  return state.key === key ? state.value : "checking";
}
