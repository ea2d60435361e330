import {
  acceptOf,
  certificateLabels,
  createCertificateDraftSchema,
  createEmployeeDraftSchema,
  createLicenseDraftSchema,
  EMPLOYEE_TYPES,
  employeeLabels,
  employeeTypeLabels,
  licenseLabels,
  recordFileFields,
} from "@trilha/forms";
import {
  Button,
  DatePicker,
  FilePicker,
  FormTable,
  type FormTableColumn,
  MaskedField,
  Select,
  TextField,
} from "@trilha/ui";
import * as React from "react";
import { type FormState, getIn } from "../../resources/form-state";
import { formatDate } from "../../resources/format";
import { useDraft } from "../../resources/use-draft";
import { providerText } from "./text";
import { useLicenseTypeOptions } from "./use-reference";

type Row = Record<string, unknown>;
type Draft = Omit<ReturnType<typeof useDraft>, "include">;

const str = (value: unknown) => (typeof value === "string" ? value : "");
const fileName = (value: unknown) =>
  typeof File !== "undefined" && value instanceof File ? value.name : str(value);

function rowsOf(state: FormState, name: string): Row[] {
  const value = getIn(state.values, name);
  return Array.isArray(value) ? (value as Row[]) : [];
}

/** The list's own message (a repeated entry), shown once a Próximo was tried. */
function ListError({ state, name }: { state: FormState; name: string }) {
  const error = getIn(state.errors, name);
  if (!state.submitFailed || typeof error !== "string") return null;
  return (
    <p role="alert" className="text-sm font-semibold text-error">
      {error}
    </p>
  );
}

type EditorProps = {
  title: string;
  draft: Draft;
  onInclude: () => void;
  children: React.ReactNode;
};

/**
 * The inclusion editor: plain controls inside the wizard's form, so Enter includes the item
 * rather than submitting the step.
 */
function Editor({ title, draft, onInclude, children }: EditorProps) {
  const titleId = React.useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-md border border-border p-4"
      onKeyDown={(event) => {
        if (event.key === "Enter" && event.target instanceof HTMLInputElement) {
          event.preventDefault();
          onInclude();
        }
      }}
    >
      <h2 id={titleId} className="text-lg font-semibold text-primary-dark">
        {title}
      </h2>
      <div key={draft.version} className="grid gap-4 tablet:grid-cols-2 desktop:grid-cols-3">
        {children}
      </div>
      {draft.formError ? (
        <p role="alert" className="text-sm font-semibold text-error">
          {draft.formError}
        </p>
      ) : null}
      <div>
        <Button type="button" variant="outline" onClick={onInclude}>
          {providerText.include}
        </Button>
      </div>
    </section>
  );
}

function useAppend(state: FormState, name: string) {
  return (item: Row) => state.form.change(name, [...rowsOf(state, name), item]);
}

function useRemove(state: FormState, name: string) {
  return (_row: Row, index: number) =>
    state.form.change(
      name,
      rowsOf(state, name).filter((_, i) => i !== index),
    );
}

function text(
  draft: Draft,
  name: string,
  label: string,
  extra: Partial<React.ComponentProps<typeof TextField>> = {},
) {
  return (
    <TextField
      label={label}
      value={draft.text(name)}
      onChange={(event) => draft.set(name, event.currentTarget.value)}
      error={draft.error(name)}
      {...extra}
    />
  );
}

function date(
  draft: Draft,
  name: string,
  label: string,
  extra: { required?: boolean; past?: boolean; future?: boolean } = {},
) {
  return (
    <DatePicker
      label={label}
      value={draft.text(name)}
      onValueChange={(iso) => draft.set(name, iso)}
      error={draft.error(name)}
      {...extra}
    />
  );
}

function file(draft: Draft, name: string, label: string, kind: "pdf" | "image", required = false) {
  const value = draft.values[name];
  return (
    <FilePicker
      label={label}
      required={required}
      accept={acceptOf(kind)}
      value={typeof File !== "undefined" && value instanceof File ? value : null}
      onValueChange={(picked) => draft.set(name, picked ?? undefined)}
      error={draft.error(name)}
    />
  );
}

/** Step "Licenças / certificados": two inclusion tables (spec 02 §5). */
export function DocumentsStep({ state }: { state: FormState }) {
  const licenses = rowsOf(state, "licenses");
  const certificates = rowsOf(state, "certificates");
  const license = useDraft(createLicenseDraftSchema, licenseLabels, recordFileFields.license);
  const certificate = useDraft(createCertificateDraftSchema, certificateLabels, recordFileFields.certificate);
  const licenseTypes = useLicenseTypeOptions();
  const appendLicense = useAppend(state, "licenses");
  const appendCertificate = useAppend(state, "certificates");
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
      <Editor
        title={providerText.licenses}
        draft={license}
        onInclude={async () => {
          const item = await license.include(licenses);
          if (item) appendLicense(item as Row);
        }}
      >
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
        {text(license, "code", licenseLabels.code, { required: true, inputMode: "numeric", maxLength: 20 })}
        {date(license, "emission", licenseLabels.emission, { required: true, past: true })}
        {date(license, "expiration", licenseLabels.expiration)}
        {date(license, "alert_date", licenseLabels.alert_date, { future: true })}
        {file(license, "file", licenseLabels.file, "pdf", true)}
      </Editor>
      <FormTable
        caption={providerText.licenses}
        columns={licenseColumns}
        rows={licenses}
        getRowId={(_r, i) => `license-${i}`}
        removeLabel={(r) => `Remover ${str(r.name)}`}
        onRemove={useRemove(state, "licenses")}
      />
      <ListError state={state} name="licenses" />

      <Editor
        title={providerText.certificates}
        draft={certificate}
        onInclude={async () => {
          const item = await certificate.include(certificates);
          if (item) appendCertificate(item as Row);
        }}
      >
        {text(certificate, "name", certificateLabels.name, { required: true, maxLength: 100 })}
        {text(certificate, "number", certificateLabels.number, {
          required: true,
          inputMode: "numeric",
          maxLength: 100,
        })}
        {date(certificate, "emission", certificateLabels.emission, { required: true, past: true })}
        {file(certificate, "attachment", certificateLabels.attachment, "pdf", true)}
      </Editor>
      <FormTable
        caption={providerText.certificates}
        columns={certificateColumns}
        rows={certificates}
        getRowId={(_r, i) => `certificate-${i}`}
        removeLabel={(r) => `Remover ${str(r.name)}`}
        onRemove={useRemove(state, "certificates")}
      />
      <ListError state={state} name="certificates" />
    </div>
  );
}

const employeeTypeOptions = EMPLOYEE_TYPES.map((type) => ({ value: type, label: employeeTypeLabels[type] }));

/** Step "Colaboradores": the employees inclusion table (create payload `employee[i]`). */
export function EmployeesStep({ state }: { state: FormState }) {
  const employees = rowsOf(state, "employee");
  const draft = useDraft(createEmployeeDraftSchema, employeeLabels, recordFileFields.employee);
  const append = useAppend(state, "employee");
  const columns: FormTableColumn<Row>[] = [
    { key: "name", header: employeeLabels.name },
    { key: "email", header: employeeLabels.email },
    { key: "function", header: employeeLabels.function },
    {
      key: "type",
      header: employeeLabels.type,
      render: (r) => employeeTypeLabels[r.type as keyof typeof employeeTypeLabels] ?? "",
    },
  ];
  return (
    <div className="flex flex-col gap-8">
      <Editor
        title={providerText.employees}
        draft={draft}
        onInclude={async () => {
          const item = await draft.include(employees);
          if (item) append(item as Row);
        }}
      >
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
        {text(draft, "license_number", employeeLabels.license_number, { maxLength: 11 })}
        {date(draft, "license_expiration", employeeLabels.license_expiration)}
        {text(draft, "license_type", employeeLabels.license_type, { maxLength: 20 })}
        {file(draft, "license_file", employeeLabels.license_file, "image")}
      </Editor>
      <FormTable
        caption={providerText.employees}
        columns={columns}
        rows={employees}
        getRowId={(_r, i) => `employee-${i}`}
        removeLabel={(r) => `Remover ${str(r.name)}`}
        onRemove={useRemove(state, "employee")}
      />
      <ListError state={state} name="employee" />
    </div>
  );
}
