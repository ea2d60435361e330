/** Integration cards and logs (spec 01 §3, 02 §3). */
export const PUBLIC_SYSTEMS = ["CTRE", "SIGOR", "FEAM", "FEPAM", "IMASC", "SINIR", "INEA", "IMAAL"] as const;
export type PublicSystem = (typeof PUBLIC_SYSTEMS)[number];

export const INTEGRATION_STATUSES = ["AVAILABLE", "UNSTABLE", "UNAVAILABLE"] as const;
export type IntegrationStatus = (typeof INTEGRATION_STATUSES)[number];

export type IntegrationCard = {
  type: PublicSystem;
  value: { status: IntegrationStatus; message: string; updated_at?: string };
};

export type GenerateDashResponse = { payload: { cards: IntegrationCard[] } };

export type IntegrationLogEntry = { created_at: string; description: string };
