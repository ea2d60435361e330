import { REQUEST_CODES } from "@trilha/api/error-codes";
import { type Labels, messageFor } from "@trilha/forms/schemas";
import type { FastifyInstance } from "fastify";
import { HttpError, ValidationError } from "./errors";

/**
 * What every request's input must be before anything reads it, checked without recursion:
 *
 * - nested at most MAX_DEPTH levels (a JSON body of 100,000 `[` fits in 256 kB, and recursive code —
 *   superstruct printing a value, JSON.stringify of the idempotency fingerprint — overflows the stack
 *   on it): 400 INVALID_JSON, right after parsing, for every route (installInputGuard);
 * - text without C0 control characters other than tab, line feed and carriage return (PostgreSQL
 *   refuses U+0000 in text, and no form types the others) and without lone UTF-16 surrogates (stored,
 *   they come back as "�"): 422 VALIDATION_FAILED on the field's path, with its label when the route's
 *   labels are at hand (parseWith), for bodies (JSON and multipart) and query strings alike;
 * - field names (object keys) likewise clean: 400 MALFORMED_FIELD_NAME;
 * - a body, when there is one, an object: JSON `null`, a list or a scalar answers 400 INVALID_JSON with
 *   NOT_AN_OBJECT on every route (installInputGuard), whether it reads a body or not.
 */

/** Deepest nesting a body may have; the portal's deepest form (a wizard's lists of records) takes 5. */
export const MAX_DEPTH = 32;
export const TOO_DEEP = "O corpo da requisição tem níveis de aninhamento demais.";
/** `{label}` is the field's label; without one the message reads "O campo contém caracteres não permitidos." */
export const FORBIDDEN_CHARACTERS = "O campo {label} contém caracteres não permitidos.";
export const MALFORMED_FIELD_NAME = "O nome de um campo enviado é inválido.";
export const NOT_AN_OBJECT = "Os dados enviados devem ser um objeto JSON.";
/** The answer to a body with many broken strings names this many fields at most. */
const MAX_REPORTED = 50;

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

/** Text that no field takes: a C0 control character (tab, LF and CR aside) or a lone surrogate. */
export function isUnsafeText(text: string): boolean {
  return CONTROL.test(text) || !(text as string & { isWellFormed(): boolean }).isWellFormed();
}

function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (typeof value !== "object" || value === null) return false;
  if (Array.isArray(value)) return true;
  // Plain objects only: uploads (class instances) and buffers hold no text to check.
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

export function forbiddenCharacters(path: readonly (string | number)[], labels: Labels = {}): string {
  return messageFor({ trilha: true, message: FORBIDDEN_CHARACTERS, path } as never, labels);
}

/**
 * Walks a parsed body or query with an explicit stack: throws 400 INVALID_JSON past MAX_DEPTH levels,
 * 400 MALFORMED_FIELD_NAME for a key holding a control character or a lone surrogate, and 422 with one
 * message per path for such text. `depthOnly` skips the text checks (they wait for parseWith's labels).
 * A body that is one string is no form's (parseWith refuses it): only text inside containers is checked.
 */
export function inspectInput(value: unknown, options: { labels?: Labels; depthOnly?: boolean } = {}) {
  const { labels, depthOnly = false } = options;
  const fields: Record<string, string> = {};
  let reported = 0;
  const stack: [unknown, (string | number)[]][] = [[value, []]];
  while (stack.length > 0) {
    const [node, path] = stack.pop()!;
    if (typeof node === "string") {
      if (depthOnly || reported >= MAX_REPORTED || path.length === 0 || !isUnsafeText(node)) continue;
      const field = path.join(".");
      if (fields[field] === undefined) {
        fields[field] = forbiddenCharacters(path, labels);
        reported++;
      }
      continue;
    }
    if (!isContainer(node)) continue;
    if (path.length >= MAX_DEPTH) throw new HttpError(400, TOO_DEEP, { code: REQUEST_CODES.INVALID_JSON });
    const keys = Object.keys(node);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      if (!depthOnly && isUnsafeText(key))
        throw new HttpError(400, MALFORMED_FIELD_NAME, { code: REQUEST_CODES.MALFORMED_FIELD_NAME });
      const item = (node as Record<string, unknown>)[key];
      // Scalars other than text need no path: only strings and containers go on the stack.
      if (typeof item === "string" || typeof item === "object")
        stack.push([item, [...path, Array.isArray(node) ? i : key]]);
    }
  }
  if (reported > 0) throw new ValidationError(fields);
}

/** A body that is not an object (`null`, a list, a number, text): 400 INVALID_JSON, one message. */
export function refuseNonObject(body: unknown) {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    throw new HttpError(400, NOT_AN_OBJECT, { code: REQUEST_CODES.INVALID_JSON });
}

/**
 * For every route, right after the body is parsed and before any hook or handler reads it: the body's
 * depth (its text waits for parseWith, which every body-reading route calls, so that messages carry
 * the route's labels) and, on /api, the query's text. Multipart bodies are read by the route itself
 * (readBody, whose names `qs` bounds to 5 levels) and checked by parseWith the same way.
 */
export function installInputGuard(app: FastifyInstance) {
  app.addHook("preValidation", async (request) => {
    if (request.body !== undefined) {
      inspectInput(request.body, { depthOnly: true });
      refuseNonObject(request.body);
    }
    // The API's queries only: a page of the portal opened with an odd query still gets the portal, whose
    // own calls then carry it to the API. The query parser's object has a prototype of its own: its keys
    // are copied onto a plain one.
    if (!request.url.startsWith("/api/")) return;
    if (typeof request.query === "object" && request.query !== null) inspectInput({ ...request.query });
  });
}
