import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database";
import { resourcesRoutes } from "../resources";
import type { FileStorage } from "../storage/storage";
import { providerRoutes, providers } from "./providers";
import { providerRecords } from "./records";

/**
 * Providers and their certificates, licenses and employees (spec 02), on the resource kit. The app
 * registers the session guard, multipart bodies, uploads, files, reference data and lookups around them.
 */
export function providersModule(app: FastifyInstance, deps: { db: Database; storage: FileStorage }) {
  providerRoutes(app, deps);
  resourcesRoutes(app, [providers, ...providerRecords], deps);
}
