import { abortable, type Http } from "./http";
import type { DashboardFigures } from "./types/dashboard";

/**
 * The control panel's calls, on the dashboards client: its bearer is the dashboards token
 * (`authApi(...).dashboardLogin()`, spec 01 §7), not the session token.
 */
export function dashboardsApi(http: Http) {
  return {
    figures: (signal?: AbortSignal) =>
      http.get<DashboardFigures>("/dashboard/figures", abortable(signal)).then((r) => r.data),
  };
}

export type DashboardsApi = ReturnType<typeof dashboardsApi>;
