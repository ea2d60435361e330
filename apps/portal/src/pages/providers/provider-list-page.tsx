import type { Provider } from "@trilha/api";
import { providerBasicDataLabels } from "@trilha/forms";
import type { DataTableProps } from "@trilha/ui";
import { useNavigate } from "react-router-dom";
import { historyLabels } from "../../resources/change-history";
import { statusColumn } from "../../resources/columns";
import { formatTimestampDate } from "../../resources/format";
import { ListPage } from "../../resources/list-page";
import { useListController } from "../../resources/use-list-controller";
import { paths, toPath } from "../../routes/paths";
import { providerDocument, providerName } from "./format";
import { ProviderIndicatorCards } from "./provider-indicator-cards";
import { providers } from "./providers-api";
import { providerText } from "./text";
import { useHistoryValueNames } from "./use-reference";

const columns: DataTableProps<Provider>["columns"] = [
  { id: "created_at", header: "Data de criação", accessorFn: (p) => formatTimestampDate(p.created_at) },
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
  statusColumn<Provider>(),
];

const providerHistoryLabels = historyLabels(providerBasicDataLabels);
const getId = (p: Provider) => p.uuid_provider;
const reactivation = {
  title: providerText.reactivate,
  description: providerText.reactivateDescription,
  success: providerText.reactivated,
  error: providerText.reactivateError,
};

/** /prestadores: the paged providers list, its state in the URL (spec 02 §2). */
export function ProviderListPage() {
  const navigate = useNavigate();
  const list = useListController(providers, {
    getId,
    getLabel: providerName,
    onEdit: (p) => navigate(toPath(paths.providerEdit, { id: p.uuid_provider })),
    reactivation,
    itemName: "Prestador",
  });
  const historyNames = useHistoryValueNames(list.dialogs.history.title !== null);
  return (
    <ListPage<Provider>
      title={providerText.listTitle}
      table={providerText.tableTitle}
      columns={columns}
      hiddenColumns={["created_at"]}
      newItem={{ label: providerText.newItem, onClick: () => navigate(paths.providerCreate) }}
      list={list}
      historyLabels={providerHistoryLabels}
      historyNames={historyNames}
    >
      <ProviderIndicatorCards version={list.version} />
    </ListPage>
  );
}
