import type { VisibilityState } from "@tanstack/react-table";

/** What is read back at most: a list's choice is a few dozen short ids; anything longer is not ours. */
const MAX_STORED_LENGTH = 4096;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Storage refused (privacy settings, sandboxed frames): the table keeps its defaults.
    return null;
  }
}

/**
 * The visibility a user chose for a list's columns, saved under `key`: only booleans of the given
 * column ids; an unknown column, a malformed or oversized value, or storage refused reads as nothing.
 */
export function readColumnVisibility(key: string, columnIds: readonly string[]): VisibilityState {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(key) ?? null;
  } catch {
    return {};
  }
  if (!raw || raw.length > MAX_STORED_LENGTH) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
  const saved = parsed as Record<string, unknown>;
  const visibility: VisibilityState = {};
  for (const id of columnIds) {
    const value = Object.hasOwn(saved, id) ? saved[id] : undefined;
    if (typeof value === "boolean") visibility[id] = value;
  }
  return visibility;
}

/** Saves the visibility of a list's columns under `key`; storage full or refused is ignored. */
export function writeColumnVisibility(key: string, visibility: VisibilityState): void {
  try {
    storage()?.setItem(key, JSON.stringify(visibility));
  } catch {
    // Quota or privacy: the choice lasts for this visit only.
  }
}
