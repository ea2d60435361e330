// The MTR's lifecycle steps relayed to the public system (issue 16). Receipt, CDF and cancellation are
// taken in Trilha (lifecycle.ts); for a document bound to a public system each is then declared there by
// a job of the same queue machinery as the send, in the document's order: nothing goes before the system
// has answered the send with its number (a provisional MTR may be received and closed in Trilha, its steps
// follow once it is regularised), and each step waits for the one before it.
//
// What was relayed is kept on the timeline: a `sent` event with `detail.step` (the send's has none). The
// next step is worked out from the document's state and those events, in transactions that lock the
// document, so a step taken while another is being relayed is never lost nor sent out of order.
import type { OutputStatus } from "@trilha/forms/schemas";
import type { Database } from "../db/database";
import { type CodeBook, createCodeBook, type PublicMtrSystem } from "../integrations/mtr";
import { enqueue, type JobContext, PermanentJobError } from "../jobs";
import { recordEvent } from "./events";
import { receiptOf } from "./manifest";

export const RELAY_QUEUE = "mtr.relay";
/** Attempts before a relayed step is given up: as many as a send's. */
export const RELAY_ATTEMPTS = 10;

export type RelayStep = "receipt" | "cdf" | "cancel";
export type RelayPayload = { output: number; company: number; step: RelayStep };

/** What the system must have been told, in order, for a document in each state. */
const STEPS: Record<OutputStatus, RelayStep[]> = {
  issued: [],
  received: ["receipt"],
  closed: ["receipt", "cdf"],
  cancelled: ["cancel"],
};

/** The step in messages ("O SINIR recusou o recebimento…" is the adapter's; these name the job's). */
export const RELAY_STEP_NAMES: Record<RelayStep, string> = {
  receipt: "o recebimento",
  cdf: "o CDF",
  cancel: "o cancelamento",
};

/** The document's row locked until the transaction ends (lifecycle steps lock it the same way). */
export async function lockForRelay(tx: Database, outputId: number) {
  await tx.query("select id from outputs where id = $1 for update", [outputId]);
}

/** The steps already declared to the system. */
async function relayedSteps(db: Database, outputId: number): Promise<Set<string>> {
  const { rows } = await db.query<{ step: string }>(
    `select distinct detail->>'step' as step from output_events
      where output_id = $1 and action = 'sent' and detail->>'step' is not null`,
    [outputId],
  );
  return new Set(rows.map((row) => row.step));
}

/**
 * In a transaction holding the document's lock: enqueues the next step the system has not been told, if
 * the system has the manifest (sent, with its number) and nothing failed for good since (public_status
 * 'failed': the resend puts it back). Calling it again while that step's job lives changes nothing (one
 * live job per step). Answers the step enqueued, if any.
 */
export async function advanceRelays(
  tx: Database,
  outputId: number,
  companyId: number,
): Promise<RelayStep | null> {
  const { rows } = await tx.query<{
    status: OutputStatus;
    public_system: string | null;
    public_status: string | null;
    public_number: string | null;
  }>(
    "select status, public_system, public_status, public_number from outputs where id = $1 and company_id = $2",
    [outputId, companyId],
  );
  const row = rows[0];
  if (!row?.public_system || row.public_status !== "sent" || !row.public_number) return null;
  const done = await relayedSteps(tx, outputId);
  const next = STEPS[row.status].find((step) => !done.has(step));
  if (!next) return null;
  await enqueue(tx, {
    queue: RELAY_QUEUE,
    key: `output:${outputId}:${next}`,
    payload: { output: outputId, company: companyId, step: next } satisfies RelayPayload,
  });
  return next;
}

/**
 * The job: declares one step to the system, keeps it on the timeline and enqueues the next; a failure is
 * kept on the document like a send's (its last error while the queue retries; failed, with a `send_failed`
 * step on the timeline, when it will not) and the queue decides.
 */
export function relayHandler({
  db,
  system,
  codes = createCodeBook(system),
}: {
  db: Database;
  system: PublicMtrSystem;
  codes?: CodeBook;
}) {
  return async ({ output, company, step }: RelayPayload, { attempt }: JobContext) => {
    const { rows } = await db.query<{ public_number: string | null; cancel_justification: string | null }>(
      "select public_number, cancel_justification from outputs where id = $1 and company_id = $2",
      [output, company],
    );
    const row = rows[0];
    if (!row) throw new PermanentJobError("O documento de saída não existe mais.");
    // Enqueued only once the system answered the send; already declared (a duplicate job): nothing to do.
    const number = row.public_number;
    if (!number || (await relayedSteps(db, output)).has(step)) return;
    const scope = { companyId: company, userId: 0 };
    try {
      const detail: Record<string, unknown> = { system: system.name, step, number };
      if (step === "receipt") {
        const { lines, details } = await receiptOf(db, output, { name: system.name, codes });
        await system.receive(number, lines, details);
      } else if (step === "cdf") {
        detail.cdf_number = (await system.issueCdf([number])).cdfNumber;
      } else {
        await system.cancel(number, row.cancel_justification ?? "");
      }
      await db.transaction(async (tx) => {
        await lockForRelay(tx, output);
        await tx.query(
          `update outputs set public_error = null, public_attempts = public_attempts + 1, updated_at = now()
            where id = $1 and company_id = $2`,
          [output, company],
        );
        await recordEvent(tx, scope, output, "sent", detail);
        await advanceRelays(tx, output, company);
      });
    } catch (error) {
      const final = error instanceof PermanentJobError || attempt >= RELAY_ATTEMPTS;
      const message = error instanceof Error ? error.message : String(error);
      await db.transaction(async (tx) => {
        await tx.query(
          `update outputs set public_error = $3, public_attempts = public_attempts + 1,
                  public_status = case when $4 then 'failed' else public_status end
            where id = $1 and company_id = $2`,
          [output, company, message.slice(0, 500), final],
        );
        if (final)
          await recordEvent(tx, scope, output, "send_failed", { system: system.name, step, message });
      });
      throw error;
    }
  };
}
