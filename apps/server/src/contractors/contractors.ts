// Contractors (contratantes, issue 14) on the resource kit: a client company of the platform. Creating one
// writes, in the kit's one transaction, the platform company (companies), its master user (users, bound to
// the company and the plan's modules), the contractor row (data, contract and plan) and its addenda; the
// master user's welcome e-mail goes after the commit (`created`). Scope "company-or-adm": a company
// manages the contractors it registered, an ADM-plan user all of them. See docs/api/contractors.md.
import {
  type ContractorUpdateValues,
  type ContractorValues,
  contractorLabels,
  contractorSchema,
  contractorUpdateSchema,
  GENERATOR_TYPES,
  generatorTypeLabels,
  mainModuleLabels,
  PLAN_FEATURES,
  PLAN_USERS_DEFAULT,
  type PlanValues,
} from "@trilha/forms/schemas";
import { voidPasswordLinks } from "../auth/url-tokens";
import type { Database, Row } from "../db/database";
import { isUpload, type Upload } from "../http/body";
import { HttpError, ValidationError } from "../http/errors";
import { dayRange, defineResource, type Params, type WriteContext } from "../resources";
import { forgetSessions } from "../session/cache";
import { checkContent, fileUrl } from "../storage/uploads";
import { platformDay } from "../time-zone";
import { FIRST_ACCESS_PENDING, renameUser } from "../users/users";
import { bindCompanyModules } from "./plan-members";

export const CONTRACTOR_NOT_FOUND = "Contratante não encontrado.";
export const DUPLICATE_CONTRACTOR = "Um contratante já foi cadastrado com o CNPJ informado.";
export const DUPLICATE_COMPANY = "Uma empresa já foi cadastrada com o CNPJ informado.";
export const MASTER_EMAIL_TAKEN = "Já existe um usuário com o e-mail informado.";
export const MASTER_EMAIL_LOCKED =
  "O e-mail do usuário master só pode ser alterado antes do primeiro acesso.";
export const duplicateContractorNamed = (tradingName: string) =>
  `Um contratante já foi cadastrado com o CNPJ informado: ${tradingName}.`;

/** The module e-mail that keeps a module's users inside this portal (spec 01 §1). */
const RESTRICTED = "restricted";

type Create = ContractorValues;
type Update = ContractorUpdateValues;
type Plan = PlanValues;

const COMPANY = [
  "cnpj",
  "international_registry",
  "company_name",
  "trading_name",
  "address_country",
  "address_zip_code",
  "address_state",
  "address_city",
  "address_name",
  "address_number",
  "address_complement",
  "phone",
  "cnaer_principal",
] as const;
const PERSON = ["name", "phone", "phone_extension", "email"] as const;
const CONTRACT: Record<string, string> = {
  interno: "contract_interno",
  inicio: "contract_inicio",
  termino: "contract_termino",
  prazo_indeterminado: "contract_indeterminate",
  representante_comercial: "contract_commercial_representative",
  representante_juridico: "contract_legal_representative",
  observacoes: "contract_notes",
};
const PLAN: Record<string, string> = {
  main_module: "plan_main_module",
  small_generators: "plan_small_generators",
  large_generators: "plan_large_generators",
  internal_management_generators: "plan_internal_management_generators",
  generator_type: "plan_generator_type",
};
/** PDF columns: the body field (under its section) → the column. */
const FILES = [
  { section: "contractor", field: "cartao_cnpj", column: "cartao_cnpj", label: "Cartão CNPJ" },
  { section: "contractor", field: "contrato_social", column: "contrato_social", label: "Contrato social" },
  { section: "contract", field: "contrato", column: "contract_file", label: "Contrato" },
  { section: "contract", field: "proposta", column: "contract_proposal", label: "Proposta" },
] as const;

export const CONTRACTOR_COLUMNS = [
  "client_company_id",
  "master_user_id",
  ...COMPANY,
  "cartao_cnpj",
  "contrato_social",
  ...PERSON.map((field) => `legal_${field}`),
  ...PERSON.map((field) => `financial_${field}`),
  ...Object.values(CONTRACT),
  "contract_file",
  "contract_proposal",
  ...Object.values(PLAN),
  "plan_features",
  "master_phone",
  "master_phone_extension",
  "welcome_sent_at",
] as const;

const orNull = (value: unknown) => (value === undefined || value === "" ? null : value);
const fileJson = (column: string) =>
  `(select json_build_object('uuid', f.uuid, 'name', f.display_name) from stored_files f where f.id = r.${column}) as ${column}__file`;

const SELECT = [
  "cc.uuid::text as client_company_uuid",
  "u.uuid::text as master__uuid, u.name as master__name, u.email as master__email",
  `${FIRST_ACCESS_PENDING} as master__pending`,
].join(",\n  ");
/** What only one contractor's answer (and its history) reads: its stored files and addenda. */
const DETAIL = [
  ...FILES.map((file) => fileJson(file.column)),
  `(select coalesce(json_agg(json_build_object('uuid', f.uuid, 'name', f.display_name) order by a.position), '[]'::json)
     from contractor_addenda a join stored_files f on f.id = a.file_id where a.contractor_id = r.id) as aditivos__rows`,
].join(",\n  ");

// ——— the plan ———

type Feature = { feature: string; enabled: boolean; users: number; value_per_user: number };

/** Every feature row, in the spec's order: the ones sent, the others off with the default users. */
export function planFeatures(plan: Plan): Feature[] {
  const sent = new Map((plan.features ?? []).map((item) => [item.feature, item]));
  return PLAN_FEATURES.map((feature) => {
    const item = sent.get(feature);
    // No price list exists yet: the spec's value per user is a static 0,00.
    return {
      feature,
      enabled: item?.enabled ?? false,
      users: item?.users ?? PLAN_USERS_DEFAULT,
      value_per_user: 0,
    };
  });
}

const money = (value: number) => Math.round(value * 100) / 100;

/** The plan's platform modules: the main module's, then the generator types it holds. */
export function planModules(plan: {
  main_module: string;
  small_generators?: number | null;
  large_generators?: number | null;
  internal_management_generators?: number | null;
  generator_type?: string | null;
}): string[] {
  const main = plan.main_module as keyof typeof mainModuleLabels;
  const names = [`Módulo ${mainModuleLabels[main]}`];
  const counts = {
    pg: plan.small_generators,
    gg: plan.large_generators,
    ggi: plan.internal_management_generators,
  };
  for (const type of GENERATOR_TYPES) {
    const chosen = main === "mmf" ? Number(counts[type] ?? 0) > 0 : plan.generator_type === type;
    if (chosen) names.push(`Módulo ${generatorTypeLabels[type]}`);
  }
  return names;
}

/**
 * Binds the contractor's company, and every user of it (the master user, bound to it before this is
 * called, and whom its administrators added), to exactly the plan's modules (created when missing,
 * restricted to this portal; plan-members.ts), and writes the plan on the company (MMF / MG).
 */
export async function bindPlanModules(tx: Database, _masterId: number, companyId: number, plan: Plan) {
  const names = planModules(plan);
  const { rows } = await tx.query<{ id: number }>(
    `insert into modules (nome_comercial, email) select unnest($1::text[]), $2
     on conflict (nome_comercial) do update set active = true, deleted_at = null
     returning id`,
    [names, RESTRICTED],
  );
  // The master user is one of the company's users (user_companies): all of them follow the plan.
  await bindCompanyModules(
    tx,
    companyId,
    rows.map((row) => row.id),
  );
  await tx.query("update companies set plan = $2, updated_at = now() where id = $1", [
    companyId,
    plan.main_module.toUpperCase(),
  ]);
}

// ——— checks ———

/** The 409 of a CNPJ already registered: naming the contractor only to whom may see it. */
async function assertNewDocument(ctx: WriteContext, cnpj: string) {
  const { rows } = await ctx.tx.query<{
    uuid: string;
    trading_name: string;
    company_name: string;
    company_id: number;
  }>(
    "select uuid::text as uuid, trading_name, company_name, company_id from contractors where cnpj = $1 and id <> $2",
    [cnpj, ctx.current?.id ?? -1],
  );
  const found = rows[0];
  if (found) {
    const visible = ctx.scope.all || found.company_id === ctx.scope.companyId;
    if (!visible) throw new HttpError(409, DUPLICATE_CONTRACTOR, { code: "DUPLICATE" });
    throw new HttpError(409, duplicateContractorNamed(found.trading_name), {
      code: "DUPLICATE",
      data: {
        existing: {
          uuid_contractor: found.uuid,
          trading_name: found.trading_name,
          company_name: found.company_name,
        },
      },
    });
  }
  const own = ctx.current ? Number(ctx.current.client_company_id) : -1;
  const company = await ctx.tx.query("select 1 from companies where cnpj = $1 and id <> $2", [cnpj, own]);
  if (company.rows[0]) throw new HttpError(409, DUPLICATE_COMPANY, { code: "DUPLICATE" });
}

async function assertFreeEmail(tx: Database, email: string, userId: number) {
  const { rows } = await tx.query("select 1 from users where lower(email) = lower($1) and id <> $2", [
    email.trim(),
    userId,
  ]);
  if (rows[0]) throw new ValidationError({ "responsible_first.email": MASTER_EMAIL_TAKEN });
}

// ——— files ———

async function savePdf(ctx: WriteContext, upload: Upload, path: string, label: string) {
  if (!ctx.files) throw new Error("contractors: uploads need the file storage");
  const type = checkContent(upload, "pdf", path, label);
  return ctx.files.save(ctx.tx, ctx.scope.companyId, upload, type, "contractors");
}

/** An upload replaces the file, a string keeps the stored one, nothing removes it (the section is sent whole). */
async function fileColumn(ctx: WriteContext, value: unknown, path: string, label: string, current: unknown) {
  if (isUpload(value)) return savePdf(ctx, value, path, label);
  if (typeof value === "string" && value !== "") return current ?? null;
  return null;
}

const UUID_IN_URL = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/** The addenda: stored ones named by their URL are kept (in the order sent), uploads added, the rest removed. */
async function writeAddenda(ctx: WriteContext, contractorId: number, items: unknown[]) {
  const ids: number[] = [];
  for (const [index, item] of items.entries()) {
    if (isUpload(item)) {
      ids.push(await savePdf(ctx, item, `contract.aditivos.${index}`, "Aditivo"));
      continue;
    }
    const uuid = typeof item === "string" ? UUID_IN_URL.exec(item)?.[1] : undefined;
    if (!uuid) continue;
    const { rows } = await ctx.tx.query<{ file_id: number }>(
      `select a.file_id from contractor_addenda a join stored_files f on f.id = a.file_id
        where a.contractor_id = $1 and f.uuid = $2`,
      [contractorId, uuid.toLowerCase()],
    );
    if (rows[0]) ids.push(rows[0].file_id);
  }
  await ctx.tx.query("delete from contractor_addenda where contractor_id = $1", [contractorId]);
  await ctx.tx.query(
    `insert into contractor_addenda (contractor_id, file_id, position)
     select $1, file_id, position - 1 from unnest($2::int[]) with ordinality as t(file_id, position)
     on conflict do nothing`,
    [contractorId, ids],
  );
}

// ——— writes ———

/** Validated body → the row's columns; sections not sent keep the current row's values. */
async function resolveColumns(value: Create | Update, ctx: WriteContext): Promise<Record<string, unknown>> {
  const current = ctx.current;
  const out: Record<string, unknown> = {};
  if (current) for (const column of CONTRACTOR_COLUMNS) out[column] = current[column];
  const contractor = value.contractor;
  if (contractor) {
    await assertNewDocument(ctx, contractor.cnpj);
    for (const field of COMPANY) out[field] = orNull(contractor[field]);
  }
  for (const [section, prefix] of [
    ["responsible_contractor_cool", "legal"],
    ["responsible_contractor_financial", "financial"],
  ] as const) {
    const person = value[section];
    if (person) for (const field of PERSON) out[`${prefix}_${field}`] = orNull(person[field]);
  }
  const contract = value.contract;
  if (contract) {
    for (const [field, column] of Object.entries(CONTRACT))
      out[column] = orNull((contract as Record<string, unknown>)[field]);
    if (contract.prazo_indeterminado) out.contract_termino = null;
  }
  for (const file of FILES) {
    const section = (value as Record<string, Record<string, unknown> | undefined>)[file.section];
    if (!section) continue;
    out[file.column] = await fileColumn(
      ctx,
      section[file.field],
      `${file.section}.${file.field}`,
      file.label,
      current?.[file.column],
    );
  }
  const plan = value.plan;
  if (plan) {
    for (const [field, column] of Object.entries(PLAN))
      out[column] = orNull((plan as Record<string, unknown>)[field]);
    // mmf counts its generator modules; mg has one type and no counts.
    if (plan.main_module === "mg") {
      out.plan_small_generators = null;
      out.plan_large_generators = null;
      out.plan_internal_management_generators = null;
    } else out.plan_generator_type = null;
    out.plan_features = JSON.stringify(planFeatures(plan));
  } else if (current) out.plan_features = JSON.stringify(current.plan_features);
  const master = value.responsible_first;
  if (master) {
    out.master_phone = orNull(master.phone);
    out.master_phone_extension = orNull(master.phone_extension);
  }
  if (!current) await createCompanyAndUser(value as Create, ctx, out);
  else await updateCompanyAndUser(value, ctx, out);
  return out;
}

/** A new contractor's platform company and master user (no password: the welcome link creates it). */
async function createCompanyAndUser(value: Create, ctx: WriteContext, out: Record<string, unknown>) {
  const { tx } = ctx;
  const master = value.responsible_first;
  await assertFreeEmail(tx, master.email, -1);
  const company = await tx.query<{ id: number }>(
    "insert into companies (trading_name, company_name, cnpj, plan) values ($1, $2, $3, $4) returning id",
    [
      value.contractor.trading_name,
      value.contractor.company_name,
      value.contractor.cnpj,
      value.plan.main_module.toUpperCase(),
    ],
  );
  const companyId = company.rows[0]!.id;
  const user = await tx.query<{ id: number }>(
    "insert into users (name, email) values ($1, $2) returning id",
    [master.name.trim(), master.email.trim()],
  );
  const userId = user.rows[0]!.id;
  await tx.query("insert into user_companies (user_id, company_id) values ($1, $2)", [userId, companyId]);
  await bindPlanModules(tx, userId, companyId, value.plan);
  out.client_company_id = companyId;
  out.master_user_id = userId;
  out.welcome_sent_at = null;
}

async function updateCompanyAndUser(value: Update, ctx: WriteContext, out: Record<string, unknown>) {
  const { tx } = ctx;
  const companyId = Number(out.client_company_id);
  const userId = Number(out.master_user_id);
  if (value.contractor) {
    await tx.query(
      "update companies set trading_name = $2, company_name = $3, cnpj = $4, updated_at = now() where id = $1",
      [companyId, value.contractor.trading_name, value.contractor.company_name, value.contractor.cnpj],
    );
  }
  if (value.plan) await bindPlanModules(tx, userId, companyId, value.plan);
  const master = value.responsible_first;
  if (master) {
    await assertFreeEmail(tx, master.email, userId);
    const email = master.email.trim();
    // Once the person has entered the platform the e-mail is their login: whoever edits the contractor
    // could otherwise change it and ask a reset for the new address (the account and its company).
    const { rows } = await tx.query<{ email: string; entered: boolean }>(
      `select email, not ${FIRST_ACCESS_PENDING} as entered from users u where id = $1 for update`,
      [userId],
    );
    const changed = rows[0] !== undefined && rows[0].email.toLowerCase() !== email.toLowerCase();
    if (changed && rows[0]?.entered)
      throw new ValidationError({ "responsible_first.email": MASTER_EMAIL_LOCKED });
    // The name follows the users screen's rule: a person who also enters another company keeps theirs.
    await renameUser(tx, { userId, companyId, by: ctx.scope.userId, name: master.name });
    await tx.query("update users set email = $2, updated_at = now() where id = $1", [userId, email]);
    // The first-access links sent to the old address set no password for the new one.
    if (changed) await voidPasswordLinks(tx, userId);
  }
}

// ——— the answers ———

type FileRow = { uuid: string; name: string } | null;
const attachment = (file: FileRow) => (file ? { url: fileUrl(file.uuid), display_name: file.name } : null);

function toListItem(json: Record<string, unknown>, row: Row) {
  return {
    uuid_contractor: json.uuid_contractor,
    uuid_company: row.client_company_uuid,
    cnpj: row.cnpj,
    company_name: row.company_name,
    trading_name: row.trading_name,
    termino: row.contract_termino ?? null,
    prazo_indeterminado: row.contract_indeterminate,
    created_at: json.created_at,
    updated_at: json.updated_at,
    deleted_at: json.deleted_at,
  };
}

function toDetail(json: Record<string, unknown>, row: Row) {
  const file = (column: string) => row[`${column}__file`] as FileRow;
  const person = (prefix: string) =>
    Object.fromEntries(PERSON.map((field) => [field, row[`${prefix}_${field}`] ?? null]));
  const features = (row.plan_features as Feature[]).map((item) => ({
    ...item,
    total: item.enabled ? money(item.users * item.value_per_user) : 0,
  }));
  const plan = {
    ...Object.fromEntries(Object.entries(PLAN).map(([field, column]) => [field, row[column] ?? null])),
    features,
    total: money(features.reduce((sum, item) => sum + item.total, 0)),
  } as unknown as Record<string, unknown> & { main_module: string };
  const company: Record<string, unknown> = { registry_type: "cnpj" };
  for (const field of COMPANY) company[field] = row[field] ?? null;
  for (const item of FILES.filter((f) => f.section === "contractor")) {
    company[item.field] = file(item.column) ? fileUrl(file(item.column)!.uuid) : null;
    company[`${item.field}_display_name`] = file(item.column)?.name ?? null;
  }
  return {
    ...json,
    contractor: company,
    responsible_contractor_cool: person("legal"),
    responsible_contractor_financial: person("financial"),
    contract: {
      ...Object.fromEntries(Object.entries(CONTRACT).map(([field, column]) => [field, row[column] ?? null])),
      prazo_indeterminado: row.contract_indeterminate === true,
      contrato: attachment(file("contract_file")),
      proposta: attachment(file("contract_proposal")),
      aditivos: (row.aditivos__rows as { uuid: string; name: string }[]).map(attachment),
    },
    plan: { ...plan, modules: planModules(plan) },
    responsible_first: {
      uuid_user: row.master__uuid,
      name: row.master__name,
      phone: row.master_phone,
      phone_extension: row.master_phone_extension ?? null,
      email: row.master__email,
      first_access_pending: row.master__pending === true,
      welcome_sent_at: row.welcome_sent_at ?? null,
    },
  };
}

/** What the history compares: the body's fields by their dotted names, files by their names. */
function snapshot(row: Row): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of COMPANY) values[`contractor.${field}`] = row[field];
  for (const [prefix, section] of [
    ["legal", "responsible_contractor_cool"],
    ["financial", "responsible_contractor_financial"],
  ]) {
    for (const field of PERSON) values[`${section}.${field}`] = row[`${prefix}_${field}`];
  }
  for (const [field, column] of Object.entries(CONTRACT)) values[`contract.${field}`] = row[column];
  for (const item of FILES)
    values[`${item.section}.${item.field}`] = (row[`${item.column}__file`] as FileRow)?.name;
  values["contract.aditivos"] = (row.aditivos__rows as { name: string }[]).map((a) => a.name).join(", ");
  for (const [field, column] of Object.entries(PLAN)) values[`plan.${field}`] = row[column];
  for (const item of row.plan_features as Feature[]) {
    values[`plan.features.${item.feature}`] = item.enabled ? `${item.users}` : null;
  }
  values["responsible_first.name"] = row.master__name;
  values["responsible_first.email"] = row.master__email;
  values["responsible_first.phone"] = row.master_phone;
  values["responsible_first.phone_extension"] = row.master_phone_extension;
  return values;
}

/** `created_from` / `created_to` (yyyy-MM-dd, inclusive): the creation day in Brazil's time. */
export function createdRange(query: Readonly<Record<string, string | undefined>>, params: Params) {
  return dayRange(query, params, {
    from: "created_from",
    to: "created_to",
    column: platformDay("r.created_at"),
  });
}

/**
 * `cnpj` (14 digits, masked or not): the contractor registered with it, active or not with
 * `active=all`. The wizard asks it as soon as the CNPJ is typed, to warn of a duplicate on step 1.
 */
export function cnpjFilter(query: Readonly<Record<string, string | undefined>>, params: Params) {
  const value: unknown = query.cnpj;
  if (value === undefined || value === "") return [];
  const digits = typeof value === "string" ? value.replace(/\D/g, "") : "";
  if (digits.length !== 14) throw new ValidationError({ cnpj: "CNPJ não possui um formato válido" });
  return [`r.cnpj = ${params.add(digits)}`];
}

/** Sends the welcome e-mail; answers when it was sent, or null when sending failed (logged). */
export type WelcomeSender = (contractorUuid: string) => Promise<string | null>;

/** The contractors resource; `welcome` sends the master user's first-access e-mail after the commit. */
export function contractorsResource(welcome: WelcomeSender) {
  return defineResource<Create, Update>({
    name: "contractor",
    table: "contractors",
    scope: "company-or-adm",
    columns: CONTRACTOR_COLUMNS,
    schema: { create: contractorSchema, update: contractorUpdateSchema },
    labels: contractorLabels,
    search: ["trading_name", "company_name", "cnpj"],
    sort: {
      fields: {
        trading_name: "r.trading_name",
        company_name: "r.company_name",
        termino: "r.contract_termino",
      },
    },
    filters: (query, params) => [...createdRange(query, params), ...cnpjFilter(query, params)],
    select: SELECT,
    detail: DETAIL,
    join: "join companies cc on cc.id = r.client_company_id join users u on u.id = r.master_user_id",
    uploadPrefix: "contractors",
    messages: {
      notFound: CONTRACTOR_NOT_FOUND,
      inactive: "O contratante está inativo. Reative-o para editar o cadastro.",
      alreadyInactive: "O contratante já está inativo.",
      alreadyActive: "O contratante já está ativo.",
    },
    // A race past the checks meets a unique index (CNPJ, e-mail): the generic 409.
    duplicate: () => DUPLICATE_CONTRACTOR,
    // An inactivation closes the contractor's company (a trigger): no cached session answers for it.
    afterCommit: forgetSessions,
    resolve: resolveColumns,
    async afterWrite(id, value, ctx) {
      if (value.contract) await writeAddenda(ctx, id, (value.contract.aditivos ?? []) as unknown[]);
    },
    shape: toListItem,
    expand: toDetail,
    snapshot,
    // After the commit, once: the welcome e-mail (a failure leaves the contractor; resend sends it).
    created: async (json) => {
      const sentAt = await welcome(String(json.uuid_contractor));
      const master = json.responsible_first as Record<string, unknown>;
      return { ...json, responsible_first: { ...master, welcome_sent_at: sentAt } };
    },
  });
}
