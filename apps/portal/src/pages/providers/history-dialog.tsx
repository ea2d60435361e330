import type { ChangeHistory, ChangeRecord } from "@trilha/api";
import { type JustificationEntry, JustificationHistory, Modal } from "@trilha/ui";
import * as React from "react";
import { providerText } from "./text";

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

/** A reactivation is recorded as an update that clears deleted_at. */
export function isReactivation(record: ChangeRecord): boolean {
  return record.changes.some((change) => change.field === "deleted_at" && change.to == null);
}

/** What a change record was for: Inativação, Reativação or Alteração. */
export function actionOf(record: ChangeRecord & { kind: "update" | "deletion" }): string {
  if (record.kind === "deletion") return providerText.historyAction.deletion;
  return isReactivation(record) ? providerText.historyAction.reactivation : providerText.historyAction.update;
}

/** The justifications given for edits, inactivations and reactivations, with who gave them. */
export function justificationsOf(history: ChangeHistory | undefined): JustificationEntry[] {
  return allChanges(history)
    .filter((record) => record.justification)
    .map((record) => ({
      created_at: record.when,
      justification: record.justification ?? "",
      action: actionOf(record),
      user: record.user?.name ?? null,
    }));
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
