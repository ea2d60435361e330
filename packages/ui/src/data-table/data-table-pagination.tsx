import { useEffect, useRef } from "react";
import { Button } from "../button/button";
import { cn } from "../lib/cn";
import { dataTableText } from "./data-table-text";
import { pageCount, pageItems, pageSummary } from "./pagination";

export type DataTablePaginationProps = {
  /** 1-based, as the API. */
  page: number;
  pageSize: number;
  total: number;
  /** The total is an estimate (the API's `total_is_estimate`): the summary says "cerca de". */
  totalIsEstimate?: boolean;
  onPageChange: (page: number) => void;
  /** Whose pages these are (the table's title): two tables on one screen get two distinct landmarks. */
  label?: string;
  className?: string;
};

/**
 * The table's footer: "Mostrando de … até … | Total de … itens" and the page buttons, in a navigation
 * named "Paginação". Anterior and Próximo show spec 01's texts and are named "Anterior (página anterior)"
 * and "Próximo (página seguinte)", so that a wizard's own Anterior and Próximo on the same screen (the
 * residue wizard's NEGOCIAÇÕES) are not their namesakes.
 */
export function DataTablePagination({
  page,
  pageSize,
  total,
  totalIsEstimate = false,
  onPageChange,
  label,
  className,
}: DataTablePaginationProps) {
  const pages = pageCount(total, pageSize);
  const nav = useRef<HTMLElement>(null);
  // Anterior to the first page or Próximo to the last disables the button just pressed, which drops the
  // focus to the page (a keyboard user starts again from the top): it goes to the page reached instead.
  const endReached = useRef<number | null>(null);
  const go = (to: number, end: boolean) => {
    endReached.current = end ? to : null;
    onPageChange(to);
  };
  useEffect(() => {
    if (endReached.current !== page) return;
    endReached.current = null;
    nav.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  }, [page]);
  return (
    <div
      data-slot="data-table-footer"
      className={cn("flex flex-wrap items-center justify-between gap-3 text-sm text-text", className)}
    >
      <p data-slot="data-table-summary">{pageSummary(page, pageSize, total, totalIsEstimate)}</p>
      <nav ref={nav} aria-label={label ? `${dataTableText.pagination}: ${label}` : dataTableText.pagination}>
        <ul className="flex flex-wrap items-center gap-1">
          <li>
            <Button
              variant="ghost"
              size="sm"
              disabled={page <= 1 || pages === 0}
              aria-label={dataTableText.previousName}
              onClick={() => go(page - 1, page - 1 <= 1)}
            >
              {dataTableText.previous}
            </Button>
          </li>
          {pageItems(page, pages).map((item) =>
            item.type === "ellipsis" ? (
              <li key={item.key} aria-hidden className="px-2 text-text-muted">
                …
              </li>
            ) : (
              <li key={item.page}>
                <Button
                  variant={item.page === page ? "primary" : "ghost"}
                  size="sm"
                  className="min-w-8 px-2"
                  aria-label={dataTableText.page(item.page)}
                  aria-current={item.page === page ? "page" : undefined}
                  onClick={() => onPageChange(item.page)}
                >
                  {item.page}
                </Button>
              </li>
            ),
          )}
          <li>
            <Button
              variant="ghost"
              size="sm"
              disabled={page >= pages}
              aria-label={dataTableText.nextName}
              onClick={() => go(page + 1, page + 1 >= pages)}
            >
              {dataTableText.next}
            </Button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
