import {
  atParent,
  type Certificate,
  type Employee,
  type License,
  type SubRecordKind,
  type SubRecordOf,
} from "@trilha/api";
import { employeeTypeLabel } from "@trilha/forms";
import type { DataTableProps } from "@trilha/ui";
import * as React from "react";
import { files } from "../../api/shared-api";
import { ChildRecordsSection } from "../../resources/child-records";
import { fileColumn, statusColumn } from "../../resources/columns";
import { FileDownloads } from "../../resources/file-downloads";
import { formatDate } from "../../resources/format";
import { providers } from "./providers-api";
import { RecordFields, recordForms } from "./record-forms";
import { providerText, recordText } from "./text";
import { useHistoryValueNames } from "./use-reference";

type AnyRecord = SubRecordOf[SubRecordKind];

const status = statusColumn<AnyRecord>();

const labels = {
  certificates: recordForms.certificates.labels,
  licenses: recordForms.licenses.labels,
  employees: recordForms.employees.labels,
} as const;

const columns = {
  certificates: [
    { id: "name", header: "Nome do certificado", accessorFn: (r: Certificate) => r.name },
    { id: "number", header: "Número do certificado", accessorFn: (r: Certificate) => r.number },
    { id: "emission", header: "Data de emissão", accessorFn: (r: Certificate) => formatDate(r.emission) },
    fileColumn<Certificate>("attachment", labels.certificates.attachment),
    status,
  ],
  licenses: [
    { id: "type", header: "Tipo de licença", accessorFn: (r: License) => r.license_type?.name ?? "" },
    { id: "name", header: "Nome da licença", accessorFn: (r: License) => r.name },
    { id: "code", header: "Número da licença", accessorFn: (r: License) => r.code },
    { id: "expiration", header: "Data de validade", accessorFn: (r: License) => formatDate(r.expiration) },
    fileColumn<License>("file", labels.licenses.file),
    status,
  ],
  employees: [
    {
      id: "name",
      header: "Nome",
      accessorFn: (r: Employee) => [r.name, r.last_name].filter(Boolean).join(" "),
    },
    { id: "email", header: "E-mail", accessorFn: (r: Employee) => r.email },
    {
      id: "collaborator_type",
      header: "Tipo de colaborador",
      accessorFn: (r: Employee) => employeeTypeLabel(r.collaborator_type),
    },
    fileColumn<Employee>("mopp_document_image", labels.employees.mopp_document_image),
    fileColumn<Employee>("cnh_document_image", labels.employees.cnh_document_image),
    status,
  ],
} as unknown as { [K in SubRecordKind]: DataTableProps<SubRecordOf[K]>["columns"] };

const idKey = {
  certificates: "uuid_certificate",
  licenses: "uuid_license",
  employees: "uuid_employee",
} as const;

export type RecordSectionProps = {
  providerId: string;
  kind: SubRecordKind;
  /** Told after a save or an inactivation, so the indicators can follow. */
  onChanged?: () => void;
};

/** A provider's certificates, licenses or employees: list, create/edit form, inactivation, history. */
export function RecordSection({ providerId, kind, onChanged }: RecordSectionProps) {
  const api = React.useMemo(
    () => atParent<AnyRecord, object>(providers[kind] as never, providerId),
    [kind, providerId],
  );
  const getId = React.useCallback(
    (item: AnyRecord) => (item as unknown as Record<string, string>)[idKey[kind]] ?? "",
    [kind],
  );
  const { schema, labels, files: fileFields, toValues } = recordForms[kind];
  const form = React.useMemo(
    () => ({
      schema,
      labels,
      files: fileFields,
      toValues: toValues as (item: AnyRecord) => Record<string, unknown>,
      fields: (progress: number | undefined) => <RecordFields kind={kind} progress={progress} />,
    }),
    [kind, schema, labels, fileFields, toValues],
  );
  return (
    <FileDownloads files={files}>
      <ChildRecordsSection<AnyRecord>
        key={kind}
        api={api as never}
        getId={getId}
        getLabel={(item) => item.name}
        columns={columns[kind] as DataTableProps<AnyRecord>["columns"]}
        text={recordText[kind]}
        form={form}
        reactivation={{ title: providerText.reactivate, description: providerText.reactivateDescription }}
        useHistoryNames={useHistoryValueNames}
        {...(onChanged ? { onChanged } : {})}
      />
    </FileDownloads>
  );
}
