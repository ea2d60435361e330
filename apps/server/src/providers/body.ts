import { MAX_FILE_SIZE, validate } from "@trilha/forms/schemas";
import type { FastifyRequest } from "fastify";
import type { Struct } from "superstruct";
import { ValidationError } from "../http/errors";

/** An uploaded part, shaped as @trilha/forms' FileLike (name, type, size) plus its bytes. */
export type Upload = { name: string; type: string; size: number; data: Buffer };

export function isUpload(value: unknown): value is Upload {
  return typeof value === "object" && value !== null && Buffer.isBuffer((value as Upload).data);
}

/** "provider[types][][code]" → ["provider", "types", "[]", "code"]. */
export function splitName(name: string): string[] {
  const head = /^[^[\]]+/.exec(name)?.[0];
  if (!head) return [name];
  const keys = [head];
  for (const match of name.slice(head.length).matchAll(/\[([^[\]]*)\]/g)) {
    keys.push(match[1] === "" ? "[]" : match[1]!);
  }
  return keys;
}

type Tree = Record<string, unknown>;

/**
 * Places one bracketed field into the body, the way Rails/PHP read them: `a[b][c]` nests, `a[0][x]`
 * indexes (turned into an array at the end), and `a[][code]` starts a new element whenever the element
 * being filled already has that key, so `provider[types][][code]` repeated gives one element each.
 */
export function setField(body: Tree, name: string, value: unknown) {
  const keys = splitName(name);
  let node: Tree | unknown[] = body;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const last = i === keys.length - 1;
    if (key === "[]") {
      if (!Array.isArray(node)) return;
      if (last) {
        node.push(value);
        return;
      }
      const next = keys[i + 1]!;
      let element = node.at(-1) as Tree | undefined;
      if (!element || typeof element !== "object" || next in element || next === "[]") {
        element = {};
        node.push(element);
      }
      node = element;
      continue;
    }
    if (Array.isArray(node)) return;
    if (last) {
      node[key] = value;
      return;
    }
    const existing: unknown = node[key];
    if (typeof existing !== "object" || existing === null) {
      node[key] = keys[i + 1] === "[]" ? [] : {};
    }
    node = node[key] as Tree | unknown[];
  }
}

/** Objects whose keys are all indexes ({ "0": ..., "1": ... }) become arrays, in index order. */
export function indexedToArrays(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(indexedToArrays);
  if (typeof value !== "object" || value === null || isUpload(value)) return value;
  const entries = Object.entries(value).map(([key, item]) => [key, indexedToArrays(item)] as const);
  if (entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key))) {
    const array: unknown[] = [];
    for (const [key, item] of entries) array[Number(key)] = item;
    return Array.from(array, (item) => item ?? {});
  }
  return Object.fromEntries(entries);
}

export const FILE_TOO_LARGE = "O arquivo deve ter no máximo 10 MB.";

/** Reads a multipart body (bracketed names, files in memory up to the size limit) or a JSON one. */
export async function readBody(request: FastifyRequest): Promise<Tree> {
  if (!request.isMultipart()) {
    const body = request.body;
    return typeof body === "object" && body !== null ? (body as Tree) : {};
  }
  const body: Tree = {};
  for await (const part of request.parts()) {
    if (part.type === "file") {
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
          throw new ValidationError({ [splitName(part.fieldname).join(".")]: FILE_TOO_LARGE });
        }
        throw error;
      }
      // An empty file input still sends a part with no name and no bytes: that is "no file".
      if (!part.filename && data.length === 0) continue;
      setField(body, part.fieldname, {
        name: part.filename,
        type: part.mimetype,
        size: data.length,
        data,
      } satisfies Upload);
    } else {
      setField(body, part.fieldname, part.value);
    }
  }
  return indexedToArrays(body) as Tree;
}

export const multipartLimits = { fileSize: MAX_FILE_SIZE, files: 40, fields: 1000, fieldSize: 100_000 };

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

/** Validates with a @trilha/forms schema; a failure answers 422 with one message per dotted field path. */
export function parseWith<T, S>(schema: Struct<T, S>, labels: Record<string, string>, body: unknown): T {
  const result = validate(schema, body ?? {}, labels);
  if (result.errors) throw new ValidationError(flatten(result.errors));
  return result.value;
}
