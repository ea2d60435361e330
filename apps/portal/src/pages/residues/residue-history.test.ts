import type { ChangeHistory } from "@trilha/api";
import { describe, expect, it } from "vitest";
import { historyEntries } from "../../resources/change-history";
import { nameSubLists, residueHistoryLabels, subListsOfHistory } from "./residue-history";

const at = (when: string, changes: { field: string; from: string | null; to: string | null }[]) => ({
  when,
  changes,
  justification: null,
  user: { name: "Maria Admin" },
});

// The IBAMA sub-chapter changed once (13 01 → 13 02), its residue twice; the NBR 14725 category once.
const history: ChangeHistory = {
  updates: [
    at("2026-01-10T10:00:00Z", [
      { field: "ibama_list", from: null, to: "13 01" },
      { field: "ibama_sub_list", from: null, to: "13 01 10(*)" },
    ]),
    at("2026-02-10T10:00:00Z", [
      { field: "ibama_list", from: "13 01", to: "13 02" },
      { field: "ibama_sub_list", from: "13 01 10(*)", to: "13 02 05(*)" },
      { field: "nbr_14725_category", from: null, to: "1" },
    ]),
  ],
  deletions: [],
};
const current = { ibama_list: "13 02", ibama_sub_list: "13 02 05(*)", nbr_14725_list: "inflamaveis" };

const lists: Record<string, Record<string, string>> = {
  "ibamaResidues:13 01": { "13 01 10(*)": "Óleos hidráulicos minerais não clorados" },
  "ibamaResidues:13 02": { "13 02 05(*)": "Óleos minerais de motores, não clorados" },
  // The same code in another list names another option: each value is named by its own parent's list.
  "nbr14725Categories:inflamaveis": { "1": "Categoria 1 (líquidos inflamáveis)" },
  "nbr14725Categories:toxicos": { "1": "Categoria 1 (toxicidade aguda)" },
};

describe("a residue's history names its sub-list values", () => {
  it("asks for each sub-list its recorded values were chosen from, by the parent of the time", () => {
    expect(subListsOfHistory(history, current)).toEqual([
      { list: "ibamaResidues", parent: "13 01" },
      { list: "ibamaResidues", parent: "13 02" },
      { list: "nbr14725Categories", parent: "inflamaveis" },
    ]);
  });

  it("shows the option's name, from the list of the parent chosen when it was recorded", () => {
    const named = nameSubLists(history, current, (list, parent) => lists[`${list}:${parent}`]);
    const shown = historyEntries(named, residueHistoryLabels).map((entry) =>
      entry.changes.map(({ label, from, to }) => `${label}: ${from} → ${to}`),
    );
    expect(shown[0]).toContain("Sublista IBAMA: — → Óleos hidráulicos minerais não clorados");
    expect(shown[1]).toContain(
      "Sublista IBAMA: Óleos hidráulicos minerais não clorados → Óleos minerais de motores, não clorados",
    );
    expect(shown[1]).toContain("Categoria NBR 14725-3: — → Categoria 1 (líquidos inflamáveis)");
  });

  it("keeps a code while its list loads", () => {
    const named = nameSubLists(history, current, () => undefined);
    expect(named).toBe(history);
  });
});
