import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertStorageKey, newStorageKey } from "./keys";
import { createS3Storage, readS3Settings, type S3Settings } from "./s3";

/**
 * Where uploaded bytes live. Rows in `stored_files` say whose a file is and its display name; the storage
 * only keeps bytes under an opaque key, so a user-chosen file name never reaches a path.
 */
export interface FileStorage {
  readonly kind: "local" | "s3";
  /**
   * Stores the bytes (a buffer, or a stream written as it is read, never held whole in memory) and
   * answers the key to read them back with: `key` when given (from `newStorageKey`, so the caller can
   * record it before the first byte is written), a new one under `prefix` otherwise. A stream that
   * fails leaves nothing behind and rejects with the stream's own error.
   */
  put(data: Buffer | Readable, options: { prefix: string; key?: string }): Promise<string>;
  /** A stream of the bytes, or null when the key holds nothing. */
  open(key: string): Promise<Readable | null>;
  /** Removes the bytes; a missing key is not an error (cleanup after a rolled-back write). */
  remove(key: string): Promise<void>;
  /** Rejects when the storage cannot keep uploads (S3: the bucket is unreachable); run once at start. */
  check?(): Promise<void>;
}

/** A folder on the server's disk (by default DATA_DIR/storage). */
export function createLocalStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    const path = resolve(base, ...key.split("/"));
    if (!path.startsWith(base + sep)) throw new Error(`Invalid storage key "${key}".`);
    return path;
  };
  return {
    kind: "local",
    async put(data, { prefix, key = newStorageKey(prefix) }) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Never overwrite: the key is new, and `wx` makes a clash an error instead of a silent loss.
      if (Buffer.isBuffer(data)) {
        await writeFile(path, data, { flag: "wx" });
        return key;
      }
      try {
        await pipeline(data, createWriteStream(path, { flags: "wx" }));
      } catch (error) {
        // A source that failed midway (too large, a broken body) leaves no partial file.
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") await rm(path, { force: true });
        throw error;
      }
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

export type StorageSettings = { driver: "local"; dir: string } | S3Settings;

/**
 * STORAGE_DRIVER=local (default; STORAGE_DIR, default DATA_DIR/storage) or s3 (S3_* variables, see
 * readS3Settings). A missing or malformed setting fails at start instead of losing uploads later.
 */
export function readStorageSettings(
  env: Record<string, string | undefined>,
  dataDir: string,
): StorageSettings {
  const driver = env.STORAGE_DRIVER?.trim() || "local";
  if (driver === "local") return { driver, dir: env.STORAGE_DIR?.trim() || join(dataDir, "storage") };
  if (driver === "s3") return readS3Settings(env);
  throw new Error(`STORAGE_DRIVER: must be "local" or "s3" (got ${JSON.stringify(driver)})`);
}

export function createStorage(settings: StorageSettings): FileStorage {
  if (settings.driver === "local") return createLocalStorage(settings.dir);
  return createS3Storage(settings);
}
