import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/database";
import type { FileStorage } from "./storage";

/** How long an upload may wait for its row before the sweep takes it for an orphan. */
export const DEFAULT_UPLOAD_GRACE_MS = 60 * 60 * 1000;

/** Records a key before its bytes are written: if the server dies now, the sweep finds them. */
export async function recordPending(db: Database, key: string) {
  await db.query("insert into pending_uploads (storage_key) values ($1)", [key]);
}

/** In the transaction that inserts the key's stored_files row: the bytes are owned from its commit on. */
export async function settlePending(tx: Database, key: string) {
  await tx.query("delete from pending_uploads where storage_key = $1", [key]);
}

/** Removes the bytes of a key no row will own, then its ledger row (in that order: a crash between leaves the row). */
export async function removePending(db: Database, storage: FileStorage, key: string) {
  await storage.remove(key);
  await db.query("delete from pending_uploads where storage_key = $1", [key]);
}

/**
 * Removes what uploads left behind: keys recorded before `now - graceMs` that no stored_files row owns
 * (their request died after writing bytes: kill -9, a lost connection). A key some row owns only loses
 * its ledger row. Answers the keys whose bytes were removed.
 */
export async function sweepPendingUploads({
  db,
  storage,
  graceMs = DEFAULT_UPLOAD_GRACE_MS,
  now = () => new Date(),
}: {
  db: Database;
  storage: FileStorage;
  graceMs?: number;
  now?: () => Date;
}): Promise<string[]> {
  const before = new Date(now().getTime() - graceMs);
  const { rows } = await db.query<{ storage_key: string; owned: boolean }>(
    `select p.storage_key, exists (select 1 from stored_files s where s.storage_key = p.storage_key) as owned
       from pending_uploads p where p.created_at <= $1 order by p.created_at limit 1000`,
    [before],
  );
  const removed: string[] = [];
  for (const { storage_key: key, owned } of rows) {
    if (owned) {
      await db.query("delete from pending_uploads where storage_key = $1", [key]);
      continue;
    }
    await removePending(db, storage, key);
    removed.push(key);
  }
  return removed;
}

/**
 * Sweeps once now and then every `intervalMs` (a quarter of the grace, at least a minute); the timer is
 * unref'd, so it never keeps the process alive, and `stop` ends it (the app's onClose).
 */
export function startUploadSweep(options: {
  db: Database;
  storage: FileStorage;
  graceMs?: number;
  log: FastifyBaseLogger;
}) {
  const graceMs = options.graceMs ?? DEFAULT_UPLOAD_GRACE_MS;
  let running: Promise<void> | undefined;
  const sweep = () => {
    running ??= sweepPendingUploads({ ...options, graceMs })
      .then((removed) => {
        if (removed.length > 0) options.log.warn({ removed: removed.length }, "orphaned uploads removed");
      })
      .catch((error) => options.log.error({ err: error }, "upload sweep failed"))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(sweep, Math.max(60_000, Math.floor(graceMs / 4)));
  timer.unref();
  return {
    first: sweep(),
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
