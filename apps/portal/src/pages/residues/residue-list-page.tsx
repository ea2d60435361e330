import type { Residue } from "@trilha/api";
import { ConfirmDialog, type DataTableProps } from "@trilha/ui";
import * as React from "react";
import { useNavigate } from "react-router-dom";
import { statusColumn } from "../../resources/columns";
import { formatTimestampDate } from "../../resources/format";
import { ListPage } from "../../resources/list-page";
import { useListController } from "../../resources/use-list-controller";
import { paths, toPath } from "../../routes/paths";
import { toast } from "../../toasts/toasts";
import { residueChanges } from "./residue-changes";
import { residueHistoryLabels } from "./residue-history";
import { isOpenDraft, residueDraftPath } from "./residue-values";
import { residues } from "./residues-api";
import { residueText } from "./text";

/** A draft (a wizard left before its last Próximo) is no active residue: 'Rascunho'. */
const DRAFT_BADGE = { status: "UNSTABLE", label: residueText.draft.status } as const;

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
  statusColumn<Residue>({ badge: (r) => (isOpenDraft(r) ? DRAFT_BADGE : null) }),
];

/** The list's Justificativas read the history as the edit page does: labels and option names. */
const residuesWithNamedHistory = { ...residues, changes: residueChanges };
const getId = (r: Residue) => r.uuid_residue;
const getLabel = (r: Residue) => r.name;
const reactivation = {
  title: residueText.reactivate,
  description: residueText.reactivateDescription,
  success: residueText.reactivated,
  error: residueText.reactivateError,
};

/**
 * /residuos: the company's residues, paged, with Novo resíduo (spec 02 §2). A draft (a wizard left
 * before its last Próximo) offers Continuar cadastro (the wizard again, from its first step, with what
 * was saved) and Descartar rascunho (inactivated as the wizard's Cancelar does) instead of Editar.
 */
export function ResidueListPage() {
  const navigate = useNavigate();
  const [discarding, setDiscarding] = React.useState<Residue | null>(null);
  const list = useListController<Residue>(residuesWithNamedHistory, {
    getId,
    getLabel,
    onEdit: (r) => navigate(toPath(paths.residueEdit, { id: r.uuid_residue })),
    reactivation,
    itemName: "Resíduo",
    actions: (r) =>
      isOpenDraft(r)
        ? [
            {
              id: "resume",
              label: residueText.draft.resume,
              onSelect: () => navigate(residueDraftPath(r.uuid_residue)),
            },
            { id: "discard", label: residueText.draft.discard, onSelect: () => setDiscarding(r) },
          ]
        : [],
    offers: (r, rule) => !(isOpenDraft(r) && (rule === "edit" || rule === "inactivate")),
  });
  const discard = async (r: Residue) => {
    try {
      await residues.inactivate(r.uuid_residue, residueText.draftCancelled);
    } catch (reason) {
      toast("error", residueText.draft.discardError);
      throw reason;
    }
    list.planRefocus(r);
    toast("success", residueText.draft.discarded);
    list.changed();
  };
  return (
    <>
      <ConfirmDialog
        open={discarding !== null}
        onOpenChange={(open) => {
          if (!open) setDiscarding(null);
        }}
        title={residueText.draft.discard}
        message={discarding ? residueText.draft.discardMessage(discarding.name) : ""}
        confirmLabel={residueText.draft.discardConfirm}
        onConfirm={() => (discarding ? discard(discarding) : undefined)}
      />
      <ListPage<Residue>
        title={residueText.listTitle}
        table={residueText.tableTitle}
        columns={columns}
        hiddenColumns={["created_at"]}
        newItem={{ label: residueText.newItem, onClick: () => navigate(paths.residueCreate) }}
        list={list}
        historyLabels={residueHistoryLabels}
      />
    </>
  );
}
