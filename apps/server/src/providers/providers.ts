import {
  inactivationLabels,
  inactivationSchema,
  providerBasicDataEditLabels,
  providerBasicDataEditSchema,
  providerCreateLabels,
  providerCreateSchema,
  registryTypeLabels,
} from "@trilha/forms/schemas";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database";
import { HttpError, ValidationError } from "../http/errors";
import { isUuid } from "../http/uuid";
import { withCanonicalPlace } from "../reference/places";
import { sessionOf } from "../session/authenticate";
import type { FileStorage } from "../storage/storage";
import { isUpload, parseWith, readBody, type Upload } from "./body";
import { diff, listChanges, recordChange, type Snapshot, snapshotOf } from "./changes";
import { checkContent, withFileWrites } from "./files";
import { type Page, paged, pageOf } from "./paging";

export const PROVIDER_NOT_FOUND = "Prestador não encontrado.";
export const PROVIDER_INACTIVE = "O prestador já está inativo.";
export const PROVIDER_ACTIVE = "O prestador já está ativo.";
export const PROVIDER_INACTIVE_EDIT = "O prestador está inativo. Reative-o para editar o cadastro.";
export const duplicateMessage = (registryLabel: string) =>
  `Um prestador ja foi cadastrado com o ${registryLabel} informado`;

export { isUuid };

const COMPANY_FIELDS = [
  "company_name",
  "trading_name",
  "address_country",
  "address_zip_code",
  "address_name",
  "address_number",
  "address_complement",
  "address_region",
  "address_state",
  "address_city",
  "phone",
  "ie",
  "im",
] as const;
const RESPONSIBLE_FIELDS = [
  "name",
  "role",
  "telephone",
  "telephone_extension",
  "email",
  "cellphone",
] as const;

const TYPES_SQL = `(select coalesce(json_agg(json_build_object('code', t.code, 'name', t.name) order by t.position), '[]'::json)
     from provider_type_links l join provider_types t on t.code = l.type_code where l.provider_id = p.id)`;

const SELECT = `select p.id, p.uuid::text as uuid_provider, p.alias, p.activity, p.created_at, p.updated_at, p.deleted_at,
    pc.registry_type, pc.cpf, pc.cnpj, pc.international_registry, ${COMPANY_FIELDS.map((f) => `pc.${f}`).join(", ")},
    ${TYPES_SQL} as types
  from providers p join provider_companies pc on pc.provider_id = p.id`;

type ProviderRow = Record<string, unknown> & {
  id: number;
  uuid_provider: string;
  types: { code: string; name: string }[];
  registry_type: string;
  deleted_at: Date | null;
};

function toProvider(row: ProviderRow) {
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
  company.types = row.types.map((type) => type.code);
  return {
    uuid_provider: row.uuid_provider,
    alias: row.alias ?? null,
    activity: row.activity ?? null,
    types: row.types,
    company,
    created_at: row.created_at,
    updated_at: row.updated_at,
    deleted_at: row.deleted_at,
  };
}

/** The provider's internal id, only if it belongs to the company (another company's id reads as 404). */
export async function providerIdOf(db: Database, companyId: number, uuid: unknown) {
  if (!isUuid(uuid)) throw new HttpError(404, PROVIDER_NOT_FOUND);
  const { rows } = await db.query<{ id: number; deleted_at: Date | null }>(
    "select id, deleted_at from providers where uuid = $1 and company_id = $2",
    [uuid, companyId],
  );
  if (!rows[0]) throw new HttpError(404, PROVIDER_NOT_FOUND);
  return rows[0];
}

async function loadProvider(db: Database, companyId: number, id: number) {
  const { rows } = await db.query<ProviderRow>(`${SELECT} where p.id = $1 and p.company_id = $2`, [
    id,
    companyId,
  ]);
  const row = rows[0];
  if (!row) throw new HttpError(404, PROVIDER_NOT_FOUND);
  const responsibles = await db.query<Record<string, unknown>>(
    `select uuid::text as uuid_company_responsible, position, ${RESPONSIBLE_FIELDS.join(", ")}
       from provider_responsibles where provider_id = $1 order by position`,
    [id],
  );
  const employees = await db.query(
    `select uuid::text as uuid_employee, name, last_name, email, function, collaborator_type
       from provider_employees where provider_id = $1 and deleted_at is null order by created_at, id`,
    [id],
  );
  return {
    ...toProvider(row),
    responsible: responsibles.rows.map((responsible) => ({
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
    employees: employees.rows,
  };
}

type Detail = Awaited<ReturnType<typeof loadProvider>>;

/** What the history compares: the edit payload's fields, by their dotted names. */
function snapshotOfDetail(detail: Detail): Snapshot {
  const values: Record<string, unknown> = {
    "provider.alias": detail.alias,
    "provider.activity": detail.activity,
    "provider.types": detail.types
      .map((type) => type.code)
      .sort()
      .join(", "),
    "company.registry_type": detail.company.registry_type,
    "company.cpf": detail.company.cpf,
    "company.cnpj": detail.company.cnpj,
    "company.international_registry": detail.company.international_registry,
  };
  for (const field of COMPANY_FIELDS) values[`company.${field}`] = detail.company[field];
  for (const [index, responsible] of detail.responsible.entries()) {
    for (const field of RESPONSIBLE_FIELDS) values[`responsible.${index}.${field}`] = responsible[field];
  }
  return snapshotOf(values);
}

type CompanyInput = Record<string, unknown> & { registry_type: string };
type ResponsibleInput = Record<string, unknown> | undefined;

const DOCUMENT_COLUMN = {
  cpf: "cpf",
  cnpj: "cnpj",
  international_registry: "international_registry",
} as const;

function documentOf(company: CompanyInput) {
  const type = company.registry_type as keyof typeof DOCUMENT_COLUMN;
  const column = DOCUMENT_COLUMN[type];
  const value = String(company[column] ?? "").trim();
  return { type, column, value };
}

async function assertNoDuplicate(tx: Database, companyId: number, company: CompanyInput, exceptId?: number) {
  const { type, column, value } = documentOf(company);
  const { rows } = await tx.query(
    `select 1 from provider_companies where company_id = $1 and ${column} = $2 and provider_id <> $3`,
    [companyId, value, exceptId ?? -1],
  );
  if (rows[0]) throw duplicateError(type);
}

function duplicateError(type: keyof typeof DOCUMENT_COLUMN) {
  return new HttpError(409, duplicateMessage(registryTypeLabels[type]), { code: "PROVIDER_DUPLICATE" });
}

/** Two requests racing past the check meet the unique index: still a 409, not a 500. */
function asDuplicate(error: unknown, company: CompanyInput): never {
  if ((error as { code?: string }).code === "23505") throw duplicateError(documentOf(company).type);
  throw error;
}

async function assertTypes(tx: Database, codes: string[], path: string) {
  if (codes.length === 0) return;
  const { rows } = await tx.query<{ code: string }>("select code from provider_types where code = any($1)", [
    codes,
  ]);
  if (rows.length !== new Set(codes).size) {
    throw new ValidationError({ [path]: "Selecione uma opção válida para o campo Serviços prestados." });
  }
}

function companyValues(company: CompanyInput) {
  const { column, value } = documentOf(company);
  return [
    company.registry_type,
    column === "cpf" ? value : null,
    column === "cnpj" ? value : null,
    column === "international_registry" ? value : null,
    ...COMPANY_FIELDS.map((field) => {
      const item = company[field];
      return item === undefined || item === "" ? null : String(item);
    }),
  ];
}

async function writeResponsibles(tx: Database, providerId: number, responsibles: ResponsibleInput[]) {
  for (const position of [0, 1]) {
    const item = responsibles[position];
    const name = typeof item?.name === "string" ? item.name.trim() : "";
    if (!item || name === "") {
      await tx.query("delete from provider_responsibles where provider_id = $1 and position = $2", [
        providerId,
        position,
      ]);
      continue;
    }
    const value = (key: string) => {
      const v = item[key];
      return v === undefined || v === "" ? null : String(v);
    };
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
        value("role"),
        value("phone") ?? value("telephone"),
        value("phone_extension") ?? value("telephone_extension"),
        value("email"),
        value("cellphone"),
      ],
    );
  }
}

export type ListQuery = Record<string, string | undefined>;

/** A search made only of digits and mask characters (. / - space) looks for a document number. */
const DOCUMENT_SEARCH = /^(?=.*\d)[\d./\-\s]+$/;

/** `active`: true (default) or false; `all` lists both (the duplicate check's default). */
export function activeFilter(query: ListQuery, fallback: boolean | undefined): boolean | undefined {
  const value = query.active;
  if (value === undefined || value === "") return fallback;
  if (value === "all") return undefined;
  if (["true", "1"].includes(value)) return true;
  if (["false", "0"].includes(value)) return false;
  throw new ValidationError({ active: "O campo active deve ser true, false ou all." });
}

async function listProviders(db: Database, companyId: number, query: ListQuery) {
  const page: Page = pageOf(query);
  const params: unknown[] = [companyId];
  const where = ["p.company_id = $1"];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };

  const documents = [
    ["cpf", query.cpf],
    ["cnpj", query.cnpj],
    ["international_registry", query.international_register ?? query.international_registry],
  ] as const;
  const byDocument = documents.filter(([, value]) => value !== undefined && value !== "");
  for (const [column, value] of byDocument) {
    const normalized = column === "international_registry" ? value!.trim() : value!.replace(/\D/g, "");
    where.push(`pc.${column} = ${add(normalized)}`);
  }
  // The duplicate check looks at every provider, active or not; the lists default to active ones.
  const active = activeFilter(query, byDocument.length > 0 ? undefined : true);
  if (active !== undefined) where.push(active ? "p.deleted_at is null" : "p.deleted_at is not null");

  if (query.type) {
    const types = query.type.split(",").map((type) => type.trim());
    where.push(
      `exists (select 1 from provider_type_links l where l.provider_id = p.id and l.type_code = any(${add(types)}))`,
    );
  }
  // Control characters become spaces: search_text parts the names from the document digits with a line
  // break (migration 0015), which a typed search must not be able to bridge.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
  const search = query.search?.replace(/[\u0000-\u001f\u007f]/g, " ").trim();
  if (search) {
    // search_text holds the folded alias, names and international register, a line break, then the
    // document digits; the typed text goes through the same search_fold(), so "sao paulo" finds
    // "São Paulo", and one LIKE on the trigram index serves the filter (the folded pattern is a constant).
    // Text, even with a digit in it ("Aterro 5"), can only match the names: the digits part holds no letters.
    const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
    const pattern = add(`%${escapeLike(search)}%`);
    if (DOCUMENT_SEARCH.test(search)) {
      // Digits typed with or without the mask find the document ("12.345" finds 12345678000190).
      const digits = search.replace(/\D/g, "");
      where.push(`(p.search_text like search_fold(${pattern}) or p.search_text like ${add(`%${digits}%`)})`);
    } else {
      where.push(`p.search_text like search_fold(${pattern})`);
    }
  }

  // Company data is joined only when a filter reads it: the plain list then counts and pages on the
  // providers index alone (no sort of the whole company's rows for a deep page).
  const needsCompany = byDocument.length > 0;
  const from = needsCompany
    ? `from providers p join provider_companies pc on pc.provider_id = p.id where ${where.join(" and ")}`
    : `from providers p where ${where.join(" and ")}`;
  const count = await db.query<{ total: number }>(`select count(*)::int as total ${from}`, params);
  const limit = add(page.perPage);
  const offset = add(page.offset);
  const { rows } = await db.query<ProviderRow>(
    `${SELECT} where p.id in (select p.id ${from} order by p.created_at desc, p.id desc limit ${limit} offset ${offset})
     order by p.created_at desc, p.id desc`,
    params,
  );
  return paged(rows.map(toProvider), count.rows[0]?.total ?? 0);
}

type Employee = Record<string, unknown>;

async function insertEmployee(
  tx: Database,
  files: import("./files").FileWrites,
  companyId: number,
  providerId: number,
  employee: Employee,
  index: number,
) {
  const fileId = async (field: string, label: string) => {
    const upload = employee[field];
    if (!isUpload(upload)) return null;
    const type = checkContent(upload as Upload, "image", `employee.${index}.${field}`, label);
    return files.save(tx, companyId, upload as Upload, type);
  };
  const mopp = await fileId("mopp_file", "Documento do MOPP");
  const cnh = await fileId("license_file", "Documento da CNH");
  const text = (field: string) => {
    const value = employee[field];
    return value === undefined || value === "" ? null : String(value);
  };
  await tx.query(
    `insert into provider_employees (provider_id, company_id, name, email, function, collaborator_type, cpf,
       mopp_validity, mopp_document_image, cnh, cnh_validity, cnh_document_image, cnh_categoty)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      providerId,
      companyId,
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
  const { rows } = await db.query<{
    registered: number;
    active: number;
    employees: number;
    licenses_expiring: number;
    certificates: number;
    last_update: Date | string | null;
    carriers: number;
  }>(
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
  const row = rows[0]!;
  const last = row.last_update;
  return {
    registered: row.registered,
    active: row.active,
    employees: row.employees,
    licenses_expiring: row.licenses_expiring,
    certificates: row.certificates,
    last_update: last == null ? null : new Date(last).toISOString(),
    carriers: row.carriers,
  };
}

export function providerRoutes(
  app: FastifyInstance,
  { db, storage }: { db: Database; storage: FileStorage },
) {
  const list = async (request: import("fastify").FastifyRequest) =>
    listProviders(db, sessionOf(request).company.id, request.query as ListQuery);
  app.get("/providers", list);
  app.get("/providers/", list);

  app.get("/providers/types", async () => {
    const { rows } = await db.query("select code, name from provider_types order by position");
    return rows;
  });

  // Static path: find-my-way prefers it over "/providers/:id", so "indicators" never reads as an id.
  app.get("/providers/indicators", async (request) => providerIndicators(db, sessionOf(request).company.id));

  app.get<{ Params: { id: string } }>("/providers/:id", async (request) => {
    const { company } = sessionOf(request);
    const { id } = await providerIdOf(db, company.id, request.params.id);
    return loadProvider(db, company.id, id);
  });

  app.post("/providers", async (request, reply) => {
    const { company, user } = sessionOf(request);
    const body = parseWith(
      providerCreateSchema,
      providerCreateLabels,
      await readBody(request, { prefix: "employees" }),
    ) as {
      provider: { alias?: string; activity?: string; types: { code: string }[] };
      company: CompanyInput;
      responsible: ResponsibleInput[];
      employee: Employee[];
    };
    const codes = body.provider.types.map((type) => type.code);
    const id = await withFileWrites(db, storage, async (tx, files) => {
      await assertTypes(tx, codes, "provider.types");
      body.company = await withCanonicalPlace(tx, body.company);
      await assertNoDuplicate(tx, company.id, body.company);
      const created = await tx.query<{ id: number }>(
        "insert into providers (company_id, alias, activity) values ($1, $2, $3) returning id",
        [company.id, body.provider.alias || null, body.provider.activity || null],
      );
      const providerId = created.rows[0]!.id;
      await tx
        .query(
          `insert into provider_companies (provider_id, company_id, registry_type, cpf, cnpj, international_registry,
             ${COMPANY_FIELDS.join(", ")})
           values ($1, $2, $3, $4, $5, $6, ${COMPANY_FIELDS.map((_, i) => `$${i + 7}`).join(", ")})`,
          [providerId, company.id, ...companyValues(body.company)],
        )
        .catch((error) => asDuplicate(error, body.company));
      await tx.query(
        "insert into provider_type_links (provider_id, type_code) select $1, unnest($2::text[]) on conflict do nothing",
        [providerId, codes],
      );
      await writeResponsibles(tx, providerId, body.responsible ?? []);
      for (const [index, employee] of (body.employee ?? []).entries()) {
        await insertEmployee(tx, files, company.id, providerId, employee, index);
      }
      request.log.info({ provider: providerId, user: user.id }, "provider created");
      return providerId;
    });
    reply.code(201);
    return { provider: await loadProvider(db, company.id, id) };
  });

  app.put<{ Params: { id: string } }>("/providers/:id", async (request) => {
    const { company, user } = sessionOf(request);
    const { id } = await providerIdOf(db, company.id, request.params.id);
    const body = parseWith(
      providerBasicDataEditSchema,
      providerBasicDataEditLabels,
      await readBody(request),
    ) as {
      provider: { alias?: string; activity?: string; types?: { code: string }[] };
      company: CompanyInput;
      responsible: ResponsibleInput[];
    };
    await db.transaction(async (tx) => {
      // Lock the row: two edits at once must each see the other's result when they write the history.
      const locked = await tx.query<{ deleted_at: Date | null }>(
        "select deleted_at from providers where id = $1 for update",
        [id],
      );
      // Editing is offered only on active providers (spec 02 §2); reactivation comes first.
      if (locked.rows[0]?.deleted_at) {
        throw new HttpError(409, PROVIDER_INACTIVE_EDIT, { code: "PROVIDER_INACTIVE" });
      }
      const before = await loadProvider(tx, company.id, id);
      body.company = await withCanonicalPlace(tx, body.company);
      await assertNoDuplicate(tx, company.id, body.company, id);
      const codes = body.provider.types?.map((type) => type.code);
      if (codes) await assertTypes(tx, codes, "provider.types");
      await tx.query("update providers set alias = $2, activity = $3 where id = $1", [
        id,
        body.provider.alias || null,
        body.provider.activity || null,
      ]);
      await tx
        .query(
          `update provider_companies set registry_type = $2, cpf = $3, cnpj = $4, international_registry = $5,
             ${COMPANY_FIELDS.map((field, i) => `${field} = $${i + 6}`).join(", ")}
           where provider_id = $1`,
          [id, ...companyValues(body.company)],
        )
        .catch((error) => asDuplicate(error, body.company));
      if (codes) {
        await tx.query("delete from provider_type_links where provider_id = $1 and type_code <> all($2)", [
          id,
          codes,
        ]);
        await tx.query(
          "insert into provider_type_links (provider_id, type_code) select $1, unnest($2::text[]) on conflict do nothing",
          [id, codes],
        );
      }
      await writeResponsibles(tx, id, body.responsible ?? []);
      const after = await loadProvider(tx, company.id, id);
      const changes = diff(snapshotOfDetail(before), snapshotOfDetail(after));
      if (changes.length > 0) {
        await tx.query("update providers set updated_at = now() where id = $1", [id]);
        await recordChange(tx, {
          companyId: company.id,
          providerId: id,
          entity: "provider",
          entityId: id,
          userId: user.id,
          kind: "update",
          changes,
        });
      }
    });
    return loadProvider(db, company.id, id);
  });

  app.delete<{ Params: { id: string } }>("/providers/:id", async (request) => {
    const { company, user } = sessionOf(request);
    const { id } = await providerIdOf(db, company.id, request.params.id);
    const { justification } = parseWith(inactivationSchema, inactivationLabels, request.body);
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ deleted_at: Date }>(
        "update providers set deleted_at = now() where id = $1 and deleted_at is null returning deleted_at",
        [id],
      );
      if (!rows[0]) throw new HttpError(409, PROVIDER_INACTIVE, { code: "ALREADY_INACTIVE" });
      await recordChange(tx, {
        companyId: company.id,
        providerId: id,
        entity: "provider",
        entityId: id,
        userId: user.id,
        kind: "deletion",
        changes: [{ field: "deleted_at", from: null, to: rows[0].deleted_at.toISOString() }],
        // The rule ignores surrounding spaces (the dialog trims too); the history keeps the text alone.
        justification: justification.trim(),
      });
    });
    return loadProvider(db, company.id, id);
  });

  // The way back from an inactivation: same justification rule, recorded as an update of deleted_at
  // (change_records knows updates and deletions), in the same transaction as the update itself.
  app.post<{ Params: { id: string } }>("/providers/:id/reactivation", async (request) => {
    const { company, user } = sessionOf(request);
    const { id } = await providerIdOf(db, company.id, request.params.id);
    const { justification } = parseWith(inactivationSchema, inactivationLabels, request.body);
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ deleted_at: Date | null }>(
        "select deleted_at from providers where id = $1 for update",
        [id],
      );
      const deletedAt = rows[0]?.deleted_at;
      if (!deletedAt) throw new HttpError(409, PROVIDER_ACTIVE, { code: "ALREADY_ACTIVE" });
      // updated_at moves so the active row offers Justificativas, where this reactivation is listed.
      await tx.query("update providers set deleted_at = null, updated_at = now() where id = $1", [id]);
      await recordChange(tx, {
        companyId: company.id,
        providerId: id,
        entity: "provider",
        entityId: id,
        userId: user.id,
        kind: "update",
        changes: [{ field: "deleted_at", from: deletedAt.toISOString(), to: null }],
        // The rule ignores surrounding spaces (the dialog trims too); the history keeps the text alone.
        justification: justification.trim(),
      });
      request.log.info({ provider: id, user: user.id }, "provider reactivated");
    });
    return loadProvider(db, company.id, id);
  });

  app.get<{ Params: { id: string } }>("/providers/:id/changes", async (request) => {
    const { company } = sessionOf(request);
    const { id } = await providerIdOf(db, company.id, request.params.id);
    return listChanges(db, company.id, "provider", id);
  });
}
