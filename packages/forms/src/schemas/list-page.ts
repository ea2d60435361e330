import { object } from "superstruct";
import { validate } from "./engine";
import { normalize, number } from "./fields";

/** Spec §9: a list's page size when the query names none, and the largest one asked for. */
export const DEFAULT_PER_PAGE = 10;
export const MAX_PER_PAGE = 100;
/** The largest page a list's query may ask for; a page address beyond it is read as this one. */
export const MAX_PAGE = 1_000_000;

export type ListPage = { page: number; perPage: number };

/**
 * A whole number from 1 to `max`, read from a query's text. Digits only: "1.5", "1,000" or "1e3" in an
 * address are refused, not read as the pt-BR decimals a form's number field accepts.
 */
function wholeNumberFromText(max: number) {
  const message = `O campo {label} deve ser um número inteiro de 1 a ${max}.`;
  const field = number({
    integer: true,
    min: 1,
    max,
    messages: { number: message, integer: message, min: message, max: message },
  });
  return normalize(field, (value) =>
    typeof value === "string" && value.trim() !== "" && !/^\d+$/.test(value.trim()) ? Number.NaN : value,
  );
}

/** The paging part of a list's query: every other key (filters, sort) is left to the list. */
export const listPageQuery = object({
  page: wholeNumberFromText(MAX_PAGE),
  per_page: wholeNumberFromText(MAX_PER_PAGE),
});

/**
 * A list's `page` (1-based: the portal sends the table's index + 1) and `per_page` from its query, as
 * every paged call reads them: whole numbers from 1, `per_page` up to MAX_PER_PAGE, the defaults when
 * absent. What is wrong comes back in `errors`, in pt-BR by field (the defaults stand in meanwhile):
 * the server answers 422 with them, and the stories' mock API does the same, so a page that asks for
 * page 0 fails in its story too.
 */
export function readListPage(query: Readonly<Record<string, string | undefined>>): ListPage & {
  errors: Record<string, string>;
} {
  const { page, per_page } = query;
  // A query parameter is named by its own key: that is what the caller wrote in the address.
  const result = validate(listPageQuery, { page, per_page }, { page: "page", per_page: "per_page" });
  return {
    page: result.value?.page ?? 1,
    perPage: result.value?.per_page ?? DEFAULT_PER_PAGE,
    errors: (result.errors ?? {}) as Record<string, string>,
  };
}
