/**
 * Page arithmetic for server-side pagination. The API and the caller speak 1-based pages;
 * @tanstack/react-table speaks 0-based page indexes. The conversion happens here and nowhere else.
 */

export const PAGE_SIZE_OPTIONS = [10, 20, 30, 40, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** Above this many pages the page buttons collapse with ellipses. */
export const MAX_PAGE_BUTTONS = 7;

export type PageItem = { type: "page"; page: number } | { type: "ellipsis"; key: "start" | "end" };

/** `ceil(total / pageSize)`; 0 when there is nothing to show. */
export function pageCount(total: number, pageSize: number): number {
  if (total <= 0 || pageSize <= 0) return 0;
  return Math.ceil(total / pageSize);
}

/** 1-based page (API, URL) → 0-based page index (react-table). */
export function toPageIndex(page: number): number {
  return Math.max(0, page - 1);
}

/** 0-based page index (react-table) → 1-based page (API, URL). */
export function toPage(pageIndex: number): number {
  return pageIndex + 1;
}

/** Keeps a page inside 1..pageCount (1 when there are no pages). */
export function clampPage(page: number, count: number): number {
  if (count <= 0) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), count);
}

/** The first and last item numbers shown on a page ("Mostrando de X até Y"); 0/0 when empty. */
export function pageRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const current = clampPage(page, pageCount(total, pageSize));
  return { from: (current - 1) * pageSize + 1, to: Math.min(current * pageSize, total) };
}

/**
 * "Mostrando de X até Y | Total de N itens" (spec 01 §4). Above the API's exact-count limit the total
 * is the database's estimate, and the summary says so: "Total de cerca de N itens".
 */
export function pageSummary(page: number, pageSize: number, total: number, estimate = false): string {
  const { from, to } = pageRange(page, pageSize, total);
  return `Mostrando de ${from} até ${to} | Total de ${estimate ? "cerca de " : ""}${total} itens`;
}

/**
 * Page buttons to draw. Up to 7 pages all show; above that there are always 7 slots:
 * the first and last page, the current page with its neighbours, and ellipses for the gaps.
 */
export function pageItems(page: number, count: number): PageItem[] {
  const p = (n: number): PageItem => ({ type: "page", page: n });
  if (count <= 0) return [];
  if (count <= MAX_PAGE_BUTTONS) return Array.from({ length: count }, (_, i) => p(i + 1));

  const current = clampPage(page, count);
  const start: PageItem = { type: "ellipsis", key: "start" };
  const end: PageItem = { type: "ellipsis", key: "end" };
  if (current <= 4) return [p(1), p(2), p(3), p(4), p(5), end, p(count)];
  if (current >= count - 3)
    return [p(1), start, p(count - 4), p(count - 3), p(count - 2), p(count - 1), p(count)];
  return [p(1), start, p(current - 1), p(current), p(current + 1), end, p(count)];
}
