import { type IsoDateRange, platformToday } from "@trilha/ui";

/**
 * The last full semester before `today` (the DMR is filed per semester): January to June when today is
 * in the second half of the year, July to December of the year before otherwise.
 */
export function lastSemester(today: Date = platformToday()): IsoDateRange {
  const year = today.getFullYear();
  return today.getMonth() >= 6
    ? { from: `${year}-01-01`, to: `${year}-06-30` }
    : { from: `${year - 1}-07-01`, to: `${year - 1}-12-31` };
}
