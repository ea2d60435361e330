import { defaultMessages, type FileKind, fileKinds } from "@trilha/forms/schemas";
import type { Database } from "../db/database";
import { ValidationError } from "../http/errors";
import { acceptedContent, sniff } from "../storage/sniff";
import type { FileStorage } from "../storage/storage";
import type { Upload } from "./body";

export const fileUrl = (uuid: string) => `/api/v1/files/${uuid}`;

/**
 * The name says PDF, the bytes must too: a renamed executable or HTML page is refused before it is
 * stored. Answers the type read from the content, which is what the download later declares.
 */
export function checkContent(
  upload: Upload,
  kind: Extract<FileKind, "pdf" | "image">,
  path: string,
  label: string,
) {
  const type = sniff(upload.data);
  if (!type || !(acceptedContent[kind] as readonly string[]).includes(type)) {
    throw new ValidationError({
      [path]: defaultMessages.fileType.replace("{label}", label).replace("{types}", fileKinds[kind].label),
    });
  }
  return type;
}

/**
 * Stores uploads for one write. Bytes cannot join the database transaction, so every key written is
 * remembered and removed again if the transaction rolls back: a failed create leaves no orphan files.
 */
export class FileWrites {
  private readonly keys: string[] = [];
  constructor(private readonly storage: FileStorage) {}

  async save(tx: Database, companyId: number, upload: Upload, contentType: string, prefix: string) {
    const key = await this.storage.put(upload.data, { prefix });
    this.keys.push(key);
    const { rows } = await tx.query<{ id: number }>(
      `insert into stored_files (company_id, storage_key, display_name, content_type, size)
       values ($1, $2, $3, $4, $5) returning id`,
      [companyId, key, upload.name || "arquivo", contentType, upload.size],
    );
    return rows[0]!.id;
  }

  async discard() {
    await Promise.allSettled(this.keys.map((key) => this.storage.remove(key)));
  }
}

export async function withFileWrites<T>(
  db: Database,
  storage: FileStorage,
  fn: (tx: Database, files: FileWrites) => Promise<T>,
): Promise<T> {
  const files = new FileWrites(storage);
  try {
    return await db.transaction((tx) => fn(tx, files));
  } catch (error) {
    await files.discard();
    throw error;
  }
}
