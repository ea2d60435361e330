import type { ContractorListItem } from "@trilha/api";
import { type DataTableProps, DateRangePicker, IndicatorCards } from "@trilha/ui";
import * as React from "react";
import { useNavigate } from "react-router-dom";
import { statusColumn } from "../../resources/columns";
import { createdRange } from "../../resources/created-range-filter";
import { formatDate, formatTimestampDate } from "../../resources/format";
import { ListPage } from "../../resources/list-page";
import { useDateRangeUrlState } from "../../resources/use-date-range-url-state";
import { useFetched } from "../../resources/use-fetched";
import { useListController } from "../../resources/use-list-controller";
import { paths, toPath } from "../../routes/paths";
import { contractorHistoryLabels } from "./contractor-history";
import { contractors } from "./contractors-api";
import { contractorText } from "./text";

/** The contract's end, or 'Indeterminado' for an indeterminate term (decisions.md: the spec's column shows the company name). */
export function contractValidity(row: Pick<ContractorListItem, "termino" | "prazo_indeterminado">): string {
  return row.prazo_indeterminado || !row.termino ? contractorText.indeterminate : formatDate(row.termino);
}

const columns: DataTableProps<ContractorListItem>["columns"] = [
  {
    id: "created_at",
    header: contractorText.columns.createdAt,
    accessorFn: (c) => formatTimestampDate(c.created_at),
  },
  { id: "trading_name", header: contractorText.columns.responsible, accessorFn: (c) => c.trading_name },
  { id: "termino", header: contractorText.columns.validity, accessorFn: contractValidity },
  statusColumn<ContractorListItem>(),
];

const getId = (c: ContractorListItem) => c.uuid_contractor;
const getLabel = (c: ContractorListItem) => c.trading_name;
const reactivation = {
  title: contractorText.reactivate,
  description: contractorText.reactivateDescription,
  success: contractorText.reactivated,
  error: contractorText.reactivateError,
};

/** Drawn with labels and skeleton values until the counts arrive, so the table below does not move (CLS). */
function ContractorIndicatorCards({ version, from, to }: { version: number; from: string; to: string }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the reload trigger
  const load = React.useMemo(
    () => (signal: AbortSignal) => contractors.indicators({ createdFrom: from, createdTo: to }, signal),
    [version, from, to],
  );
  const counts = useFetched(load);
  return (
    <IndicatorCards
      title={contractorText.indicators}
      loading={!counts}
      items={[
        { label: contractorText.activeClients, value: counts?.active ?? 0 },
        { label: contractorText.inactiveClients, value: counts?.inactive ?? 0 },
      ]}
    />
  );
}

/** /contratantes: the contractors created in a period (ESTE MÊS by default), their state in the URL (spec 02 §2). */
export function ContractorListPage() {
  const navigate = useNavigate();
  const [range, setRange] = useDateRangeUrlState();
  const list = useListController<ContractorListItem>(contractors, {
    getId,
    getLabel,
    onEdit: (c) => navigate(toPath(paths.contractorEdit, { id: c.uuid_contractor })),
    reactivation,
    itemName: "Contratante",
    filter: createdRange(range),
  });
  return (
    <ListPage<ContractorListItem>
      title={contractorText.listTitle}
      table={contractorText.tableTitle}
      columns={columns}
      hiddenColumns={["created_at", "status"]}
      newItem={{ label: contractorText.newItem, onClick: () => navigate(paths.contractorCreate) }}
      toolbar={<DateRangePicker label={contractorText.period} value={range} onApply={setRange} />}
      list={list}
      historyLabels={contractorHistoryLabels}
    >
      <ContractorIndicatorCards version={list.version} from={range.from} to={range.to} />
    </ListPage>
  );
}
