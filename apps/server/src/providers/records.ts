// A provider's certificates, licenses and employees (spec 02 §3): three child resources of the kit, read-only
// while their provider is inactive; a record itself can be edited while inactive, as before the kit.
import {
  CERTIFICATE_DUPLICATE,
  certificateEditLabels,
  certificateEditSchema,
  EMPLOYEE_DUPLICATE,
  employeeEditLabels,
  employeeEditSchema,
  LICENSE_DUPLICATE,
  licenseEditLabels,
  licenseEditSchema,
} from "@trilha/forms/schemas";
import type { Database } from "../db/database";
import { ValidationError } from "../http/errors";
import { defineResource, duplicate, type WriteContext } from "../resources";
import { PROVIDER_INACTIVE_EDIT, providers } from "./providers";

const parent = { resource: providers, column: "provider_id" };
const messages = { inactiveParent: PROVIDER_INACTIVE_EDIT };

/**
 * Spec 02 §5's duplicates, refused from the edit page as the wizard's inclusion tables refuse them: a
 * record equal on `columns` to another active record of the same provider answers 409 DUPLICATE with
 * the spec's message, whether it is written (`refuseTwin`, the values about to be saved) or reactivated
 * (`refuseReactivatedTwin`, the stored row's). Values are compared as text, trimmed and without case,
 * as the forms' `isDuplicate` compares them. Writes of one provider's records of one table take turns
 * (a transaction-scoped advisory lock), so two saves at once cannot both pass the check.
 */
const takeTurns = (tx: Database, table: string, providerId: number) =>
  tx.query("select pg_advisory_xact_lock(hashtext($1))", [`${table}:${providerId}`]);

const sameAs = (column: string, other: string) =>
  `lower(btrim(r.${column}::text)) is not distinct from lower(btrim(${other}::text))`;

async function refuseTwin(
  { tx, parent, current }: WriteContext,
  table: string,
  keys: Record<string, unknown>,
  message: string,
) {
  const providerId = parent!.id;
  await takeTurns(tx, table, providerId);
  const values: unknown[] = [providerId, current?.id ?? -1];
  const same = Object.entries(keys).map(([column, value]) => {
    values.push(value === undefined || value === null ? null : String(value));
    return sameAs(column, `$${values.length}`);
  });
  const { rows } = await tx.query(
    `select 1 from ${table} r where r.provider_id = $1 and r.id <> $2 and r.deleted_at is null
       and ${same.join(" and ")} limit 1`,
    values,
  );
  if (rows[0]) throw duplicate(message);
}

/** The kit's `beforeStateChange`: a record reactivated beside an active twin is refused as a new one is. */
function refuseReactivatedTwin(table: string, columns: readonly string[], message: string) {
  return async (id: number, action: "inactivation" | "reactivation", { tx }: { tx: Database }) => {
    if (action !== "reactivation") return;
    const { rows } = await tx.query<{ provider_id: number }>(
      `select provider_id from ${table} where id = $1`,
      [id],
    );
    await takeTurns(tx, table, rows[0]!.provider_id);
    const twins = await tx.query(
      `select 1 from ${table} r join ${table} t on t.id = $1
        where r.provider_id = t.provider_id and r.id <> t.id and r.deleted_at is null
          and ${columns.map((column) => sameAs(column, `t.${column}`)).join(" and ")} limit 1`,
      [id],
    );
    if (twins.rows[0]) throw duplicate(message);
  };
}

export const certificates = defineResource({
  name: "certificate",
  table: "provider_certificates",
  scope: "company",
  parent,
  editInactive: true,
  columns: ["name", "number", "emission"],
  files: [{ field: "attachment", column: "attachment_file_id", kind: "pdf", label: "Anexo" }],
  schema: certificateEditSchema,
  labels: certificateEditLabels,
  messages: { ...messages, notFound: "Certificado não encontrado." },
  async resolve(value, context) {
    const { name, number, emission } = value;
    await refuseTwin(context, "provider_certificates", { name, number, emission }, CERTIFICATE_DUPLICATE);
    return value;
  },
  beforeStateChange: refuseReactivatedTwin(
    "provider_certificates",
    ["name", "number", "emission"],
    CERTIFICATE_DUPLICATE,
  ),
});

const licenseFile = { field: "file", column: "file_id", kind: "pdf", label: "Arquivo" } as const;

export const licenses = defineResource({
  name: "license",
  table: "provider_licenses",
  scope: "company",
  parent,
  editInactive: true,
  columns: ["license_type_id", "type", "name", "code", "emission", "expiration", "alert_date"],
  files: [licenseFile],
  schema: licenseEditSchema,
  labels: licenseEditLabels,
  messages: { ...messages, notFound: "Licença não encontrada." },
  select: "lt.uuid::text as uuid_license_type, lt.name as license_type_name",
  join: "join license_types lt on lt.id = r.license_type_id",
  async resolve(value, context) {
    const { rows } = await context.tx.query<{ id: number }>(
      "select id from license_types where uuid::text = $1",
      [String(value.uuid_license_type)],
    );
    if (!rows[0]) {
      throw new ValidationError({
        uuid_license_type: "Selecione uma opção válida para o campo Tipo de licença.",
      });
    }
    const license_type_id = rows[0].id;
    const { name, code, emission } = value;
    await refuseTwin(
      context,
      "provider_licenses",
      { license_type_id, name, code, emission },
      LICENSE_DUPLICATE,
    );
    return { ...value, license_type_id, type: value.type ?? "operacao" };
  },
  beforeStateChange: refuseReactivatedTwin(
    "provider_licenses",
    ["license_type_id", "name", "code", "emission"],
    LICENSE_DUPLICATE,
  ),
  shape(json) {
    const { license_type_id: _id, license_type_name, ...rest } = json;
    return {
      ...rest,
      license_type: { uuid_license_type: json.uuid_license_type, name: license_type_name },
      // The old edit screen called the expiration validity_date (spec §3).
      validity_date: json.expiration,
    };
  },
  // The history names the license type by its uuid, as the form sends it.
  snapshot: (row) => ({
    uuid_license_type: row.uuid_license_type,
    type: row.type,
    name: row.name,
    code: row.code,
    emission: row.emission,
    expiration: row.expiration,
    alert_date: row.alert_date,
    [licenseFile.field]: row[`${licenseFile.field}__name`],
  }),
});

export const employees = defineResource({
  name: "employee",
  table: "provider_employees",
  scope: "company",
  parent,
  editInactive: true,
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
  schema: employeeEditSchema,
  labels: employeeEditLabels,
  messages: { ...messages, notFound: "Colaborador não encontrado." },
  async resolve(value, context) {
    const { name, email } = value;
    await refuseTwin(context, "provider_employees", { name, email }, EMPLOYEE_DUPLICATE);
    return value;
  },
  beforeStateChange: refuseReactivatedTwin("provider_employees", ["name", "email"], EMPLOYEE_DUPLICATE),
  shape: (json) => ({ ...json, office: json.function }),
});

export const providerRecords = [certificates, licenses, employees];
