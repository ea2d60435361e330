import { formatISO } from "date-fns";

/**
 * A local day as yyyy-MM-dd, the way dates travel (spec 01 §9). A module of its own, on formatISO (no
 * locale, no token parser): the date presets a route computes before its page's code arrives (a list's
 * default period) carry only this, not the date pickers' parsing and display formats.
 */
export function toIso(date: Date): string {
  return formatISO(date, { representation: "date" });
}
