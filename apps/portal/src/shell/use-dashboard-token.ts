import { useEffect, useState } from "react";
import { DASHBOARD_TOKEN_REFRESH_MS, type DashboardLogin, fetchDashboardToken } from "./dashboards-token";

export { DASHBOARD_TOKEN_REFRESH_MS };
export const DASHBOARD_TOKEN_RETRY_MS = 2_000;
export const DASHBOARD_TOKEN_MAX_RETRIES = 5;

type Options = {
  login?: DashboardLogin;
  refreshMs?: number;
  retryMs?: number;
};

export type DashboardTokenState = {
  /** The token this page got (null until the first answer); a new one every refresh. */
  token: string | null;
  /** True once every retry answered null: nothing to load until the next refresh. */
  failed: boolean;
};

/**
 * The control panel's dashboards token (spec 01 §7, 02 §4): fetched on arrival, fetched again after a
 * null answer (a few times, then it waits for the next refresh) and refreshed every 600000 ms while the
 * page is open. The token is stored (ms_dashboard_token, tokenPython) and returned.
 */
export function useDashboardToken({
  login,
  refreshMs = DASHBOARD_TOKEN_REFRESH_MS,
  retryMs = DASHBOARD_TOKEN_RETRY_MS,
}: Options = {}): DashboardTokenState {
  const [state, setState] = useState<DashboardTokenState>({ token: null, failed: false });
  useEffect(() => {
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;

    const fetchToken = async (attempt: number) => {
      clearTimeout(retry);
      const token = await fetchDashboardToken(login);
      if (stopped) return;
      if (token) setState({ token, failed: false });
      else if (attempt < DASHBOARD_TOKEN_MAX_RETRIES)
        retry = setTimeout(() => fetchToken(attempt + 1), retryMs);
      else setState((current) => (current.token ? current : { token: null, failed: true }));
    };

    void fetchToken(0);
    const refresh = setInterval(() => void fetchToken(0), refreshMs);
    return () => {
      stopped = true;
      clearTimeout(retry);
      clearInterval(refresh);
    };
  }, [login, refreshMs, retryMs]);
  return state;
}
