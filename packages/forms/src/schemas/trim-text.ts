/**
 * Spaces and invisible format characters (zero-width space, word joiner, byte-order mark, the direction
 * marks: Unicode's Cf) around a text. `String.prototype.trim` drops only the spaces, so a pasted run of
 * zero-width spaces read as 30 characters of justification, and one alone as a filled required field.
 */
const AROUND = /^[\s\p{Cf}]+|[\s\p{Cf}]+$/gu;

/** The text without what is invisible around it: what the schemas validate, count and store. */
export function trimText(value: string): string {
  return value.replace(AROUND, "");
}

/** Nothing given, or a text with nothing visible in it. */
export function isBlankText(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && trimText(value) === "");
}
