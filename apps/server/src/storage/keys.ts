import { randomUUID } from "node:crypto";

/** `<prefix>/<uuid>`: the same opaque shape whichever driver keeps the bytes, so rows move between them. */
export const STORAGE_KEY = /^[a-z0-9_-]+\/[0-9a-f-]{36}$/;

/** A new key under a folder-like prefix reduced to `[a-z0-9_-]`, so no caller's text reaches a path. */
export function newStorageKey(prefix: string): string {
  return `${prefix.toLowerCase().replace(/[^a-z0-9_-]/g, "_")}/${randomUUID()}`;
}

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new Error(`Invalid storage key "${key}".`);
}
