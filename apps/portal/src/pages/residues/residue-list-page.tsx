import type { Residue } from "@trilha/api";
import { residueEditLabels } from "@trilha/forms";
import type { DataTableProps } from "@trilha/ui";
import { useNavigate } from "react-router-dom";
import { historyLabels } from "../../resources/change-history";
import { statusColumn } from "../../resources/columns";
import { formatTimestampDate } from "../../resources/format";
import { ListPage } from "../../resources/list-page";
import { useListController } from "../../resources/use-list-controller";
import { paths, toPath } from "../../routes/paths";
import { residues } from "./residues-api";
import { residueText } from "./text";

/** Spec 02 §2: "The residue list shows name, type, destination count and transporter count." */
const columns: DataTableProps<Residue>["columns"] = [
  {
    id: "created_at",
    header: residueText.columns.createdAt,
    accessorFn: (r) => formatTimestampDate(r.created_at),
  },
  { id: "name", header: residueText.columns.name, accessorFn: (r) => r.name },
  { id: "type", header: residueText.columns.type, accessorFn: (r) => r.type_name ?? r.type },
  {
    id: "destination_count",
    header: residueText.columns.destinations,
    accessorFn: (r) => r.destination_count,
  },
  {
    id: "transporter_count",
    header: residueText.columns.transporters,
    accessorFn: (r) => r.transporter_count,
  },
  statusColumn<Residue>(),
];

const residueHistoryLabels = historyLabels(residueEditLabels);
const getId = (r: Residue) => r.uuid_residue;
const getLabel = (r: Residue) => r.name;
const reactivation = {
  title: residueText.reactivate,
  description: residueText.reactivateDescription,
  success: residueText.reactivated,
  error: residueText.reactivateError,
};

/** /residuos: the company's residues, paged, with Novo resíduo (spec 02 §2). */
export function ResidueListPage() {
  const navigate = useNavigate();
  const list = useListController<Residue>(residues, {
    getId,
    getLabel,
    onEdit: (r) => navigate(toPath(paths.residueEdit, { id: r.uuid_residue })),
    reactivation,
    itemName: "Resíduo",
  });
  return (
    <ListPage<Residue>
      title={residueText.listTitle}
      table={residueText.tableTitle}
      columns={columns}
      hiddenColumns={["created_at"]}
      newItem={{ label: residueText.newItem, onClick: () => navigate(paths.residueCreate) }}
      list={list}
      historyLabels={residueHistoryLabels}
    />
  );
}
