import type { ChangeHistory } from "@trilha/api";
import { Modal } from "@trilha/ui";
import * as React from "react";
import { type HistoryLabels, historyEntries, type ValueNames } from "./change-history";
import { ChangeHistoryList } from "./change-history-view";
import { resourceText } from "./text";

const NO_NAMES: ValueNames = {};

/** Loads a change history while `load` is set (a new function means another item). */
export function useChangeHistory(load: ((signal: AbortSignal) => Promise<ChangeHistory>) | null) {
  const [history, setHistory] = React.useState<ChangeHistory>();
  const [loading, setLoading] = React.useState(false);
  React.useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    setHistory(undefined);
    setLoading(true);
    load(controller.signal)
      .then((next) => {
        if (!controller.signal.aborted) setHistory(next);
      })
      .catch(() => undefined)
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [load]);
  return { history, loading };
}

/** One item's change history, loaded again whenever `version` moves (after a save or a reactivation). */
export function useItemHistory(
  changes: (id: string, signal?: AbortSignal) => Promise<ChangeHistory>,
  id: string,
  version = 0,
) {
  const changesRef = React.useRef(changes);
  changesRef.current = changes;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version reloads the history
  const load = React.useMemo(() => (signal: AbortSignal) => changesRef.current(id, signal), [id, version]);
  return useChangeHistory(load);
}

export type HistoryDialogProps = {
  /** The item whose Justificativas are shown; null keeps the dialog closed. */
  title: string | null;
  load: ((signal: AbortSignal) => Promise<ChangeHistory>) | null;
  /** The item's form labels (`historyLabels`), so changed fields read as the form names them. */
  labels: HistoryLabels;
  onClose: () => void;
  /** Names of coded values (service codes, type ids) the history shows, from the domain's reference data. */
  names?: ValueNames;
};

/** Justificativas of one row (spec 02 §2): opens the change history, in a dialog. */
export function HistoryDialog({ title, load, labels, onClose, names = NO_NAMES }: HistoryDialogProps) {
  const { history, loading } = useChangeHistory(load);
  const entries = React.useMemo(() => historyEntries(history, labels, names), [history, labels, names]);
  return (
    <Modal
      open={title !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={resourceText.justifications}
      description={title ?? undefined}
      size="lg"
    >
      <ChangeHistoryList entries={entries} loading={loading} />
    </Modal>
  );
}
