import type { PublicMtrSystem, ReferenceEntry, ReferenceList } from "./types";

/**
 * The public system's codes for the platform's values: its reference lists (operation 2) read through the
 * adapter, kept for `ttlMs`, and matched by description or abbreviation written the same way once case,
 * accents and spacing are set aside ("Caixa de Papelão" = "caixa de  papelao"). Nothing is guessed: a
 * value no entry matches answers null, for the caller to refuse the manifest naming it.
 */

/** The list's name in messages ("lista de acondicionamentos do SINIR"). */
export const REFERENCE_LIST_NAMES: Record<ReferenceList, string> = {
  classes: "classes",
  units: "unidades",
  treatments: "tecnologias de tratamento",
  physicalStates: "estados físicos",
  packagings: "acondicionamentos",
};

/** Case, accents and spacing set aside: what two descriptions are compared by. */
export function normalizeDescription(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

export type CodeBook = {
  /**
   * The code of the entry of `list` whose description or abbreviation matches one of `names` (tried in
   * order), or null when none does.
   */
  codeOf(list: ReferenceList, names: readonly (string | null | undefined)[]): Promise<string | null>;
};

export type CodeBookOptions = {
  /** How long a list read from the system is used (6 hours: the lists change seldom). */
  ttlMs?: number;
  /**
   * A value not found in a list older than this (10 min) reads the list again once before giving up: an
   * entry the system added meanwhile is found without waiting for `ttlMs`.
   */
  refreshAfterMs?: number;
  now?: () => number;
};

type Cached = { index: Map<string, string>; loadedAt: number };

/** The entries by normalized description and abbreviation (the first entry wins a repeated one). */
function indexOf(entries: ReferenceEntry[]): Map<string, string> {
  const index = new Map<string, string>();
  for (const entry of entries) {
    for (const text of [entry.description, entry.abbreviation]) {
      const key = text ? normalizeDescription(text) : "";
      if (key && !index.has(key)) index.set(key, entry.code);
    }
  }
  return index;
}

export function createCodeBook(
  system: PublicMtrSystem,
  { ttlMs = 6 * 60 * 60_000, refreshAfterMs = 10 * 60_000, now = Date.now }: CodeBookOptions = {},
): CodeBook {
  const cache = new Map<ReferenceList, Cached>();
  const loading = new Map<ReferenceList, Promise<Cached>>();

  /** One read of a list at a time; a failed read is not kept (the next call tries again). */
  function load(list: ReferenceList): Promise<Cached> {
    let pending = loading.get(list);
    if (!pending) {
      pending = system
        .referenceList(list)
        .then((entries) => {
          const cached = { index: indexOf(entries), loadedAt: now() };
          cache.set(list, cached);
          return cached;
        })
        .finally(() => loading.delete(list));
      loading.set(list, pending);
    }
    return pending;
  }

  const find = (cached: Cached, keys: string[]) =>
    keys.map((key) => cached.index.get(key)).find((code) => code !== undefined) ?? null;

  return {
    async codeOf(list, names) {
      const keys = names.flatMap((name) => (name ? [normalizeDescription(name)] : [])).filter(Boolean);
      if (keys.length === 0) return null;
      let cached = cache.get(list);
      if (!cached || now() - cached.loadedAt >= ttlMs) cached = await load(list);
      const code = find(cached, keys);
      if (code !== null || now() - cached.loadedAt < refreshAfterMs) return code;
      return find(await load(list), keys);
    },
  };
}
