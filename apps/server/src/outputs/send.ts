// Sending a pv_and_others MTR to the public system (issue 16) as a durable job: enqueued with the
// document (same transaction), retried with backoff while the system is unavailable (the MTR stays
// provisional meanwhile), and its outcome kept on the document where the user sees it.
import type { Database } from "../db/database";
import type { ManifestToSend, PublicMtrSystem } from "../integrations/mtr";
import { enqueue, type JobContext, PermanentJobError } from "../jobs";
import { platformDay } from "../time-zone";
import { recordEvent } from "./events";

export const SEND_QUEUE = "mtr.send";
/** The worker's attempts before a send is given up (the queue's default). */
export const SEND_ATTEMPTS = 10;

export type SendPayload = { output: number; company: number };

/** In the document's transaction: one live send per document (a resend while one runs is the same job). */
export function enqueueSend(tx: Database, payload: SendPayload) {
  return enqueue(tx, { queue: SEND_QUEUE, payload, key: `output:${payload.output}` });
}

/** "13 02 05(*)" → "130205": the IBAMA list code as the public systems write it. */
const ibamaDigits = (code: string | null) => (code ?? "").replace(/\D/g, "");

const PARTY = (
  alias: string,
) => `json_build_object('cnpj', coalesce(${alias}.cnpj, ''), 'name', ${alias}.trading_name,
  'address', concat_ws(', ', ${alias}.address_name, ${alias}.address_number), 'state', coalesce(${alias}.address_state, ''),
  'city', coalesce(${alias}.address_city, ''))`;

/** The manifest of one document, as the public systems ask for it. */
export async function manifestOf(
  db: Database,
  outputId: number,
  companyId: number,
): Promise<ManifestToSend | null> {
  const { rows } = await db.query<Omit<ManifestToSend, "residues">>(
    `select o.mtr_number as "platformNumber", ${PARTY("c")} as generator,
            ${PARTY("tc")} as transporter, ${PARTY("dc")} as recipient,
            concat_ws(' ', e.name, e.last_name) as "driverName", o.vehicle_plate as "vehiclePlate",
            coalesce(o.responsible_name, u.name, '') as responsible,
            to_char(${platformDay("o.created_at")}, 'YYYY-MM-DD') as "issuedAt",
            coalesce(o.observations, '') as observations
       from outputs o
       join companies c on c.id = o.company_id
       join provider_companies tc on tc.provider_id = o.transporter_id
       join provider_companies dc on dc.provider_id = o.destiny_id
       left join provider_employees e on e.id = o.driver_id
       left join users u on u.id = o.issued_by
      where o.id = $1 and o.company_id = $2`,
    [outputId, companyId],
  );
  const head = rows[0];
  if (!head) return null;
  const { rows: residues } = await db.query<{
    ibama: string | null;
    description: string;
    class: string | null;
    quantity: number;
    packaging: string | null;
    physical_state: string | null;
    treatment: string | null;
  }>(
    `select rr.ibama_sub_list as ibama, rr.name as description, rr.abnt_nbr_10004 as class,
            x.quantity::float8 as quantity, coalesce(po.label, x.packaging) as packaging,
            (select ps.label from residue_storages s
               join reference_options ps on ps.list = 'physical_states' and ps.parent = '' and ps.code = s.physical_state
              where s.residue_id = rr.id and s.deleted_at is null order by s.id limit 1) as physical_state,
            (select tt.label from residue_treatments t
               join reference_options tt on tt.list = 'treatment_technologies' and tt.code = t.technology
              where t.residue_id = rr.id and t.deleted_at is null order by t.id limit 1) as treatment
       from output_residues x
       join residues rr on rr.id = x.residue_id
       left join reference_options po on po.list = 'packagings' and po.parent = '' and po.code = x.packaging
      where x.output_id = $1 order by x.position`,
    [outputId],
  );
  return {
    ...head,
    residues: residues.map((line) => ({
      ibamaCode: ibamaDigits(line.ibama),
      description: line.description,
      class: line.class ?? "",
      unit: "t",
      quantity: line.quantity,
      packaging: line.packaging ?? "",
      physicalState: line.physical_state ?? "",
      treatment: line.treatment ?? "",
    })),
  };
}

/**
 * The job: sends the manifest and keeps the external number, or records the failure on the document
 * (still pending while the queue will retry; failed when it will not) and lets the queue decide.
 */
export function sendHandler({ db, system }: { db: Database; system: PublicMtrSystem }) {
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
        "update outputs set public_status = 'failed', public_error = $3 where id = $1 and company_id = $2",
        [payload.output, payload.company, "MTR cancelado antes do envio ao sistema público."],
      );
      return;
    }
    const manifest = await manifestOf(db, payload.output, payload.company);
    if (!manifest) throw new PermanentJobError("O documento de saída não existe mais.");
    try {
      const { externalNumber } = await system.send(manifest);
      await db.transaction(async (tx) => {
        await tx.query(
          `update outputs set public_status = 'sent', public_number = $3, public_error = null, public_attempts = $4,
                  updated_at = now()
            where id = $1 and company_id = $2`,
          [payload.output, payload.company, externalNumber, attempt],
        );
        await recordEvent(tx, { companyId: payload.company, userId: 0 }, payload.output, "sent", {
          system: system.name,
          number: externalNumber,
        });
      });
    } catch (error) {
      const final = error instanceof PermanentJobError || attempt >= SEND_ATTEMPTS;
      const message = error instanceof Error ? error.message : String(error);
      await db.transaction(async (tx) => {
        await tx.query(
          `update outputs set public_status = $3, public_error = $4, public_attempts = $5 where id = $1 and company_id = $2`,
          [payload.output, payload.company, final ? "failed" : "pending", message.slice(0, 500), attempt],
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
