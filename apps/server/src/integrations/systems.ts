import { type IntegrationStatus, PUBLIC_SYSTEMS, type PublicSystem } from "@trilha/api/integrations-types";

export { type IntegrationStatus, PUBLIC_SYSTEMS, type PublicSystem };

/**
 * Where each public MTR system is probed: its web service's base address (shared/reference's manuals:
 * SIGOR, FEAM, INEA; the others their agencies' MTR sites). `INTEGRATION_URL_<SYSTEM>` replaces one
 * (a homologation host, a local stand-in); check each against the agency's current manual before
 * relying on it (decisions.md).
 */
export const DEFAULT_SYSTEM_URLS: Record<PublicSystem, string> = {
  CTRE: "https://ctre.fepam.rs.gov.br/",
  SIGOR: "https://mtrr.cetesb.sp.gov.br/apiws/rest",
  FEAM: "https://mtr.meioambiente.mg.gov.br/api",
  FEPAM: "https://mtr.fepam.rs.gov.br/",
  IMASC: "https://mtr.ima.sc.gov.br/",
  SINIR: "https://mtr.sinir.gov.br/",
  INEA: "http://mtr.inea.rj.gov.br/api",
  IMAAL: "https://mtr.ima.al.gov.br/",
};
