import type { Readable } from "node:stream";
import { defaultMessages, type FileKind, fileKinds } from "@trilha/forms/schemas";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../db/database";
import type { Upload } from "../http/body";
import { HttpError, ValidationError } from "../http/errors";
import { newStorageKey } from "./keys";
import { recordPending, removePending, settlePending } from "./ledger";
import { acceptedContent, sniff } from "./sniff";
import type { FileStorage } from "./storage";

/** A failure of the storage while a part was being written: a server error, not a bad body. */
export class StorageFailure extends Error {
  constructor(cause: unknown) {
    super("storage failure", { cause });
    this.name = "StorageFailure";
  }
}

export const fileUrl = (uuid: string) => `/api/v1/files/${uuid}`;

/**
 * The name says PDF, the bytes must too: a renamed executable or HTML page is refused before its row
 * is written (and its bytes are removed with the request's other pending uploads). Answers the type
 * read from the first bytes, which is what the download later declares.
 */
export function checkContent(
  upload: Upload,
  kind: Extract<FileKind, "pdf" | "image" | "pdfOrImage" | "logo">,
  path: string,
  label: string,
) {
  const type = sniff(upload.head);
  if (!type || !(acceptedContent[kind] as readonly string[]).includes(type)) {
    throw new ValidationError({
      [path]: defaultMessages.fileType.replace("{label}", label).replace("{types}", fileKinds[kind].label),
    });
  }
  return type;
}

/**
 * The files one request streamed to the storage that no committed row owns yet. Each key is in the
 * pending_uploads ledger before its first byte is written; whatever is still pending when the request
 * answers (a failed validation, a rolled-back transaction, a file the route did not use) is removed,
 * and what a dead process left behind is removed by the sweep.
 */
export class PendingUploads {
  private readonly keys = new Set<string>();
  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
    /** Most bytes of files the request may carry (readBody's MAX_UPLOAD_BYTES when absent). */
    readonly maxBytes?: number,
  ) {}

  async store(source: Readable, prefix: string): Promise<string> {
    const key = newStorageKey(prefix);
    await recordPending(this.db, key);
    this.keys.add(key);
    try {
      return await this.storage.put(source, { prefix, key });
    } catch (error) {
      // An HttpError came from the body (too large, malformed); anything else is the storage's own.
      throw error instanceof HttpError ? error : new StorageFailure(error);
    }
  }

  /** Its stored_files row committed: the key is no longer this request's to remove. */
  committed(key: string) {
    this.keys.delete(key);
  }

  /** Removes the bytes and ledger rows of the given keys (all still pending when none are given). */
  async discard(keys: Iterable<string> = this.keys) {
    const doomed = [...keys].filter((key) => this.keys.has(key));
    for (const key of doomed) this.keys.delete(key);
    // A removal that fails keeps its ledger row, so the sweep tries again later.
    await Promise.allSettled(doomed.map((key) => removePending(this.db, this.storage, key)));
  }
}

const pendingByRequest = new WeakMap<FastifyRequest, PendingUploads>();

/** The request's batch of pending uploads (see registerUploads), if its route takes files. */
export function pendingUploadsOf(request: FastifyRequest): PendingUploads | undefined {
  return pendingByRequest.get(request);
}

/**
 * Lets the routes of `app` take files: each request gets a batch of pending uploads, and whatever it
 * stored and did not commit is removed before the answer leaves (onSend runs for errors too), so a
 * failed validation or transaction leaves no bytes behind.
 */
export function registerUploads(
  app: FastifyInstance,
  { db, storage, maxBytes }: { db: Database; storage: FileStorage; maxBytes?: number },
) {
  app.addHook("onRequest", async (request) => {
    // isMultipart() is only known once the body parser ran; the header says it already.
    if (/^multipart\/form-data/i.test(request.headers["content-type"] ?? ""))
      pendingByRequest.set(request, new PendingUploads(db, storage, maxBytes));
  });
  app.addHook("onSend", async (request) => {
    await pendingByRequest.get(request)?.discard();
  });
}

/**
 * Gives uploads their stored_files rows inside one write. Bytes cannot join the database transaction:
 * the rows and the ledger's release commit together, and only then do the keys stop being pending.
 */
export class FileWrites {
  private readonly saved: Upload[] = [];

  async save(tx: Database, companyId: number, upload: Upload, contentType: string, _prefix?: string) {
    const { rows } = await tx.query<{ id: number }>(
      `insert into stored_files (company_id, storage_key, display_name, content_type, size)
       values ($1, $2, $3, $4, $5) returning id`,
      [companyId, upload.key, upload.name || "arquivo", contentType, upload.size],
    );
    await settlePending(tx, upload.key);
    this.saved.push(upload);
    return rows[0]!.id;
  }

  committed() {
    for (const upload of this.saved) upload.batch.committed(upload.key);
  }

  /** Rolled back: the request's pending uploads go now, before the error answers. */
  async discard() {
    await Promise.allSettled([...new Set(this.saved.map((upload) => upload.batch))].map((b) => b.discard()));
  }
}

/**
 * Runs a write in one transaction with its uploads: committed, the uploads are owned by their rows;
 * rolled back, their bytes are removed (with the rest the request stored) before the error answers.
 * `storage` is where the uploads were streamed by readBody.
 */
export async function withFileWrites<T>(
  db: Database,
  _storage: FileStorage,
  fn: (tx: Database, files: FileWrites) => Promise<T>,
): Promise<T> {
  const files = new FileWrites();
  try {
    const result = await db.transaction((tx) => fn(tx, files));
    files.committed();
    return result;
  } catch (error) {
    await files.discard();
    throw error;
  }
}
