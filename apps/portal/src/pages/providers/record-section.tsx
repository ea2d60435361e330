import type { Certificate, Employee, License, SubRecordKind, SubRecordOf } from "@trilha/api";
import { employeeTypeLabel } from "@trilha/forms";
import {
  DataTable,
  type DataTableProps,
  type DataTableState,
  defaultDataTableState,
  FileDownloadContext,
  type FileDownloader,
  FileLink,
  INACTIVATION_ERROR_MESSAGE,
  INACTIVATION_SUCCESS_MESSAGE,
  InactivationDialog,
  recordStatus,
  StatusBadge,
} from "@trilha/ui";
import * as React from "react";
import { historyLabels } from "../../resources/change-history";
import { formatDate } from "../../resources/format";
import { HistoryDialog } from "../../resources/history-dialog";
import { usePagedList } from "../../resources/use-paged-list";
import { toListQuery } from "../../resources/use-table-url-state";
import { toast } from "../../toasts/toasts";
import { files, providers } from "./providers-api";
import { RecordFormModal, recordForms } from "./record-forms";
import { recordText } from "./text";
import { useHistoryValueNames } from "./use-reference";

type AnyRecord = SubRecordOf[SubRecordKind];

/** Each kind's history under its edit form's labels. */
const recordHistoryLabels = {
  certificates: historyLabels(recordForms.certificates.labels),
  licenses: historyLabels(recordForms.licenses.labels),
  employees: historyLabels(recordForms.employees.labels),
};

const status = {
  id: "status",
  header: "Status",
  accessorFn: (r: AnyRecord) => recordStatus(r.deleted_at),
  cell: ({ row }: { row: { original: AnyRecord } }) => (
    <StatusBadge status={recordStatus(row.original.deleted_at)} />
  ),
};

/**
 * A stored file's column: its display name as a download link (empty without a file). Keyed by the
 * item's file field, whose display name the API gives as `<field>_display_name`.
 */
function fileColumn<R>(field: keyof R & string, header: string) {
  const fileOf = (r: R) => {
    const record = r as Record<string, unknown>;
    const href = record[field];
    const name = record[`${field}_display_name`];
    return typeof href === "string" && href
      ? { href, name: typeof name === "string" && name ? name : href }
      : null;
  };
  return {
    id: field,
    header,
    accessorFn: (r: R) => fileOf(r)?.name ?? "",
    cell: ({ row }: { row: { original: R } }) => {
      const file = fileOf(row.original);
      return file ? <FileLink file={file} className="max-w-56" /> : null;
    },
  };
}

const labels = {
  certificates: recordForms.certificates.labels,
  licenses: recordForms.licenses.labels,
  employees: recordForms.employees.labels,
};

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

const uuidOf = (kind: SubRecordKind, item: AnyRecord): string =>
  kind === "certificates"
    ? (item as Certificate).uuid_certificate
    : kind === "licenses"
      ? (item as License).uuid_license
      : (item as Employee).uuid_employee;

/** Wording the spec does not give (docs/decisions.md). */
export const DOWNLOAD_ERROR = "Não foi possível baixar o arquivo.";

/** Stored files download through the signed-in client (the API wants the bearer header, not a cookie). */
const downloadFile: FileDownloader = async (file) => {
  try {
    await files.download(file);
  } catch {
    toast("error", DOWNLOAD_ERROR);
  }
};

export type RecordSectionProps = {
  providerId: string;
  kind: SubRecordKind;
  /** Told after a save or an inactivation, so the indicators can follow. */
  onChanged?: () => void;
};

/** A provider's certificates, licenses or employees: list, create/edit form, inactivation, history. */
export function RecordSection({ providerId, kind, onChanged }: RecordSectionProps) {
  const text = recordText[kind];
  const api = providers[kind];
  const [state, setState] = React.useState<DataTableState>(defaultDataTableState);
  const query = React.useMemo(() => toListQuery(state), [state]);
  const load = React.useCallback(
    (q: Parameters<typeof api.list>[1], signal: AbortSignal) => api.list(providerId, q, signal),
    [api, providerId],
  );
  const list = usePagedList<AnyRecord>(load as never, query, (page) =>
    setState((current) => ({ ...current, page })),
  );
  const [editing, setEditing] = React.useState<{
    uuid: string | null;
    values: Record<string, unknown>;
  } | null>(null);
  const [progress, setProgress] = React.useState<number>();
  const [inactivating, setInactivating] = React.useState<AnyRecord | null>(null);
  const [history, setHistory] = React.useState<AnyRecord | null>(null);
  const historyNames = useHistoryValueNames(history !== null);
  const loadHistory = React.useMemo(
    () => (history ? (signal: AbortSignal) => api.changes(providerId, uuidOf(kind, history), signal) : null),
    [api, history, kind, providerId],
  );

  const save = async (values: Record<string, unknown>) => {
    const uuid = editing?.uuid ?? null;
    const options = { onProgress: setProgress };
    try {
      if (uuid) await api.update(providerId, uuid, values as never, options);
      else await api.create(providerId, values as never, options);
    } catch {
      setProgress(undefined);
      toast("error", uuid ? text.editError : text.createError);
      return;
    }
    setProgress(undefined);
    setEditing(null);
    toast("success", text.saved);
    list.reloadSoon();
    onChanged?.();
  };

  const toValues = recordForms[kind].toValues as (item: AnyRecord) => Record<string, unknown>;

  return (
    <FileDownloadContext.Provider value={downloadFile}>
      <DataTable<AnyRecord>
        title={text.title}
        columns={columns[kind] as DataTableProps<AnyRecord>["columns"]}
        data={list.page}
        loading={list.loading}
        state={state}
        onStateChange={setState}
        getRowId={(item) => uuidOf(kind, item)}
        getRowLabel={(item) => item.name}
        onNewItem={() => setEditing({ uuid: null, values: {} })}
        newItemLabel={text.newItem}
        onEdit={(item) => setEditing({ uuid: uuidOf(kind, item), values: toValues(item) })}
        onInactivate={setInactivating}
        onJustifications={setHistory}
      />
      <RecordFormModal
        kind={kind}
        values={editing?.values ?? null}
        editing={!!editing?.uuid}
        progress={progress}
        onSubmit={save}
        onClose={() => setEditing(null)}
      />
      <InactivationDialog
        open={inactivating !== null}
        onOpenChange={(open) => {
          if (!open) setInactivating(null);
        }}
        description={inactivating?.name}
        onConfirm={async (justification) => {
          if (!inactivating) return;
          try {
            await api.inactivate(providerId, uuidOf(kind, inactivating), justification);
          } catch (reason) {
            toast("error", INACTIVATION_ERROR_MESSAGE);
            throw reason;
          }
          toast("success", INACTIVATION_SUCCESS_MESSAGE);
        }}
        onClose={({ refresh }) => {
          if (!refresh) return;
          list.reloadSoon();
          onChanged?.();
        }}
      />
      <HistoryDialog
        title={history?.name ?? null}
        load={loadHistory}
        labels={recordHistoryLabels[kind]}
        onClose={() => setHistory(null)}
        names={historyNames}
      />
    </FileDownloadContext.Provider>
  );
}
