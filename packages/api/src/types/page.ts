/**
 * A server page of a list, as every paged call answers it. Above 10,000 matching rows the server
 * estimates `total` and says so with `total_is_estimate: true` (the pager then says "cerca de").
 */
export type Page<T> = { data: T[]; total: number; total_is_estimate?: true };

/** The list query the tables keep in the URL; `page` is 1-based as the API expects. */
export type ListQuery = {
  page: number;
  perPage: number;
  search?: string;
  active?: boolean;
};

/** The one place the table's state becomes the API's query parameters. */
export function toApiPage(query: ListQuery): Record<string, string | number | boolean> {
  const params: Record<string, string | number | boolean> = { page: query.page, per_page: query.perPage };
  if (query.active !== undefined) params.active = query.active;
  if (query.search) params.search = query.search;
  return params;
}
