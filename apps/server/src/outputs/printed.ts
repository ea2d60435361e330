// What an MTR, its CDF and the public verification page print of an output document. Its parties, driver
// and residues are records of their own, edited later for later documents: a document prints them as they
// were when it was issued. Issuing it fixes them (`fixPrinted`, outputs.printed, migration 0064); a
// document issued before that migration has no fixed copy and reads the records as they are.
import type { OutputStatus } from "@trilha/forms/schemas";
import type { Database } from "../db/database";
import type { Scope } from "../resources";
import type { MtrParty, MtrResidueLine } from "./pdf";

type Printed = {
  generator: MtrParty;
  transporter: MtrParty;
  recipient: MtrParty;
  driver_name: string | null;
  driver_cpf: string | null;
  responsible_name: string | null;
  issuer_name: string | null;
  /** What each line's residue record gave (the quantities are the line's own), in the lines' order. */
  residues: Pick<
    MtrResidueLine,
    "name" | "ibamaCode" | "class" | "unNumber" | "riskClass" | "packingGroup"
  >[];
};

export type OutputRow = {
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
  /** What the document printed of records that may change later, fixed when it was issued. */
  printed: Printed | null;
};

// A manifest names each party by its legal name (razão social), not the trading name the lists show.
const party = (alias: string, providerColumn: string, license = "null") => `(select json_build_object(
    'name', ${alias}.company_name, 'document', coalesce(${alias}.cnpj, ${alias}.cpf, ${alias}.international_registry, ''),
    'registry', ${alias}.registry_type,
    'address', concat_ws(', ', ${alias}.address_name, ${alias}.address_number, ${alias}.address_complement),
    'city', ${alias}.address_city, 'state', ${alias}.address_state, 'license', ${license})
  from provider_companies ${alias} where ${alias}.provider_id = o.${providerColumn})`;

/** The recipient's licences the document's residue lines cite ("<name> nº <code>", each once, in line order). */
const RECIPIENT_LICENSES = `(select string_agg(cited.label, '; ' order by cited.first)
    from (select concat(l.name, ' nº ', l.code) as label, min(x.position) as first
            from output_residues x join provider_licenses l on l.id = x.license_id
           where x.output_id = o.id and l.provider_id = o.destiny_id
           group by l.name, l.code) cited)`;

/** The document query, with `extra` columns (read from `o`, its outputs row) for a caller that needs more. */
export const outputQuery = (
  extra?: string,
) => `select ${extra ? `${extra}, ` : ""}o.id, o.printed, o.status, o.mtr_number, o.verification_code, o.created_at,
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

export const OUTPUT = outputQuery();

/** The document's lines, each residue as it is today (see `residueLines`). */
async function liveResidueLines(db: Database, outputId: number): Promise<MtrResidueLine[]> {
  const { rows } = await db.query<MtrResidueLine>(
    `select rr.name, rr.ibama_sub_list as "ibamaCode", cl.label as class, rr.onu_code as "unNumber",
            rr.main_risk_class as "riskClass", rr.packing_group as "packingGroup",
            x.quantity::float8 as quantity, x.received_quantity::float8 as "receivedQuantity",
            case x.measure_unity when 'tons' then 't' else x.measure_unity end as unit,
            coalesce(po.label, x.packaging) as packaging, x.packaging_quantity::float8 as "packagingQuantity",
            coalesce(st.name, x.origin) as origin
       from output_residues x
       join residues rr on rr.id = x.residue_id
       left join states st on st.federative_unit = x.origin
       left join reference_options cl on cl.list = 'classes' and cl.parent = '' and cl.code = rr.abnt_nbr_10004
       left join reference_options po on po.list = 'packagings' and po.parent = '' and po.code = x.packaging
      where x.output_id = $1 order by x.position`,
    [outputId],
  );
  return rows;
}

/** The row as the document was issued: its fixed parties, driver and responsible over today's records. */
export function asIssued<R extends OutputRow>(row: R): R {
  if (!row.printed) return row;
  const { residues: _lines, ...printed } = row.printed;
  return { ...row, ...printed };
}

/**
 * What the document printed of each of its `count` lines' residues, in the lines' order; null when it has
 * no fixed copy of them (issued before it existed), to read the residues' records.
 */
export function printedResidues(row: Pick<OutputRow, "printed">, count: number): Printed["residues"] | null {
  const fixed = row.printed?.residues;
  return fixed && fixed.length === count ? fixed : null;
}

/** The document's residue lines, each residue's name, codes and class as printed when it was issued. */
export async function residueLines(
  db: Database,
  row: Pick<OutputRow, "id" | "printed">,
): Promise<MtrResidueLine[]> {
  const lines = await liveResidueLines(db, row.id);
  const fixed = printedResidues(row, lines.length);
  return fixed ? lines.map((line, i) => ({ ...line, ...fixed[i] })) : lines;
}

/**
 * Fixes what the document prints of its parties, driver, responsible and residues, as they are now: run
 * in the transaction that issues it (outputs.ts, once its lines are written), within the company's scope.
 */
export async function fixPrinted(tx: Database, scope: Scope, outputId: number) {
  const { rows } = await tx.query<OutputRow>(`${OUTPUT} where o.id = $1 and o.company_id = $2`, [
    outputId,
    scope.companyId,
  ]);
  const row = rows[0];
  if (!row) return;
  const lines = await liveResidueLines(tx, outputId);
  const printed: Printed = {
    generator: row.generator,
    transporter: row.transporter,
    recipient: row.recipient,
    driver_name: row.driver_name,
    driver_cpf: row.driver_cpf,
    responsible_name: row.responsible_name,
    issuer_name: row.issuer_name,
    residues: lines.map(({ name, ibamaCode, class: residueClass, unNumber, riskClass, packingGroup }) => ({
      name,
      ibamaCode,
      class: residueClass,
      unNumber,
      riskClass,
      packingGroup,
    })),
  };
  await tx.query("update outputs set printed = $3 where id = $1 and company_id = $2", [
    outputId,
    scope.companyId,
    JSON.stringify(printed),
  ]);
}
