// Residues (spec 02 §2 residue wizard, §3) on the resource kit: the residue with its legal requirements
// and integrated-system mappings; treatments, storages and negotiations as its child resources. The
// wizard creates the residue when its first step is left (with that step's treatments and storages) and
// saves each later step with PUT; option fields must name a reference_options code.
import {
  bool,
  group,
  legalRequirementsLabels,
  type NegotiationValues,
  negotiationLabels,
  negotiationSchema,
  type ResidueBasicDataValues,
  type ResidueEditValues,
  residueBasicDataLabels,
  residueBasicDataSchema,
  residueEditLabels,
  residueEditSchema,
  STORAGE_DUPLICATE,
  type StorageValues,
  storageLabels,
  storageSchema,
  TREATMENT_DUPLICATE,
  type TreatmentValues,
  treatmentLabels,
  treatmentSchema,
} from "@trilha/forms/schemas";
import type { Database, Row } from "../db/database";
import { ValidationError } from "../http/errors";
import { assertOptions, type OptionCheck } from "../reference/residue-options";
import { defineResource, refuseReactivatedTwin, refuseTwin, type Scope } from "../resources";

export const RESIDUE_INACTIVE_EDIT = "O resíduo está inativo. Reative-o para editar o cadastro.";

const LEGAL = Object.keys(legalRequirementsLabels) as (keyof ResidueEditValues["legal_requirements"])[];
const SYSTEMS = ["ctre", "fepam"] as const;
const MAPPED = ["residue", "packaging", "class", "unit"] as const;
const MAPPING_COLUMNS = SYSTEMS.flatMap((system) => MAPPED.map((field) => `${system}_${field}`));

/** Each legal requirement that names an option, with the list it comes from (sub-lists by their parent). */
function legalChecks(legal: Partial<Record<(typeof LEGAL)[number], string>>): OptionCheck[] {
  const check = (field: (typeof LEGAL)[number], list: string, parent?: unknown): OptionCheck => ({
    field: `legal_requirements.${field}`,
    label: legalRequirementsLabels[field],
    list,
    value: legal[field],
    parent,
  });
  return [
    check("abnt_nbr_10004", "classes"),
    check("ibama_list", "ibama_subchapters"),
    check("ibama_sub_list", "ibama_residues", legal.ibama_list),
    check("conama_list", "conama_313"),
    check("nbr_14725_list", "nbr_14725_3"),
    check("nbr_14725_category", "nbr_14725_3_categories", legal.nbr_14725_list),
    check("onu_code", "un_numbers"),
    check("main_risk_class", "risk_classes"),
    check("subsidiary_risk_class", "risk_classes"),
    check("risk_number", "risk_numbers"),
    check("packing_group", "packing_groups"),
  ];
}

const typeCheck = (value: unknown): OptionCheck => ({
  field: "type",
  label: residueBasicDataLabels.type,
  list: "residue_types",
  value,
});

function treatmentChecks(value: Partial<TreatmentValues>, prefix = ""): OptionCheck[] {
  return [
    {
      field: `${prefix}category`,
      label: treatmentLabels.category,
      list: "treatment_categories",
      value: value.category,
    },
    {
      field: `${prefix}technology`,
      label: treatmentLabels.technology,
      list: "treatment_technologies",
      value: value.technology,
      parent: value.category,
    },
    { field: `${prefix}class`, label: treatmentLabels.class, list: "classes", value: value.class },
  ];
}

function storageChecks(value: Partial<StorageValues>, prefix = ""): OptionCheck[] {
  return [
    { field: `${prefix}type`, label: storageLabels.type, list: "storage_types", value: value.type },
    {
      field: `${prefix}physical_state`,
      label: storageLabels.physical_state,
      list: "physical_states",
      value: value.physical_state,
    },
    {
      field: `${prefix}packaging`,
      label: storageLabels.packaging,
      list: "packagings",
      value: value.packaging,
    },
  ];
}

const TREATMENT_COLUMNS = ["category", "technology", "class"] as const;
const STORAGE_COLUMNS = ["type", "physical_state", "packaging", "discount_packaging"] as const;

async function insertRows(
  tx: Database,
  scope: Scope,
  table: string,
  residueId: number,
  columns: readonly string[],
  rows: Record<string, unknown>[],
) {
  for (const row of rows) {
    const values = columns.map((column) => row[column] ?? null);
    await tx.query(
      `insert into ${table} (company_id, residue_id, ${columns.join(", ")})
       values ($1, $2, ${columns.map((_, i) => `$${i + 3}`).join(", ")})`,
      [scope.companyId, residueId, ...values],
    );
  }
}

/**
 * The wizard's first step creates its residue as a draft (`draft: true`) and its last Próximo finishes it
 * (`draft: false`, on the last PUT): a draft is listed as 'Rascunho' to continue or discard, and never
 * chosen nor counted as an active residue. Without the flag a create is a finished residue (API
 * clients, the seed), and a PUT leaves the flag as it is; a finished residue never goes back to draft.
 */
const draftFlag = { draft: bool() };
const draftLabels = { draft: "Rascunho" };

async function setDraft(tx: Database, scope: Scope, id: number, draft: boolean) {
  await tx.query("update residues set draft = $3 where company_id = $1 and id = $2", [
    scope.companyId,
    id,
    draft,
  ]);
}

const count = (table: string, where: string) =>
  `(select count(*)::int from ${table} x where x.residue_id = r.id and x.deleted_at is null${where})`;

export const residues = defineResource({
  name: "residue",
  table: "residues",
  scope: "company",
  columns: ["type", "name", "internal_code", ...LEGAL, ...MAPPING_COLUMNS],
  schema: {
    create: group({ ...residueBasicDataSchema.schema, ...draftFlag }),
    update: group({ ...residueEditSchema.schema, ...draftFlag }),
  },
  labels: { ...residueBasicDataLabels, ...residueEditLabels, ...draftLabels },
  search: ["name", "internal_code"],
  sort: { fields: ["name"], default: "-created_at" },
  messages: { notFound: "Resíduo não encontrado.", inactive: RESIDUE_INACTIVE_EDIT },
  // The wizard's steps, its last Próximo included, are the residue's registration: no history of them.
  isDraft: (row) => row.draft === true,
  // The list's counts (spec: name, type, destination count, transporter count) and the type's label.
  select: [
    "r.draft",
    "rt.label as type_name",
    `${count("residue_negotiations", " and x.recipient_id is not null")} as destination_count`,
    `${count("residue_negotiations", " and x.carrier_id is not null")} as transporter_count`,
  ].join(", "),
  join: "left join reference_options rt on rt.list = 'residue_types' and rt.parent = '' and rt.code = r.type",
  async resolve(value, { tx }) {
    if ("legal_requirements" in value) {
      const edit = value as ResidueEditValues;
      await assertOptions(tx, [typeCheck(edit.type), ...legalChecks(edit.legal_requirements)]);
      const mappings = Object.fromEntries(
        SYSTEMS.flatMap((system) =>
          MAPPED.map((field) => [`${system}_${field}`, edit.integrated_systems[system][field]]),
        ),
      );
      return { ...edit, ...edit.legal_requirements, ...mappings };
    }
    const basic = value as ResidueBasicDataValues;
    await assertOptions(tx, [
      typeCheck(basic.type),
      ...basic.treatments.flatMap((item, i) => treatmentChecks(item, `treatments.${i}.`)),
      ...basic.storages.flatMap((item, i) => storageChecks(item, `storages.${i}.`)),
    ]);
    return basic;
  },
  // The first step's treatments and storages are written with the residue, in its transaction.
  async afterWrite(id, value, { tx, scope, current }) {
    const { draft } = value as { draft?: boolean };
    if (current) {
      if (draft === false) await setDraft(tx, scope, id, false);
      return;
    }
    if (draft) await setDraft(tx, scope, id, true);
    const basic = value as ResidueBasicDataValues;
    await insertRows(tx, scope, "residue_treatments", id, TREATMENT_COLUMNS, basic.treatments);
    await insertRows(tx, scope, "residue_storages", id, STORAGE_COLUMNS, basic.storages);
  },
  shape(json) {
    const legal = Object.fromEntries(LEGAL.map((field) => [field, json[field] ?? null]));
    const systems = Object.fromEntries(
      SYSTEMS.map((system) => [
        system,
        Object.fromEntries(MAPPED.map((field) => [field, json[`${system}_${field}`] ?? null])),
      ]),
    );
    const rest = Object.fromEntries(
      Object.entries(json).filter(([key]) => !LEGAL.includes(key as never) && !MAPPING_COLUMNS.includes(key)),
    );
    return { ...rest, legal_requirements: legal, integrated_systems: systems };
  },
});

const parent = { resource: residues, column: "residue_id" };
// The edit page's Tratamentos / Armazenamentos refuse a twin of an active row, as the wizard's Incluir does.
const TREATMENTS = { table: "residue_treatments", parentColumn: "residue_id" };
const TREATMENT_TWIN = ["category", "technology", "class"];
const STORAGES = { table: "residue_storages", parentColumn: "residue_id" };
const STORAGE_TWIN = ["type", "physical_state", "packaging"];
const childMessages = { inactiveParent: RESIDUE_INACTIVE_EDIT };

export const treatments = defineResource({
  name: "treatment",
  table: "residue_treatments",
  scope: "company",
  parent,
  editInactive: true,
  columns: TREATMENT_COLUMNS,
  schema: treatmentSchema,
  labels: treatmentLabels,
  messages: { ...childMessages, notFound: "Tratamento não encontrado." },
  async resolve(value, context) {
    const treatment = value as TreatmentValues;
    await assertOptions(context.tx, treatmentChecks(treatment));
    const { category, technology } = treatment;
    await refuseTwin(
      context,
      TREATMENTS,
      { category, technology, class: treatment.class },
      TREATMENT_DUPLICATE,
    );
    return value;
  },
  beforeStateChange: refuseReactivatedTwin(TREATMENTS, TREATMENT_TWIN, TREATMENT_DUPLICATE),
});

export const storages = defineResource({
  name: "storage",
  table: "residue_storages",
  scope: "company",
  parent,
  editInactive: true,
  columns: STORAGE_COLUMNS,
  schema: storageSchema,
  labels: storageLabels,
  messages: { ...childMessages, notFound: "Armazenamento não encontrado." },
  async resolve(value, context) {
    const storage = value as StorageValues;
    await assertOptions(context.tx, storageChecks(storage));
    const { type, physical_state, packaging } = storage;
    await refuseTwin(context, STORAGES, { type, physical_state, packaging }, STORAGE_DUPLICATE);
    return value;
  },
  beforeStateChange: refuseReactivatedTwin(STORAGES, STORAGE_TWIN, STORAGE_DUPLICATE),
});

/** The negotiation's providers: the company's own, active, offering the service the field names. */
const PROVIDER_ROLES = [
  { field: "manager", column: "manager_id", type: "manager" },
  { field: "recipient", column: "recipient_id", type: "recipient" },
  { field: "carrier", column: "carrier_id", type: "carrier" },
] as const;

async function providerIds(tx: Database, scope: Scope, value: NegotiationValues) {
  const ids: Record<string, number | null> = {};
  const fields: Record<string, string> = {};
  for (const { field, column, type } of PROVIDER_ROLES) {
    const uuid = value[field];
    if (!uuid) {
      ids[column] = null;
      continue;
    }
    const { rows } = await tx.query<{ id: number }>(
      `select p.id from providers p
         join provider_type_links l on l.provider_id = p.id and l.type_code = $3
        where p.company_id = $1 and p.uuid::text = $2 and p.deleted_at is null`,
      [scope.companyId, String(uuid), type],
    );
    if (rows[0]) ids[column] = rows[0].id;
    else fields[field] = `Selecione uma opção válida para o campo ${negotiationLabels[field]}.`;
  }
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
  return ids;
}

const providerJson = (role: string) =>
  `(select json_build_object('uuid_provider', p.uuid, 'alias', p.alias) from providers p where p.id = r.${role}_id) as ${role}__provider`;

export const negotiations = defineResource({
  name: "negotiation",
  table: "residue_negotiations",
  scope: "company",
  parent,
  editInactive: true,
  columns: [
    "manager_id",
    "type",
    "period",
    "starts_on",
    "ends_on",
    "repeat_period",
    "recipient_id",
    "recipient_amount_type",
    "recipient_cost",
    "recipient_amount_per",
    "carrier_id",
    "carrier_amount_type",
    "carrier_cost",
    "carrier_amount_per",
    "vehicle_type",
  ],
  files: [
    {
      field: "emergency_file",
      column: "emergency_file_id",
      kind: "pdf",
      label: negotiationLabels.emergency_file,
    },
    {
      field: "declaration_file",
      column: "declaration_file_id",
      kind: "pdf",
      label: negotiationLabels.declaration_file,
    },
  ],
  schema: negotiationSchema,
  labels: negotiationLabels,
  messages: { ...childMessages, notFound: "Negociação não encontrada." },
  select: PROVIDER_ROLES.map(({ field }) => providerJson(field)).join(", "),
  async resolve(value, { tx, scope }) {
    const negotiation = value as NegotiationValues;
    await assertOptions(tx, [
      {
        field: "vehicle_type",
        label: negotiationLabels.vehicle_type,
        list: "vehicle_types",
        value: negotiation.vehicle_type,
      },
    ]);
    return {
      ...negotiation,
      ...(await providerIds(tx, scope, negotiation)),
      starts_on: negotiation.start,
      ends_on: negotiation.period === "defined" ? negotiation.end : null,
    };
  },
  shape(json, row: Row) {
    const { manager_id: _m, recipient_id: _r, carrier_id: _c, starts_on, ends_on, ...rest } = json;
    const providers = Object.fromEntries(
      PROVIDER_ROLES.map(({ field }) => [field, row[`${field}__provider`] ?? null]),
    );
    return { ...rest, ...providers, start: starts_on, end: ends_on };
  },
});

export const residueResources = [residues, treatments, storages, negotiations];
