import { startOfYear, subYears } from "date-fns";
import { type DateBoundsOptions, fromIso } from "../date-picker/date-utils";
import { toIso } from "../date-picker/iso-day";
import { typedDateError } from "../date-picker/typed-date";
import type { IsoDateRange } from "./presets";

/**
 * The days a period may hold, typed or clicked: from 1 January 22 years back (the calendar's first month,
 * which holds TOTAL's start) to today.
 */
export function dateRangeBounds(today: Date): { min: string; max: string } {
  return { min: toIso(startOfYear(subYears(today, 22))), max: toIso(today) };
}

/** The day a typed end holds when it is a whole day within the bounds (the calendar shows no other). */
export function dayWithin(value: string, bounds: DateBoundsOptions): Date | undefined {
  return value && !typedDateError(value, bounds) ? fromIso(value) : undefined;
}

/**
 * Two typed ends (each yyyy-MM-dd once a whole day, else the text as typed, "" when empty): the period
 * they make when both are days within the bounds and the end is not before the start, and whether the
 * end comes before the start (each end's own refusal, impossible or out of bounds, is typedDateError's).
 */
export function checkTypedRange(
  start: string,
  end: string,
  bounds: DateBoundsOptions,
): { range?: IsoDateRange; endBeforeStart: boolean } {
  if (!dayWithin(start, bounds) || !dayWithin(end, bounds)) return { endBeforeStart: false };
  // yyyy-MM-dd days compare as strings.
  if (end < start) return { endBeforeStart: true };
  return { range: { from: start, to: end }, endBeforeStart: false };
}
