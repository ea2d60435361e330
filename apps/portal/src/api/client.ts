import { createApiClients } from "@trilha/api";

/** The portal's one set of service clients, from one base URL (same-origin `/api/v1` unless configured). */
export const api = createApiClients({
  baseUrl: import.meta.env.VITE_API_BASE_URL ?? "/api/v1",
  hosts: {
    providers: import.meta.env.VITE_PROVIDERS_API_URL,
    residues: import.meta.env.VITE_RESIDUES_API_URL,
    dashboards: import.meta.env.VITE_DASHBOARDS_API_URL,
    lighthouse: import.meta.env.VITE_LIGHTHOUSE_API_URL,
  },
});
