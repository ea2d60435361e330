import {
  certificateEditLabels,
  certificateEditSchema,
  employeeEditLabels,
  employeeEditSchema,
  inactivationLabels,
  inactivationSchema,
  licenseEditLabels,
  licenseEditSchema,
} from "@trilha/forms/schemas";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Struct } from "superstruct";
import type { Database } from "../db/database";
import { HttpError, ValidationError } from "../http/errors";
import { isUuid } from "../http/uuid";
import { sessionOf } from "../session/authenticate";
import type { FileStorage } from "../storage/storage";
import { isUpload, parseWith, readBody, type Upload } from "./body";
import { diff, type Entity, listChanges, recordChange, snapshotOf } from "./changes";
import { checkContent, type FileWrites, fileUrl, withFileWrites } from "./files";
import { paged, pageOf } from "./paging";
import { activeFilter, type ListQuery, PROVIDER_INACTIVE_EDIT, providerIdOf } from "./providers";

type FileField = {
  /** Body field and JSON key (the JSON value is the download URL). */
  field: string;
  column: string;
  kind: "pdf" | "image";
  label: string;
};

type Kind = {
  entity: Exclude<Entity, "provider">;
  path: "certificates" | "licenses" | "employees";
  table: string;
  uuidKey: string;
  notFound: string;
  // biome-ignore lint/suspicious/noExplicitAny: each kind has its own schema; the shared code reads fields by name
  schema: Struct<any, any>;
  labels: Record<string, string>;
  /** Plain columns, named as in the body and the JSON. */
  columns: string[];
  files: FileField[];
  /** Extra select columns (joins) and how they appear in the JSON. */
  extraSelect?: string;
  extraJoin?: string;
  /** Turns validated body values into column values (e.g. a license type uuid into its id). */
  resolve?: (tx: Database, value: Record<string, unknown>) => Promise<Record<string, unknown>>;
  shape?: (row: Record<string, unknown>) => Record<string, unknown>;
};

const certificates: Kind = {
  entity: "certificate",
  path: "certificates",
  table: "provider_certificates",
  uuidKey: "uuid_certificate",
  notFound: "Certificado não encontrado.",
  schema: certificateEditSchema,
  labels: certificateEditLabels,
  columns: ["name", "number", "emission"],
  files: [{ field: "attachment", column: "attachment_file_id", kind: "pdf", label: "Anexo" }],
};

const licenses: Kind = {
  entity: "license",
  path: "licenses",
  table: "provider_licenses",
  uuidKey: "uuid_license",
  notFound: "Licença não encontrada.",
  schema: licenseEditSchema,
  labels: licenseEditLabels,
  columns: ["license_type_id", "type", "name", "code", "emission", "expiration", "alert_date"],
  files: [{ field: "file", column: "file_id", kind: "pdf", label: "Arquivo" }],
  extraSelect: "lt.uuid::text as uuid_license_type, lt.name as license_type_name",
  extraJoin: "join license_types lt on lt.id = r.license_type_id",
  async resolve(tx, value) {
    const { rows } = await tx.query<{ id: number }>("select id from license_types where uuid::text = $1", [
      String(value.uuid_license_type),
    ]);
    if (!rows[0]) {
      throw new ValidationError({
        uuid_license_type: "Selecione uma opção válida para o campo Tipo de licença.",
      });
    }
    return { ...value, license_type_id: rows[0].id, type: value.type ?? "operacao" };
  },
  shape(row) {
    const { license_type_id: _id, license_type_name, ...rest } = row;
    return {
      ...rest,
      license_type: { uuid_license_type: row.uuid_license_type, name: license_type_name },
      // The old edit screen called the expiration validity_date (spec §3).
      validity_date: row.expiration,
    };
  },
};

const employees: Kind = {
  entity: "employee",
  path: "employees",
  table: "provider_employees",
  uuidKey: "uuid_employee",
  notFound: "Colaborador não encontrado.",
  schema: employeeEditSchema,
  labels: employeeEditLabels,
  columns: [
    "name",
    "last_name",
    "email",
    "function",
    "collaborator_type",
    "cpf",
    "number",
    "mopp_validity",
    "cnh",
    "cnh_validity",
    "cnh_categoty",
  ],
  files: [
    {
      field: "mopp_document_image",
      column: "mopp_document_image",
      kind: "image",
      label: "Documento do MOPP",
    },
    { field: "cnh_document_image", column: "cnh_document_image", kind: "image", label: "Documento da CNH" },
  ],
  shape: (row) => ({ ...row, office: row.function }),
};

export const recordKinds = [certificates, licenses, employees];

function selectOf(kind: Kind) {
  const fileColumns = kind.files.flatMap((file, i) => [
    `f${i}.uuid::text as ${file.field}__uuid`,
    `f${i}.display_name as ${file.field}__name`,
  ]);
  const fileJoins = kind.files.map(
    (file, i) => `left join stored_files f${i} on f${i}.id = r.${file.column}`,
  );
  return `select r.id, r.provider_id, r.uuid::text as ${kind.uuidKey}, ${kind.columns.map((c) => `r.${c}`).join(", ")},
      ${kind.extraSelect ? `${kind.extraSelect},` : ""} ${fileColumns.join(", ")},
      r.created_at, r.updated_at, r.deleted_at
    from ${kind.table} r ${kind.extraJoin ?? ""} ${fileJoins.join(" ")}`;
}

function toJson(kind: Kind, row: Record<string, unknown>) {
  const json: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === "id" || key === "provider_id" || key.includes("__")) continue;
    json[key] = value ?? null;
  }
  for (const file of kind.files) {
    const uuid = row[`${file.field}__uuid`] as string | null;
    json[file.field] = uuid ? fileUrl(uuid) : null;
    json[`${file.field}_display_name`] = row[`${file.field}__name`] ?? null;
  }
  return kind.shape ? kind.shape(json) : json;
}

/** What the history compares: the body's fields, files by display name. */
function snapshotRow(kind: Kind, row: Record<string, unknown>) {
  const values: Record<string, unknown> = {};
  for (const column of kind.columns) {
    if (column === "license_type_id") values.uuid_license_type = row.uuid_license_type;
    else values[column] = row[column];
  }
  for (const file of kind.files) values[file.field] = row[`${file.field}__name`];
  return snapshotOf(values);
}

async function loadRecord(db: Database, kind: Kind, companyId: number, providerId: number, uuid: unknown) {
  const notFound = new HttpError(404, kind.notFound);
  if (!isUuid(uuid)) throw notFound;
  const { rows } = await db.query<Record<string, unknown> & { id: number }>(
    `${selectOf(kind)} where r.uuid = $1 and r.company_id = $2 and r.provider_id = $3`,
    [uuid, companyId, providerId],
  );
  if (!rows[0]) throw notFound;
  return rows[0];
}

async function storeFiles(
  tx: Database,
  files: FileWrites,
  kind: Kind,
  companyId: number,
  value: Record<string, unknown>,
  values: Record<string, unknown>,
  cleared: readonly FileField[] = [],
) {
  for (const file of cleared) values[file.column] = null;
  for (const file of kind.files) {
    const upload = value[file.field];
    if (!isUpload(upload)) continue;
    const type = checkContent(upload as Upload, file.kind, file.field, file.label);
    values[file.column] = await files.save(tx, companyId, upload as Upload, type);
  }
}

async function columnValues(tx: Database, kind: Kind, value: Record<string, unknown>) {
  const resolved = kind.resolve ? await kind.resolve(tx, value) : value;
  const values: Record<string, unknown> = {};
  for (const column of kind.columns) {
    const item = resolved[column];
    values[column] = item === undefined || item === "" ? null : item;
  }
  return values;
}

const inactiveProvider = () => new HttpError(409, PROVIDER_INACTIVE_EDIT, { code: "PROVIDER_INACTIVE" });

/**
 * An inactive provider's certificates, licenses and employees are read-only, like the provider itself
 * (PUT /providers/:id): no create, edit or inactivation until it is reactivated. FOR SHARE makes a
 * provider inactivation running at the same time wait for this write, or this write see it.
 */
async function assertProviderActive(tx: Database, providerId: number) {
  const { rows } = await tx.query<{ deleted_at: Date | null }>(
    "select deleted_at from providers where id = $1 for share",
    [providerId],
  );
  if (rows[0]?.deleted_at) throw inactiveProvider();
}

export function recordRoutes(app: FastifyInstance, { db, storage }: { db: Database; storage: FileStorage }) {
  for (const kind of recordKinds) {
    const base = `/providers/:id/${kind.path}`;
    type Params = { id: string; uuid: string };

    app.get<{ Params: Params }>(base, async (request) => {
      const { company } = sessionOf(request);
      const provider = await providerIdOf(db, company.id, request.params.id);
      const query = request.query as ListQuery;
      const page = pageOf(query);
      const active = activeFilter(query, true);
      const filter =
        active === undefined ? "" : active ? "and r.deleted_at is null" : "and r.deleted_at is not null";
      const where = `where r.company_id = $1 and r.provider_id = $2 ${filter}`;
      const count = await db.query<{ total: number }>(
        `select count(*)::int as total from ${kind.table} r ${where}`,
        [company.id, provider.id],
      );
      const { rows } = await db.query(
        `${selectOf(kind)} ${where} order by r.created_at desc, r.id desc limit $3 offset $4`,
        [company.id, provider.id, page.perPage, page.offset],
      );
      return paged(
        rows.map((row) => toJson(kind, row)),
        count.rows[0]?.total ?? 0,
      );
    });

    app.get<{ Params: Params }>(`${base}/:uuid`, async (request) => {
      const { company } = sessionOf(request);
      const provider = await providerIdOf(db, company.id, request.params.id);
      return toJson(kind, await loadRecord(db, kind, company.id, provider.id, request.params.uuid));
    });

    app.post<{ Params: Params }>(base, async (request, reply) => {
      const { company } = sessionOf(request);
      const provider = await providerIdOf(db, company.id, request.params.id);
      const body = await readBody(request, { prefix: kind.path });
      // Before the fields: the answer is "reactivate first" whatever the form holds.
      if (provider.deleted_at) throw inactiveProvider();
      for (const file of kind.files) {
        // Creating needs the upload itself; a string (an existing file's name) only means "keep" on edit.
        if (typeof body[file.field] === "string") delete body[file.field];
      }
      const value = parseWith(kind.schema, kind.labels, body) as Record<string, unknown>;
      const uuid = await withFileWrites(db, storage, async (tx, files) => {
        await assertProviderActive(tx, provider.id);
        const values = await columnValues(tx, kind, value);
        await storeFiles(tx, files, kind, company.id, value, values);
        const names = Object.keys(values);
        const { rows } = await tx.query<{ uuid: string }>(
          `insert into ${kind.table} (provider_id, company_id, ${names.join(", ")})
           values ($1, $2, ${names.map((_, i) => `$${i + 3}`).join(", ")}) returning uuid::text as uuid`,
          [provider.id, company.id, ...names.map((name) => values[name])],
        );
        return rows[0]!.uuid;
      });
      reply.code(201);
      return toJson(kind, await loadRecord(db, kind, company.id, provider.id, uuid));
    });

    app.put<{ Params: Params }>(`${base}/:uuid`, async (request) => {
      const { company, user } = sessionOf(request);
      const provider = await providerIdOf(db, company.id, request.params.id);
      const current = await loadRecord(db, kind, company.id, provider.id, request.params.uuid);
      const body = await readBody(request, { prefix: kind.path });
      if (provider.deleted_at) throw inactiveProvider();
      // Sent empty removes the stored file; the schema answers a required one's message before that.
      const cleared = kind.files.filter((file) => body[file.field] === "" || body[file.field] === null);
      for (const file of kind.files) {
        // No new upload keeps the stored file: the edit form need not send it again.
        if (body[file.field] === undefined && current[`${file.field}__name`]) {
          body[file.field] = String(current[`${file.field}__name`]);
        }
      }
      const value = parseWith(kind.schema, kind.labels, body) as Record<string, unknown>;
      await withFileWrites(db, storage, async (tx, files) => {
        await assertProviderActive(tx, provider.id);
        await tx.query(`select 1 from ${kind.table} where id = $1 for update`, [current.id]);
        const before = await loadRecord(tx, kind, company.id, provider.id, request.params.uuid);
        const values = await columnValues(tx, kind, value);
        // The stored_files row and its bytes stay: the history names the removed file, and seeded
        // records share rows, so nothing here can tell that no other record uses it.
        await storeFiles(tx, files, kind, company.id, value, values, cleared);
        const names = Object.keys(values);
        await tx.query(
          `update ${kind.table} set ${names.map((name, i) => `${name} = $${i + 2}`).join(", ")} where id = $1`,
          [current.id, ...names.map((name) => values[name])],
        );
        const after = await loadRecord(tx, kind, company.id, provider.id, request.params.uuid);
        const changes = diff(snapshotRow(kind, before), snapshotRow(kind, after));
        if (changes.length === 0) return;
        await tx.query(`update ${kind.table} set updated_at = now() where id = $1`, [current.id]);
        await recordChange(tx, {
          companyId: company.id,
          providerId: provider.id,
          entity: kind.entity,
          entityId: current.id,
          userId: user.id,
          kind: "update",
          changes,
        });
      });
      return toJson(kind, await loadRecord(db, kind, company.id, provider.id, request.params.uuid));
    });

    app.delete<{ Params: Params }>(`${base}/:uuid`, async (request: FastifyRequest<{ Params: Params }>) => {
      const { company, user } = sessionOf(request);
      const provider = await providerIdOf(db, company.id, request.params.id);
      const current = await loadRecord(db, kind, company.id, provider.id, request.params.uuid);
      // Before the justification, as POST and PUT answer before the fields.
      if (provider.deleted_at) throw inactiveProvider();
      const { justification } = parseWith(inactivationSchema, inactivationLabels, request.body);
      await db.transaction(async (tx) => {
        await assertProviderActive(tx, provider.id);
        const { rows } = await tx.query<{ deleted_at: Date }>(
          `update ${kind.table} set deleted_at = now() where id = $1 and deleted_at is null returning deleted_at`,
          [current.id],
        );
        if (!rows[0]) throw new HttpError(409, "O registro já está inativo.", { code: "ALREADY_INACTIVE" });
        await recordChange(tx, {
          companyId: company.id,
          providerId: provider.id,
          entity: kind.entity,
          entityId: current.id,
          userId: user.id,
          kind: "deletion",
          changes: [{ field: "deleted_at", from: null, to: rows[0].deleted_at.toISOString() }],
          justification,
        });
      });
      return toJson(kind, await loadRecord(db, kind, company.id, provider.id, request.params.uuid));
    });

    app.get<{ Params: Params }>(`${base}/:uuid/changes`, async (request) => {
      const { company } = sessionOf(request);
      const provider = await providerIdOf(db, company.id, request.params.id);
      const current = await loadRecord(db, kind, company.id, provider.id, request.params.uuid);
      return listChanges(db, company.id, kind.entity, current.id);
    });
  }
}
