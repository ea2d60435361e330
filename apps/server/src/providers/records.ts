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
import { ValidationError } from "../http/errors";
import { defineResource, refuseReactivatedTwin, refuseTwin } from "../resources";
import { PROVIDER_INACTIVE_EDIT, providers } from "./providers";

const parent = { resource: providers, column: "provider_id" };
const messages = { inactiveParent: PROVIDER_INACTIVE_EDIT };

const CERTIFICATES = { table: "provider_certificates", parentColumn: "provider_id" };
const LICENSES = { table: "provider_licenses", parentColumn: "provider_id" };
const EMPLOYEES = { table: "provider_employees", parentColumn: "provider_id" };

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
    await refuseTwin(context, CERTIFICATES, { name, number, emission }, CERTIFICATE_DUPLICATE);
    return value;
  },
  beforeStateChange: refuseReactivatedTwin(
    CERTIFICATES,
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
  // The schema keeps a saved alert date as it is once past (a stored licence stays editable).
  savedFields: { saved_alert_date: "alert_date" },
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
    await refuseTwin(context, LICENSES, { license_type_id, name, code, emission }, LICENSE_DUPLICATE);
    return { ...value, license_type_id, type: value.type ?? "operacao" };
  },
  beforeStateChange: refuseReactivatedTwin(
    LICENSES,
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
    await refuseTwin(context, EMPLOYEES, { name, email }, EMPLOYEE_DUPLICATE);
    return value;
  },
  beforeStateChange: refuseReactivatedTwin(EMPLOYEES, ["name", "email"], EMPLOYEE_DUPLICATE),
  shape: (json) => ({ ...json, office: json.function }),
});

export const providerRecords = [certificates, licenses, employees];
