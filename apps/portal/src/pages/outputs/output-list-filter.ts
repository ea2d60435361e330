import type { OutputStatus } from "@trilha/api";
import { OUTPUT_STATUSES } from "@trilha/forms";
import { type IsoDateRange, platformToday } from "@trilha/ui";
import { createdRange } from "../../resources/created-range-filter";
import { readDateRange } from "../../resources/use-date-range-url-state";

export const isOutputStatus = (value: string | null): value is OutputStatus =>
  (OUTPUT_STATUSES as readonly string[]).includes(value ?? "");

/** `?status=issued`, or "" (every status) when absent or unknown. */
export const readOutputStatus = (params: URLSearchParams): OutputStatus | "" => {
  const raw = params.get("status");
  return isOutputStatus(raw) ? raw : "";
};

/** The output documents list's own filters (a status or every one, the creation period) for the API. */
export const outputFilter = (status: OutputStatus | "", range: IsoDateRange) => ({
  status: status || undefined,
  ...createdRange(range),
});

/**
 * The same filters read from the list's URL: what its route prefetches (light: the route's module
 * carries it), read as the page reads them.
 */
export function outputListFilter(params: URLSearchParams, today = platformToday()) {
  return outputFilter(readOutputStatus(params), readDateRange(params, today));
}
