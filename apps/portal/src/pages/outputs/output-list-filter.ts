import type { OutputStatus } from "@trilha/api";
import { OUTPUT_STATUSES } from "@trilha/forms";
import { createdRangeFilter } from "../../resources/created-range-filter";

export const isOutputStatus = (value: string | null): value is OutputStatus =>
  (OUTPUT_STATUSES as readonly string[]).includes(value ?? "");

/** `?status=issued`, or "" (every status) when absent or unknown. */
export const readOutputStatus = (params: URLSearchParams): OutputStatus | "" => {
  const raw = params.get("status");
  return isOutputStatus(raw) ? raw : "";
};

/**
 * The output documents list's own filters in its URL (a status, the creation period): what the page
 * asks with, and what its route prefetches (light: the route's module carries it).
 */
export function outputListFilter(params: URLSearchParams) {
  return { status: readOutputStatus(params) || undefined, ...createdRangeFilter(params) };
}
