// The MTR and CDF as PDFs (signed in), and the public verification page's data (/mtr/{code}, no sign-in:
// the QR code printed on the MTR leads there). The public answer names the parties and residues as the
// paper does, and nothing else (no driver's document, no prices, no internal ids).
import { type OutputStatus, outputStatusLabels } from "@trilha/forms/schemas";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database";
import { HttpError } from "../http/errors";
import { findOwned, type Scope, scopeOf } from "../resources";
import { INVALID_TRANSITION } from "./lifecycle";
import { VERIFICATION_CODE } from "./numbering";
import { OUTPUT_NOT_FOUND } from "./outputs";
import { cdfPdf, type MtrParty, type MtrResidueLine, mtrPdf } from "./pdf";

type OutputRow = {
  id: number;
  status: OutputStatus;
  mtr_number: string | null;
  verification_code: string | null;
  created_at: Date;
  received_at: string | null;
  closed_at: Date | null;
  cancelled_at: Date | null;
  cdf_number: string | null;
  treatment: string | null;
  public_status: string | null;
  public_number: string | null;
  vehicle_type: string;
  vehicle_plate: string;
  trailer_plate: string | null;
  seal_number: string | null;
  observations: string | null;
  responsible_name: string | null;
  issuer_name: string | null;
  nfe_number: string | null;
  nfe_access_key: string | null;
  emission_date: string | null;
  driver_name: string | null;
  driver_cpf: string | null;
  generator: MtrParty;
  transporter: MtrParty;
  recipient: MtrParty;
};

// A manifest names each party by its legal name (razão social), not the trading name the lists show.
const party = (alias: string, providerColumn: string, license = "null") => `(select json_build_object(
    'name', ${alias}.company_name, 'document', coalesce(${alias}.cnpj, ${alias}.cpf, ${alias}.international_registry, ''),
    'address', concat_ws(', ', ${alias}.address_name, ${alias}.address_number, ${alias}.address_complement),
    'city', ${alias}.address_city, 'state', ${alias}.address_state, 'license', ${license})
  from provider_companies ${alias} where ${alias}.provider_id = o.${providerColumn})`;

/** The recipient's licences the document's residue lines cite ("<name> nº <code>", each once, in line order). */
const RECIPIENT_LICENSES = `(select string_agg(cited.label, '; ' order by cited.first)
    from (select concat(l.name, ' nº ', l.code) as label, min(x.position) as first
            from output_residues x join provider_licenses l on l.id = x.license_id
           where x.output_id = o.id and l.provider_id = o.destiny_id
           group by l.name, l.code) cited)`;

const OUTPUT = `select o.id, o.status, o.mtr_number, o.verification_code, o.created_at,
    to_char(o.received_at, 'YYYY-MM-DD') as received_at, o.closed_at, o.cancelled_at, o.cdf_number, o.treatment,
    o.public_status, o.public_number, coalesce(vt.label, o.vehicle_type) as vehicle_type, o.vehicle_plate,
    o.trailer_plate, o.seal_number, o.observations, coalesce(o.responsible_name, u.name) as responsible_name,
    u.name as issuer_name, o.nfe_number, o.nfe_access_key, to_char(o.emission_date, 'YYYY-MM-DD') as emission_date,
    concat_ws(' ', e.name, e.last_name) as driver_name, e.cpf as driver_cpf,
    json_build_object('name', c.company_name, 'document', c.cnpj,
      'address', concat_ws(', ', c.address_name, c.address_number, c.address_complement),
      'city', c.address_city, 'state', c.address_state) as generator,
    ${party("tc", "transporter_id")} as transporter,
    ${party("dc", "destiny_id", RECIPIENT_LICENSES)} as recipient
  from outputs o
  join companies c on c.id = o.company_id
  left join users u on u.id = o.issued_by
  left join provider_employees e on e.id = o.driver_id
  left join reference_options vt on vt.list = 'vehicle_types' and vt.parent = '' and vt.code = o.vehicle_type`;

async function residueLines(db: Database, outputId: number): Promise<MtrResidueLine[]> {
  const { rows } = await db.query<MtrResidueLine>(
    `select rr.name, rr.ibama_sub_list as "ibamaCode", cl.label as class, rr.onu_code as "unNumber",
            rr.main_risk_class as "riskClass", rr.packing_group as "packingGroup",
            x.quantity::float8 as quantity, x.received_quantity::float8 as "receivedQuantity",
            case x.measure_unity when 'tons' then 't' else x.measure_unity end as unit,
            coalesce(po.label, x.packaging) as packaging, x.packaging_quantity::float8 as "packagingQuantity"
       from output_residues x
       join residues rr on rr.id = x.residue_id
       left join reference_options cl on cl.list = 'classes' and cl.parent = '' and cl.code = rr.abnt_nbr_10004
       left join reference_options po on po.list = 'packagings' and po.parent = '' and po.code = x.packaging
      where x.output_id = $1 order by x.position`,
    [outputId],
  );
  return rows;
}

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
  return row as OutputRow & { mtr_number: string; verification_code: string };
}

/**
 * For the public systems and not yet in one: a send pending or given up. A lifecycle step failing once the
 * system has the manifest (public_status failed with its number) leaves the MTR regular.
 */
const isProvisional = (row: Pick<OutputRow, "public_status" | "public_number">) =>
  row.public_status !== null && row.public_number === null;

const fileName = (prefix: string, number: string) => `${prefix}-${number.replace("/", "-")}.pdf`;

export function documentRoutes(app: FastifyInstance, { db, publicUrl }: { db: Database; publicUrl: string }) {
  const verificationUrl = (code: string) => `${publicUrl.replace(/\/$/, "")}/mtr/${code}`;

  app.get<{ Params: { id: string } }>("/outputs/:id/mtr.pdf", async (request, reply) => {
    const row = await ownedOutput(db, scopeOf(request), request.params.id);
    const pdf = await mtrPdf({
      number: row.mtr_number,
      status: outputStatusLabels[row.status],
      provisional: isProvisional(row),
      externalNumber: row.public_number,
      issuedAt: row.created_at,
      generator: row.generator,
      transporter: row.transporter,
      recipient: row.recipient,
      residues: await residueLines(db, row.id),
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
      residues: await residueLines(db, row.id),
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
    const row = rows[0];
    if (!row) throw missing;
    const residues = await residueLines(db, row.id);
    const name = (p: MtrParty | null) => ({ name: p?.name ?? "" });
    return {
      number: row.mtr_number,
      status: row.status,
      status_label: outputStatusLabels[row.status],
      provisional: isProvisional(row),
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
        quantity: line.quantity,
        received_quantity: line.receivedQuantity,
        unit: line.unit,
      })),
    };
  });
}
