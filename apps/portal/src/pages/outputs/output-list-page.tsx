import type { Output } from "@trilha/api";
import { OUTPUT_STATUSES, outputDocumentLabels, outputStatusLabels } from "@trilha/forms";
import {
  Button,
  type DataTableProps,
  type DataTableRowAction,
  DateRangePicker,
  formatTimestamp,
  IndicatorCards,
  Select,
} from "@trilha/ui";
import * as React from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { historyLabels } from "../../resources/change-history";
import { formatTimestampDate } from "../../resources/format";
import { ListPage } from "../../resources/list-page";
import { useDateRangeUrlState } from "../../resources/use-date-range-url-state";
import { useFetched } from "../../resources/use-fetched";
import { useListController } from "../../resources/use-list-controller";
import { paths, toPath } from "../../routes/paths";
import { dmrText } from "./dmr-text";
import { ACTION_PARAM, actionOf, stepsOf } from "./output-actions";
import { documentLabel, downloadCdf, downloadMtr, OutputStatusBadges } from "./output-display";
import { isOutputStatus, outputFilter, readOutputStatus } from "./output-list-filter";
import { outputs } from "./outputs-api";
import { outputText } from "./text";

/** A row's lifecycle steps, as the document's page offers them. */
function lifecycleActions(o: Output) {
  return stepsOf(o).map(({ step, label }) => ({ id: step, label, action: actionOf[step] }));
}

const statusLabel = (o: Output) =>
  [
    outputStatusLabels[o.status],
    o.public_status === "pending" ? outputText.provisional : "",
    o.public_status === "failed" ? outputText.sendFailed : "",
    o.public_status === "withdrawn" ? outputText.notRegistered : "",
  ]
    .filter(Boolean)
    .join(" ");

const columns: DataTableProps<Output>["columns"] = [
  {
    id: "created_at",
    header: outputText.columns.createdAt,
    accessorFn: (o) => formatTimestampDate(o.created_at),
  },
  { id: "mtr_number", header: outputText.columns.mtr, accessorFn: (o) => o.mtr_number ?? outputText.noMtr },
  { id: "document", header: outputText.columns.document, accessorFn: documentLabel },
  { id: "destiny_name", header: outputText.columns.recipient, accessorFn: (o) => o.destiny_name },
  { id: "transporter_name", header: outputText.columns.transporter, accessorFn: (o) => o.transporter_name },
  {
    id: "status",
    header: outputText.columns.status,
    accessorFn: statusLabel,
    cell: ({ row }: { row: { original: Output } }) => <OutputStatusBadges output={row.original} />,
  },
];

const outputHistoryLabels = historyLabels(outputDocumentLabels);
const getId = (o: Output) => o.uuid_output;
/**
 * Names a row ("Ações: MTR 2026/000001"); a document without MTR by its invoice or romaneio, when it was
 * created and for whom ("Romaneio de 12/05/2026 08:30 para Aterro Central"): romaneios have no number, and
 * a screen reader could not tell their rows' actions apart.
 */
const getLabel = (o: Output) =>
  o.mtr_number
    ? `MTR ${o.mtr_number}`
    : outputText.documentOf(documentLabel(o), formatTimestamp(o.created_at), o.destiny_name);

const ALL = "todos";

/** The status filter in the URL (`?status=issued`) beside the table's state; a new one goes back to page 1. */
function useStatusUrlState() {
  const [params, setParams] = useSearchParams();
  const status = readOutputStatus(params);
  const setStatus = React.useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (isOutputStatus(next)) updated.set("status", next);
          else updated.delete("status");
          updated.delete("pagina");
          return updated;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  return [status, setStatus] as const;
}

const statusOptions = [
  { value: ALL, label: outputText.allStatuses },
  ...OUTPUT_STATUSES.map((status) => ({ value: status, label: outputStatusLabels[status] })),
];

/** Drawn with labels and skeleton values until the counts arrive, so the table below does not move. */
function OutputIndicatorCards({ version }: { version: number }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the reload trigger
  const load = React.useMemo(() => (signal: AbortSignal) => outputs.indicators(signal), [version]);
  const counts = useFetched(load);
  return (
    <IndicatorCards
      title={outputText.indicators}
      loading={!counts}
      items={[
        { label: outputText.issuedThisMonth, value: counts?.issued_this_month ?? 0 },
        { label: outputText.awaitingReceipt, value: counts?.awaiting_receipt ?? 0 },
        { label: outputText.closedThisMonth, value: counts?.closed_this_month ?? 0 },
        { label: outputText.cancelledThisMonth, value: counts?.cancelled_this_month ?? 0 },
      ]}
    />
  );
}

/** /saidas: the output documents created in a period (ESTE MÊS by default), by status, filters in the URL. */
export function OutputListPage() {
  const navigate = useNavigate();
  // The list as it is (page, filters, search) goes with the document opened, for its Voltar para Saídas.
  const { search } = useLocation();
  const [range, setRange] = useDateRangeUrlState();
  const [status, setStatus] = useStatusUrlState();
  const actions = React.useCallback(
    (o: Output): DataTableRowAction[] => [
      {
        id: "view",
        label: outputText.view,
        onSelect: () =>
          navigate(toPath(paths.outputDetail, { id: o.uuid_output }), { state: { listSearch: search } }),
      },
      ...(o.mtr_number
        ? [{ id: "download-mtr", label: outputText.downloadMtr, onSelect: () => void downloadMtr(o) }]
        : []),
      ...(o.status === "closed"
        ? [{ id: "download-cdf", label: outputText.downloadCdf, onSelect: () => void downloadCdf(o) }]
        : []),
      // The lifecycle's next steps open their dialog on the document's page (`?acao=`).
      ...lifecycleActions(o).map(({ id, label, action }) => ({
        id,
        label,
        onSelect: () =>
          navigate(`${toPath(paths.outputDetail, { id: o.uuid_output })}?${ACTION_PARAM}=${action}`, {
            state: { listSearch: search },
          }),
      })),
    ],
    [navigate, search],
  );
  const list = useListController<Output>(outputs, {
    getId,
    getLabel,
    actions,
    rules: false,
    // Cancelled, never inactivated: INATIVOS would only ever show an empty list.
    inactive: false,
    itemName: "Documento de saída",
    filter: outputFilter(status, range),
  });
  return (
    <ListPage<Output>
      title={outputText.listTitle}
      table={outputText.tableTitle}
      columns={columns}
      hiddenColumns={["created_at"]}
      newItem={{ label: outputText.newItem, onClick: () => navigate(paths.outputCreate) }}
      headerActions={
        <Button type="button" variant="secondary" onClick={() => navigate(paths.outputDmr)}>
          {dmrText.open}
        </Button>
      }
      toolbar={
        <>
          <Select
            label={outputText.statusFilter}
            options={statusOptions}
            value={status || ALL}
            onValueChange={setStatus}
            className="flex-row items-center gap-2"
            triggerClassName="w-48"
          />
          <DateRangePicker label={outputText.period} value={range} onApply={setRange} />
        </>
      }
      list={list}
      historyLabels={outputHistoryLabels}
    >
      <OutputIndicatorCards version={list.version} />
    </ListPage>
  );
}
