import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database";
import { resourcesRoutes } from "../resources";
import type { FileStorage } from "../storage/storage";
import { integratedSystemsRoutes } from "./integrated-systems";
import { negotiationsOverviewRoutes } from "./negotiations-overview";
import { residueResources } from "./residues";

/**
 * Residues and their treatments, storages and negotiations (spec 02), on the resource kit; the ADM
 * overview of negotiations; a residue's integrated-system mappings on their own (the output form asks).
 */
export function residuesModule(app: FastifyInstance, deps: { db: Database; storage: FileStorage }) {
  negotiationsOverviewRoutes(app, deps);
  integratedSystemsRoutes(app, deps);
  resourcesRoutes(app, residueResources, deps);
}
