import { createHttp, type Http, setBearer } from "./http";

/** The service clients the spec names: user and pvdev share the main API host; the others may live elsewhere. */
export const SERVICES = ["user", "pvdev", "providers", "residues", "dashboards", "lighthouse"] as const;
export type ServiceName = (typeof SERVICES)[number];

export type ApiConfig = {
  /** Base URL of the main API, `/api/v1` (same origin) by default. */
  baseUrl?: string;
  /** Per-service base URLs; a service without one uses `baseUrl`. */
  hosts?: Partial<Record<ServiceName, string>>;
};

export type ApiClients = Record<ServiceName, Http> & {
  /** Sets the bearer token on every client at once (spec 01 §4: "every service client gets it"). */
  setToken(token: string | null): void;
};

export function createApiClients({ baseUrl = "/api/v1", hosts = {} }: ApiConfig = {}): ApiClients {
  const clients = Object.fromEntries(
    SERVICES.map((service) => [service, createHttp(hosts[service] ?? baseUrl)]),
  ) as Record<ServiceName, Http>;
  return {
    ...clients,
    setToken(token) {
      for (const service of SERVICES) setBearer(clients[service], token);
    },
  };
}
