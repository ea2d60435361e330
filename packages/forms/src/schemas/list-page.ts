/** Spec §9: a list's page size when the query names none, and the largest one asked for. */
export const DEFAULT_PER_PAGE = 10;
export const MAX_PER_PAGE = 100;
const MAX_PAGE = 1_000_000;

export type ListPage = { page: number; perPage: number };

/**
 * A list's `page` (1-based: the portal sends the table's index + 1) and `per_page` from its query, as
 * every paged call reads them: whole numbers from 1, `per_page` up to MAX_PER_PAGE, the defaults when
 * absent. What is wrong comes back in `errors`, in pt-BR by field: the server answers 422 with them,
 * and the stories' mock API does the same, so a page that asks for page 0 fails in its story too.
 */
export function readListPage(query: Readonly<Record<string, string | undefined>>): ListPage & {
  errors: Record<string, string>;
} {
  const errors: Record<string, string> = {};
  const read = (name: string, fallback: number, max: number) => {
    const raw = query[name];
    if (raw === undefined || raw === "") return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < 1 || value > max) {
      errors[name] = `O campo ${name} deve ser um número inteiro de 1 a ${max}.`;
      return fallback;
    }
    return value;
  };
  return {
    page: read("page", 1, MAX_PAGE),
    perPage: read("per_page", DEFAULT_PER_PAGE, MAX_PER_PAGE),
    errors,
  };
}
