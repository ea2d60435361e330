import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config";
import type { Database } from "../db/database";
import { createCepLookup } from "../lookups/cep";
import { createCompanyLookup } from "../lookups/company";
import { type Lookups, lookupRoutes } from "../lookups/routes";
import { referenceRoutes } from "../reference/routes";
import { DEFAULT_UPLOAD_GRACE_MS, startUploadSweep } from "../storage/ledger";
import { fileRoutes } from "../storage/routes";
import { createStorage, type FileStorage, readStorageSettings } from "../storage/storage";
import { multipartLimits } from "./body";
import { registerUploads } from "./files";
import { providerRoutes } from "./providers";
import { recordRoutes } from "./records";

export type ProvidersOptions = {
  storage: FileStorage;
  lookups: Lookups;
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
 * UPLOAD_ORPHAN_GRACE_MINUTES (60: how long an upload may wait for its row before the sweep removes it).
 */
export function readProvidersOptions(
  env: Record<string, string | undefined>,
  config: Config,
): ProvidersOptions {
  const timeout = Number(env.LOOKUP_TIMEOUT_MS ?? "");
  const timeoutMs = Number.isInteger(timeout) && timeout > 0 ? timeout : 5000;
  const grace = Number(env.UPLOAD_ORPHAN_GRACE_MINUTES ?? "");
  return {
    uploads: {
      graceMs: Number.isFinite(grace) && grace > 0 ? grace * 60_000 : DEFAULT_UPLOAD_GRACE_MS,
    },
    storage: createStorage(readStorageSettings(env, config.dataDir)),
    lookups: {
      cep: createCepLookup({ url: env.CEP_LOOKUP_URL?.trim() || undefined, timeoutMs }),
      company: createCompanyLookup({ url: env.COMPANY_LOOKUP_URL?.trim() || undefined, timeoutMs }),
    },
  };
}

/**
 * Providers, their sub-records, uploads, reference data and lookups (spec 02), all behind the session:
 * every query is scoped to the signed-in company, and another company's ids answer 404.
 */
export async function providersModule(
  app: FastifyInstance,
  options: ProvidersOptions & { db: Database },
): Promise<void> {
  const { db, storage, lookups, uploads } = options;
  // At start, not at the first upload: a bucket that cannot be reached stops the server here.
  await storage.check?.();
  // Bytes a killed process left without a row: removed now and then every quarter of the grace period.
  const sweep = startUploadSweep({ db, storage, graceMs: uploads?.graceMs, log: app.log });
  app.addHook("onClose", () => sweep.stop());
  await sweep.first;
  await app.register(multipart, { limits: multipartLimits });
  registerUploads(app, { db, storage, maxBytes: uploads?.maxBytes });
  app.addHook("preHandler", app.authenticate);
  providerRoutes(app, { db, storage });
  recordRoutes(app, { db, storage });
  fileRoutes(app, { db, storage });
  referenceRoutes(app, { db });
  lookupRoutes(app, { db, lookups });
}
