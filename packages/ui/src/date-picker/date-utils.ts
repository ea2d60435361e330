import { format, isValid, parse } from "date-fns";
import { applyPattern } from "../lib/mask";
import { platformToday } from "../lib/platform-day";
import { isPlatformDay } from "../locale/locale";
import { toIso } from "./iso-day";

export { toIso };

/** Dates travel as yyyy-MM-dd (spec 01 §9) and are shown as dd/MM/yyyy. */
export const ISO_FORMAT = "yyyy-MM-dd";
export const DISPLAY_FORMAT = "dd/MM/yyyy";

/** "2024-03-05" → local midnight of that day, or undefined (also before 1900: isPlatformDay). */
export function fromIso(iso: string | undefined | null): Date | undefined {
  if (!iso || !isPlatformDay(iso)) return undefined;
  const date = parse(iso, ISO_FORMAT, new Date(2000, 0, 1));
  return isValid(date) ? date : undefined;
}

/** "2024-03-05" → "05/03/2024"; anything else → "". */
export function isoToDisplay(iso: string | undefined | null): string {
  const date = fromIso(iso);
  return date ? format(date, DISPLAY_FORMAT) : "";
}

/** "05/03/2024" → "2024-03-05"; incomplete or impossible dates (31/02, a year before 1900) → undefined. */
export function displayToIso(text: string): string | undefined {
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(text)) return undefined;
  const date = parse(text, DISPLAY_FORMAT, new Date(2000, 0, 1));
  // parse() would roll 31/02 over to March; formatting back exposes it.
  if (!isValid(date) || format(date, DISPLAY_FORMAT) !== text) return undefined;
  const iso = toIso(date);
  return isPlatformDay(iso) ? iso : undefined;
}

/**
 * A day or month typed with one digit and closed by its slash, as dates are often written ("1/" while
 * typing, "5/3/2026" pasted), reads with its leading zero: "01/", "05/03/2026". Without it the mask only
 * sees digits and lays "5/3/2026" as "53/20/26". For typed or pasted text, not for a deletion's leftover
 * (Backspace on the 0 of "05/03/2024" leaves "05/3/2024", which must not put the 0 back).
 */
export function padTypedDate(text: string): string {
  return text.replace(/^(\d)\//, "0$1/").replace(/^(\d{2}\/)(\d)\//, "$10$2/");
}

/** Puts the slashes in while the user types digits: "0503" → "05/03", "05032024" → "05/03/2024". */
export function maskDateText(text: string): string {
  // The masked fields' pattern rule: a slash only once a digit follows it, so Backspace never sticks.
  return applyPattern("00/00/0000", text);
}

export type DateBoundsOptions = {
  min?: string;
  max?: string;
  /** Not after today (an emission date); today is allowed. */
  past?: boolean;
  /** Today or later (an alert date). */
  future?: boolean;
  today?: Date;
};

/** The tightest yyyy-MM-dd bounds implied by min/max and the past/future flags. */
export function dateBounds({ min, max, past, future, today = platformToday() }: DateBoundsOptions): {
  min?: string;
  max?: string;
} {
  const day = toIso(today);
  const lows = [min, future ? day : undefined].filter((v): v is string => Boolean(fromIso(v)));
  const highs = [max, past ? day : undefined].filter((v): v is string => Boolean(fromIso(v)));
  // ISO dates compare correctly as strings.
  return {
    min: lows.length ? lows.sort().at(-1) : undefined,
    max: highs.length ? highs.sort()[0] : undefined,
  };
}

export function isWithinBounds(iso: string, bounds: { min?: string; max?: string }): boolean {
  return (!bounds.min || iso >= bounds.min) && (!bounds.max || iso <= bounds.max);
}
