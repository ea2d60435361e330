// The MTR and CDF as PDFs (signed in), and the public verification page's data (/mtr/{code}, no sign-in:
// the QR code printed on the MTR leads there). The public answer names the parties and residues as the
// paper does, and nothing else (no driver's document, no prices, no internal ids).
import { outputStatusLabels } from "@trilha/forms/schemas";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database";
import { HttpError } from "../http/errors";
import { findOwned, type Scope, scopeOf } from "../resources";
import { INVALID_TRANSITION } from "./lifecycle";
import { VERIFICATION_CODE } from "./numbering";
import { OUTPUT_NOT_FOUND } from "./outputs";
import { cdfPdf, type MtrParty, mtrPdf } from "./pdf";
import { asIssued, OUTPUT, type OutputRow, residueLines } from "./printed";

/** The signed-in company's document with an MTR, or 404 (another company's, a missing one, one without MTR). */
async function ownedOutput(db: Database, scope: Scope, uuid: unknown) {
  const owned = await findOwned(db, scope, { table: "outputs", message: OUTPUT_NOT_FOUND }, uuid);
  const { rows } = await db.query<OutputRow>(`${OUTPUT} where o.id = $1 and o.company_id = $2`, [
    owned.id,
    scope.companyId,
  ]);
  const row = rows[0];
  if (!row?.mtr_number || !row.verification_code)
    throw new HttpError(404, "Este documento de saída não tem MTR.");
  return asIssued(row) as OutputRow & { mtr_number: string; verification_code: string };
}

/**
 * For the public systems and not yet in one: a send pending or given up. A lifecycle step failing once the
 * system has the manifest (public_status failed with its number) leaves the MTR regular; one cancelled
 * before the system registered it (withdrawn) is not provisional: it will never be registered.
 */
const isProvisional = (row: Pick<OutputRow, "public_status" | "public_number">) =>
  (row.public_status === "pending" || row.public_status === "failed") && row.public_number === null;

/** Cancelled before the public system registered it: its send withdrawn, it never will be (send.ts). */
const isWithdrawn = (row: Pick<OutputRow, "public_status">) => row.public_status === "withdrawn";

const fileName = (prefix: string, number: string) => `${prefix}-${number.replace("/", "-")}.pdf`;

export function documentRoutes(app: FastifyInstance, { db, publicUrl }: { db: Database; publicUrl: string }) {
  const verificationUrl = (code: string) => `${publicUrl.replace(/\/$/, "")}/mtr/${code}`;

  app.get<{ Params: { id: string } }>("/outputs/:id/mtr.pdf", async (request, reply) => {
    const row = await ownedOutput(db, scopeOf(request), request.params.id);
    const pdf = await mtrPdf({
      number: row.mtr_number,
      status: outputStatusLabels[row.status],
      provisional: isProvisional(row),
      withdrawn: isWithdrawn(row),
      externalNumber: row.public_number,
      issuedAt: row.created_at,
      cancelledAt: row.cancelled_at,
      generator: row.generator,
      transporter: row.transporter,
      recipient: row.recipient,
      residues: await residueLines(db, row),
      transport: {
        vehicleType: row.vehicle_type,
        vehiclePlate: row.vehicle_plate,
        trailerPlate: row.trailer_plate,
        sealNumber: row.seal_number,
        driverName: row.driver_name,
        driverDocument: row.driver_cpf,
      },
      responsible: { name: row.responsible_name ?? "" },
      nfe: row.nfe_number
        ? { number: row.nfe_number, accessKey: row.nfe_access_key, emissionDate: row.emission_date ?? "" }
        : null,
      observations: row.observations,
      verificationUrl: verificationUrl(row.verification_code),
    });
    return reply
      .type("application/pdf")
      .header("content-disposition", `attachment; filename="${fileName("MTR", row.mtr_number)}"`)
      .send(pdf);
  });

  app.get<{ Params: { id: string } }>("/outputs/:id/cdf.pdf", async (request, reply) => {
    const row = await ownedOutput(db, scopeOf(request), request.params.id);
    if (row.status !== "closed" || !row.cdf_number) {
      throw new HttpError(409, "O MTR ainda não foi encerrado com um CDF.", { code: INVALID_TRANSITION });
    }
    const pdf = await cdfPdf({
      number: row.cdf_number,
      issuedAt: row.closed_at ?? new Date(),
      mtrNumber: row.mtr_number,
      generator: row.generator,
      recipient: row.recipient,
      residues: await residueLines(db, row),
      treatment: row.treatment,
      verificationUrl: verificationUrl(row.verification_code),
    });
    return reply
      .type("application/pdf")
      .header("content-disposition", `attachment; filename="${fileName("CDF", row.cdf_number)}"`)
      .send(pdf);
  });
}

/** GET /public/mtr/:code, outside the session guard: what anyone holding the paper may check. */
export function publicVerificationRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get<{ Params: { code: string } }>("/public/mtr/:code", async (request) => {
    // Typed by hand from the paper, in lower case or with a space: base32 has capitals only.
    const code = request.params.code.trim().toUpperCase();
    const missing = new HttpError(404, "MTR não encontrado. Confira o código impresso no manifesto.");
    if (!VERIFICATION_CODE.test(code)) throw missing;
    const { rows } = await db.query<OutputRow>(`${OUTPUT} where o.verification_code = $1`, [code]);
    const row = rows[0] && asIssued(rows[0]);
    if (!row) throw missing;
    const residues = await residueLines(db, row);
    const name = (p: MtrParty | null) => ({ name: p?.name ?? "" });
    return {
      number: row.mtr_number,
      status: row.status,
      status_label: outputStatusLabels[row.status],
      provisional: isProvisional(row),
      withdrawn: isWithdrawn(row),
      public_number: row.public_number,
      issued_at: row.created_at,
      received_at: row.received_at,
      closed_at: row.closed_at,
      cancelled_at: row.cancelled_at,
      cdf_number: row.cdf_number,
      generator: name(row.generator),
      transporter: name(row.transporter),
      recipient: name(row.recipient),
      residues: residues.map((line) => ({
        name: line.name,
        class: line.class,
        // Where the load came from, by the state's name, as the MTR prints it under the residue.
        origin_name: line.origin ?? "",
        quantity: line.quantity,
        received_quantity: line.receivedQuantity,
        unit: line.unit,
      })),
    };
  });
}
