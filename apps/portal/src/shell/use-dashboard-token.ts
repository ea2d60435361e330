import { authApi } from "@trilha/api";
import { useEffect } from "react";
import { api } from "../api/client";
import { sessionActions } from "../session/store";

export const DASHBOARD_TOKEN_REFRESH_MS = 600_000;
export const DASHBOARD_TOKEN_RETRY_MS = 2_000;
export const DASHBOARD_TOKEN_MAX_RETRIES = 5;

type Options = {
  login?: () => Promise<{ ms_dashboard_token: string | null }>;
  refreshMs?: number;
  retryMs?: number;
};

/**
 * The control panel's dashboards token (spec 01 §7): fetched on arrival, fetched again after a null
 * answer (a few times, then it waits for the next refresh) and refreshed every 600000 ms.
 */
const askDashboards = () => authApi(api.user).dashboardLogin();

export function useDashboardToken({
  login = askDashboards,
  refreshMs = DASHBOARD_TOKEN_REFRESH_MS,
  retryMs = DASHBOARD_TOKEN_RETRY_MS,
}: Options = {}) {
  useEffect(() => {
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;

    const fetchToken = async (attempt: number) => {
      clearTimeout(retry);
      let token: string | null = null;
      try {
        token = (await login()).ms_dashboard_token;
      } catch {
        token = null;
      }
      if (stopped) return;
      if (token) sessionActions.dashboardToken(token);
      else if (attempt < DASHBOARD_TOKEN_MAX_RETRIES)
        retry = setTimeout(() => fetchToken(attempt + 1), retryMs);
    };

    void fetchToken(0);
    const refresh = setInterval(() => void fetchToken(0), refreshMs);
    return () => {
      stopped = true;
      clearTimeout(retry);
      clearInterval(refresh);
    };
  }, [login, refreshMs, retryMs]);
}
