import { authApi } from "@trilha/api";
import { useCallback, useMemo } from "react";
import { type NavigateFunction, useNavigate } from "react-router-dom";
import { API_BASE_URL, api } from "../api/client";
import { type LoginFlag, storeLoginFlag, takeLoginFlags } from "../pages/flags/login-flags";
import type { Partner } from "../partners/partners";
import { chooseCompanyPath, chooseUnitPath, partnerState } from "../routes/partner-paths";
import { paths, toPath } from "../routes/paths";
import { returnPath } from "../routes/return-path";
import { preloadSignedInCode } from "../routes/signed-in-code";
import { session, sessionActions } from "../session/store";
import { dismissToast, toast } from "../toasts/toasts";
import { createLoginFlow, type FlowStep, type LoginFlow } from "./login-flow";
import { flagToast, type LoginFailure } from "./messages";
import { settingsState } from "./settings";

export type FlowEnvironment = {
  navigate: NavigateFunction;
  partner?: Partner;
  /** Leaves the portal (hand-off); a full-page navigation in the app. */
  leave?: (url: string) => void;
  /** Resets the login's captcha for a stored flag that asks it (erro 1); refusals are reset by the form. */
  onResetCaptcha?: () => void;
  /**
   * The login a flagged failure (account in use, expired token) returns to (spec 01 §8 "stores erro n
   * and returns to login"); absent on the login screen itself, which shows the flag where it is.
   */
  returnTo?: string;
  /**
   * The private page asked for before signing in, as remembered when the step was sent: once signed in,
   * a choice page's guard may take the user there first, and that page forgets it before 'enter' runs.
   */
  destination?: string | null;
};

/** Shows the one toast for the stored flags, then forgets them (spec 01 §4 "toast once, then cleared"). */
export function showStoredFlags(
  env: Pick<FlowEnvironment, "navigate" | "onResetCaptcha">,
  extra?: LoginFlag,
) {
  if (extra) storeLoginFlag(extra);
  const shown = flagToast(takeLoginFlags(), settingsState.settings.sessionIdleMinutes);
  if (!shown) return;
  if (shown.resetCaptcha) env.onResetCaptcha?.();
  const closeTo = shown.closeTo;
  toast(shown.kind, shown.message, closeTo ? () => env.navigate(closeTo) : undefined);
}

/** The last refusal's toast ("Login ou senha inválidos!"): a step that then gets through closes it. */
let refusalToast: string | undefined;

/** Turns a flow step into navigation and toasts; answers the failure so the form can mark its fields. */
export function applyStep(step: FlowStep, env: FlowEnvironment): LoginFailure | null {
  if (step.type !== "failed" && refusalToast) {
    dismissToast(refusalToast);
    refusalToast = undefined;
  }
  switch (step.type) {
    case "enter":
      // The private page asked for before signing in (a file's link), else /dashboard. Not forgotten here:
      // the public page's guard may still redirect there as the session signs in, and it must not find
      // /dashboard instead; the private page's guard forgets it on arrival (guards.tsx).
      env.navigate(env.destination ?? returnPath() ?? paths.dashboard, { replace: true });
      return null;
    case "handoff":
      (env.leave ?? ((url: string) => window.location.assign(url)))(step.url);
      return null;
    case "chooseUnit":
      env.navigate(chooseUnitPath(env.partner), { state: partnerState(env.partner) });
      return null;
    case "chooseCompany":
      env.navigate(chooseCompanyPath(env.partner), { state: partnerState(env.partner) });
      return null;
    case "failed": {
      const { failure } = step;
      if (failure.flag) {
        showStoredFlags(env, failure.flag);
        if (env.returnTo) env.navigate(env.returnTo, { replace: true });
      } else {
        refusalToast = toast("error", failure.message);
      }
      if (failure.strongPassword) {
        const { id, token } = failure.strongPassword;
        env.navigate(toPath(paths.strongPassword, { id, tokenPass: token }));
      }
      return failure;
    }
  }
}

/** The sign-in flow bound to this app's API client, store and router. */
export function useLoginFlow(env: Omit<FlowEnvironment, "navigate">) {
  const navigate = useNavigate();
  const flow: LoginFlow = useMemo(
    () =>
      createLoginFlow({
        auth: authApi(api.user),
        session,
        actions: sessionActions,
        apiBaseUrl: API_BASE_URL,
        thirdPartyUrl: () => settingsState.settings.thirdPartyUrl,
      }),
    [],
  );
  const run = useCallback(
    async (step: Promise<FlowStep>) => {
      // The page after a sign-in step is a signed-in one: its code downloads while the API answers.
      preloadSignedInCode();
      const destination = returnPath();
      return applyStep(await step, { ...env, navigate, destination });
    },
    [env, navigate],
  );
  return { flow, run, navigate };
}
