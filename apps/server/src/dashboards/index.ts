import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database";
import { integrationsModule, type ProbeSettings } from "../integrations";
import { sessionOf } from "../session/authenticate";
import { dashboardFigures } from "./figures";
import { createDashboardsAuthenticate } from "./token";

export { DASHBOARD_TOKEN_SECONDS, issueDashboardToken } from "./token";

/**
 * The dashboards service's calls (spec 01 §7 "bearer tokenPython, second backend"): the integrations
 * board and the control panel's figures. Registered beside the back office, not inside it: their bearer
 * is the dashboards token of `POST /ms-dashboards/login`, and the session token is refused here.
 */
export async function dashboardsModule(
  api: FastifyInstance,
  { db, idleMinutes, probe }: { db: Database; idleMinutes: number; probe?: ProbeSettings },
) {
  api.addHook("preHandler", createDashboardsAuthenticate(db, idleMinutes));
  integrationsModule(api, { db, ...(probe ? { probe } : {}) });
  // Passive: the control panel reloads its figures on its own with every token refresh (600000 ms).
  api.get("/dashboard/figures", { config: { passiveSession: true } }, async (request) =>
    dashboardFigures(db, sessionOf(request).company.id),
  );
}
