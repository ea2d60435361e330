/**
 * The job queue as the tests drive it: a worker without a loop (each `runOnce` claims one due job), with a
 * silent logger, retrying a failed job at once unless a test gives its own backoff or clock.
 */
import type { Database } from "../../src/db/database";
import { type JobHandler, startWorker, type Worker, type WorkerOptions } from "../../src/jobs";

export const QUIET_LOGGER = { info() {}, warn() {}, error() {} };

export function drivenWorker(
  db: Database,
  handlers: Record<string, JobHandler>,
  options: Partial<Omit<WorkerOptions, "db" | "handlers">> = {},
): Worker {
  return startWorker({ db, logger: QUIET_LOGGER, pollMs: 0, backoff: () => 0, handlers, ...options });
}

/** Runs every due job (and the ones they enqueue) until none is left. */
export async function drain(worker: Worker) {
  for (let i = 0; i < 50; i++) if (!(await worker.runOnce())) return;
  throw new Error("the queue never ran dry");
}
