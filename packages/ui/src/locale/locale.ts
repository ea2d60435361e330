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
