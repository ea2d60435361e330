import type { Certificate, Employee, License, SubRecordKind } from "@trilha/api";
import {
  certificateEditLabels,
  certificateEditSchema,
  EMPLOYEE_TYPES,
  employeeEditLabels,
  employeeEditSchema,
  employeeTypeLabels,
  FormDatePicker,
  FormFilePicker,
  FormMaskedField,
  FormSelect,
  FormTextField,
  licenseAlertBounds,
  licenseEditLabels,
  licenseEditSchema,
  recordFileFields,
} from "@trilha/forms";
import { useLicenseTypeOptions } from "./use-reference";

// The wizard's four types, so an employee created there keeps its type when edited.
const collaboratorOptions = EMPLOYEE_TYPES.map((type) => ({ value: type, label: employeeTypeLabels[type] }));

/**
 * Each kind's edit schema, labels, file fields (their bytes checked on submit) and the form values of
 * an existing item: a stored file is its URL (kept unless replaced, or removed with Remover where the
 * field is optional: the employee's documents) with its display name beside it, which the file picker
 * shows as a download link (the schema drops the name on submit).
 */
export const recordForms = {
  certificates: {
    schema: certificateEditSchema,
    labels: certificateEditLabels,
    files: recordFileFields.certificateEdit,
    toValues: (item: Certificate) => ({
      uuid_certificate: item.uuid_certificate,
      name: item.name,
      number: item.number,
      emission: item.emission?.slice(0, 10),
      attachment: item.attachment ?? undefined,
      attachment_display_name: item.attachment_display_name ?? undefined,
    }),
  },
  licenses: {
    schema: licenseEditSchema,
    labels: licenseEditLabels,
    files: recordFileFields.licenseEdit,
    toValues: (item: License) => ({
      uuid_license: item.uuid_license,
      uuid_license_type: item.uuid_license_type,
      name: item.name,
      code: item.code,
      emission: item.emission?.slice(0, 10),
      expiration: item.expiration?.slice(0, 10) ?? undefined,
      alert_date: item.alert_date?.slice(0, 10) ?? undefined,
      // The alert date as saved: kept as it is once past, only a date changed to the past is refused
      // (the server reads it from the licence itself).
      saved_alert_date: item.alert_date?.slice(0, 10) ?? undefined,
      file: item.file ?? undefined,
      file_display_name: item.file_display_name ?? undefined,
    }),
  },
  employees: {
    schema: employeeEditSchema,
    labels: employeeEditLabels,
    files: recordFileFields.employeeEdit,
    toValues: (item: Employee) => ({
      uuid_employee: item.uuid_employee,
      name: item.name,
      last_name: item.last_name ?? undefined,
      email: item.email,
      function: item.function ?? item.office ?? undefined,
      collaborator_type: item.collaborator_type ?? undefined,
      cpf: item.cpf ?? undefined,
      number: item.number ?? undefined,
      mopp_validity: item.mopp_validity?.slice(0, 10) ?? undefined,
      mopp_document_image: item.mopp_document_image ?? undefined,
      mopp_document_image_display_name: item.mopp_document_image_display_name ?? undefined,
      cnh: item.cnh ?? undefined,
      cnh_validity: item.cnh_validity?.slice(0, 10) ?? undefined,
      cnh_document_image: item.cnh_document_image ?? undefined,
      cnh_document_image_display_name: item.cnh_document_image_display_name ?? undefined,
      cnh_categoty: item.cnh_categoty ?? undefined,
    }),
  },
} as const;

/** Each kind's fields in the create/edit modal. */
export function RecordFields({ kind, progress }: { kind: SubRecordKind; progress: number | undefined }) {
  const licenseTypes = useLicenseTypeOptions();
  if (kind === "certificates") {
    return (
      <>
        <FormTextField name="name" required maxLength={100} />
        <FormTextField name="number" required inputMode="numeric" maxLength={100} />
        <FormDatePicker name="emission" required past />
        <FormFilePicker name="attachment" required kind="pdf" progress={progress} />
      </>
    );
  }
  if (kind === "licenses") {
    return (
      <>
        <FormSelect name="uuid_license_type" required searchable options={licenseTypes} />
        <FormTextField name="name" required maxLength={255} />
        <FormTextField name="code" required inputMode="numeric" maxLength={20} />
        <FormDatePicker name="emission" required past />
        <FormDatePicker name="expiration" />
        {/* Not after the expiration: the calendar ends there, a later day reads the schema's rule. */}
        <FormDatePicker name="alert_date" boundsFrom={{ field: "expiration", bounds: licenseAlertBounds }} />
        <FormFilePicker name="file" required kind="pdf" progress={progress} />
      </>
    );
  }
  return (
    <>
      <FormTextField name="name" required maxLength={100} />
      <FormTextField name="last_name" />
      <FormTextField name="email" type="email" required maxLength={255} />
      <FormTextField name="function" maxLength={40} />
      <FormSelect name="collaborator_type" options={collaboratorOptions} />
      <FormMaskedField name="cpf" mask="cpf" />
      <FormMaskedField name="number" mask="phone" />
      <FormDatePicker name="mopp_validity" />
      <FormFilePicker name="mopp_document_image" kind="image" progress={progress} />
      <FormTextField name="cnh" maxLength={11} inputMode="numeric" />
      <FormDatePicker name="cnh_validity" />
      <FormTextField name="cnh_categoty" maxLength={20} />
      <FormFilePicker name="cnh_document_image" kind="image" progress={progress} />
    </>
  );
}
