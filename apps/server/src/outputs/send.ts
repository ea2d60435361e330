// Sending a pv_and_others MTR to the public system (issue 16) as a durable job: enqueued with the
// document (same transaction), retried with backoff while the system is unavailable (the MTR stays
// provisional meanwhile), and its outcome kept on the document where the user sees it. Once the system
// answers its number, the lifecycle steps taken meanwhile follow (relay.ts).
import type { Database } from "../db/database";
import { type CodeBook, createCodeBook, type PublicMtrSystem } from "../integrations/mtr";
import { cancelJob, enqueue, type JobContext, PermanentJobError } from "../jobs";
import { recordEvent } from "./events";
import { manifestOf } from "./manifest";
import { advanceRelays, lockForRelay } from "./relay";

export const SEND_QUEUE = "mtr.send";
/** The worker's attempts before a send (or a relayed step) is given up (the queue's default). */
export const SEND_ATTEMPTS = 10;

export type SendPayload = { output: number; company: number };

export const CANCELLED_BEFORE_SEND = "MTR cancelado antes do envio ao sistema público.";

const sendKey = (output: number) => `output:${output}`;

/** In the document's transaction: one live send per document (a resend while one runs is the same job). */
export function enqueueSend(tx: Database, payload: SendPayload) {
  return enqueue(tx, { queue: SEND_QUEUE, payload, key: sendKey(payload.output) });
}

/**
 * In the cancellation's transaction, for a document the system has not answered yet: its send is
 * withdrawn (nothing is sent only to be cancelled) and the document says so: 'withdrawn', an MTR that
 * will never be registered (not provisional, no send failure to resend). A send already in the worker's
 * hands is left to finish: if the system answers it, the cancellation is relayed after it; if it fails,
 * the send is withdrawn then (`sendHandler`).
 */
export async function withdrawSend(tx: Database, outputId: number, publicStatus: string | null) {
  const withdrawn = await cancelJob(tx, SEND_QUEUE, sendKey(outputId), CANCELLED_BEFORE_SEND);
  if (withdrawn || publicStatus === "failed")
    await tx.query("update outputs set public_status = 'withdrawn', public_error = $2 where id = $1", [
      outputId,
      CANCELLED_BEFORE_SEND,
    ]);
}

export type HandlerDeps = {
  db: Database;
  system: PublicMtrSystem;
  /** The system's reference lists, cached (one per process: the worker's handlers share it). */
  codes?: CodeBook;
};

/**
 * The job: sends the manifest and keeps the external number, or records the failure on the document
 * (still pending while the queue will retry; failed when it will not) and lets the queue decide. Each
 * try adds one to the document's `public_attempts` ('Tentativas'), which counts every exchange with the
 * system for this document: a resend (a new job, its own attempts from 1) carries the count on.
 */
export function sendHandler({ db, system, codes = createCodeBook(system) }: HandlerDeps) {
  return async (payload: SendPayload, { attempt }: JobContext) => {
    // The document's state first: a sent or cancelled one needs no manifest built.
    const { rows } = await db.query<{ status: string; public_status: string | null }>(
      "select status, public_status from outputs where id = $1 and company_id = $2",
      [payload.output, payload.company],
    );
    if (!rows[0]) throw new PermanentJobError("O documento de saída não existe mais.");
    if (rows[0].public_status === "sent") return;
    if (rows[0].status === "cancelled") {
      await db.query(
        "update outputs set public_status = 'withdrawn', public_error = $3 where id = $1 and company_id = $2",
        [payload.output, payload.company, CANCELLED_BEFORE_SEND],
      );
      return;
    }
    try {
      const manifest = await manifestOf(db, payload.output, payload.company, { name: system.name, codes });
      if (!manifest) throw new PermanentJobError("O documento de saída não existe mais.");
      const { externalNumber } = await system.send(manifest);
      await db.transaction(async (tx) => {
        // Locked like a lifecycle step: a receipt or cancellation committed meanwhile is seen, and relayed.
        await lockForRelay(tx, payload.output);
        await tx.query(
          `update outputs set public_status = 'sent', public_number = $3, public_error = null,
                  public_attempts = public_attempts + 1, updated_at = now()
            where id = $1 and company_id = $2`,
          [payload.output, payload.company, externalNumber],
        );
        await recordEvent(tx, { companyId: payload.company, userId: 0 }, payload.output, "sent", {
          system: system.name,
          number: externalNumber,
        });
        await advanceRelays(tx, payload.output, payload.company);
      });
    } catch (error) {
      const final = error instanceof PermanentJobError || attempt >= SEND_ATTEMPTS;
      const message = error instanceof Error ? error.message : String(error);
      await db.transaction(async (tx) => {
        // Cancelled while the worker held the send: nothing will be sent again, the send is withdrawn.
        await tx.query(
          `update outputs
              set public_status = case when status = 'cancelled' then 'withdrawn' else $3 end,
                  public_error = case when status = 'cancelled' then $5 else $4 end,
                  public_attempts = public_attempts + 1
            where id = $1 and company_id = $2`,
          [
            payload.output,
            payload.company,
            final ? "failed" : "pending",
            message.slice(0, 500),
            CANCELLED_BEFORE_SEND,
          ],
        );
        if (final)
          await recordEvent(tx, { companyId: payload.company, userId: 0 }, payload.output, "send_failed", {
            message,
          });
      });
      throw error;
    }
  };
}
