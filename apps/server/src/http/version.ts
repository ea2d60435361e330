import { RESOURCE_CODES, STALE_RECORD_MESSAGE } from "@trilha/api/error-codes";
import type { FastifyRequest } from "fastify";
import { HttpError } from "./errors";

/**
 * A save that names the version it was made from (`If-Match: "<updated_at>"`, the record's `updated_at`
 * as the JSON showed it; RFC 9110 §13.1.1) is refused when the record has changed since, in another tab
 * or by another person: 412 STALE_RECORD, nothing written, instead of the later save silently undoing
 * the earlier one. Without the header the save goes on (API clients that do not ask). Call it inside
 * the write's transaction, with the row locked.
 */
export function assertVersion(request: FastifyRequest, updatedAt: unknown, message = STALE_RECORD_MESSAGE) {
  const expected = request.headers["if-match"]?.trim();
  if (expected === undefined || expected === "*") return;
  const stored = updatedAt instanceof Date ? updatedAt.toISOString() : String(updatedAt);
  if (expected.replace(/^W\//, "") !== `"${stored}"`)
    throw new HttpError(412, message, { code: RESOURCE_CODES.STALE });
}
