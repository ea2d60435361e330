import { readDateRange } from "./use-date-range-url-state";

/**
 * The creation period of a list's URL (`?de=…&ate=…`, ESTE MÊS by default) as the API's filter: read
 * the same way by the page and by its route's prefetch.
 */
export function createdRangeFilter(params: URLSearchParams, today = new Date()) {
  const range = readDateRange(params, today);
  return { createdFrom: range.from, createdTo: range.to };
}
