import { defaulted, type Infer } from "superstruct";
import { prefixLabels } from "./engine";
import {
  type Condition,
  choice,
  date,
  fail,
  file,
  group,
  isEmpty,
  list,
  number,
  numericMax,
  rule,
  text,
  today,
} from "./fields";
import { fillParams, formatDate } from "./messages";
import { plate } from "./rules";

export const DOCUMENT_TYPES = ["nfe", "romaneio"] as const;
export const documentTypeLabels: Record<(typeof DOCUMENT_TYPES)[number], string> = {
  nfe: "Nota fiscal",
  romaneio: "Romaneio",
};
export const MTR_OPTIONS = ["none", "only_pv", "pv_and_others"] as const;
export const mtrOptionLabels: Record<(typeof MTR_OPTIONS)[number], string> = {
  none: "Sem MTR",
  only_pv: "Somente na plataforma",
  pv_and_others: "Na plataforma e nos sistemas públicos",
};
export const MTR_RESPONSIBLES = ["logged_user", "specific_user"] as const;
export const mtrResponsibleLabels: Record<(typeof MTR_RESPONSIBLES)[number], string> = {
  logged_user: "Usuário logado",
  specific_user: "Usuário específico",
};
export const OBSERVATIONS_MAX = 500;
export const RESIDUE_MEASURE_UNIT = "tons";
/** Número do lacre and Nome do responsável: the form's limits, the server's too. */
export const SEAL_NUMBER_MAX = 30;
export const RESPONSIBLE_NAME_MAX = 100;
/** A row's uuid (the options' values); anything longer names nothing. */
const ID_MAX = 36;
/** A reference list's code (vehicle type, packaging) or a UF: the server's lists never go past 40. */
const CODE_MAX = 40;

/**
 * The most a quantity column takes (numeric(14, 3): 99.999.999.999,999); more would overflow it. Said
 * with the engine's max message, on the field.
 */
export const QUANTITY_MAX = numericMax(14, 3);
/** numeric(14, 3): at most QUANTITY_MAX, and three decimals (kilograms in tonnes), never rounded away. */
export const QUANTITY_DECIMALS = 3;
const quantity = <const R extends boolean>(required: R) =>
  number({ required, min: 0, max: QUANTITY_MAX, decimals: QUANTITY_DECIMALS });

/** One row of the residue inclusion table (held in the hidden `residues` field). */
export const residueLineSchema = group({
  uuid: text({ max: ID_MAX }),
  residue: text({ required: true, max: ID_MAX }),
  authorization: text({ required: true, max: ID_MAX }),
  quantity: quantity(true),
  // Tons only (spec 02 §2: "unit (read-only, tons)"): the manifests and the control panel's tonnes read it.
  measure_unity: defaulted(choice([RESIDUE_MEASURE_UNIT]), RESIDUE_MEASURE_UNIT),
  packaging: text({ max: CODE_MAX }),
  packaging_quantity: quantity(false),
  origin: text({ required: true, max: CODE_MAX }),
});
export const residueLineLabels = {
  uuid: "Identificador",
  residue: "Resíduo",
  authorization: "Autorização ambiental",
  quantity: "Quantidade",
  measure_unity: "Unidade",
  packaging: "Acondicionamento",
  packaging_quantity: "Quantidade de embalagens",
  origin: "Origem",
};
export type ResidueLineValues = Infer<typeof residueLineSchema>;

const isNfe: Condition = (ctx) => ctx.parent.document_type === "nfe";
/** Without an MTR there is nobody to answer for it: the generator step is only required with one. */
const withMtr: Condition = (ctx) => ctx.parent.mtr_option !== "none";

/** The NF-e's number (nNF: 1 to 9 digits), bare or as the DANFE prints it ("000.012.345"). */
export const NFE_NUMBER_INVALID = "O campo {label} deve conter apenas números, no máximo 9.";
/** The most Número da nota fiscal takes: room for the DANFE's 000.012.345, which the rule reads as 12345. */
export const NFE_NUMBER_MAX = 20;
const nfeNumber = rule(text({ required: isNfe, max: NFE_NUMBER_MAX }), "nfeNumber", (value) =>
  /^\d{1,9}$/.test(value.replace(/[\s./-]/g, "")) ? true : fail(NFE_NUMBER_INVALID),
);

/** "Criar Documento de Saída": invoice fields only for nfe, generator data only when an MTR is issued. */
/** The NF-e XML's limit: a real NF-e is a few dozen kB; the server parses nothing larger. */
export const NFE_XML_MAX_BYTES = 1024 * 1024;

export const outputDocumentSchema = group({
  document_type: choice(DOCUMENT_TYPES, { required: true }),
  nfe_number: nfeNumber,
  emission_date: date({ required: isNfe, past: true }),
  nfe_xml: file({ required: isNfe, accept: "xml", maxSize: NFE_XML_MAX_BYTES }),
  mtr_option: choice(MTR_OPTIONS, { required: true }),
  destiny: text({ required: true, max: ID_MAX }),
  transporter: text({ required: true, max: ID_MAX }),
  vehicle_type: text({ required: true, max: CODE_MAX }),
  residues: list(residueLineSchema, { min: 1 }),
  transport_cost: text({ required: true, max: ID_MAX }),
  driver: text({ required: true, max: ID_MAX }),
  vehicle_plate: plate({ required: true, max: 8 }),
  trailer_plate: plate({ max: 8 }),
  seal_number: text({ max: SEAL_NUMBER_MAX }),
  observations: text({ max: OBSERVATIONS_MAX }),
  mtr_responsible: choice(MTR_RESPONSIBLES, { required: withMtr }),
  responsible_name: text({ required: withMtr, max: RESPONSIBLE_NAME_MAX }),
  generator_ticket: file({ required: withMtr, accept: "pdfOrImage" }),
});
export const outputDocumentLabels = {
  document_type: "Tipo de documento",
  nfe_number: "Número da nota fiscal",
  emission_date: "Data de emissão",
  nfe_xml: "XML da nota fiscal",
  mtr_option: "Opção de MTR",
  destiny: "Destinatário",
  transporter: "Transportador",
  vehicle_type: "Tipo de veículo",
  residues: "Resíduos",
  transport_cost: "Custo do transporte",
  driver: "Motorista",
  vehicle_plate: "Placa do veículo",
  trailer_plate: "Placa da carreta",
  seal_number: "Número do lacre",
  observations: "Observações",
  mtr_responsible: "Responsável pelo MTR",
  responsible_name: "Nome do responsável",
  generator_ticket: "Ticket de balança do gerador",
  ...prefixLabels("residues.*", residueLineLabels),
};
export type OutputDocumentValues = Infer<typeof outputDocumentSchema>;

/**
 * The NF-e read as soon as it is picked (POST /outputs/nfe), before the output is saved: refused when
 * unreadable or already on another active output of the company, and compared with the destiny chosen
 * so far and with the company (warnings).
 */
export const nfeCheckSchema = group({
  nfe_xml: file({ required: true, accept: "xml", maxSize: NFE_XML_MAX_BYTES }),
  destiny: text({ max: ID_MAX }),
});
export const nfeCheckLabels = {
  nfe_xml: outputDocumentLabels.nfe_xml,
  destiny: outputDocumentLabels.destiny,
};
export type NfeCheckValues = Infer<typeof nfeCheckSchema>;

/**
 * An NF-e access key in groups of four digits, as the DANFE prints it ("3526 0312 …", eleven groups);
 * anything else (never stored: the key is checked on reading the XML) as one group. The MTR PDF joins
 * them with spaces, the document page sets them apart with a gap so that a copy gives the 44 digits.
 */
export function accessKeyGroups(key: string): string[] {
  return /^\d{44}$/.test(key) ? (key.match(/\d{4}/g) ?? []) : [key];
}

/** The invoice fields an NF-e read fills (POST /outputs/nfe answers them). */
export type NfeFill = { nfe_number?: string; emission_date?: string };

/**
 * What the NF-e picked fills in Número da nota fiscal and Data de emissão: each field still blank gets
 * the XML's value (its number without leading zeros, its yyyy-MM-dd day), as does one still holding what
 * an XML picked before filled (`filledBefore`: another XML replaces it). A value typed is never
 * overwritten, even one that differs from the XML: checkNfeMatches says the mismatch on the field.
 */
export function nfeFill(
  typed: { nfe_number?: unknown; emission_date?: unknown },
  read: { number: string; emission_date: string },
  filledBefore: NfeFill = {},
): NfeFill {
  const free = (name: keyof NfeFill) =>
    isEmpty(typed[name]) || (filledBefore[name] !== undefined && typed[name] === filledBefore[name]);
  return {
    ...(free("nfe_number") && read.number ? { nfe_number: read.number } : {}),
    ...(free("emission_date") && read.emission_date ? { emission_date: read.emission_date } : {}),
  };
}

/** A number as the DANFE prints it ("000.001.234") or typed ("1234"), bare: digits without leading zeros. */
const bareNfeNumber = (number: string) => number.replace(/[\s./-]/g, "").replace(/^0+(?=\d)/, "");

/** checkNfeMatches' answer: a message by field that differs from the XML. */
export type NfeMismatches = { nfe_number?: string; emission_date?: string };

/**
 * Field errors (pt-BR) where Número da nota fiscal or Data de emissão differ from the NF-e read (its
 * number without leading zeros, its yyyy-MM-dd day): numbers compare without leading zeros or
 * punctuation. One rule for both sides: the form says it as soon as the XML is read and whenever either
 * field changes, the save (apps/server) refuses it (422 on the field). Blank fields are the schema's
 * job, and so is a malformed value (its message comes first).
 */
export function checkNfeMatches(
  read: { number: string; emission_date: string },
  typed: { nfe_number?: unknown; emission_date?: unknown },
): NfeMismatches {
  const typedNumber = typeof typed.nfe_number === "string" ? bareNfeNumber(typed.nfe_number) : "";
  const typedDate = typeof typed.emission_date === "string" ? typed.emission_date.trim() : "";
  return {
    ...(typedNumber !== "" && typedNumber !== bareNfeNumber(read.number)
      ? { nfe_number: `O número da nota fiscal não confere com o XML (XML: ${read.number}).` }
      : {}),
    ...(typedDate !== "" && typedDate !== read.emission_date
      ? {
          emission_date: `A data de emissão não confere com o XML (XML: ${formatDate(read.emission_date)}).`,
        }
      : {}),
  };
}

export {
  OUTPUT_STATUSES,
  type OutputStatus,
  type OutputStep,
  outputStatusLabels,
  outputSteps,
} from "./output-status";
/** The transport cost option of an output shipped without a negotiated transport price. */
export const NO_TRANSPORT_NEGOTIATION = "none";

/**
 * The transport costs an output may carry, of those offered for its transporter: the ones negotiated for
 * a residue on one of its lines, and "Sem custo negociado" (no residue). One rule for the form's options
 * and the server's check of the saved cost; with no residue line, only "Sem custo negociado".
 */
export function transportCostsFor<T extends { residue?: string | null }>(
  costs: readonly T[],
  lines: readonly { residue?: unknown }[] | null | undefined,
): T[] {
  const residues = new Set((lines ?? []).map((line) => line.residue));
  return costs.filter((cost) => !cost.residue || residues.has(cost.residue));
}

/**
 * The fields another party of an output empties, of those chosen for the previous one: a Destinatário's
 * residue lines (each names one of its licences and is priced by its negotiation); a Transportador's
 * driver and transport cost (its employee, its negotiation), but not 'Sem custo negociado', which every
 * transporter offers.
 */
export function clearedByPartyChange(
  party: "destiny" | "transporter",
  values: { transport_cost?: unknown },
): ("residues" | "driver" | "transport_cost")[] {
  if (party === "destiny") return ["residues"];
  return values.transport_cost === NO_TRANSPORT_NEGOTIATION ? ["driver"] : ["driver", "transport_cost"];
}

/**
 * The chosen transport cost that removing the residue line at `index` would clear (transportCostsFor no
 * longer offers it: it was negotiated for that line's residue and no other line has it), so the form can
 * say so before removing; undefined when the cost stays (none chosen, 'Sem custo negociado', another
 * line with the same residue, or a cost of another residue).
 */
export function transportCostLostByRemoving<T extends { value: string; residue?: string | null }>(
  costs: readonly T[],
  lines: readonly { residue?: unknown }[] | null | undefined,
  index: number,
  chosen: unknown,
): T | undefined {
  if (typeof chosen !== "string" || chosen === "") return undefined;
  const kept = transportCostsFor(costs, lines).find((cost) => cost.value === chosen);
  if (!kept) return undefined;
  const after = transportCostsFor(
    costs,
    (lines ?? []).filter((_, i) => i !== index),
  );
  return after.includes(kept) ? undefined : kept;
}
export const RECEIVER_NAME_MAX = 100;
export const TREATMENT_MAX = 200;

/** The day an MTR was issued (its document's creation), yyyy-MM-dd in Brasília's calendar, as the API reads it. */
export function mtrIssueDay(createdAt: string | Date): string {
  return today(new Date(createdAt));
}

/** Why a receipt dated before its MTR's issue is refused ({min}: the issue day, dd/mm/aaaa). */
export const RECEIPT_BEFORE_ISSUE = "A data do recebimento não pode ser anterior à emissão do MTR ({min}).";

/** Why a received quantity of 0 is refused: a line the recipient received weighs something. */
export const RECEIVED_QUANTITY_POSITIVE = "O campo {label} deve ser maior que 0.";

/**
 * The recipient's receipt of an MTR issued on `issueDay` (mtrIssueDay; yyyy-MM-dd): who received it,
 * when (not before the issue, not after today), and the quantity received of each residue line (more
 * than 0: a line received is a line that weighs something; 0 would close the MTR with nothing). The
 * dialog and the API validate with the same one, so the dialog refuses what the API would.
 */
export function receiptSchemaFor(issueDay?: string) {
  return group({
    received_at: date({
      required: true,
      past: true,
      min: issueDay,
      messages: { minDate: RECEIPT_BEFORE_ISSUE },
    }),
    receiver_name: text({ required: true, max: RECEIVER_NAME_MAX }),
    notes: text({ max: OBSERVATIONS_MAX }),
    lines: list(
      group({
        uuid: text({ required: true }),
        received_quantity: rule(quantity(true), "positive", (value) =>
          value > 0 ? true : fail(RECEIVED_QUANTITY_POSITIVE),
        ),
      }),
      { min: 1 },
    ),
  });
}
/**
 * The receipt date picker's limits for an MTR issued on `issueDay`: its calendar starts on that day, and
 * a day typed before it reads the API's message instead of the picker's generic one.
 */
export function receiptDateBounds(issueDay: string): { min: string; minMessage: string } {
  return { min: issueDay, minMessage: fillParams(RECEIPT_BEFORE_ISSUE, { min: formatDate(issueDay) }) };
}
/** The receipt's shape without its MTR's issue day (types, and checks that do not know the MTR). */
export const receiptSchema = receiptSchemaFor();
export const receiptLabels = {
  received_at: "Data do recebimento",
  receiver_name: "Recebido por",
  notes: "Observações do recebimento",
  lines: "Resíduos recebidos",
  "lines.*.uuid": "Resíduo",
  "lines.*.received_quantity": "Quantidade recebida",
};
export type ReceiptValues = Infer<typeof receiptSchema>;

/** Closing an MTR with its CDF (certificado de destinação final): the destination given to the residues. */
export const cdfSchema = group({
  treatment: text({ required: true, max: TREATMENT_MAX }),
});
export const cdfLabels = { treatment: "Tratamento / destinação final" };
export type CdfValues = Infer<typeof cdfSchema>;

/**
 * "MTR Modelo": the output's choices saved under a name, for repetitive shipments (files are not kept).
 * Applying one only fills the wizard, whose save checks every option again.
 */
/** The fields of the output form a template keeps (no files: a ticket or an XML is per shipment). */
export const MTR_TEMPLATE_FIELDS = [
  "document_type",
  "mtr_option",
  "destiny",
  "transporter",
  "vehicle_type",
  "transport_cost",
  "driver",
  "vehicle_plate",
  "trailer_plate",
  "mtr_responsible",
  "responsible_name",
  "observations",
  "residues",
] as const;
/** The name a template is saved under (the dialog's form). */
export const mtrTemplateNameSchema = group({ name: text({ required: true, max: 100 }) });
/** Why a template is refused when the form held nothing to keep. */
export const MTR_TEMPLATE_EMPTY = "Preencha ao menos um campo do formulário antes de salvar um modelo.";
/**
 * The choices a template keeps; at least one of them filled (a blank text counts as empty, as an empty
 * residue list does): an empty template would only empty the form it is applied to. The message is a
 * whole-form one when these values are validated alone, and on `values` inside `mtrTemplateSchema`.
 */
export const mtrTemplateValuesSchema = rule(
  group({
    document_type: text({ max: 20 }),
    mtr_option: text({ max: 20 }),
    destiny: text({ max: 36 }),
    transporter: text({ max: 36 }),
    vehicle_type: text({ max: 60 }),
    transport_cost: text({ max: 36 }),
    driver: text({ max: 36 }),
    vehicle_plate: text({ max: 8 }),
    trailer_plate: text({ max: 8 }),
    mtr_responsible: text({ max: 20 }),
    responsible_name: text({ max: 100 }),
    observations: text({ max: OBSERVATIONS_MAX }),
    residues: list(residueLineSchema, { max: 50 }),
  }),
  "templateFilled",
  (values) =>
    MTR_TEMPLATE_FIELDS.some((field) => {
      const value: unknown = values[field];
      return Array.isArray(value) ? value.length > 0 : !isEmpty(value);
    }) || fail(MTR_TEMPLATE_EMPTY),
);
export const mtrTemplateSchema = group({
  name: text({ required: true, max: 100 }),
  values: mtrTemplateValuesSchema,
});
export const mtrTemplateLabels = { name: "Nome do modelo", values: "Valores do modelo" };
export type MtrTemplateValues = Infer<typeof mtrTemplateSchema>;
