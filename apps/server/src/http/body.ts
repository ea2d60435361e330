import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type { MultipartFile, MultipartValue } from "@fastify/multipart";
import {
  defaultMessages,
  FORM_ERROR_KEY,
  MAX_FILE_SIZE,
  MAX_LIST_ITEMS,
  SNIFF_LENGTH,
  validate,
} from "@trilha/forms/schemas";
import type { FastifyRequest } from "fastify";
import qs from "qs";
import type { Struct } from "superstruct";
import { type PendingUploads, pendingUploadsOf, StorageFailure } from "../storage/uploads";
import { HttpError, ValidationError } from "./errors";
import { inspectInput, refuseNonObject } from "./input";

/**
 * An uploaded part, shaped as @trilha/forms' FileLike (name, type, size). Its bytes are already in the
 * storage under `key` (streamed as they arrived); `head` keeps the first bytes for the content check.
 * A class, so no JSON body can pass for an upload.
 */
export class Upload {
  constructor(
    readonly name: string,
    readonly type: string,
    readonly size: number,
    readonly key: string,
    readonly head: Buffer,
    /** The request's pending uploads, which keep the key until its row commits. */
    readonly batch: PendingUploads,
  ) {}
}

export function isUpload(value: unknown): value is Upload {
  return value instanceof Upload;
}

export const FILE_TOO_LARGE = "O arquivo deve ter no máximo 10 MB.";
export const UPLOAD_TOO_LARGE = "Os arquivos enviados excedem o limite de 100 MB por envio.";
export const FIELD_TOO_LONG = "O valor enviado é longo demais.";
export const MALFORMED_MULTIPART = "O formulário enviado está malformado. Tente enviar novamente.";
export const MALFORMED_FIELD_NAME = "O nome de um campo enviado é inválido.";

/** Most bytes of files one request may carry (a wizard with many employees and their documents). */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

/**
 * What busboy may read from one multipart body: 10 MB a file, 40 files, 2,000 text fields of up to
 * 4 kB (the longest field takes 500 characters), so text costs at most 8 MB of memory.
 */
export const multipartLimits = {
  fileSize: MAX_FILE_SIZE,
  files: 40,
  fields: 2000,
  fieldSize: 4096,
  parts: 2040,
};

/**
 * Bracketed names read like Rails/PHP with `qs`: `a[b][c]` nests, `a[0][x]` indexes and
 * `provider[types][][code]` repeated gives `[{ code: [...] }]`, which the schema spreads back.
 * Null-prototype objects while building, so `__proto__[x]` can only land on a key, never on
 * Object.prototype; indexes are checked before (see `checkIndexes`), so `arrayLimit` is never reached.
 */
const QS_OPTIONS: qs.IParseOptions = {
  allowPrototypes: false,
  plainObjects: true,
  allowSparse: true,
  allowDots: false,
  arrayLimit: MAX_LIST_ITEMS - 1,
  depth: 5,
  strictDepth: true,
  parameterLimit: multipartLimits.fields + multipartLimits.files,
};

/** Keys dropped from every body: own keys named so are harmless, but no form has them. */
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/** "provider[types][][code]" → ["provider", "types", "", "code"]. */
function segments(name: string): string[] {
  const head = /^[^[\]]*/.exec(name)?.[0] ?? "";
  return [head, ...Array.from(name.slice(head.length).matchAll(/\[([^[\]]*)\]/g), (m) => m[1]!)];
}

const dotted = (name: string) =>
  segments(name)
    .filter((key) => key !== "")
    .join(".");

/**
 * A list index past what any list takes is refused here, before a list is built: qs would turn
 * `responsible[100000]` into an object keyed "100000", and a list that large is never valid anyway.
 */
function checkIndexes(name: string) {
  const keys = segments(name);
  for (const [i, key] of keys.entries()) {
    if (i === 0 || !/^\d+$/.test(key)) continue;
    if (/^(0|[1-9]\d{0,5})$/.test(key) && Number(key) < MAX_LIST_ITEMS) continue;
    const path = keys.slice(0, i).filter(Boolean).join(".");
    throw new ValidationError(
      {
        [path]: defaultMessages.maxItems
          .replace("{label}", path)
          .replace("{max}", String(MAX_LIST_ITEMS))
          .replace("{items}", "itens"),
      },
      undefined,
      "LIST_TOO_LONG",
    );
  }
}

/** Plain objects and arrays again, without prototype keys, files put back where their marker is. */
function materialize(value: unknown, uploads: Map<string, Upload>): unknown {
  if (typeof value === "string") return uploads.get(value) ?? value;
  if (Array.isArray(value))
    return Array.from(value, (item) => (item === undefined ? {} : materialize(item, uploads)));
  if (typeof value !== "object" || value === null) return value;
  const plain: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (FORBIDDEN_KEYS.has(key)) continue;
    plain[key] = materialize((value as Record<string, unknown>)[key], uploads);
  }
  return plain;
}

/** The parts' names and values (repeated names keep every value) to the body they describe. */
export function parseFields(fields: [string, string][], uploads = new Map<string, Upload>()): Tree {
  const flat: Record<string, string | string[]> = Object.create(null);
  for (const [name, value] of fields) {
    checkIndexes(name);
    const existing = flat[name];
    if (existing === undefined) flat[name] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else flat[name] = [existing, value];
  }
  let parsed: unknown;
  try {
    // qs takes an object of already-decoded names too; its types only admit single values.
    parsed = qs.parse(flat as Record<string, string>, QS_OPTIONS);
  } catch (error) {
    if (error instanceof RangeError)
      throw new HttpError(400, MALFORMED_FIELD_NAME, { code: "MALFORMED_FIELD_NAME" });
    throw error;
  }
  return materialize(parsed, uploads) as Tree;
}

type Tree = Record<string, unknown>;

/** Where a request's files go: the key prefix (a folder-like name) and the most bytes in all. */
export type UploadOptions = { prefix?: string; maxBytes?: number };

/** Anything the multipart parser itself throws that is not one of its 4xx: the body is malformed. */
function asMalformed(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const status = (error as { statusCode?: number }).statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) return error;
  return new HttpError(400, MALFORMED_MULTIPART, { code: "MALFORMED_MULTIPART" });
}

/**
 * The bytes of one file part as they arrive, counted against the request's budget, with the first
 * SNIFF_LENGTH bytes kept aside. Errors of the multipart stream become a 400 here, so that only the
 * storage's own failures reach the caller as what they are.
 */
function metered(
  part: MultipartFile,
  budget: { used: number; max: number },
  seen: { size: number; head: Buffer[] },
) {
  let kept = 0;
  const chunks = async function* () {
    const iterator = part.file[Symbol.asyncIterator]();
    for (;;) {
      let next: IteratorResult<Buffer>;
      try {
        next = await iterator.next();
      } catch (error) {
        throw asMalformed(error);
      }
      if (next.done) return;
      const chunk = next.value;
      seen.size += chunk.length;
      budget.used += chunk.length;
      if (budget.used > budget.max) {
        throw new HttpError(413, UPLOAD_TOO_LARGE, { code: "UPLOAD_TOO_LARGE" });
      }
      if (kept < SNIFF_LENGTH) {
        const slice = chunk.subarray(0, SNIFF_LENGTH - kept);
        seen.head.push(slice);
        kept += slice.length;
      }
      yield chunk;
    }
  };
  return Readable.from(chunks(), { objectMode: false });
}

async function storePart(
  part: MultipartFile,
  pending: PendingUploads,
  prefix: string,
  budget: { used: number; max: number },
) {
  const seen = { size: 0, head: [] as Buffer[] };
  const key = await pending.store(metered(part, budget, seen), prefix);
  const { size } = seen;
  if (part.file.truncated) throw new ValidationError({ [dotted(part.fieldname)]: FILE_TOO_LARGE });
  // An empty file input still sends a part with no name and no bytes: that is "no file".
  if (!part.filename && size === 0) {
    await pending.discard([key]);
    return null;
  }
  return new Upload(part.filename, part.mimetype, size, key, Buffer.concat(seen.head), pending);
}

/**
 * Reads a multipart body (bracketed names; files streamed to the storage as they arrive, each one
 * recorded as pending until a committed row owns it) or a JSON one.
 */
export async function readBody(request: FastifyRequest, options: UploadOptions = {}): Promise<Tree> {
  if (!request.isMultipart()) {
    const body = request.body;
    return typeof body === "object" && body !== null ? (body as Tree) : {};
  }
  const fields: [string, string][] = [];
  const uploads = new Map<string, Upload>();
  const marker = `\u0000upload:${randomUUID()}:`;
  const pending = pendingUploadsOf(request);
  const budget = { used: 0, max: options.maxBytes ?? pending?.maxBytes ?? MAX_UPLOAD_BYTES };
  const prefix = options.prefix ?? "uploads";
  let parts: AsyncIterator<MultipartFile | MultipartValue>;
  try {
    parts = request.parts()[Symbol.asyncIterator]();
  } catch (error) {
    throw asMalformed(error); // no boundary in the content type
  }
  try {
    for (;;) {
      let next: IteratorResult<MultipartFile | MultipartValue>;
      try {
        next = await parts.next();
      } catch (error) {
        throw asMalformed(error);
      }
      if (next.done) break;
      const part = next.value;
      // A part with no name (no `name=` in its Content-Disposition) belongs to no field.
      if (!part.fieldname) {
        if (part.type === "file") part.file.resume();
        continue;
      }
      if (part.type === "file") {
        checkIndexes(part.fieldname);
        // Files need a storage (registerUploads on the route's plugin); a developer error otherwise.
        if (!pending)
          throw new Error(`No upload storage for ${request.routeOptions.url}: call registerUploads.`);
        const upload = await storePart(part, pending, prefix, budget);
        if (!upload) continue;
        const name = `${marker}${uploads.size}`;
        uploads.set(name, upload);
        fields.push([part.fieldname, name]);
      } else {
        if (part.fieldnameTruncated) {
          throw new HttpError(400, MALFORMED_FIELD_NAME, { code: "MALFORMED_FIELD_NAME" });
        }
        if (part.valueTruncated) throw new ValidationError({ [dotted(part.fieldname)]: FIELD_TOO_LONG });
        // Browsers send a text's line breaks as CRLF in multipart bodies (HTML's FormData encoding): read
        // them back as the "\n" the user's textarea held, so a 500-character limit counts what they typed.
        fields.push([part.fieldname, String(part.value ?? "").replaceAll("\r\n", "\n")]);
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      const name = (error as { part?: { fieldname?: string } }).part?.fieldname ?? "";
      throw new ValidationError({ [dotted(name)]: FILE_TOO_LARGE });
    }
    // Storage failures (a full disk, an unreachable bucket) stay server errors.
    if (error instanceof StorageFailure) throw error.cause;
    throw error;
  } finally {
    await parts.return?.();
  }
  return parseFields(fields, uploads);
}

export function flatten(errors: Record<string, unknown>, prefix = ""): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") flat[path] = value;
    else if (value && typeof value === "object")
      Object.assign(flat, flatten(value as Record<string, unknown>, path));
  }
  return flat;
}

/**
 * Validates with a @trilha/forms schema; a failure answers 422 with one message per dotted field path,
 * each with the field's label. Every route that reads a body calls it, so it also refuses, for all of
 * them: a body that is not an object (a list, a number: 400 INVALID_JSON, one message instead of one
 * per index; installInputGuard refuses it first, JSON `null` included) and text no field takes
 * (control characters, lone surrogates: 422 on the field, see http/input.ts). A whole-form failure
 * becomes the answer's message, never a `fields` key.
 */
export function parseWith<T, S>(schema: Struct<T, S>, labels: Record<string, string>, body: unknown): T {
  if (body !== undefined && body !== null) refuseNonObject(body);
  inspectInput(body, { labels });
  const result = validate(schema, body ?? {}, labels);
  if (result.errors) {
    const { [FORM_ERROR_KEY]: form, ...errors } = result.errors;
    const message = typeof form === "string" && form !== defaultMessages.form ? form : undefined;
    throw new ValidationError(flatten(errors), message);
  }
  return result.value;
}
