// An output document as the public MTR systems take it (issue 16): its manifest, and its receipt's lines.
// The platform keeps its own labels ("Caixa de papelão", "Aterro Classe I"); the systems take the codes of
// their reference lists, found through the code book (integrations/mtr/codes.ts). A value the system's
// list does not have refuses the whole manifest, naming the value, rather than send a label it would take
// for something else.
import type { Database } from "../db/database";
import {
  type CodeBook,
  type ManifestParty,
  type ManifestResidue,
  type ManifestToSend,
  MtrRejectedError,
  REFERENCE_LIST_NAMES,
  type ReceiptDetails,
  type ReceiptLine,
  type ReferenceList,
} from "../integrations/mtr";
import { platformDay } from "../time-zone";
import type { MtrParty } from "./pdf";
import { asIssued, type OutputRow, outputQuery, printedResidues } from "./printed";

/**
 * The generator's code of a document in the public systems: the 32 hex digits of its uuid. MTR numbers
 * repeat across companies ("2026/000001" in each) and every company sends through the platform's one
 * account, deduped by this code: it must be unique across the platform, and the same on every resend.
 */
export const manifestCodeSql = (alias: string) => `replace(${alias}.uuid::text, '-', '')`;

/** "13 02 05(*)" → "130205": the IBAMA list code as the public systems write it. */
const ibamaDigits = (code: string | null) => (code ?? "").replace(/\D/g, "");

/** The platform's measure units (output lines' `measure_unity`) as the systems' unit lists name them. */
const UNIT_NAMES: Record<string, { label: string; names: string[] }> = {
  tons: { label: "Tonelada", names: ["Tonelada", "t"] },
  ton: { label: "Tonelada", names: ["Tonelada", "t"] },
  t: { label: "Tonelada", names: ["Tonelada", "t"] },
  kg: { label: "Quilograma", names: ["Quilograma", "kg"] },
  liters: { label: "Litro", names: ["Litro", "L"] },
  m3: { label: "Metro cúbico", names: ["Metro Cúbico", "m³", "m3"] },
};
const unitNames = (unit: string) => UNIT_NAMES[unit] ?? { label: unit, names: [unit] };

/** What the system needs to know the manifest's context for: its name, and the codes of its lists. */
export type SystemCodes = { name: string; codes: CodeBook };

/**
 * The problems found while mapping one document (each a sentence naming the value): all of them are
 * reported at once, so one correction covers them.
 */
class Problems {
  readonly list: string[] = [];
  add(message: string) {
    if (!this.list.includes(message)) this.list.push(message);
  }
  throwIfAny(system: string) {
    if (this.list.length > 0) throw new MtrRejectedError(system, this.list.join(" "));
  }
}

/** What a residue lacks when it has no value for a list ("O resíduo X não tem …"). */
const MISSING: Record<ReferenceList, string> = {
  classes: "a classe (NBR 10004) cadastrada",
  units: "unidade de medida",
  treatments: "tecnologia de tratamento cadastrada",
  physicalStates: "estado físico cadastrado (armazenamento)",
  packagings: "acondicionamento informado no documento nem no armazenamento",
};

/** The code of one of our values in one of the system's lists, or a problem naming the value. */
async function codeFor(
  system: SystemCodes,
  problems: Problems,
  field: { list: ReferenceList; label: string; residue: string },
  value: { shown: string | null; names: (string | null)[] },
): Promise<string> {
  if (!value.shown) {
    problems.add(`O resíduo "${field.residue}" não tem ${MISSING[field.list]}, que o ${system.name} exige.`);
    return "";
  }
  const code = await system.codes.codeOf(field.list, value.names);
  if (code === null) {
    problems.add(
      `${field.label} "${value.shown}" (resíduo "${field.residue}") não corresponde a nenhum item da lista de ${REFERENCE_LIST_NAMES[field.list]} do ${system.name}: ajuste o cadastro e reenvie o MTR.`,
    );
    return "";
  }
  return code;
}

/**
 * A party as the MTR prints it (printed.ts: its legal name, document, address), by its CNPJ or, registered
 * as a person, its CPF; a registry from abroad cannot be sent. The registry type says which; a copy fixed
 * before it was kept is read by its digits (punctuation allowed), 14 for a CNPJ and 11 for a CPF.
 */
function partyOf(row: MtrParty, role: string, system: string, problems: Problems): ManifestParty {
  const digits = row.document.replace(/\D/g, "");
  const national = row.registry === "international_registry" ? false : /^[\d.\-/\s]+$/.test(row.document);
  const document =
    national && digits.length === 14
      ? { type: "cnpj" as const, number: digits }
      : national && digits.length === 11
        ? { type: "cpf" as const, number: digits }
        : null;
  if (!document)
    problems.add(
      `O ${role} "${row.name}" tem registro internacional: o ${system} identifica as partes por CNPJ ou CPF.`,
    );
  return {
    document: document ?? { type: "cnpj", number: "" },
    name: row.name,
    address: row.address ?? "",
    state: row.state ?? "",
    city: row.city ?? "",
  };
}

type ResidueRow = {
  name: string;
  ibama: string | null;
  class_code: string | null;
  class_label: string | null;
  quantity: number;
  unit: string;
  packaging: string | null;
  physical_state: string | null;
  treatment: string | null;
  onu_code: string | null;
  risk_class: string | null;
  packing_group: string | null;
};

/**
 * Each line's residue with what the systems ask of it: the residue's class, its first storage's physical
 * state, its first treatment's technology, the line's packaging (or, when the line has none, the residue's
 * storage's) and the residue's ANTT fields.
 */
const RESIDUE_LINES = `select rr.name, rr.ibama_sub_list as ibama, rr.abnt_nbr_10004 as class_code, cl.label as class_label,
        x.quantity::float8 as quantity, x.measure_unity as unit,
        coalesce(po.label, x.packaging, spo.label, s.packaging) as packaging,
        coalesce(ps.label, s.physical_state) as physical_state, coalesce(tt.label, t.technology) as treatment,
        nullif(btrim(rr.onu_code), '') as onu_code, nullif(btrim(rr.main_risk_class), '') as risk_class,
        nullif(btrim(rr.packing_group), '') as packing_group
   from output_residues x
   join residues rr on rr.id = x.residue_id
   left join reference_options cl on cl.list = 'classes' and cl.parent = '' and cl.code = rr.abnt_nbr_10004
   left join reference_options po on po.list = 'packagings' and po.parent = '' and po.code = x.packaging
   left join lateral (select st.physical_state, st.packaging from residue_storages st
                       where st.residue_id = rr.id and st.deleted_at is null order by st.id limit 1) s on true
   left join reference_options ps on ps.list = 'physical_states' and ps.parent = '' and ps.code = s.physical_state
   left join reference_options spo on spo.list = 'packagings' and spo.parent = '' and spo.code = s.packaging
   left join lateral (select tr.category, tr.technology from residue_treatments tr
                       where tr.residue_id = rr.id and tr.deleted_at is null order by tr.id limit 1) t on true
   left join reference_options tt on tt.list = 'treatment_technologies' and tt.parent = t.category
        and tt.code = t.technology
  where x.output_id = $1 order by x.position`;

async function residueOf(
  system: SystemCodes,
  problems: Problems,
  line: ResidueRow,
): Promise<ManifestResidue> {
  const field = (list: ReferenceList, label: string) => ({ list, label, residue: line.name });
  const unit = unitNames(line.unit);
  // "Classe I - Perigoso" is "Classe I" in the systems' list, whose abbreviation is our code ("I", "IIA").
  const classLabel = line.class_label ?? line.class_code;
  const classCode = await codeFor(system, problems, field("classes", "Classe"), {
    shown: classLabel,
    names: [line.class_label, line.class_label?.split(" - ")[0] ?? null, line.class_code],
  });
  const unitCode = await codeFor(system, problems, field("units", "Unidade"), {
    shown: unit.label,
    names: unit.names,
  });
  const packagingCode = await codeFor(system, problems, field("packagings", "Acondicionamento"), {
    shown: line.packaging,
    names: [line.packaging],
  });
  const physicalStateCode = await codeFor(system, problems, field("physicalStates", "Estado físico"), {
    shown: line.physical_state,
    names: [line.physical_state],
  });
  const treatmentCode = await codeFor(system, problems, field("treatments", "Tecnologia de tratamento"), {
    shown: line.treatment,
    names: [line.treatment],
  });
  return {
    ibamaCode: ibamaDigits(line.ibama),
    description: line.name,
    classCode,
    unitCode,
    quantity: line.quantity,
    packagingCode,
    physicalStateCode,
    treatmentCode,
    // A residue with a UN number travels as a dangerous good: ANTT's fields go with it ("UN1993" → "1993").
    ...(line.onu_code
      ? {
          hazard: {
            unNumber: line.onu_code.replace(/\D/g, ""),
            riskClass: line.risk_class,
            packingGroup: line.packing_group,
          },
        }
      : {}),
  };
}

/**
 * The manifest of one document, in the system's codes; null when the document is gone. It sends what the
 * MTR prints (printed.ts): the parties, driver, responsible and each residue's name, IBAMA code, class and
 * ANTT fields as the document was issued with them, whatever was edited since (a resend carries the same
 * document); documents issued before the fixed copy existed read the records. What the MTR does not print
 * (physical state, treatment technology, a line's storage packaging) is read from the residue's records.
 * A value the system cannot take (no match in its list, missing, a party without CNPJ or CPF) is a
 * `MtrRejectedError` naming each one: correcting a record and resending helps for what is read from the
 * records; a printed value is the document's (issuing for the public systems already requires each
 * residue's IBAMA code and class).
 */
export async function manifestOf(
  db: Database,
  outputId: number,
  companyId: number,
  system: SystemCodes,
): Promise<ManifestToSend | null> {
  const extra = `${manifestCodeSql("o")} as code, to_char(${platformDay("o.created_at")}, 'YYYY-MM-DD') as issued_at`;
  const { rows } = await db.query<OutputRow & { code: string; issued_at: string }>(
    `${outputQuery(extra)} where o.id = $1 and o.company_id = $2`,
    [outputId, companyId],
  );
  if (!rows[0]) return null;
  const head = asIssued(rows[0]);
  const problems = new Problems();
  const { rows: records } = await db.query<ResidueRow>(RESIDUE_LINES, [outputId]);
  // The records read today, with what the document printed of each residue over them.
  const printed = printedResidues(head, records.length);
  const residues: ManifestResidue[] = [];
  for (const [i, record] of records.entries()) {
    const line = printed?.[i];
    const as = line
      ? {
          ...record,
          name: line.name,
          ibama: line.ibamaCode ?? null,
          class_label: line.class ?? null,
          // The record's code names the printed class only while the residue still has it.
          class_code: (line.class ?? null) === record.class_label ? record.class_code : null,
          onu_code: line.unNumber?.trim() || null,
          risk_class: line.riskClass?.trim() || null,
          packing_group: line.packingGroup?.trim() || null,
        }
      : record;
    residues.push(await residueOf(system, problems, as));
  }
  const manifest: ManifestToSend = {
    code: head.code,
    platformNumber: head.mtr_number ?? "",
    generator: partyOf(head.generator, "gerador", system.name, problems),
    transporter: partyOf(head.transporter, "transportador", system.name, problems),
    recipient: partyOf(head.recipient, "destinatário", system.name, problems),
    residues,
    driverName: head.driver_name ?? "",
    vehiclePlate: head.vehicle_plate,
    responsible: head.responsible_name ?? "",
    issuedAt: head.issued_at,
    observations: head.observations ?? "",
  };
  problems.throwIfAny(system.name);
  return manifest;
}

/** The recipient's receipt of one document as the system takes it: quantities received, in its unit codes. */
export async function receiptOf(
  db: Database,
  outputId: number,
  system: SystemCodes,
): Promise<{ lines: ReceiptLine[]; details: ReceiptDetails }> {
  const { rows } = await db.query<{
    received_at: string | null;
    receiver_name: string | null;
    notes: string | null;
  }>(
    `select to_char(received_at, 'YYYY-MM-DD') as received_at, receiver_name, receipt_notes as notes
       from outputs where id = $1`,
    [outputId],
  );
  const { rows: lines } = await db.query<{
    name: string;
    ibama: string | null;
    quantity: number;
    unit: string;
  }>(
    `select rr.name, rr.ibama_sub_list as ibama, coalesce(x.received_quantity, 0)::float8 as quantity,
            x.measure_unity as unit
       from output_residues x join residues rr on rr.id = x.residue_id
      where x.output_id = $1 order by x.position`,
    [outputId],
  );
  const problems = new Problems();
  const receipt: ReceiptLine[] = [];
  for (const line of lines) {
    const unit = unitNames(line.unit);
    const unitCode = await codeFor(
      system,
      problems,
      { list: "units", label: "Unidade", residue: line.name },
      { shown: unit.label, names: unit.names },
    );
    receipt.push({ ibamaCode: ibamaDigits(line.ibama), quantity: line.quantity, unitCode });
  }
  problems.throwIfAny(system.name);
  const head = rows[0];
  return {
    lines: receipt,
    details: {
      ...(head?.received_at ? { receivedAt: head.received_at } : {}),
      ...(head?.receiver_name ? { responsible: head.receiver_name } : {}),
      ...(head?.notes ? { observations: head.notes } : {}),
    },
  };
}
