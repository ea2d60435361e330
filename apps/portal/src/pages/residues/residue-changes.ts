import type { ChangeHistory, ChangeRecord, OptionMap, Residue, ResidueOptionList } from "@trilha/api";
import { nameSubLists, subListsOfHistory } from "./residue-history";
import { residues } from "./residues-api";
import { loadResidueOptions, loadResidueSubOptions } from "./use-residue-options";

/** The recorded columns that hold a code of a plain option list, with that list. */
const PLAIN_LISTS: Readonly<Record<string, ResidueOptionList>> = {
  type: "residueTypes",
  abnt_nbr_10004: "classes",
  conama_list: "conamaCodes",
  ibama_list: "ibamaLists",
  nbr_14725_list: "nbr14725Lists",
  onu_code: "unNumbers",
  main_risk_class: "mainRiskClasses",
  risk_number: "riskNumbers",
  packing_group: "packingGroups",
};

// A list that cannot be read now leaves its codes shown (spec 02 §8: option loads fail silently).
const orNothing = (load: Promise<OptionMap>) => load.catch((): OptionMap => ({}));

/**
 * A residue's change history as people read it: every coded choice by its option's name, the plain
 * lists' and the sub-lists' (each from the list of the parent chosen at the time), read with the
 * residue's legal requirements as they are now. One rule for the edit page's table and the list's
 * Justificativas dialog: the edit page gives the requirements of the residue it holds (`legal`), the
 * list, which has no residue record, leaves them out and they are asked for.
 */
export async function residueChanges(
  id: string,
  signal?: AbortSignal,
  legal?: Residue["legal_requirements"],
): Promise<ChangeHistory> {
  const [history, current] = await Promise.all([
    residues.changes(id, signal),
    legal ?? residues.get(id, signal).then((residue) => residue.legal_requirements),
  ]);
  const records = [...history.updates, ...history.deletions];
  const fields = new Set(records.flatMap((record) => record.changes.map((change) => change.field)));
  const plain = Object.fromEntries(
    await Promise.all(
      Object.entries(PLAIN_LISTS)
        .filter(([field]) => fields.has(field))
        .map(async ([field, list]) => [field, await orNothing(loadResidueOptions(list))] as const),
    ),
  );
  const subLists = subListsOfHistory(history, current);
  const subMaps = new Map(
    await Promise.all(
      subLists.map(
        async ({ list, parent }) =>
          [`${list}:${parent}`, await orNothing(loadResidueSubOptions(list, parent))] as const,
      ),
    ),
  );
  const named = nameSubLists(history, current, (list, parent) => subMaps.get(`${list}:${parent}`)) ?? history;
  const name = (field: string, value: unknown) => {
    const names = plain[field];
    return names && typeof value === "string" && Object.hasOwn(names, value) ? names[value] : value;
  };
  const rename = (record: ChangeRecord): ChangeRecord => ({
    ...record,
    changes: record.changes.map((change) =>
      Object.hasOwn(plain, change.field)
        ? { ...change, from: name(change.field, change.from), to: name(change.field, change.to) }
        : change,
    ),
  });
  return { updates: named.updates.map(rename), deletions: named.deletions.map(rename) };
}
