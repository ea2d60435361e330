// Providers (spec 02) on the resource kit: the provider and its company data (provider_companies), its
// services (provider_type_links) and responsibles, written by the kit's hooks in the kit's transaction;
// /providers/types and /providers/indicators are the domain's own routes beside the kit's.
import {
  COMPANY_DOCUMENTS,
  COMPANY_FIELDS,
  duplicateProviderMessage,
  type ProviderBasicDataEditValues,
  type ProviderCreatePayload,
  providerBasicDataEditLabels,
  providerBasicDataEditSchema,
  providerCreateLabels,
  providerCreateSchema,
  RESPONSIBLE_FIELDS,
  type ResponsibleField,
} from "@trilha/forms/schemas";
import type { FastifyInstance } from "fastify";
import type { Database, Row } from "../db/database";
import { isUpload } from "../http/body";
import { ValidationError } from "../http/errors";
import { withCanonicalPlace } from "../reference/places";
import { defineResource, duplicate, type Params, scopeOf, type WriteContext } from "../resources";
import { checkContent } from "../storage/uploads";

export const PROVIDER_INACTIVE_EDIT = "O prestador está inativo. Reative-o para editar o cadastro.";

type Company = ProviderBasicDataEditValues["company"];
type Responsible = ProviderBasicDataEditValues["responsible"][number];
type Employee = ProviderCreatePayload["employee"][number];

const json = (sql: string) => `(select coalesce(json_agg(${sql}), '[]'::json)`;
const SELECT = [
  `pc.registry_type, ${[...COMPANY_DOCUMENTS, ...COMPANY_FIELDS].map((f) => `pc.${f}`).join(", ")}`,
  `${json("json_build_object('code', t.code, 'name', t.name) order by t.position")}
     from provider_type_links l join provider_types t on t.code = l.type_code where l.provider_id = r.id) as types`,
].join(",\n  ");
/** What only one provider's answer (and its history) reads: its responsibles and employees. */
const DETAIL = [
  `${json(`json_build_object('uuid_company_responsible', x.uuid, 'position', x.position, ${RESPONSIBLE_FIELDS.map((f) => `'${f}', x.${f}`).join(", ")}) order by x.position`)}
     from provider_responsibles x where x.provider_id = r.id) as responsible__rows`,
  `${json("json_build_object('uuid_employee', e.uuid, 'name', e.name, 'last_name', e.last_name, 'email', e.email, 'function', e.function, 'collaborator_type', e.collaborator_type) order by e.created_at, e.id")}
     from provider_employees e where e.provider_id = r.id and e.deleted_at is null) as employees__rows`,
].join(",\n  ");

const typesOf = (row: Row) => row.types as { code: string; name: string }[];
const responsiblesOf = (row: Row) => row.responsible__rows as Record<string, unknown>[];

function documentOf(company: Company) {
  const column = company.registry_type;
  return { column, value: String(company[column] ?? "").trim() };
}

const orNull = (value: unknown) => (value === undefined || value === "" ? null : String(value));

async function assertTypes(tx: Database, codes: string[]) {
  if (codes.length === 0) return;
  const { rows } = await tx.query("select code from provider_types where code = any($1)", [codes]);
  if (rows.length !== new Set(codes).size) {
    throw new ValidationError({
      "provider.types": "Selecione uma opção válida para o campo Serviços prestados.",
    });
  }
}

async function writeCompany(tx: Database, providerId: number, companyId: number, company: Company) {
  const { column, value } = documentOf(company);
  const columns = ["registry_type", ...COMPANY_DOCUMENTS, ...COMPANY_FIELDS];
  const values = [
    company.registry_type,
    ...COMPANY_DOCUMENTS.map((document) => (document === column ? value : null)),
    ...COMPANY_FIELDS.map((field) => orNull(company[field])),
  ];
  await tx.query(
    `insert into provider_companies (provider_id, company_id, ${columns.join(", ")})
     values ($1, $2, ${columns.map((_, i) => `$${i + 3}`).join(", ")})
     on conflict (provider_id) do update set ${columns.map((c) => `${c} = excluded.${c}`).join(", ")}`,
    [providerId, companyId, ...values],
  );
}

async function writeTypes(tx: Database, providerId: number, codes: string[]) {
  await tx.query("delete from provider_type_links where provider_id = $1 and type_code <> all($2)", [
    providerId,
    codes,
  ]);
  await tx.query(
    "insert into provider_type_links (provider_id, type_code) select $1, unnest($2::text[]) on conflict do nothing",
    [providerId, codes],
  );
}

/** The stored responsible columns the forms name otherwise (spec 02 §3: telephone is the form's phone). */
const RESPONSIBLE_FORM_NAMES: Partial<Record<ResponsibleField, string>> = {
  telephone: "phone",
  telephone_extension: "phone_extension",
};
async function writeResponsibles(
  tx: Database,
  providerId: number,
  responsibles: (Responsible | undefined)[],
) {
  for (const position of [0, 1]) {
    const item = responsibles[position];
    const name = item?.name?.trim() ?? "";
    // Without a name the position is empty (the schema asks a name as soon as anything else is typed
    // for a responsible), so its row goes: nothing typed is lost.
    if (!item || name === "") {
      await tx.query("delete from provider_responsibles where provider_id = $1 and position = $2", [
        providerId,
        position,
      ]);
      continue;
    }
    await tx.query(
      `insert into provider_responsibles (provider_id, position, name, role, telephone, telephone_extension, email, cellphone)
       values ($1, $2, $3, $4, $5, $6, $7, $8)
       on conflict (provider_id, position) do update
         set name = excluded.name, role = excluded.role, telephone = excluded.telephone,
             telephone_extension = excluded.telephone_extension, email = excluded.email, cellphone = excluded.cellphone`,
      [
        providerId,
        position,
        name,
        orNull(item.role),
        orNull(item.phone),
        orNull(item.phone_extension),
        orNull(item.email),
        orNull(item.cellphone),
      ],
    );
  }
}

/** The wizard's employees, with their documents, in the provider's transaction. */
async function insertEmployee(ctx: WriteContext, providerId: number, employee: Employee, index: number) {
  const fileId = async (field: "mopp_file" | "license_file", label: string) => {
    const upload = employee[field];
    if (!ctx.files || !isUpload(upload)) return null;
    const type = checkContent(upload, "image", `employee.${index}.${field}`, label);
    return ctx.files.save(ctx.tx, ctx.scope.companyId, upload, type);
  };
  const mopp = await fileId("mopp_file", "Documento do MOPP");
  const cnh = await fileId("license_file", "Documento da CNH");
  const text = (field: keyof Employee) => orNull(employee[field]);
  await ctx.tx.query(
    `insert into provider_employees (provider_id, company_id, name, email, function, collaborator_type, cpf,
       mopp_validity, mopp_document_image, cnh, cnh_validity, cnh_document_image, cnh_categoty)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      providerId,
      ctx.scope.companyId,
      text("name"),
      text("email"),
      text("function"),
      text("type"),
      text("cpf"),
      text("moop_expiration"),
      mopp,
      text("license_number"),
      text("license_expiration"),
      cnh,
      text("license_type"),
    ],
  );
}

/** The list's own filters: the documents (unmasked) and `type=a,b` (any of the services). */
function listFilters(query: Readonly<Record<string, string | undefined>>, params: Params) {
  const where: string[] = [];
  for (const [column, value] of documentFilters(query)) {
    const normalized = column === "international_registry" ? value.trim() : value.replace(/\D/g, "");
    where.push(`pc.${column} = ${params.add(normalized)}`);
  }
  if (query.type) {
    const types = query.type.split(",").map((type) => type.trim());
    where.push(
      `exists (select 1 from provider_type_links l where l.provider_id = r.id and l.type_code = any(${params.add(types)}))`,
    );
  }
  return where;
}

/** `cpf`, `cnpj`, `international_register` (or `_registry`): the duplicate check's filters. */
function documentFilters(query: Readonly<Record<string, string | undefined>>) {
  const given = [
    ["cpf", query.cpf],
    ["cnpj", query.cnpj],
    ["international_registry", query.international_register ?? query.international_registry],
  ] as const;
  return given.filter((pair): pair is [(typeof given)[number][0], string] => !!pair[1]);
}

function toProvider(json: Record<string, unknown>, row: Row) {
  const types = typesOf(row);
  const company: Record<string, unknown> = {
    registry_type: row.registry_type,
    cpf: row.cpf ?? null,
    cnpj: row.cnpj ?? null,
    international_registry: row.international_registry ?? null,
    // Some screens spell it international_register (spec §3).
    international_register: row.international_registry ?? null,
    alias: row.alias ?? null,
    segment: row.activity ?? null,
  };
  for (const field of COMPANY_FIELDS) company[field] = row[field] ?? null;
  company.region = row.address_region ?? null;
  company.types = types.map((type) => type.code);
  return {
    uuid_provider: json.uuid_provider,
    alias: json.alias,
    activity: json.activity,
    types,
    company,
    created_at: json.created_at,
    updated_at: json.updated_at,
    deleted_at: json.deleted_at,
  };
}

export const providers = defineResource({
  name: "provider",
  table: "providers",
  scope: "company",
  columns: ["alias", "activity"],
  schema: { create: providerCreateSchema, update: providerBasicDataEditSchema },
  labels: { ...providerCreateLabels, ...providerBasicDataEditLabels },
  // search_text holds the folded alias, names and international register, a line break, then the document
  // digits (triggers keep it; trigram-indexed).
  search: { column: "search_text", digits: true },
  // The duplicate check looks at every provider, active or not; the lists default to active ones.
  activeDefault: (query) => (documentFilters(query).length > 0 ? undefined : true),
  filters: listFilters,
  select: SELECT,
  detail: DETAIL,
  join: "join provider_companies pc on pc.provider_id = r.id",
  uploadPrefix: "employees",
  messages: {
    notFound: "Prestador não encontrado.",
    inactive: PROVIDER_INACTIVE_EDIT,
    alreadyInactive: "O prestador já está inativo.",
    alreadyActive: "O prestador já está ativo.",
  },
  duplicate: (value) => duplicateProviderMessage(value.company.registry_type),
  async resolve(value, { tx, scope, current }) {
    const codes = value.provider.types?.map((type) => type.code);
    if (!current && codes) await assertTypes(tx, codes);
    Object.assign(value.company, await withCanonicalPlace(tx, value.company));
    const { column, value: document } = documentOf(value.company);
    const { rows } = await tx.query(
      `select 1 from provider_companies where company_id = $1 and ${column} = $2 and provider_id <> $3`,
      [scope.companyId, document, current?.id ?? -1],
    );
    if (rows[0]) throw duplicate(duplicateProviderMessage(value.company.registry_type));
    if (current && codes) await assertTypes(tx, codes);
    return { alias: value.provider.alias, activity: value.provider.activity };
  },
  async afterWrite(id, value, ctx) {
    await writeCompany(ctx.tx, id, ctx.scope.companyId, value.company);
    const codes = value.provider.types?.map((type) => type.code);
    if (codes) await writeTypes(ctx.tx, id, codes);
    await writeResponsibles(ctx.tx, id, value.responsible ?? []);
    const wizard = "employee" in value ? value.employee : [];
    for (const [index, employee] of wizard.entries()) {
      await insertEmployee(ctx, id, employee, index);
    }
  },
  shape: toProvider,
  expand: (json, row) => ({
    ...json,
    responsible: responsiblesOf(row).map((responsible) => ({
      uuid_company_responsible: responsible.uuid_company_responsible,
      name: responsible.name,
      role: responsible.role ?? null,
      telephone: responsible.telephone ?? null,
      telephone_extension: responsible.telephone_extension ?? null,
      // The wizard names the first responsible's phone fields phone / phone_extension (spec §3).
      phone: responsible.telephone ?? null,
      phone_extension: responsible.telephone_extension ?? null,
      email: responsible.email ?? null,
      cellphone: responsible.cellphone ?? null,
    })),
    employees: row.employees__rows,
  }),
  /**
   * What the history compares: the edit payload's fields, by their dotted names (a responsible's phones
   * by the form's `phone` / `phone_extension`, which the history's labels name).
   */
  snapshot(row) {
    const values: Record<string, unknown> = {
      "provider.alias": row.alias,
      "provider.activity": row.activity,
      "provider.types": typesOf(row)
        .map((type) => type.code)
        .sort()
        .join(", "),
      "company.registry_type": row.registry_type,
    };
    for (const field of [...COMPANY_DOCUMENTS, ...COMPANY_FIELDS]) values[`company.${field}`] = row[field];
    for (const [index, responsible] of responsiblesOf(row).entries()) {
      for (const field of RESPONSIBLE_FIELDS) {
        values[`responsible.${index}.${RESPONSIBLE_FORM_NAMES[field] ?? field}`] = responsible[field];
      }
    }
    return values;
  },
  created: (provider) => ({ provider }),
});

export type ProviderIndicators = {
  registered: number;
  active: number;
  employees: number;
  licenses_expiring: number;
  certificates: number;
  last_update: string | null;
  carriers: number;
};

/**
 * The list's Indicadores strip in one round trip. Employees, certificates and expiring licenses count
 * active records of active providers; a license expires "soon" between today and today + 30 days.
 */
export async function providerIndicators(db: Database, companyId: number): Promise<ProviderIndicators> {
  const { rows } = await db.query<Omit<ProviderIndicators, "last_update"> & { last_update: Date | null }>(
    `select
       (select count(*)::int from providers p where p.company_id = $1) as registered,
       (select count(*)::int from providers p where p.company_id = $1 and p.deleted_at is null) as active,
       (select count(*)::int from provider_employees e join providers p on p.id = e.provider_id
         where e.company_id = $1 and p.company_id = $1 and e.deleted_at is null and p.deleted_at is null) as employees,
       (select count(*)::int from provider_licenses l join providers p on p.id = l.provider_id
         where l.company_id = $1 and p.company_id = $1 and l.deleted_at is null and p.deleted_at is null
           and l.expiration between current_date and current_date + 30) as licenses_expiring,
       (select count(*)::int from provider_certificates c join providers p on p.id = c.provider_id
         where c.company_id = $1 and p.company_id = $1 and c.deleted_at is null and p.deleted_at is null) as certificates,
       (select count(*)::int from providers p where p.company_id = $1 and p.deleted_at is null
           and exists (select 1 from provider_type_links l where l.provider_id = p.id and l.type_code = 'carrier')) as carriers,
       (select max(at) from (
          select greatest(created_at, updated_at) as at from providers where company_id = $1
          union all select greatest(created_at, updated_at) from provider_employees where company_id = $1
          union all select greatest(created_at, updated_at) from provider_licenses where company_id = $1
          union all select greatest(created_at, updated_at) from provider_certificates where company_id = $1
        ) as stamps) as last_update`,
    [companyId],
  );
  const { last_update, ...counts } = rows[0]!;
  return { ...counts, last_update: last_update == null ? null : new Date(last_update).toISOString() };
}

/** The domain's routes beside the kit's; static paths win over "/providers/:id" in find-my-way. */
export function providerRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get("/providers/types", async () => {
    const { rows } = await db.query("select code, name from provider_types order by position");
    return rows;
  });
  app.get("/providers/indicators", async (request) => providerIndicators(db, scopeOf(request).companyId));
}
