import { randomUUID } from "node:crypto";
import type { Database } from "../db/database";

/**
 * The durable job queue (migration 0045_jobs): a job is a row, committed with the caller's transaction,
 * run by one worker at a time across processes (`for update skip locked` and a lease), retried with
 * backoff, kept with its last error when it fails for good. Our own ~200 lines rather than pg-boss:
 * pg-boss 11+ needs Node 22, and 10.x can neither keep one live job per key nor run on an injected clock.
 *
 * Times come from the database's clock (one clock for every process holding leases), unless a worker is
 * given `now` (tests).
 */

export type JobStatus = "pending" | "running" | "done" | "failed";

/** Thrown by a handler for a job that retrying cannot fix (bad data, not configured): it fails at once. */
export class PermanentJobError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "PermanentJobError";
  }
}

export type EnqueueOptions = {
  queue: string;
  payload: object;
  /** One live (pending or running) job per queue+key: enqueueing again answers the live job's id. */
  key?: string;
  /** Not before this instant (default: now). */
  runAt?: Date;
};

/**
 * Adds a job. Pass the caller's transaction to commit the job with the change that asks for it (an
 * output and its sending job): rolled back together, and no worker sees the job before the commit.
 */
export async function enqueue(
  db: Database,
  { queue, payload, key, runAt }: EnqueueOptions,
): Promise<{ id: number; created: boolean }> {
  // A live job with this key may finish between the insert and the select: then the insert succeeds.
  for (let tries = 0; tries < 3; tries++) {
    const inserted = await db.query<{ id: number }>(
      `insert into jobs (queue, key, payload, run_at) values ($1, $2, $3::jsonb, coalesce($4, now()))
       on conflict (queue, key) where key is not null and status in ('pending', 'running') do nothing
       returning id`,
      [queue, key ?? null, JSON.stringify(payload), runAt ?? null],
    );
    if (inserted.rows[0]) return { id: Number(inserted.rows[0].id), created: true };
    const live = await db.query<{ id: number }>(
      "select id from jobs where queue = $1 and key = $2 and status in ('pending', 'running')",
      [queue, key],
    );
    if (live.rows[0]) return { id: Number(live.rows[0].id), created: false };
  }
  throw new Error(`Could not enqueue a job on "${queue}" with key "${key}".`);
}

/**
 * Withdraws the live job of a queue+key while no worker holds it (pending, waiting for its turn or for a
 * retry): it ends failed with `reason` and never runs. A running job is left to finish, its handler
 * deciding from the data it reads. Answers whether a job was withdrawn. Pass the caller's transaction to
 * withdraw it with the change that makes it pointless.
 */
export async function cancelJob(db: Database, queue: string, key: string, reason: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `update jobs set status = 'failed', last_error = $3, updated_at = now(), finished_at = now()
      where queue = $1 and key = $2 and status = 'pending'`,
    [queue, key, reason],
  );
  return (rowCount ?? 0) > 0;
}

export type JobState = {
  id: number;
  status: JobStatus;
  attempts: number;
  /** The handler's last error message (pt-BR, shown on the document); null after a success. */
  lastError: string | null;
  runAt: Date;
  updatedAt: Date;
  finishedAt: Date | null;
};

/** The latest job of a queue+key (a document's sending): its state, attempts and last error; null if none. */
export async function jobStatus(db: Database, queue: string, key: string): Promise<JobState | null> {
  const { rows } = await db.query<{
    id: number;
    status: JobStatus;
    attempts: number;
    last_error: string | null;
    run_at: Date;
    updated_at: Date;
    finished_at: Date | null;
  }>(
    `select id, status, attempts, last_error, run_at, updated_at, finished_at from jobs
      where queue = $1 and key = $2 order by id desc limit 1`,
    [queue, key],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    runAt: row.run_at,
    updatedAt: row.updated_at,
    finishedAt: row.finished_at,
  };
}

export type JobContext = { attempt: number; jobId: number };
// biome-ignore lint/suspicious/noExplicitAny: each queue's handler declares its own payload type.
export type JobHandler = (payload: any, ctx: JobContext) => Promise<void>;

type WorkerLogger = {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

export type WorkerOptions = {
  db: Database;
  logger: WorkerLogger;
  /** Only these queues are claimed by this worker. */
  handlers: Record<string, JobHandler>;
  /** Pause when no job is due (1000 ms); 0 starts no loop: the caller drives `runOnce` (tests). */
  pollMs?: number;
  /** How long a claim holds a job (5 min): longer than any handler runs, short enough to recover a crash. */
  leaseMs?: number;
  /** Claims before a failing job stops being retried (10). */
  maxAttempts?: number;
  /** Wait before the next attempt after `attempt` failed (default `exponentialBackoff()`). */
  backoff?: (attempt: number) => number;
  /** The clock deciding what is due and when leases and retries end (default: the database's). */
  now?: () => Date;
};

export type Worker = {
  /** Stops the loop and waits for the job in hand. */
  stop(): Promise<void>;
  /** Claims and runs one due job; false when none was due. */
  runOnce(): Promise<boolean>;
};

/** 30 s, 1 min, 2 min… doubled per failed attempt, at most `capMs` (30 min). */
export const exponentialBackoff =
  (baseMs = 30_000, capMs = 30 * 60_000) =>
  (attempt: number) =>
    Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));

const errorMessage = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 2000) || "Erro desconhecido.";

export function startWorker({
  db,
  logger,
  handlers,
  pollMs = 1000,
  leaseMs = 5 * 60_000,
  maxAttempts = 10,
  backoff = exponentialBackoff(),
  now,
}: WorkerOptions): Worker {
  const queues = Object.keys(handlers);
  // `$n::timestamptz` is null without an injected clock: coalesce falls back to the database's now().
  const at = () => now?.() ?? null;
  const secs = (ms: number) => ms / 1000;

  async function finish(sql: string, params: unknown[], job: { id: number; token: string }) {
    const { rowCount } = await db.query(sql, params);
    // The lease ran out and another worker claimed the job again: its result wins, not this one's.
    if (rowCount === 0) logger.warn({ jobId: job.id }, "job lease lost before the job finished");
  }

  async function runOnce(): Promise<boolean> {
    const token = randomUUID();
    const { rows } = await db.query<{ id: number; queue: string; payload: unknown; attempts: number }>(
      `update jobs set status = 'running', attempts = attempts + 1, locked_by = $2,
         locked_until = coalesce($3::timestamptz, now()) + make_interval(secs => $4),
         updated_at = coalesce($3::timestamptz, now())
       where id = (
         select id from jobs
          where queue = any($1::text[]) and status in ('pending', 'running')
            and run_at <= coalesce($3::timestamptz, now())
            and (status = 'pending' or locked_until <= coalesce($3::timestamptz, now()))
          order by run_at, id
          limit 1
          for update skip locked
       )
       returning id, queue, payload, attempts`,
      [queues, token, at(), secs(leaseMs)],
    );
    const claimed = rows[0];
    if (!claimed) return false;
    const job = { id: Number(claimed.id), token };
    const handler = handlers[claimed.queue]!;
    const attempt = claimed.attempts;

    const fail = (message: string) =>
      finish(
        `update jobs set status = 'failed', last_error = $3, locked_until = null, locked_by = null,
           updated_at = coalesce($4::timestamptz, now()), finished_at = coalesce($4::timestamptz, now())
         where id = $1 and locked_by = $2`,
        [job.id, token, message, at()],
        job,
      );

    // Claimed again after its lease ran out as many times as it may run: a job that stops its process
    // every time must not stop every process in turn.
    if (attempt > maxAttempts) {
      await fail("O processamento foi interrompido antes de terminar em todas as tentativas.");
      logger.error({ jobId: job.id, queue: claimed.queue, attempt }, "job failed: lease ran out too often");
      return true;
    }

    try {
      await handler(claimed.payload, { attempt, jobId: job.id });
    } catch (error) {
      const message = errorMessage(error);
      if (error instanceof PermanentJobError || attempt >= maxAttempts) {
        await fail(message);
        logger.error({ jobId: job.id, queue: claimed.queue, attempt, err: error }, "job failed");
      } else {
        const waitMs = backoff(attempt);
        await finish(
          `update jobs set status = 'pending', last_error = $3, locked_until = null, locked_by = null,
             run_at = coalesce($4::timestamptz, now()) + make_interval(secs => $5),
             updated_at = coalesce($4::timestamptz, now())
           where id = $1 and locked_by = $2`,
          [job.id, token, message, at(), secs(waitMs)],
          job,
        );
        logger.warn({ jobId: job.id, queue: claimed.queue, attempt, waitMs, err: error }, "job will retry");
      }
      return true;
    }
    await finish(
      `update jobs set status = 'done', last_error = null, locked_until = null, locked_by = null,
         updated_at = coalesce($3::timestamptz, now()), finished_at = coalesce($3::timestamptz, now())
       where id = $1 and locked_by = $2`,
      [job.id, token, at()],
      job,
    );
    logger.info({ jobId: job.id, queue: claimed.queue, attempt }, "job done");
    return true;
  }

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let wake: (() => void) | undefined;
  let loop: Promise<void> = Promise.resolve();

  if (pollMs > 0 && queues.length > 0) {
    loop = (async () => {
      while (!stopped) {
        let worked = false;
        try {
          worked = await runOnce();
        } catch (error) {
          // The database is unreachable or closing: try again after a pause, never crash the process.
          if (!stopped) logger.error({ err: error }, "job queue poll failed");
        }
        if (worked || stopped) continue;
        await new Promise<void>((resolve) => {
          wake = resolve;
          timer = setTimeout(resolve, pollMs);
        });
      }
    })();
  }

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      wake?.();
      await loop;
    },
  };
}
