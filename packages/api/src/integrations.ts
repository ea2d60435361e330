import { abortable, type Http } from "./http";
import type { GenerateDashResponse, IntegrationLogEntry } from "./types/integrations";

/** Integration status calls (spec 01 §7), on the dashboards client with the tokenPython bearer. */
export function integrationsApi(http: Http) {
  return {
    generateDash: (signal?: AbortSignal) =>
      http
        .post<GenerateDashResponse>("/public_systems/generate_dash", {}, abortable(signal))
        .then((r) => r.data),
    logs: (link: string, signal?: AbortSignal) =>
      http
        .get<IntegrationLogEntry[]>(`/public_systems/logs/${encodeURIComponent(link)}`, abortable(signal))
        .then((r) => r.data),
  };
}
