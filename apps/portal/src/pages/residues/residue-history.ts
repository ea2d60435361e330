import type { ChangeHistory, ChangeRecord, LegalRequirements, ResidueSubOptionList } from "@trilha/api";
import { integratedSystemsLabels, legalRequirementsLabels, residueEditLabels } from "@trilha/forms";
import { historyLabels } from "../../resources/change-history";

// The server records the residues table's columns: the legal requirements without their form's prefix
// ("conama_list") and the mappings as "ctre_residue".
export const residueHistoryLabels = historyLabels({
  ...residueEditLabels,
  ...legalRequirementsLabels,
  ...Object.fromEntries(
    Object.entries(integratedSystemsLabels).map(([path, label]) => [path.replace(".", "_"), label]),
  ),
});

/**
 * The legal requirements whose options hang from another one's code (spec 02 §7's sub-lists): the
 * history names their values from the list of the parent chosen at the time of each change.
 */
const RESIDUE_SUB_LISTS = [
  { field: "ibama_sub_list", parent: "ibama_list", list: "ibamaResidues" },
  { field: "nbr_14725_category", parent: "nbr_14725_list", list: "nbr14725Categories" },
  { field: "subsidiary_risk_class", parent: "main_risk_class", list: "subsidiaryRiskClasses" },
] as const satisfies readonly {
  field: keyof LegalRequirements;
  parent: keyof LegalRequirements;
  list: ResidueSubOptionList;
}[];

type SubList = (typeof RESIDUE_SUB_LISTS)[number];
/** A sub-list's value as it was recorded, with the parent code it was chosen under. */
type SubListValue = { list: ResidueSubOptionList; parent: string; code: string };

const code = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);
const changeOf = (record: ChangeRecord, field: string) => record.changes.find((c) => c.field === field);

/**
 * Walks the history from the residue as it is now back to its first change, keeping each sub-list's
 * parent as it was after and before every record; `visit` sees each sub-list value recorded with it.
 */
function walkSubLists(
  history: ChangeHistory | undefined,
  current: Partial<Record<string, string | null>>,
  visit: (record: ChangeRecord, side: "from" | "to", sub: SubList, value: SubListValue) => void,
) {
  // Newest first (the records themselves, so a visit can name the one it is in).
  const records = [...(history?.updates ?? []), ...(history?.deletions ?? [])].sort((a, b) =>
    b.when.localeCompare(a.when),
  );
  for (const sub of RESIDUE_SUB_LISTS) {
    let parentAfter = code(current[sub.parent]);
    for (const record of records) {
      const parentChange = changeOf(record, sub.parent);
      const parentBefore = parentChange ? code(parentChange.from) : parentAfter;
      const change = changeOf(record, sub.field);
      if (change) {
        for (const [side, parent] of [
          ["from", parentBefore],
          ["to", parentAfter],
        ] as const) {
          const value = code(change[side]);
          if (value && parent) visit(record, side, sub, { list: sub.list, parent, code: value });
        }
      }
      parentAfter = parentBefore;
    }
  }
}

/** Every sub-list (by its parent's code) the history's sub-list values were chosen from, once each. */
export function subListsOfHistory(
  history: ChangeHistory | undefined,
  current: Partial<Record<string, string | null>>,
): { list: ResidueSubOptionList; parent: string }[] {
  const found = new Map<string, { list: ResidueSubOptionList; parent: string }>();
  walkSubLists(history, current, (_record, _side, _sub, { list, parent }) => {
    found.set(`${list}:${parent}`, { list, parent });
  });
  return [...found.values()];
}

/**
 * The history with each sub-list value replaced by its option's name in the list of the parent chosen
 * then (`names(list, parent)`: code → name, undefined while loading); a code no list names stays.
 */
export function nameSubLists(
  history: ChangeHistory | undefined,
  current: Partial<Record<string, string | null>>,
  names: (list: ResidueSubOptionList, parent: string) => Record<string, string> | undefined,
): ChangeHistory | undefined {
  if (!history) return history;
  const renamed = new Map<ChangeRecord, Map<string, { from?: string; to?: string }>>();
  walkSubLists(history, current, (record, side, sub, value) => {
    const name = names(value.list, value.parent)?.[value.code];
    if (name === undefined) return;
    const fields = renamed.get(record) ?? new Map<string, { from?: string; to?: string }>();
    fields.set(sub.field, { ...fields.get(sub.field), [side]: name });
    renamed.set(record, fields);
  });
  if (renamed.size === 0) return history;
  const rename = (record: ChangeRecord): ChangeRecord => {
    const fields = renamed.get(record);
    if (!fields) return record;
    return {
      ...record,
      changes: record.changes.map((change) => ({ ...change, ...fields.get(change.field) })),
    };
  };
  return { updates: history.updates.map(rename), deletions: history.deletions.map(rename) };
}
