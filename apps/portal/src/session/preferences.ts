/** Where a list page keeps its user's `Colunas` choice: this prefix and the list's route. */
export const COLUMNS_PREFERENCE_PREFIX = "trilha-admin:columns:";

/** Every choice the browser keeps for the signed-in user, by key prefix (one list so none is forgotten). */
const USER_PREFERENCE_PREFIXES = [COLUMNS_PREFERENCE_PREFIX] as const;

/**
 * Forgets the signed-in user's stored choices (each list's Colunas): on a shared computer the next user
 * must not inherit them. The session itself, the login's flags and the tabs' shared idle clock are not
 * choices and stay. A browser refusing storage has nothing to forget.
 */
export function clearUserPreferences(storage?: Storage) {
  try {
    const store = storage ?? window.localStorage;
    const keys: string[] = [];
    for (let index = 0; index < store.length; index += 1) {
      const key = store.key(index);
      if (key && USER_PREFERENCE_PREFIXES.some((prefix) => key.startsWith(prefix))) keys.push(key);
    }
    for (const key of keys) store.removeItem(key);
  } catch {
    // Storage refused (private mode, a sandboxed frame): nothing was kept.
  }
}
