import type { Config } from "./config";
import { type ProbeSettings, readProbeSettings } from "./integrations";
import { sinirFromConfig } from "./integrations/mtr";
import { createCepLookup } from "./lookups/cep";
import { createCompanyLookup } from "./lookups/company";
import type { Lookups } from "./lookups/routes";
import { type LicenseAlertSettings, readLicenseAlertSettings } from "./notifications";
import type { MtrSending } from "./outputs";
import { DEFAULT_UPLOAD_GRACE_MS } from "./storage/ledger";
import { createStorage, type FileStorage, readStorageSettings } from "./storage/storage";

/** What the back-office routes share: the upload storage, its limits and the external lookups. */
export type Services = {
  storage: FileStorage;
  lookups: Lookups;
  /** The public systems' probing (none when absent: tests probe through `probeRound`). */
  integrations?: ProbeSettings;
  /** Sending MTRs to the public system (none when absent: tests drive the worker themselves). */
  mtr?: MtrSending;
  /** The daily licence alerts (none when absent: tests run the pass themselves). */
  licenseAlerts?: LicenseAlertSettings;
  uploads?: {
    /** How old a pending upload with no stored_files row must be before the sweep removes it (1 h). */
    graceMs?: number;
    /** Most bytes of files in one request (100 MB). */
    maxBytes?: number;
  };
};

/**
 * From the environment: STORAGE_DRIVER / STORAGE_DIR / S3_* (uploads), CEP_LOOKUP_URL (optional; cep-promise
 * otherwise), COMPANY_LOOKUP_URL (federal register, BrasilAPI's CNPJ format), LOOKUP_TIMEOUT_MS (5000),
 * UPLOAD_ORPHAN_GRACE_MINUTES (60: how long an upload may wait for its row before the sweep removes it),
 * INTEGRATION_* (the public systems' probing: integrations/index.ts), SINIR_* (config.ts) and
 * JOBS_POLL_MS (2000: how often the job worker looks for due sends) and LICENSE_ALERTS_HOUR (7: from which
 * hour of Brasília's day the licence alerts are sent).
 */
const positive = (value: string | undefined) => {
  const number = Number(value ?? "");
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

export function readServices(env: Record<string, string | undefined>, config: Config): Services {
  const timeout = Number(env.LOOKUP_TIMEOUT_MS ?? "");
  const timeoutMs = Number.isInteger(timeout) && timeout > 0 ? timeout : 5000;
  const grace = Number(env.UPLOAD_ORPHAN_GRACE_MINUTES ?? "");
  return {
    uploads: {
      graceMs: Number.isFinite(grace) && grace > 0 ? grace * 60_000 : DEFAULT_UPLOAD_GRACE_MS,
    },
    storage: createStorage(readStorageSettings(env, config.dataDir)),
    integrations: readProbeSettings(env),
    mtr: { system: sinirFromConfig(config), pollMs: positive(env.JOBS_POLL_MS) ?? 2000 },
    licenseAlerts: readLicenseAlertSettings(env),
    lookups: {
      cep: createCepLookup({ url: env.CEP_LOOKUP_URL?.trim() || undefined, timeoutMs }),
      company: createCompanyLookup({ url: env.COMPANY_LOOKUP_URL?.trim() || undefined, timeoutMs }),
    },
  };
}
