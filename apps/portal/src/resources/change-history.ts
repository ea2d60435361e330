import type { ChangeHistory, ChangeRecord, FieldChange } from "@trilha/api";
import { employeeTypeLabel, type Labels, labelFor, registryTypeLabels } from "@trilha/forms";
import { formatEntryDate, recordStatus, statusBadgeText } from "@trilha/ui";
import { resourceText } from "./text";

export type ChangeKind = "update" | "deletion";
export type KindedRecord = ChangeRecord & { kind: ChangeKind };

/** Every change record, updates and deletions together, oldest first. */
export function allChanges(history: ChangeHistory | undefined): KindedRecord[] {
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
export function actionOf(record: KindedRecord): string {
  if (record.kind === "deletion") return resourceText.historyAction.deletion;
  return isReactivation(record) ? resourceText.historyAction.reactivation : resourceText.historyAction.update;
}

/** One changed field as people read it: its form label, and both values formatted. */
export type ShownChange = { field: string; label: string; from: string; to: string };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * How a recorded amount reads, by field key (its last segment, as `ValueNames`): `{ recipient_cost:
 * formatMoney }` shows the recorded "1234.50" as "R$ 1.234,50". Declared by the domain beside its
 * history labels, with the portal's formatters (format.ts).
 */
export type ValueFormats = Readonly<Record<string, (value: number) => string>>;

/** What the history needs of a domain's fields: their labels, and how its amounts read. */
export type HistoryLabels = { labels: Labels; formats: ValueFormats };

const NO_FORMATS: ValueFormats = {};

/** The history's labels: the form's, plus the status a (re)activation changes; and the amounts' formats. */
export function historyLabels(formLabels: Labels, formats: ValueFormats = NO_FORMATS): HistoryLabels {
  return { labels: { ...formLabels, deleted_at: resourceText.historyStatus }, formats };
}

/** Coded values by field key (`types`, `uuid_license_type`): code → name, from the reference data. */
export type ValueNames = Record<string, Record<string, string>>;

/** A value never set (or cleared), on both sides of a change, in the dialog and in the table alike. */
export const EMPTY_VALUE = "—";

function shownValue(field: string, value: unknown, names: ValueNames, formats: ValueFormats): string {
  if (field === "deleted_at") return statusBadgeText[recordStatus(typeof value === "string" ? value : null)];
  if (value === null || value === undefined || value === "") return EMPTY_VALUE;
  const text = String(value);
  const key = field.split(".").at(-1) ?? field;
  const format = Object.hasOwn(formats, key) ? formats[key] : undefined;
  // Numeric columns are recorded as written ("1234.50"); a text that is no number stays as it is.
  if (format && text.trim() !== "" && Number.isFinite(Number(text))) return format(Number(text));
  const named = names[key];
  // Services are recorded as their codes joined by ", " ("carrier, manager").
  if (named && key === "types")
    return text
      .split(/,\s*/)
      .map((code) => named[code] ?? code)
      .join(", ");
  if (named && Object.hasOwn(named, text)) return named[text]!;
  if (key === "registry_type" && Object.hasOwn(registryTypeLabels, text))
    return registryTypeLabels[text as keyof typeof registryTypeLabels];
  if (key === "collaborator_type") return employeeTypeLabel(text) || text;
  if (ISO_DATE.test(text)) return formatEntryDate(text);
  return text;
}

/** The field keys the server records (`company.address_name`, `responsible.1.name`) under their pt-BR labels. */
export function showChange(
  change: FieldChange,
  { labels, formats }: HistoryLabels,
  names: ValueNames = {},
): ShownChange {
  return {
    field: change.field,
    label: labelFor(change.field.split("."), labels),
    from: shownValue(change.field, change.from, names, formats),
    to: shownValue(change.field, change.to, names, formats),
  };
}

/** One entry of the change history: when, what, who, what changed and why. */
export type HistoryEntry = {
  when: string;
  date: string;
  action: string;
  user: string | null;
  changes: ShownChange[];
  justification: string | null;
};

/** Every record of a history, edits without a justification too, oldest first. */
export function historyEntries(
  history: ChangeHistory | undefined,
  labels: HistoryLabels,
  names: ValueNames = {},
): HistoryEntry[] {
  return allChanges(history).map((record) => ({
    when: record.when,
    date: formatEntryDate(record.when),
    action: actionOf(record),
    user: record.user?.name ?? null,
    changes: record.changes.map((change) => showChange(change, labels, names)),
    justification: record.justification || null,
  }));
}
