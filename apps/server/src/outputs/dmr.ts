// The DMR (Declaração de Movimentação de Resíduos) as the public MTR systems build it: the company's
// MTRs issued in a period, cancelled ones left out, summed per residue, destination, transporter and the
// treatment written on the CDF, for the generator to fill its declaration (JSON for the page, CSV for a
// spreadsheet). Read-only and scoped to the session's company.
import type { Dmr, DmrGroup } from "@trilha/api/dmr-types";
import { DMR_PERIOD_TOO_LONG, date, dmrPeriodTooLong } from "@trilha/forms/schemas";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { object } from "superstruct";
import type { Database } from "../db/database";
import { ValidationError } from "../http/errors";
import { queryDay, scoped, scopeOf } from "../resources";
import { platformDay } from "../time-zone";

type Query = Readonly<Record<string, string | undefined>>;

/** At most this many groups answer (ordered by residue, destination, transporter, treatment). */
export const DMR_MAX_GROUPS = 1_000;

/** The period of the query: both days required, from ≤ to, at most one year and one day (the page's rule too). */
export function dmrPeriod(query: Query): { from: string; to: string } {
  const fields: Record<string, string> = {};
  const day = (key: "from" | "to", label: string) => {
    try {
      const value = queryDay(query, key);
      if (value === undefined) fields[key] = `Informe a data ${label} do período (yyyy-MM-dd).`;
      return value;
    } catch (error) {
      if (error instanceof ValidationError) Object.assign(fields, error.fields);
      else throw error;
      return undefined;
    }
  };
  const from = day("from", "inicial");
  const to = day("to", "final");
  if (from && to) {
    if (from > to) fields.to = "A data final do período não pode ser anterior à inicial.";
    else if (dmrPeriodTooLong({ from, to })) fields.to = DMR_PERIOD_TOO_LONG;
  }
  if (Object.keys(fields).length > 0 || !from || !to) throw new ValidationError(fields);
  return { from, to };
}

/**
 * An MTR's party as it was issued (its fixed copy, printed.ts, kept in columns by migrations 0066 and
 * 0067): the legal name and document its MTR prints, so renaming a provider later changes neither its
 * group nor its name. An MTR issued before the copy existed reads the record as its PDF does (the legal
 * name today), so it groups with the later MTRs of a party never renamed.
 */
const issuedParty = (side: "destiny" | "transporter", alias: string) => ({
  name: `coalesce(o.issued_${side}_name, ${alias}.company_name)`,
  document: `coalesce(o.issued_${side}_document, ${alias}.cnpj, ${alias}.cpf, ${alias}.international_registry)`,
});
const destiny = issuedParty("destiny", "dc");
const transporter = issuedParty("transporter", "tc");

/**
 * Each line's residue as its MTR printed it (the fixed copy's `residues`, in the lines' order, as
 * printed.ts reads it), so a residue renamed or reclassified later names neither its earlier MTRs' group
 * nor changes them; an MTR without a copy of its lines reads the residue's record, as its PDF does.
 */
const PRINTED_LINE = `case when jsonb_typeof(o.printed -> 'residues') = 'array'
    and jsonb_array_length(o.printed -> 'residues') = x.line_count
  then o.printed -> 'residues' -> x.ordinal end`;
const issuedResidue = {
  name: `case when ${PRINTED_LINE} is null then rr.name else ${PRINTED_LINE} ->> 'name' end`,
  ibamaCode: `case when ${PRINTED_LINE} is null then rr.ibama_sub_list else ${PRINTED_LINE} ->> 'ibamaCode' end`,
  class: `case when ${PRINTED_LINE} is null then coalesce(cl.label, rr.abnt_nbr_10004) else ${PRINTED_LINE} ->> 'class' end`,
};

/** The company's MTRs issued in the period, cancelled ones left out, with their lines and parties. */
function source(request: FastifyRequest, period: { from: string; to: string }) {
  const { params, where } = scoped(scopeOf(request), "o");
  where.push(
    "o.mtr_number is not null",
    "o.status <> 'cancelled'",
    "o.deleted_at is null",
    `${platformDay("o.created_at")} between ${params.add(period.from)}::date and ${params.add(period.to)}::date`,
  );
  return {
    params,
    from: `from outputs o
      cross join lateral (
        select l.*, (row_number() over (order by l.position) - 1)::int as ordinal,
               count(*) over ()::int as line_count
          from output_residues l where l.output_id = o.id
      ) x
      join residues rr on rr.id = x.residue_id
      left join reference_options cl on cl.list = 'classes' and cl.parent = '' and cl.code = rr.abnt_nbr_10004
      left join provider_companies dc on dc.provider_id = o.destiny_id
      left join provider_companies tc on tc.provider_id = o.transporter_id
     where ${where.join(" and ")}`,
  };
}

export async function buildDmr(db: Database, request: FastifyRequest, period: { from: string; to: string }) {
  const { params, from } = source(request, period);
  const limit = params.add(DMR_MAX_GROUPS + 1);
  const [groups, totals] = await Promise.all([
    db.query<DmrGroup>(
      `select json_build_object('name', g.residue_name, 'ibama_code', g.residue_ibama_code,
                'class', g.residue_class) as residue,
              json_build_object('name', g.destiny_name, 'document', g.destiny_document) as destination,
              json_build_object('name', g.transporter_name, 'document', g.transporter_document) as transporter,
              g.treatment, g.sent_tons, g.received_tons, g.mtrs, g.received_mtrs, g.cdfs
         from (select x.residue_id, ${issuedResidue.name} as residue_name,
                      ${issuedResidue.ibamaCode} as residue_ibama_code, ${issuedResidue.class} as residue_class,
                      o.destiny_id, ${destiny.name} as destiny_name,
                      ${destiny.document} as destiny_document, o.transporter_id,
                      ${transporter.name} as transporter_name, ${transporter.document} as transporter_document,
                      o.treatment,
                      sum(x.quantity)::float8 as sent_tons, sum(x.received_quantity)::float8 as received_tons,
                      count(distinct o.id)::int as mtrs,
                      count(distinct o.id) filter (where o.received_at is not null)::int as received_mtrs,
                      count(distinct o.id) filter (where o.cdf_number is not null)::int as cdfs
                 ${from}
                -- 2–4: the residue as issued; 6, 7, 9, 10: the parties' issued names and documents above.
                group by x.residue_id, 2, 3, 4, o.destiny_id, 6, 7, o.transporter_id, 9, 10, o.treatment) g
        order by g.residue_name, g.residue_id, g.residue_ibama_code, g.residue_class, g.destiny_name, g.destiny_id,
                 g.destiny_document, g.transporter_name, g.transporter_id, g.transporter_document,
                 g.treatment nulls first
        limit ${limit}`,
      params.values,
    ),
    db.query<Dmr["totals"]>(
      `select coalesce(sum(x.quantity), 0)::float8 as sent_tons, sum(x.received_quantity)::float8 as received_tons,
              count(distinct o.id)::int as mtrs,
              count(distinct o.id) filter (where o.received_at is not null)::int as received_mtrs,
              count(distinct o.id) filter (where o.cdf_number is not null)::int as cdfs
         ${from}`,
      params.values.slice(0, -1),
    ),
  ]);
  const dmr: Dmr = {
    ...period,
    groups: groups.rows.slice(0, DMR_MAX_GROUPS),
    totals: totals.rows[0]!,
    truncated: groups.rows.length > DMR_MAX_GROUPS,
  };
  return dmr;
}

// ——— CSV (RFC 4180, ';' and a BOM for Excel in pt-BR) ———

/** A cell quoted when it holds the separator, a quote or a line break; a formula's first character defused. */
export function csvCell(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  // CSV injection (OWASP): a cell a spreadsheet would read as a formula starts with a quote instead.
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const tons = (value: number | null) =>
  value === null
    ? null
    : value.toLocaleString("pt-BR", {
        minimumFractionDigits: 3,
        maximumFractionDigits: 3,
        useGrouping: false,
      });

/** A CNPJ or CPF with its mask (a spreadsheet keeps its leading zeros), anything else as it is. */
function documentText(document: string | null) {
  if (!document) return null;
  if (/^\d{14}$/.test(document))
    return document.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, "$1.$2.$3/$4-$5");
  if (/^\d{11}$/.test(document)) return document.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, "$1.$2.$3-$4");
  return document;
}

/** The file's last line when the groups were cut (the page says it above the table). */
export const DMR_CSV_TRUNCATED =
  "O arquivo lista os primeiros 1.000 grupos; os totais valem para o período todo. Reduza o período para ver todos.";

export const DMR_CSV_HEADER = [
  "Resíduo",
  "Código IBAMA",
  "Classe (NBR 10004)",
  "Destinador",
  "CNPJ/CPF do destinador",
  "Transportador",
  "CNPJ/CPF do transportador",
  "Tratamento (CDF)",
  "Quantidade enviada (t)",
  "Quantidade recebida (t)",
  "MTRs",
  "MTRs recebidos",
  "MTRs com CDF",
];

export function dmrCsv(dmr: Dmr): string {
  const rows: (string | number | null)[][] = [DMR_CSV_HEADER];
  for (const group of dmr.groups) {
    rows.push([
      group.residue.name,
      group.residue.ibama_code,
      group.residue.class,
      group.destination.name,
      documentText(group.destination.document),
      group.transporter.name,
      documentText(group.transporter.document),
      group.treatment,
      tons(group.sent_tons),
      tons(group.received_tons),
      group.mtrs,
      group.received_mtrs,
      group.cdfs,
    ]);
  }
  const { totals } = dmr;
  rows.push([
    "Total",
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    tons(totals.sent_tons),
    tons(totals.received_tons),
    totals.mtrs,
    totals.received_mtrs,
    totals.cdfs,
  ]);
  if (dmr.truncated) rows.push([DMR_CSV_TRUNCATED]);
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(";")).join("\r\n")}\r\n`;
}

/**
 * GET /outputs/dmr?from=&to= (yyyy-MM-dd, Brasília's day of issue): the DMR's groups and totals.
 * GET /outputs/dmr.csv: the same as a spreadsheet download.
 */
export function dmrRoutes(app: FastifyInstance, { db }: { db: Database }) {
  // The query's shape, for the generated fuzz tests (test/support/route-table.ts); dmrPeriod checks it.
  const config = { input: { query: object({ from: date(), to: date() }) } };
  app.get("/outputs/dmr", { config }, async (request) =>
    buildDmr(db, request, dmrPeriod(request.query as Query)),
  );

  app.get("/outputs/dmr.csv", { config }, async (request, reply) => {
    const period = dmrPeriod(request.query as Query);
    const dmr = await buildDmr(db, request, period);
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="dmr-${period.from}-${period.to}.csv"`)
      .send(dmrCsv(dmr));
  });
}
