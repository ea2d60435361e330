import type { ChangeHistory, ChangeRecord } from "@trilha/api";
import { type JustificationEntry, JustificationHistory, Modal } from "@trilha/ui";
import * as React from "react";

/** Every change record, updates and deletions together, oldest first. */
export function allChanges(
  history: ChangeHistory | undefined,
): (ChangeRecord & { kind: "update" | "deletion" })[] {
  if (!history) return [];
  return [
    ...history.updates.map((record) => ({ ...record, kind: "update" as const })),
    ...history.deletions.map((record) => ({ ...record, kind: "deletion" as const })),
  ].sort((a, b) => a.when.localeCompare(b.when));
}

/** The justifications given for edits and inactivations, as JustificationHistory lists them. */
export function justificationsOf(history: ChangeHistory | undefined): JustificationEntry[] {
  return allChanges(history)
    .filter((record) => record.justification)
    .map((record) => ({ created_at: record.when, justification: record.justification ?? "" }));
}

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

export type HistoryDialogProps = {
  /** The item whose Justificativas are shown; null keeps the dialog closed. */
  title: string | null;
  load: ((signal: AbortSignal) => Promise<ChangeHistory>) | null;
  onClose: () => void;
};

/** Justificativas of one row (spec 02 §2): the change history's reasons, in a dialog. */
export function HistoryDialog({ title, load, onClose }: HistoryDialogProps) {
  const { history, loading } = useChangeHistory(load);
  return (
    <Modal
      open={title !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Justificativas"
      description={title ?? undefined}
      size="lg"
    >
      <JustificationHistory items={justificationsOf(history)} loading={loading} />
    </Modal>
  );
}
