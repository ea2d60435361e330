import {
  certificateLabels,
  createCertificateDraftSchema,
  createEmployeeDraftSchema,
  createLicenseDraftSchema,
  EMPLOYEE_TYPES,
  employeeLabels,
  employeeTypeLabels,
  licenseAlertBounds,
  licenseLabels,
  recordFileFields,
} from "@trilha/forms";
import { type FormTableColumn, MaskedField, Select } from "@trilha/ui";
import { formatDate } from "../../resources/format";
import {
  draftDate as date,
  draftFile as file,
  fileName,
  InclusionTable,
  type IncludedRow as Row,
  draftText as text,
} from "../../resources/inclusion-table";
import { providerText } from "./text";
import { useLicenseTypeOptions } from "./use-reference";

const str = (value: unknown) => (typeof value === "string" ? value : "");

/** Step "Licenças / certificados": two inclusion tables (spec 02 §5). */
export function DocumentsStep() {
  const licenseTypes = useLicenseTypeOptions();
  const typeName = (uuid: unknown) => licenseTypes.find((t) => t.value === uuid)?.label ?? str(uuid);

  const licenseColumns: FormTableColumn<Row>[] = [
    {
      key: "uuid_license_type",
      header: licenseLabels.uuid_license_type,
      render: (r) => typeName(r.uuid_license_type),
    },
    { key: "name", header: licenseLabels.name },
    { key: "code", header: licenseLabels.code },
    { key: "emission", header: licenseLabels.emission, render: (r) => formatDate(str(r.emission)) },
    { key: "expiration", header: licenseLabels.expiration, render: (r) => formatDate(str(r.expiration)) },
    { key: "file", header: licenseLabels.file, render: (r) => fileName(r.file) },
  ];
  const certificateColumns: FormTableColumn<Row>[] = [
    { key: "name", header: certificateLabels.name },
    { key: "number", header: certificateLabels.number },
    { key: "emission", header: certificateLabels.emission, render: (r) => formatDate(str(r.emission)) },
    { key: "attachment", header: certificateLabels.attachment, render: (r) => fileName(r.attachment) },
  ];

  return (
    <div className="flex flex-col gap-8">
      <InclusionTable
        name="licenses"
        title={providerText.licenses}
        item={providerText.licenseItem}
        schema={createLicenseDraftSchema}
        labels={licenseLabels}
        files={recordFileFields.license}
        columns={licenseColumns}
      >
        {(license) => (
          <>
            <Select
              label={licenseLabels.uuid_license_type}
              required
              searchable
              options={licenseTypes}
              value={license.text("uuid_license_type")}
              onValueChange={(value) => license.set("uuid_license_type", value)}
              error={license.error("uuid_license_type")}
            />
            {text(license, "name", licenseLabels.name, { required: true, maxLength: 255 })}
            {text(license, "code", licenseLabels.code, {
              required: true,
              inputMode: "numeric",
              maxLength: 20,
            })}
            {date(license, "emission", licenseLabels.emission, { required: true, past: true })}
            {date(license, "expiration", licenseLabels.expiration)}
            {date(license, "alert_date", licenseLabels.alert_date, {
              future: true,
              // Not after the expiration: the calendar ends there, a later day reads the schema's rule.
              ...licenseAlertBounds(license.values.expiration),
            })}
            {file(license, "file", licenseLabels.file, "pdf", true)}
          </>
        )}
      </InclusionTable>
      <InclusionTable
        name="certificates"
        title={providerText.certificates}
        item={providerText.certificateItem}
        schema={createCertificateDraftSchema}
        labels={certificateLabels}
        files={recordFileFields.certificate}
        columns={certificateColumns}
      >
        {(certificate) => (
          <>
            {text(certificate, "name", certificateLabels.name, { required: true, maxLength: 100 })}
            {text(certificate, "number", certificateLabels.number, {
              required: true,
              inputMode: "numeric",
              maxLength: 100,
            })}
            {date(certificate, "emission", certificateLabels.emission, { required: true, past: true })}
            {file(certificate, "attachment", certificateLabels.attachment, "pdf", true)}
          </>
        )}
      </InclusionTable>
    </div>
  );
}

const employeeTypeOptions = EMPLOYEE_TYPES.map((type) => ({ value: type, label: employeeTypeLabels[type] }));

const employeeColumns: FormTableColumn<Row>[] = [
  { key: "name", header: employeeLabels.name },
  { key: "email", header: employeeLabels.email },
  { key: "function", header: employeeLabels.function },
  {
    key: "type",
    header: employeeLabels.type,
    render: (r) => employeeTypeLabels[r.type as keyof typeof employeeTypeLabels] ?? "",
  },
];

/** Step "Colaboradores": the employees inclusion table (create payload `employee[i]`). */
export function EmployeesStep() {
  return (
    <div className="flex flex-col gap-8">
      <InclusionTable
        name="employee"
        title={providerText.employees}
        item={providerText.employeeItem}
        schema={createEmployeeDraftSchema}
        labels={employeeLabels}
        files={recordFileFields.employee}
        columns={employeeColumns}
      >
        {(draft) => (
          <>
            {text(draft, "name", employeeLabels.name, { required: true, maxLength: 100 })}
            {text(draft, "email", employeeLabels.email, { required: true, maxLength: 255, type: "email" })}
            {text(draft, "function", employeeLabels.function, { maxLength: 40 })}
            <Select
              label={employeeLabels.type}
              options={employeeTypeOptions}
              value={draft.text("type")}
              onValueChange={(value) => draft.set("type", value)}
              error={draft.error("type")}
            />
            <MaskedField
              mask="cpf"
              label={employeeLabels.cpf}
              value={draft.text("cpf")}
              onValueChange={(masked) => draft.set("cpf", masked)}
              error={draft.error("cpf")}
            />
            {date(draft, "moop_expiration", employeeLabels.moop_expiration)}
            {file(draft, "mopp_file", employeeLabels.mopp_file, "image")}
            {/* An 11-digit number: the phone's numeric keypad. */}
            {text(draft, "license_number", employeeLabels.license_number, {
              maxLength: 11,
              inputMode: "numeric",
            })}
            {date(draft, "license_expiration", employeeLabels.license_expiration)}
            {text(draft, "license_type", employeeLabels.license_type, { maxLength: 20 })}
            {file(draft, "license_file", employeeLabels.license_file, "image")}
          </>
        )}
      </InclusionTable>
    </div>
  );
}
