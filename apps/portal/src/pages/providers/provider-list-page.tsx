import type { Provider } from "@trilha/api";
import { providerBasicDataLabels } from "@trilha/forms";
import {
  DataTable,
  type DataTableProps,
  INACTIVATION_ERROR_MESSAGE,
  INACTIVATION_SUCCESS_MESSAGE,
  InactivationDialog,
  recordStatus,
  StatusBadge,
} from "@trilha/ui";
import * as React from "react";
import { useNavigate } from "react-router-dom";
import { historyLabels } from "../../resources/change-history";
import { formatDate } from "../../resources/format";
import { HistoryDialog } from "../../resources/history-dialog";
import { usePagedList } from "../../resources/use-paged-list";
import { toListQuery, useTableUrlState } from "../../resources/use-table-url-state";
import { paths, toPath } from "../../routes/paths";
import { toast } from "../../toasts/toasts";
import { providerDocument, providerName } from "./format";
import { ProviderIndicatorCards } from "./provider-indicator-cards";
import { providers } from "./providers-api";
import { providerText } from "./text";
import { useHistoryValueNames } from "./use-reference";

const columns: DataTableProps<Provider>["columns"] = [
  { id: "created_at", header: "Data de criação", accessorFn: (p) => formatDate(p.created_at) },
  { id: "alias", header: "Apelido", accessorFn: (p) => providerName(p) },
  { id: "company_name", header: "Razão social", accessorFn: (p) => p.company?.company_name ?? "" },
  {
    id: "document",
    header: "Documento",
    accessorFn: (p) => providerDocument(p),
    // A CNPJ broken at its "/" or "-" reads as two numbers: document cells never wrap.
    cell: ({ row }) => (
      <span data-slot="provider-document" className="whitespace-nowrap">
        {providerDocument(row.original)}
      </span>
    ),
  },
  {
    id: "city",
    header: "Cidade",
    accessorFn: (p) => [p.company?.address_city, p.company?.address_state].filter(Boolean).join(" / "),
  },
  { id: "types", header: "Serviços", accessorFn: (p) => (p.types ?? []).map((t) => t.name).join(", ") },
  {
    id: "status",
    header: "Status",
    accessorFn: (p) => recordStatus(p.deleted_at),
    cell: ({ row }) => <StatusBadge status={recordStatus(row.original.deleted_at)} />,
  },
];

const providerHistoryLabels = historyLabels(providerBasicDataLabels);

/** /prestadores: the paged providers list, its state in the URL (spec 02 §2). */
export function ProviderListPage() {
  const navigate = useNavigate();
  const [state, setState] = useTableUrlState();
  const query = React.useMemo(() => toListQuery(state), [state]);
  const list = usePagedList(providers.list, query, (page) => setState({ ...state, page }, { replace: true }));
  const [inactivating, setInactivating] = React.useState<Provider | null>(null);
  const [reactivating, setReactivating] = React.useState<Provider | null>(null);
  const [history, setHistory] = React.useState<Provider | null>(null);
  const [version, setVersion] = React.useState(0);
  const refresh = ({ refresh }: { refresh: boolean }) => {
    if (!refresh) return;
    list.reloadSoon();
    setVersion((v) => v + 1);
  };
  const historyNames = useHistoryValueNames(history !== null);
  const loadHistory = React.useMemo(
    () => (history ? (signal: AbortSignal) => providers.changes(history.uuid_provider, signal) : null),
    [history],
  );

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-primary-dark">{providerText.listTitle}</h1>
      <ProviderIndicatorCards version={version} />
      <DataTable<Provider>
        title={providerText.tableTitle}
        columns={columns}
        hiddenColumns={["created_at"]}
        data={list.page}
        loading={list.loading}
        state={state}
        onStateChange={setState}
        getRowId={(p) => p.uuid_provider}
        getRowLabel={providerName}
        onNewItem={() => navigate(paths.providerCreate)}
        newItemLabel={providerText.newItem}
        onEdit={(p) => navigate(toPath(paths.providerEdit, { id: p.uuid_provider }))}
        onInactivate={setInactivating}
        onJustifications={setHistory}
        onReactivate={setReactivating}
      />
      <InactivationDialog
        open={inactivating !== null}
        onOpenChange={(open) => {
          if (!open) setInactivating(null);
        }}
        description={inactivating ? providerName(inactivating) : undefined}
        onConfirm={async (justification) => {
          if (!inactivating) return;
          try {
            await providers.inactivate(inactivating.uuid_provider, justification);
          } catch (reason) {
            toast("error", INACTIVATION_ERROR_MESSAGE);
            throw reason;
          }
          toast("success", INACTIVATION_SUCCESS_MESSAGE);
        }}
        onClose={refresh}
      />
      <InactivationDialog
        open={reactivating !== null}
        onOpenChange={(open) => {
          if (!open) setReactivating(null);
        }}
        title={providerText.reactivate}
        description={
          reactivating ? providerText.reactivateDescription(providerName(reactivating)) : undefined
        }
        errorMessage={providerText.reactivateError}
        onConfirm={async (justification) => {
          if (!reactivating) return;
          try {
            await providers.reactivate(reactivating.uuid_provider, justification);
          } catch (reason) {
            toast("error", providerText.reactivateError);
            throw reason;
          }
          toast("success", providerText.reactivated);
        }}
        onClose={refresh}
      />
      <HistoryDialog
        title={history ? providerName(history) : null}
        load={loadHistory}
        labels={providerHistoryLabels}
        onClose={() => setHistory(null)}
        names={historyNames}
      />
    </div>
  );
}
