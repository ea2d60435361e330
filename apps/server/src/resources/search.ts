/**
 * The lists' search box (spec 02 §2: every list has one): the typed text, case and accents aside
 * (search_fold, migration 0014), anywhere in the list's searchable text. One reading for the kit's lists
 * and the lists written by hand (the negotiations' overview).
 */
import type { Params } from "./scope";

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f]/g;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** A search made only of digits and mask characters (. / - space) looks for a document number. */
export const DOCUMENT_SEARCH = /^(?=.*\d)[\d./\-\s]+$/;

/**
 * The typed search, trimmed, its control characters read as spaces (a folded search column may part its
 * pieces with line breaks); undefined when nothing is left.
 */
export function searchText(search: string | undefined): string | undefined {
  return search?.replace(CONTROL, " ").trim() || undefined;
}

/** The LIKE pattern of a search: anywhere in the text, its own `%`, `_` and `\` taken literally. */
export const searchPattern = (search: string) => `%${escapeLike(search)}%`;

/**
 * The condition that `fields` (SQL expressions, nulls skipped) hold the search, folded. Numbers are kept
 * bare (a CNPJ, an NF-e or MTR number): a number typed with its mask ("11.444.777/0001-61") also looks
 * for its digits alone.
 */
export function fieldsSearch(search: string, fields: readonly string[], params: Params): string {
  const text = `concat_ws(' ', ${fields.join(", ")})`;
  const folded = `search_fold(${text}) like search_fold(${params.add(searchPattern(search))})`;
  const bare = search.replace(/\D/g, "");
  return DOCUMENT_SEARCH.test(search) && bare !== search
    ? `(${folded} or ${text} like ${params.add(`%${bare}%`)})`
    : folded;
}
