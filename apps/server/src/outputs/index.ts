import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database";
import { createCodeBook, type PublicMtrSystem } from "../integrations/mtr";
import { startWorker, type Worker } from "../jobs";
import { resourceRoutes } from "../resources";
import type { FileStorage } from "../storage/storage";
import { dmrRoutes } from "./dmr";
import { documentRoutes } from "./documents";
import { lifecycleRoutes } from "./lifecycle";
import { outputOptionRoutes } from "./options";
import { nfeCheckRoutes, outputResource } from "./outputs";
import { RELAY_ATTEMPTS, RELAY_QUEUE, relayHandler } from "./relay";
import { SEND_ATTEMPTS, SEND_QUEUE, sendHandler } from "./send";
import { mtrTemplates } from "./templates";

export type MtrSending = { system: PublicMtrSystem; pollMs: number };

export { publicVerificationRoutes } from "./documents";

export type OutputsDeps = {
  db: Database;
  storage: FileStorage;
  publicUrl: string;
  now?: () => Date;
  /**
   * The public MTR system and how often the worker looks for due sends and relayed lifecycle steps
   * (none: nothing is sent).
   */
  mtr?: MtrSending;
};

/**
 * Output documents and their MTR (issue 16): the kit's list, get and create; the wizard's options and
 * the list's indicators; the lifecycle (receipt, CDF, cancellation) and its relay to the public system;
 * the PDFs; the MTR templates.
 */
export function outputsModule(app: FastifyInstance, deps: OutputsDeps) {
  const resource = outputResource(deps);
  outputOptionRoutes(app, deps);
  nfeCheckRoutes(app, deps);
  lifecycleRoutes(app, { ...deps, resource });
  documentRoutes(app, deps);
  dmrRoutes(app, deps);
  resourceRoutes(app, resource, deps);
  resourceRoutes(app, mtrTemplates, deps);

  const { mtr } = deps;
  if (mtr && mtr.pollMs > 0) {
    let worker: Worker | undefined;
    // One cache of the system's reference lists for the sends and the receipts' units.
    const handlerDeps = { db: deps.db, system: mtr.system, codes: createCodeBook(mtr.system) };
    app.addHook("onReady", async () => {
      worker = startWorker({
        db: deps.db,
        logger: app.log,
        pollMs: mtr.pollMs,
        maxAttempts: Math.max(SEND_ATTEMPTS, RELAY_ATTEMPTS),
        handlers: { [SEND_QUEUE]: sendHandler(handlerDeps), [RELAY_QUEUE]: relayHandler(handlerDeps) },
      });
    });
    app.addHook("onClose", async () => worker?.stop());
  }
}
