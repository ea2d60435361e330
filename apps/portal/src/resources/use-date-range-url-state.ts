import {
  type DateRangePreset,
  dateRangeBounds,
  type IsoDateRange,
  platformToday,
  presetRange,
} from "@trilha/ui";
import * as React from "react";
import { useSearchParams } from "react-router-dom";

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `2026-02-28`, a day of the calendar: not merely shaped like one (`2026-02-31`, `2026-13-01`). */
function isCalendarDay(text: string): boolean {
  const match = ISO_DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The range when the URL names none: a preset's, or one of the page's own (the DMR's last semester). */
export type DateRangeFallback = Exclude<DateRangePreset, "PERSONALIZADO"> | ((today: Date) => IsoDateRange);

/**
 * `?de=2026-01-01&ate=2026-01-31`, or the `fallback` range when either end is missing, malformed or not a
 * day of the calendar (a hand-edited `2026-02-31` would reach the API, whose refusal names its parameter).
 * The period picker offers the days from 1 January 22 years back to today: a period reaching past them
 * keeps the part it shares with them (`ate=2026-12-31` ends today: the same rows, no picker error), and
 * one wholly outside them (`de=1990-01-01&ate=1990-01-31`) reads as none.
 */
export function readDateRange(
  params: URLSearchParams,
  today = platformToday(),
  fallback: DateRangeFallback = "ESTE MÊS",
): IsoDateRange {
  const from = params.get("de") ?? "";
  const to = params.get("ate") ?? "";
  const { min, max } = dateRangeBounds(today);
  if (isCalendarDay(from) && isCalendarDay(to) && from <= to && from <= max && to >= min) {
    // yyyy-MM-dd days sort as the calendar does: the later start, the earlier end.
    return { from: [from, min].sort()[1]!, to: [to, max].sort()[0]! };
  }
  return typeof fallback === "function" ? fallback(today) : (presetRange(fallback, today) as IsoDateRange);
}

/**
 * A list's date-range filter kept in the URL beside the table state, so a bookmark or Back shows the
 * same period. Applying a range goes back to the first page (the old page may not exist in it).
 */
export function useDateRangeUrlState(fallback: DateRangeFallback = "ESTE MÊS") {
  const [params, setParams] = useSearchParams();
  const range = React.useMemo(() => readDateRange(params, platformToday(), fallback), [params, fallback]);
  const setRange = React.useCallback(
    (next: IsoDateRange) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set("de", next.from);
          updated.set("ate", next.to);
          updated.delete("pagina");
          return updated;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  return [range, setRange] as const;
}
