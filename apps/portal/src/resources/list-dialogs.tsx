import type { RecordTimestamps } from "@trilha/ui";
import type { HistoryLabels, ValueNames } from "./change-history";
import { HistoryDialog } from "./history-dialog";
import { JustificationDialog } from "./justification-dialog";
import type { ListController } from "./use-list-controller";

export type ListDialogsProps<T extends RecordTimestamps> = {
  dialogs: ListController<T>["dialogs"];
  /** The item's form labels plus the status (`historyLabels`), for the Justificativas dialog. */
  historyLabels: HistoryLabels;
  historyNames?: ValueNames;
};

/** The row actions' dialogs of a list: Inativar, Reativar (when offered) and Justificativas. */
export function ListDialogs<T extends RecordTimestamps>({
  dialogs,
  historyLabels,
  historyNames,
}: ListDialogsProps<T>) {
  return (
    <>
      <JustificationDialog {...dialogs.inactivation} />
      {dialogs.reactivation ? <JustificationDialog {...dialogs.reactivation} /> : null}
      <HistoryDialog
        {...dialogs.history}
        labels={historyLabels}
        {...(historyNames ? { names: historyNames } : {})}
      />
    </>
  );
}
