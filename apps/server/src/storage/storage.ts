import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import type { Readable } from "node:stream";

/**
 * Where uploaded bytes live. Rows in `stored_files` say whose a file is and its display name; the storage
 * only keeps bytes under an opaque key, so a user-chosen file name never reaches a path.
 */
export interface FileStorage {
  readonly kind: "local" | "s3";
  /** Stores the bytes and answers the key to read them back with. */
  put(data: Buffer, options: { prefix: string }): Promise<string>;
  /** A stream of the bytes, or null when the key holds nothing. */
  open(key: string): Promise<Readable | null>;
  /** Removes the bytes; a missing key is not an error (cleanup after a rolled-back write). */
  remove(key: string): Promise<void>;
}

const KEY = /^[a-z0-9_-]+\/[0-9a-f-]{36}$/;

/** A folder on the server's disk (by default DATA_DIR/storage). */
export function createLocalStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`Invalid storage key "${key}".`);
    const path = resolve(base, ...key.split("/"));
    if (!path.startsWith(base + sep)) throw new Error(`Invalid storage key "${key}".`);
    return path;
  };
  return {
    kind: "local",
    async put(data, { prefix }) {
      const key = `${prefix.toLowerCase().replace(/[^a-z0-9_-]/g, "_")}/${randomUUID()}`;
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Never overwrite: the key is new, and `wx` makes a clash an error instead of a silent loss.
      await writeFile(path, data, { flag: "wx" });
      return key;
    },
    async open(key) {
      const path = pathOf(key);
      try {
        await stat(path);
      } catch {
        return null;
      }
      return createReadStream(path);
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

export type StorageSettings = { driver: "local"; dir: string } | { driver: "s3"; bucket: string };

/**
 * STORAGE_DRIVER=local (default; STORAGE_DIR, default DATA_DIR/storage) or s3. The S3 driver is declared
 * but not implemented yet: asking for it fails at start instead of losing uploads later.
 */
export function readStorageSettings(
  env: Record<string, string | undefined>,
  dataDir: string,
): StorageSettings {
  const driver = env.STORAGE_DRIVER?.trim() || "local";
  if (driver === "local") return { driver, dir: env.STORAGE_DIR?.trim() || join(dataDir, "storage") };
  if (driver === "s3") return { driver, bucket: env.S3_BUCKET?.trim() ?? "" };
  throw new Error(`STORAGE_DRIVER: must be "local" or "s3" (got ${JSON.stringify(driver)})`);
}

export function createStorage(settings: StorageSettings): FileStorage {
  if (settings.driver === "local") return createLocalStorage(settings.dir);
  throw new Error("STORAGE_DRIVER=s3 is not implemented yet; use the local storage (STORAGE_DIR).");
}
