import { type DateRangePreset, type IsoDateRange, platformToday, presetRange } from "@trilha/ui";
import * as React from "react";
import { useSearchParams } from "react-router-dom";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The range when the URL names none: a preset's, or one of the page's own (the DMR's last semester). */
export type DateRangeFallback = Exclude<DateRangePreset, "PERSONALIZADO"> | ((today: Date) => IsoDateRange);

/** `?de=2026-01-01&ate=2026-01-31`, or the `fallback` range when either end is missing or malformed. */
export function readDateRange(
  params: URLSearchParams,
  today = platformToday(),
  fallback: DateRangeFallback = "ESTE MÊS",
): IsoDateRange {
  const from = params.get("de") ?? "";
  const to = params.get("ate") ?? "";
  if (ISO_DAY.test(from) && ISO_DAY.test(to) && from <= to) return { from, to };
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
