import { randomBytes } from "node:crypto";
import type { Database } from "../db/database";
import { PLATFORM_TIME_ZONE } from "../time-zone";

export type DocumentKind = "mtr" | "cdf";

/** The year documents are numbered in: Brazil's calendar, not the server's. */
export function brazilYear(now: Date): number {
  return Number(new Intl.DateTimeFormat("en", { year: "numeric", timeZone: PLATFORM_TIME_ZONE }).format(now));
}

/**
 * The next number of a kind for the company in `year` ("2026/000001"): an upsert on the counter row, so
 * two documents issued at once wait for each other there and never share a number.
 */
export async function nextNumber(tx: Database, companyId: number, kind: DocumentKind, year: number) {
  const { rows } = await tx.query<{ last: number }>(
    `insert into document_counters (company_id, kind, year, last) values ($1, $2, $3, 1)
     on conflict (company_id, kind, year) do update set last = document_counters.last + 1
     returning last`,
    [companyId, kind, year],
  );
  const sequence = rows[0]!.last;
  return { year, sequence, number: `${year}/${String(sequence).padStart(6, "0")}` };
}

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
export const VERIFICATION_CODE = /^[A-Z2-7]{16}$/;

/** The public verification page's code: 80 random bits in base32, nothing a reader could derive. */
export function newVerificationCode(): string {
  const bytes = randomBytes(16);
  return Array.from(bytes, (byte) => BASE32[byte % 32]).join("");
}
