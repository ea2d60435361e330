/*
 * Brazil's conventions that the design system and the shared schemas both need, once: Brasília's calendar,
 * characters counted as PostgreSQL counts them, and what of a text is only its edges. Framework-free (no React, no DOM, no import): the
 * components use it, and the shared schemas (@trilha/forms/schemas, which the server validates with)
 * import it as `@trilha/ui/locale` without pulling in a component.
 */

/**
 * The platform's calendar and clock: Brasília's, whatever zone the server or the viewer's device runs in.
 * Every "today" of the schemas and pickers, every date and time shown, the MTR's PDF, SINIR and the
 * server's SQL use it, so a page, the paper it checks and the API agree.
 */
export const PLATFORM_TIME_ZONE = "America/Sao_Paulo";

/** Today in the platform's calendar (Brasília's), as yyyy-MM-dd, whatever the machine's time zone. */
export function platformTodayIso(now: Date = new Date()): string {
  return now.toLocaleDateString("sv-SE", { timeZone: PLATFORM_TIME_ZONE });
}

/**
 * A text's length as PostgreSQL's varchar(n) and char_length count it: code points, so an emoji is one
 * character (two UTF-16 units in `String.length`). The schemas' limits and the fields' counters use it.
 */
export function characterCount(value: string): number {
  return [...value].length;
}

/**
 * Spaces and invisible format characters (zero-width space, word joiner, byte-order mark, the direction
 * marks: Unicode's Cf) around a text. `String.prototype.trim` drops only the spaces, so a pasted run of
 * zero-width spaces read as 30 characters of justification, and one alone as a filled required field.
 */
const AROUND = /^[\s\p{Cf}]+|[\s\p{Cf}]+$/gu;

/** The text without what is invisible around it: what the schemas and fields validate, count and store. */
export function trimText(value: string): string {
  return value.replace(AROUND, "");
}

/**
 * The first year a date of the platform may fall in. Licences, contracts, documents, certificates and
 * births are all after it, and a year typed short ("01/01/0001", "15/03/0024") is a slip, not a date:
 * JavaScript's Date.UTC reads years 0–99 as 1900–1999, so without a floor the picker and the schemas
 * disagreed on them (spec 01 §9: dates travel as yyyy-MM-dd, shown as dd/mm/aaaa).
 */
export const FIRST_DATE_YEAR = 1900;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whether `value` is a yyyy-MM-dd day of the calendar from 01/01/1900 on: the one rule the date pickers
 * (a typed or picked day) and the shared schemas (the server's too) apply, so a day the picker takes the
 * form and the API take, and a day they refuse the picker refuses ("Data inválida.").
 */
export function isPlatformDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (y < FIRST_DATE_YEAR || m < 1 || m > 12 || d < 1) return false;
  // Day 0 of the next month is this month's last (y ≥ 1900: Date.UTC reads the year as given).
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}
