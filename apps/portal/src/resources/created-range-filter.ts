import { type IsoDateRange, platformToday } from "@trilha/ui";
import { readDateRange } from "./use-date-range-url-state";

/** A creation period as the API's filter. */
export const createdRange = (range: IsoDateRange) => ({ createdFrom: range.from, createdTo: range.to });

/**
 * The creation period of a list's URL (`?de=…&ate=…`, ESTE MÊS by default) as the API's filter: what a
 * route's prefetch asks with, read as the page's `useDateRangeUrlState` reads it.
 */
export function createdRangeFilter(params: URLSearchParams, today = platformToday()) {
  return createdRange(readDateRange(params, today));
}
