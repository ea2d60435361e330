import { trimText } from "@trilha/ui/locale";

/** The design system's, re-exported: the schemas trim with the same rule as the fields and dialogs. */
export { trimText };

/** Nothing given, or a text with nothing visible in it (spaces, zero-width characters). */
export function isBlankText(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && trimText(value) === "");
}
