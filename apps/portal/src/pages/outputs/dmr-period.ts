import type { IsoDateRange } from "@trilha/ui";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The last full semester before `today` (the DMR is filed per semester): January to June when today is
 * in the second half of the year, July to December of the year before otherwise.
 */
export function lastSemester(today: Date = new Date()): IsoDateRange {
  const year = today.getFullYear();
  return today.getMonth() >= 6
    ? { from: `${year}-01-01`, to: `${year}-06-30` }
    : { from: `${year - 1}-07-01`, to: `${year - 1}-12-31` };
}

/** `?de=&ate=` of the URL, or the last semester when either is missing or malformed. */
export function readDmrPeriod(params: URLSearchParams, today: Date = new Date()): IsoDateRange {
  const from = params.get("de") ?? "";
  const to = params.get("ate") ?? "";
  return ISO_DAY.test(from) && ISO_DAY.test(to) && from <= to ? { from, to } : lastSemester(today);
}
