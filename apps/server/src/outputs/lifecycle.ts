// The MTR's lifecycle (issue 16), enforced here and nowhere else: issued → received (quantities, with
// divergences recorded) → closed with a CDF; cancelled with a justification, only before receipt (a
// document without MTR too). Each transition locks the document, checks its state, writes it and its
// timeline step in one transaction; for a document bound to a public system, the same transaction queues
// the step for the system (relay.ts), or withdraws a send the system has not answered when the MTR is
// cancelled.

import { OUTPUT_CODES } from "@trilha/api/error-codes";
import {
  cdfLabels,
  cdfSchema,
  inactivationLabels,
  inactivationSchema,
  type OutputStatus,
  outputStatusLabels,
  receiptLabels,
  receiptSchemaFor,
} from "@trilha/forms/schemas";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database";
import { parseWith } from "../http/body";
import { HttpError, ValidationError } from "../http/errors";
import { type AnyResource, detailJson, findOwned, resourceSql, type Scope, scopeOf } from "../resources";
import { platformDay } from "../time-zone";
import { recordEvent } from "./events";
import { brazilYear, nextNumber } from "./numbering";
import { OUTPUT_NOT_FOUND } from "./outputs";
import { advanceRelays } from "./relay";
import { enqueueSend, withdrawSend } from "./send";

export const { INVALID_TRANSITION } = OUTPUT_CODES;

type Current = {
  id: number;
  status: OutputStatus;
  mtr_number: string | null;
  created_day: string;
  public_system: string | null;
  public_status: string | null;
  public_number: string | null;
};

const refuse = (message: string) => new HttpError(409, message, { code: INVALID_TRANSITION });

/** The document, locked until the transition commits; another company's answers 404 like a missing one. */
async function lockOutput(tx: Database, scope: Scope, uuid: unknown): Promise<Current> {
  const owned = await findOwned(tx, scope, { table: "outputs", message: OUTPUT_NOT_FOUND }, uuid);
  const { rows } = await tx.query<Current>(
    `select id, status, mtr_number, public_system, public_status, public_number,
            to_char(${platformDay("created_at")}, 'YYYY-MM-DD') as created_day
       from outputs where id = $1 and company_id = $2 for update`,
    [owned.id, scope.companyId],
  );
  return rows[0]!;
}

function requireMtr(current: Current) {
  if (!current.mtr_number) throw refuse("Este documento de saída não tem MTR: não há recebimento nem CDF.");
}

type Step = (tx: Database, scope: Scope, current: Current, body: unknown, now: () => Date) => Promise<void>;

/** The document's steps, by the name of their route (`POST /outputs/{id}/<step>`). */
const STEPS = {
  receipt: async (tx, scope, current, body) => {
    requireMtr(current);
    if (current.status === "cancelled") throw refuse("O MTR está cancelado e não pode ser recebido.");
    if (current.status !== "issued")
      throw refuse(`O MTR já foi recebido (${outputStatusLabels[current.status]}).`);
    // Not before the MTR's issue (Brasília's day), not after today: the dialog's schema, the same words.
    const receipt = parseWith(receiptSchemaFor(current.created_day), receiptLabels, body);
    const { rows: lines } = await tx.query<{ id: number; uuid: string; quantity: string; name: string }>(
      `select x.id, x.uuid::text, x.quantity::text, rr.name from output_residues x
         join residues rr on rr.id = x.residue_id where x.output_id = $1 order by x.position`,
      [current.id],
    );
    const received = new Map(receipt.lines.map((line) => [line.uuid, line.received_quantity]));
    const fields: Record<string, string> = {};
    receipt.lines.forEach((line, i) => {
      if (!lines.some((row) => row.uuid === line.uuid))
        fields[`lines.${i}.uuid`] = "Este resíduo não faz parte do MTR.";
    });
    if (received.size !== receipt.lines.length) fields.lines = "Informe cada resíduo do MTR uma única vez.";
    if (lines.some((row) => !received.has(row.uuid)))
      fields.lines ??= "Informe a quantidade recebida de cada resíduo do MTR.";
    if (Object.keys(fields).length > 0) throw new ValidationError(fields);
    const divergences = [];
    for (const row of lines) {
      const quantity = received.get(row.uuid)!;
      await tx.query("update output_residues set received_quantity = $2 where id = $1", [row.id, quantity]);
      if (Number(row.quantity) !== quantity)
        divergences.push({ residue: row.name, sent: Number(row.quantity), received: quantity });
    }
    await tx.query(
      `update outputs set status = 'received', received_at = $2::date, receiver_name = $3, receipt_notes = $4
        where id = $1`,
      [current.id, receipt.received_at, receipt.receiver_name, receipt.notes || null],
    );
    await recordEvent(tx, scope, current.id, "received", {
      receiver_name: receipt.receiver_name,
      received_at: receipt.received_at,
      divergences,
    });
    await advanceRelays(tx, current.id, scope.companyId);
  },

  cdf: async (tx, scope, current, body, now) => {
    requireMtr(current);
    if (current.status === "cancelled") throw refuse("O MTR está cancelado: não há CDF a emitir.");
    if (current.status === "closed") throw refuse("O MTR já foi encerrado com um CDF.");
    if (current.status !== "received")
      throw refuse("O CDF só pode ser emitido depois do recebimento do MTR.");
    const cdf = parseWith(cdfSchema, cdfLabels, body);
    const number = await nextNumber(tx, scope.companyId, "cdf", brazilYear(now()));
    await tx.query(
      `update outputs set status = 'closed', closed_at = now(), treatment = $2,
              cdf_year = $3, cdf_sequence = $4, cdf_number = $5
        where id = $1`,
      [current.id, cdf.treatment, number.year, number.sequence, number.number],
    );
    await recordEvent(tx, scope, current.id, "closed", {
      cdf_number: number.number,
      treatment: cdf.treatment,
    });
    await advanceRelays(tx, current.id, scope.companyId);
  },

  // A send the queue gave up on (refused, not configured, out of attempts) is tried again once the cause
  // is fixed: the MTR is provisional again until the public system answers. Once the system has the
  // manifest, what failed is a lifecycle step (receipt, CDF, cancellation): that step is tried again, and
  // the ones after it follow.
  resend: async (tx, scope, current) => {
    requireMtr(current);
    const { public_system: system, public_status: sending, public_number: number } = current;
    if (!system) throw refuse("Este MTR é somente da plataforma: não há sistema público para onde enviá-lo.");
    if (number) {
      if (sending !== "failed") throw refuse(`O envio ao ${system} não falhou: não há o que reenviar.`);
      await tx.query("update outputs set public_status = 'sent', public_error = null where id = $1", [
        current.id,
      ]);
      const step = await advanceRelays(tx, current.id, scope.companyId);
      await recordEvent(tx, scope, current.id, "resend", { system, ...(step ? { step } : {}) });
      return;
    }
    if (current.status === "cancelled") throw refuse("O MTR está cancelado e não será enviado.");
    if (sending !== "failed") throw refuse(`O envio ao ${system} não falhou: não há o que reenviar.`);
    await tx.query("update outputs set public_status = 'pending', public_error = null where id = $1", [
      current.id,
    ]);
    await enqueueSend(tx, { output: current.id, company: scope.companyId });
    await recordEvent(tx, scope, current.id, "resend", { system });
  },

  // A document without MTR is cancelled too (a mistake is cancelled and issued again): it is only ever
  // issued, since it has no receipt nor CDF.
  cancellation: async (tx, scope, current, body) => {
    if (current.status === "cancelled")
      throw refuse(
        current.mtr_number ? "O MTR já está cancelado." : "O documento de saída já está cancelado.",
      );
    if (current.status !== "issued") throw refuse("Um MTR já recebido não pode ser cancelado.");
    // The schema answers the justification trimmed: 30–500 characters without the spaces around it.
    const { justification } = parseWith(inactivationSchema, inactivationLabels, body);
    await tx.query(
      `update outputs set status = 'cancelled', cancelled_at = now(), cancel_justification = $2 where id = $1`,
      [current.id, justification],
    );
    await recordEvent(tx, scope, current.id, "cancelled", { justification });
    // In the system already: the cancellation follows there. Not yet: its send is withdrawn instead.
    if (current.public_system && current.public_status !== "sent" && !current.public_number)
      await withdrawSend(tx, current.id, current.public_status);
    else await advanceRelays(tx, current.id, scope.companyId);
  },
} satisfies Record<string, Step>;

export type LifecycleStep = keyof typeof STEPS;

/**
 * One step of the document `uuid` (receipt, CDF, resend, cancellation) inside `tx`, as its route takes
 * it: the document locked, its state checked, the step, its timeline entry and the public system's
 * follow-up written, `updated_at` moved. `body` is what the route's request would carry. Answers the
 * document's id.
 */
export async function takeStep(
  tx: Database,
  scope: Scope,
  uuid: unknown,
  step: LifecycleStep,
  body: unknown,
  now: () => Date = () => new Date(),
): Promise<number> {
  const current = await lockOutput(tx, scope, uuid);
  await STEPS[step](tx, scope, current, body, now);
  await tx.query("update outputs set updated_at = now() where id = $1", [current.id]);
  return current.id;
}

export function lifecycleRoutes(
  app: FastifyInstance,
  { db, resource, now = () => new Date() }: { db: Database; resource: AnyResource; now?: () => Date },
) {
  const sql = resourceSql(resource);
  const answer = async (scope: Scope, id: number) => {
    const { rows } = await db.query(
      `select ${sql.columns} from ${sql.from} where r.id = $1 and r.company_id = $2`,
      [id, scope.companyId],
    );
    return detailJson(resource, rows[0]!);
  };

  for (const step of Object.keys(STEPS) as LifecycleStep[]) {
    app.post<{ Params: { id: string } }>(`/outputs/:id/${step}`, async (request) => {
      const scope = scopeOf(request);
      const id = await db.transaction((tx) =>
        takeStep(tx, scope, request.params.id, step, request.body, now),
      );
      return answer(scope, id);
    });
  }
}
