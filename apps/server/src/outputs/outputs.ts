// Output documents (spec 02 §2 "Criar Documento de Saída", §3, §5; issue 16) on the resource kit. A
// document is created once and never edited: its MTR moves through its lifecycle (lifecycle.ts) instead
// of PUT, and is cancelled instead of inactivated. Every option it names is the company's own row
// (providers by type, the transporter's driver, the destiny's licence, a negotiation), checked here.
import { OUTPUT_CODES } from "@trilha/api/error-codes";
import {
  asksForMappings,
  checkNfeMatches,
  missingMappingMessage,
  missingSystems,
  NFE_XML_MAX_BYTES,
  NO_TRANSPORT_NEGOTIATION,
  nfeCheckLabels,
  nfeCheckSchema,
  OUTPUT_STATUSES,
  type OutputDocumentValues,
  outputDocumentLabels,
  outputDocumentSchema,
  partiesRegisteredAbroad,
  transportCostsFor,
} from "@trilha/forms/schemas";
import type { FastifyInstance } from "fastify";
import type { Database, Row } from "../db/database";
import { isUpload, parseWith, readBody, type Upload } from "../http/body";
import { INVALID_DATA, ValidationError } from "../http/errors";
import { licenseExpired } from "../providers/license-validity";
import { assertOptions } from "../reference/residue-options";
import { companySystems, MAPPING_SELECT, mappingsOf } from "../residues/integrated-systems";
import { dayRange, defineResource, isUuid, type Scope, scopeOf } from "../resources";
import type { FileStorage } from "../storage/storage";
import { platformDay } from "../time-zone";
import { recordEvent } from "./events";
import { checkNfeParties, NfeError, type NfeSummary, parseNfe } from "./nfe";
import { brazilYear, newVerificationCode, nextNumber } from "./numbering";
import { OFFERED_CARRIER_COST } from "./options";
import { fixPrinted, type OutputRow } from "./printed";
import { enqueueSend } from "./send";

/** The upload-size wording (the schema's own, should the stored file be larger than it said). */
const NFE_XML_TOO_LARGE = "O arquivo do campo XML da nota fiscal deve ter no máximo 1 MB.";

const NFE_XML_NOT_RECEIVED = "O XML da nota fiscal não foi recebido.";

export const OUTPUT_NOT_FOUND = "Documento de saída não encontrado.";
/** The public system every pv_and_others MTR is sent to (the state systems share its protocol). */
export const PUBLIC_SYSTEM = "SINIR";

const COLUMNS = [
  "document_type",
  "nfe_number",
  "emission_date",
  "nfe_access_key",
  "mtr_option",
  "destiny_id",
  "transporter_id",
  "vehicle_type",
  "transport_negotiation_id",
  "driver_id",
  "vehicle_plate",
  "trailer_plate",
  "seal_number",
  "observations",
  "mtr_responsible",
  "responsible_name",
  "status",
  "mtr_year",
  "mtr_sequence",
  "mtr_number",
  "verification_code",
  "issued_by",
  "received_at",
  "receiver_name",
  "receipt_notes",
  "cdf_number",
  "closed_at",
  "treatment",
  "cancelled_at",
  "cancel_justification",
  "public_system",
  "public_status",
  "public_number",
  "public_error",
  "public_attempts",
] as const;
/** Internal keys the API never answers (rows are named by uuid). */
const HIDDEN = [
  "destiny_id",
  "transporter_id",
  "driver_id",
  "transport_negotiation_id",
  "mtr_year",
  "mtr_sequence",
  "issued_by",
];

/** An active provider of the company with the given type (recipient, carrier), by uuid. */
async function providerOfType(tx: Database, scope: Scope, uuid: unknown, type: string) {
  if (!isUuid(uuid)) return null;
  const { rows } = await tx.query<{ id: number; company_name: string; registry_type: string | null }>(
    `select p.id, pc.company_name, pc.registry_type
       from providers p
       join provider_type_links t on t.provider_id = p.id and t.type_code = $3
       join provider_companies pc on pc.provider_id = p.id
      where p.company_id = $1 and p.uuid = $2 and p.deleted_at is null`,
    [scope.companyId, uuid, type],
  );
  return rows[0] ?? null;
}

async function readXml(storage: FileStorage, upload: Upload): Promise<Buffer> {
  const stream = await storage.open(upload.key);
  if (!stream) throw new ValidationError({ nfe_xml: NFE_XML_NOT_RECEIVED });
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > NFE_XML_MAX_BYTES) {
      stream.destroy();
      throw new ValidationError({ nfe_xml: NFE_XML_TOO_LARGE });
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The NF-e of an upload, read; one that cannot be used is refused on the field. */
export async function readNfe(storage: FileStorage, upload: Upload): Promise<NfeSummary> {
  try {
    return await parseNfe(await readXml(storage, upload));
  } catch (error) {
    if (error instanceof NfeError) throw new ValidationError({ nfe_xml: error.message });
    throw error;
  }
}

/** The NF-e parsed and agreed with the number and date the user typed (null for a romaneio). */
async function checkedNfe(storage: FileStorage, value: OutputDocumentValues) {
  if (value.document_type !== "nfe" || !isUpload(value.nfe_xml)) return null;
  const summary = await readNfe(storage, value.nfe_xml);
  // The form's own rule (@trilha/forms), said there as soon as the XML is read: the save stays the authority.
  const mismatches = checkNfeMatches({ number: summary.number, emission_date: summary.emissionDate }, value);
  if (Object.keys(mismatches).length > 0) throw new ValidationError(mismatches);
  return summary;
}

/**
 * One NF-e, one active output: an NF-e (by access key) already on an output of the company that is not
 * cancelled is refused on the field, naming that output. With `lock` (the create's transaction), saves
 * of the same key take turns until commit, so two at once cannot both pass.
 */
export async function refuseReusedNfe(db: Database, scope: Scope, accessKey: string, lock = false) {
  if (lock) {
    await db.query("select pg_advisory_xact_lock(hashtext($1))", [
      `outputs:nfe:${scope.companyId}:${accessKey}`,
    ]);
  }
  const { rows } = await db.query<{ mtr_number: string | null; created_day: string }>(
    `select mtr_number, to_char(${platformDay("created_at")}, 'DD/MM/YYYY') as created_day from outputs
      where company_id = $1 and nfe_access_key = $2 and status <> 'cancelled' order by id limit 1`,
    [scope.companyId, accessKey],
  );
  const other = rows[0];
  if (!other) return;
  throw new ValidationError({
    nfe_xml: other.mtr_number
      ? `Esta nota fiscal já está na saída do MTR nº ${other.mtr_number}.`
      : `Esta nota fiscal já está em outra saída (sem MTR), criada em ${other.created_day}.`,
  });
}

/** checkNfeParties with the documents of the destiny (a provider of the company, by uuid) and the company. */
export async function nfePartyWarnings(db: Database, scope: Scope, summary: NfeSummary, destiny?: string) {
  const { rows } = await db.query<{ company_cnpj: string; destiny_document: string | null }>(
    `select c.cnpj as company_cnpj,
            (select coalesce(pc.cnpj, pc.cpf, pc.international_registry) from providers p
               join provider_companies pc on pc.provider_id = p.id
              where p.company_id = c.id and p.uuid = $2) as destiny_document
       from companies c where c.id = $1`,
    [scope.companyId, isUuid(destiny) ? destiny : null],
  );
  const row = rows[0];
  return checkNfeParties(summary, {
    companyCnpj: row?.company_cnpj,
    destinyDocument: row?.destiny_document,
  });
}

/**
 * POST /outputs/nfe: the NF-e read as soon as the form picks it, so a refusal shows on step 1 instead of
 * at "Confirmar e Emitir". Refused (422 on nfe_xml) as the save would refuse it: unreadable, or already
 * on an active output; else its summary and warnings by field (the destiny chosen so far, the company).
 * Nothing is stored: the upload is discarded with the request.
 */
export function nfeCheckRoutes(
  app: FastifyInstance,
  { db, storage }: { db: Database; storage: FileStorage },
) {
  app.post(
    "/outputs/nfe",
    { config: { input: { body: nfeCheckSchema, multipart: true } } },
    async (request) => {
      const scope = scopeOf(request);
      const value = parseWith(nfeCheckSchema, nfeCheckLabels, await readBody(request, { prefix: "outputs" }));
      if (!isUpload(value.nfe_xml)) throw new ValidationError({ nfe_xml: NFE_XML_NOT_RECEIVED });
      const summary = await readNfe(storage, value.nfe_xml);
      await refuseReusedNfe(db, scope, summary.accessKey);
      return {
        access_key: summary.accessKey,
        number: summary.number,
        series: summary.series,
        emission_date: summary.emissionDate,
        issuer_name: summary.issuerName,
        warnings: await nfePartyWarnings(db, scope, summary, value.destiny),
      };
    },
  );
}

type LineRow = {
  residue_id: number;
  license_id: number;
  unit_value: string | null;
  value_per: string | null;
};

/**
 * Each residue line's residue, the destiny's licence (active, not expired) and the price of the
 * residue's negotiation with the destiny in force today; for the public systems, the codes they need:
 * SINIR's (IBAMA code and class) in `fields`, the company's integrated system's (CTR-E, FEPAM) in `mappings`.
 */
async function resolveLines(tx: Database, scope: Scope, value: OutputDocumentValues, destinyId: number) {
  const fields: Record<string, string> = {};
  const mappings: Record<string, string> = {};
  const lines: LineRow[] = [];
  const systems = asksForMappings(value.mtr_option) ? await companySystems(tx, scope) : [];
  for (const [i, line] of value.residues.entries()) {
    const at = (field: string) => `residues.${i}.${field}`;
    const { rows: residues } = await tx.query<{
      id: number;
      name: string;
      ibama: string | null;
      class: string | null;
    }>(
      `select r.id, r.name, r.ibama_sub_list as ibama, r.abnt_nbr_10004 as class, ${MAPPING_SELECT}
         from residues r
        where r.company_id = $1 and r.uuid = $2 and r.deleted_at is null and not r.draft`,
      [scope.companyId, isUuid(line.residue) ? line.residue : null],
    );
    const residue = residues[0];
    if (!residue) fields[at("residue")] = "Selecione um resíduo ativo cadastrado.";
    else if (value.mtr_option === "pv_and_others" && (!residue.ibama || !residue.class)) {
      fields[at("residue")] =
        `O resíduo "${residue.name}" não tem o código IBAMA e a classe (Requisitos legais) que os sistemas públicos exigem. Complete o cadastro do resíduo ou emita o MTR somente na plataforma.`;
    }
    const lacking = residue ? missingSystems(mappingsOf(residue), systems) : [];
    if (residue && lacking.length > 0) mappings[at("residue")] = missingMappingMessage(residue.name, lacking);
    const { rows: licenses } = await tx.query<{ id: number; expiration: string | null; expired: boolean }>(
      `select l.id, to_char(l.expiration, 'DD/MM/YYYY') as expiration,
              ${licenseExpired("l", platformDay("now()"))} as expired
         from provider_licenses l
        where company_id = $1 and provider_id = $2 and uuid = $3 and deleted_at is null`,
      [scope.companyId, destinyId, isUuid(line.authorization) ? line.authorization : null],
    );
    const license = licenses[0];
    if (!license) fields[at("authorization")] = "Selecione uma licença ativa do destinatário.";
    else if (license.expired)
      fields[at("authorization")] = `A licença do destinatário venceu em ${license.expiration}.`;
    const { rows: states } = await tx.query(`select 1 from states where federative_unit = $1`, [
      line.origin.toUpperCase(),
    ]);
    if (states.length === 0) fields[at("origin")] = "Selecione o estado de origem.";
    if (!residue || !license || license.expired) continue;
    const { rows: prices } = await tx.query<{ cost: string | null; per: string | null }>(
      `select recipient_cost::text as cost, recipient_amount_per as per from residue_negotiations
        where company_id = $1 and residue_id = $2 and recipient_id = $3 and deleted_at is null
          and starts_on <= ${platformDay("now()")}
          and (ends_on is null or ends_on >= ${platformDay("now()")})
        order by starts_on desc, id desc limit 1`,
      [scope.companyId, residue.id, destinyId],
    );
    lines.push({
      residue_id: residue.id,
      license_id: license.id,
      unit_value: prices[0]?.cost ?? null,
      value_per: prices[0]?.per ?? null,
    });
  }
  await assertOptions(
    tx,
    value.residues.map((line, i) => ({
      field: `residues.${i}.packaging`,
      label: "Acondicionamento",
      list: "packagings",
      value: line.packaging,
    })),
  ).catch((error: unknown) => {
    if (error instanceof ValidationError) Object.assign(fields, error.fields);
    else throw error;
  });
  return { fields, lines, mappings };
}

/**
 * The document's answer with each line's residue named as its MTR prints it when it has a fixed copy
 * (printed.ts), so the page shows what was issued after the residue is edited (the parties' and driver's
 * issued names come with the list's select). Lines pair with the copy's residues by position (as
 * `residueLines`); a document without a copy keeps the records' names.
 */
function asPrinted(answer: Record<string, unknown>, printed: OutputRow["printed"]) {
  if (!printed) return answer;
  const lines = answer.residues as Record<string, unknown>[];
  const fixed = printed.residues;
  return fixed.length === lines.length
    ? { ...answer, residues: lines.map((line, i) => ({ ...line, residue_name: fixed[i]!.name })) }
    : answer;
}

export function outputResource({
  storage,
  now = () => new Date(),
}: {
  storage: FileStorage;
  now?: () => Date;
}) {
  /** The residue lines resolved by `resolve`, written by `afterWrite` in the same transaction. */
  const pendingLines = new WeakMap<object, LineRow[]>();

  return defineResource<OutputDocumentValues, OutputDocumentValues>({
    name: "output",
    table: "outputs",
    scope: "company",
    columns: COLUMNS,
    files: [
      { field: "nfe_xml", column: "nfe_xml_file_id", kind: "xml", label: "XML da nota fiscal" },
      {
        field: "generator_ticket",
        column: "generator_ticket_file_id",
        kind: "pdfOrImage",
        label: "Ticket de balança do gerador",
      },
    ],
    schema: outputDocumentSchema,
    labels: outputDocumentLabels,
    routes: { update: false, inactivation: false },
    // One trigram-indexed folded text per document (migrations 0067, 0070): its kind as the list and its
    // page name it ('MTR <número>', 'MTR nº <número>', 'Nota fiscal nº <número>', 'Romaneio'; the
    // ordinal indicator folds away, and an invoice is also 'Nota fiscal', 'NF', 'NF-e <número>'), the
    // number the public system gave its MTR, the names it was issued with, its plates with and without
    // the hyphen, its driver's CPF (masked or not, `digits`). What the row cannot hold, the
    // parties' current trading names and the driver's current name and CPF (the names a document issued
    // before its fixed copy shows), read first from their own tables (`related`).
    search: {
      column: "search_text",
      digits: true,
      related: [
        ({ company, folded }) => ({
          columns: ["destiny_id", "transporter_id"],
          ids: `select sp.id from providers sp join provider_companies sc on sc.provider_id = sp.id
                 where sp.company_id = ${company} and search_fold(sc.trading_name) like ${folded}`,
        }),
        ({ company, folded, digits }) => ({
          columns: ["driver_id"],
          ids: `select se.id from providers sp join provider_employees se on se.provider_id = sp.id
                 where sp.company_id = ${company}
                   and (search_fold(concat_ws(' ', se.name, se.last_name)) like ${folded}${digits ? ` or se.cpf like ${digits}` : ""})`,
        }),
      ],
    },
    sort: { fields: ["mtr_number", "status"], default: "-created_at" },
    messages: { notFound: OUTPUT_NOT_FOUND },
    join: [
      "left join providers dp on dp.id = r.destiny_id",
      "left join provider_companies dc on dc.provider_id = r.destiny_id",
      "left join providers tp on tp.id = r.transporter_id",
      "left join provider_companies tc on tc.provider_id = r.transporter_id",
      "left join provider_employees de on de.id = r.driver_id",
      "left join residue_negotiations tn on tn.id = r.transport_negotiation_id",
      "left join reference_options vt on vt.list = 'vehicle_types' and vt.parent = '' and vt.code = r.vehicle_type",
    ].join(" "),
    select: [
      "dp.uuid::text as destiny",
      // An issued document's parties and driver by the names it was issued with (its fixed copy, kept in
      // columns by migration 0066: the legal names its MTR prints), as its page and PDF name them; one
      // issued before the copy by the records' (the trading names, the driver's name today).
      "coalesce(r.issued_destiny_name, dc.trading_name) as destiny_name",
      "tp.uuid::text as transporter",
      "coalesce(r.issued_transporter_name, tc.trading_name) as transporter_name",
      "de.uuid::text as driver",
      "coalesce(r.issued_driver_name, concat_ws(' ', de.name, de.last_name)) as driver_name",
      "coalesce(tn.uuid::text, 'none') as transport_cost",
      "tn.carrier_cost::text as transport_cost_value",
      "tn.carrier_amount_per as transport_cost_per",
      "vt.label as vehicle_type_name",
      `(select coalesce(sum(x.quantity), 0)::text from output_residues x where x.output_id = r.id) as total_quantity`,
    ].join(", "),
    // What only one document's answer reads: its residue lines and its events.
    detail: [
      `(select coalesce(json_agg(json_build_object(
          'uuid', x.uuid, 'residue', rr.uuid, 'residue_name', rr.name, 'authorization', pl.uuid,
          'authorization_name', concat_ws(' ', pl.name, pl.code), 'quantity', x.quantity,
          'measure_unity', x.measure_unity, 'packaging', x.packaging, 'packaging_name', po.label,
          'packaging_quantity', x.packaging_quantity, 'origin', x.origin, 'origin_name', st.name,
          'unit_value', x.unit_value,
          'value_per', x.value_per, 'received_quantity', x.received_quantity) order by x.position), '[]')
         from output_residues x
         join residues rr on rr.id = x.residue_id
         join provider_licenses pl on pl.id = x.license_id
         left join reference_options po on po.list = 'packagings' and po.parent = '' and po.code = x.packaging
         left join states st on st.federative_unit = x.origin
        where x.output_id = r.id) as lines__json`,
      `(select coalesce(json_agg(json_build_object('action', ev.action, 'at', ev.created_at,
          'user', u.name, 'detail', ev.detail) order by ev.id), '[]')
         from output_events ev left join users u on u.id = ev.user_id
        where ev.output_id = r.id) as events__json`,
      "r.printed as printed__json",
    ].join(", "),
    filters(query, params) {
      const where = dayRange(query, params, {
        from: "created_from",
        to: "created_to",
        column: platformDay("r.created_at"),
      });
      const status = query.status;
      if (status !== undefined && status !== "") {
        if (!(OUTPUT_STATUSES as readonly string[]).includes(status)) {
          throw new ValidationError({
            status: `O campo status deve ser um destes: ${OUTPUT_STATUSES.join(", ")}.`,
          });
        }
        where.push(`r.status = ${params.add(status)}`);
      }
      return where;
    },
    async resolve(input, { tx, scope }) {
      const value = input as OutputDocumentValues;
      const fields: Record<string, string> = {};
      const destiny = await providerOfType(tx, scope, value.destiny, "recipient");
      const destinyId = destiny?.id ?? null;
      if (!destiny) fields.destiny = "Selecione um destinatário ativo cadastrado.";
      const transporter = await providerOfType(tx, scope, value.transporter, "carrier");
      const transporterId = transporter?.id ?? null;
      if (!transporter) fields.transporter = "Selecione um transportador ativo cadastrado.";
      // The public systems name every party by its CNPJ or CPF (manifest.ts): a provider registered abroad
      // is refused on its field when the document is issued, not by the send that would follow. The form's
      // own rule (@trilha/forms), said there as soon as the party is chosen.
      Object.assign(fields, partiesRegisteredAbroad(value.mtr_option, { destiny, transporter }));
      let driverId: number | null = null;
      if (transporterId) {
        const { rows } = await tx.query<{ id: number }>(
          `select id from provider_employees
            where company_id = $1 and provider_id = $2 and uuid = $3 and deleted_at is null
              and collaborator_type = 'driver'`,
          [scope.companyId, transporterId, isUuid(value.driver) ? value.driver : null],
        );
        driverId = rows[0]?.id ?? null;
        if (!driverId) fields.driver = "Selecione um motorista do transportador.";
      }
      let negotiationId: number | null = null;
      if (value.transport_cost !== NO_TRANSPORT_NEGOTIATION && transporterId) {
        const { rows } = await tx.query<{ id: number; residue: string }>(
          `select n.id, r.uuid::text as residue from residue_negotiations n join residues r on r.id = n.residue_id
            where n.company_id = $1 and n.carrier_id = $2 and n.uuid = $3 and ${OFFERED_CARRIER_COST}`,
          [scope.companyId, transporterId, isUuid(value.transport_cost) ? value.transport_cost : null],
        );
        const negotiation = rows[0];
        if (!negotiation)
          fields.transport_cost = "Selecione um custo de transporte negociado com o transportador.";
        else if (transportCostsFor([negotiation], value.residues).length === 0)
          // The form offers only the costs of the document's residues: one negotiated for another is refused.
          fields.transport_cost =
            "Selecione um custo de transporte negociado para um dos resíduos do documento.";
        else negotiationId = negotiation.id;
      }
      const lines = destinyId
        ? await resolveLines(tx, scope, value, destinyId)
        : { fields: {}, lines: [], mappings: {} };
      Object.assign(fields, lines.fields);
      await assertOptions(tx, [
        { field: "vehicle_type", label: "Tipo de veículo", list: "vehicle_types", value: value.vehicle_type },
      ]).catch((error: unknown) => {
        if (error instanceof ValidationError) Object.assign(fields, error.fields);
        else throw error;
      });
      // Codes the form can ask for and issue again: their own code when nothing else is wrong.
      const onlyMappings = Object.keys(fields).length === 0 && Object.keys(lines.mappings).length > 0;
      for (const [field, message] of Object.entries(lines.mappings)) fields[field] ??= message;
      if (Object.keys(fields).length > 0) {
        throw onlyMappings
          ? new ValidationError(fields, INVALID_DATA, OUTPUT_CODES.MISSING_SYSTEM_MAPPINGS)
          : new ValidationError(fields);
      }
      const nfe = await checkedNfe(storage, value);
      if (nfe) await refuseReusedNfe(tx, scope, nfe.accessKey, true);
      pendingLines.set(value, lines.lines);

      const withMtr = value.mtr_option !== "none";
      const number = withMtr ? await nextNumber(tx, scope.companyId, "mtr", brazilYear(now())) : null;
      const isNfe = value.document_type === "nfe";
      return {
        ...value,
        nfe_number: isNfe ? value.nfe_number : null,
        emission_date: isNfe ? value.emission_date : null,
        nfe_access_key: nfe?.accessKey ?? null,
        destiny_id: destinyId,
        transporter_id: transporterId,
        driver_id: driverId,
        transport_negotiation_id: negotiationId,
        vehicle_plate: value.vehicle_plate.toUpperCase(),
        trailer_plate: value.trailer_plate?.toUpperCase(),
        status: "issued",
        mtr_year: number?.year,
        mtr_sequence: number?.sequence,
        mtr_number: number?.number,
        verification_code: withMtr ? newVerificationCode() : null,
        issued_by: scope.userId,
        public_system: value.mtr_option === "pv_and_others" ? PUBLIC_SYSTEM : null,
        public_status: value.mtr_option === "pv_and_others" ? "pending" : null,
        public_attempts: 0,
      };
    },
    async afterWrite(id, value, { tx, scope }) {
      const lines = pendingLines.get(value) ?? [];
      const input = value as OutputDocumentValues;
      for (const [i, line] of lines.entries()) {
        const typed = input.residues[i]!;
        await tx.query(
          `insert into output_residues (company_id, output_id, position, residue_id, license_id, quantity,
             measure_unity, packaging, packaging_quantity, origin, unit_value, value_per)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
          [
            scope.companyId,
            id,
            i,
            line.residue_id,
            line.license_id,
            typed.quantity,
            typed.measure_unity,
            typed.packaging || null,
            typed.packaging_quantity ?? null,
            typed.origin.toUpperCase(),
            line.unit_value,
            line.value_per,
          ],
        );
      }
      await recordEvent(tx, scope, id, "issued", {});
      // What the document prints of its parties, driver and residues, fixed as they are now (printed.ts).
      await fixPrinted(tx, scope, id);
      // Sent by the job once the document commits (and only then): the MTR is provisional until it answers.
      if (input.mtr_option === "pv_and_others")
        await enqueueSend(tx, { output: id, company: scope.companyId });
    },
    shape(json) {
      const shaped = { ...json };
      for (const key of HIDDEN) delete shaped[key];
      return shaped;
    },
    expand(json, row: Row) {
      const answer = { ...json, residues: row.lines__json ?? [], events: row.events__json ?? [] };
      return asPrinted(answer, row.printed__json as OutputRow["printed"]);
    },
  });
}
