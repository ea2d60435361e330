import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database";
import { resourcesRoutes } from "../resources";
import type { FileStorage } from "../storage/storage";
import { residueResources } from "./residues";

/** Residues and their treatments, storages and negotiations (spec 02), on the resource kit. */
export function residuesModule(app: FastifyInstance, deps: { db: Database; storage: FileStorage }) {
  resourcesRoutes(app, residueResources, deps);
}
