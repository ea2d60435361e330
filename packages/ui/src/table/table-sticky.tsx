import type * as React from "react";
import { cn } from "../lib/cn";

/**
 * The container of a table whose empty row or actions column stay in view: a size container, so a
 * cell's content can be exactly as wide as the visible part of the table (`100cqw`). Only for a table
 * whose width comes from its parent (a block or a stretched flex item), as the list recipes' are.
 */
export const tableViewportContainerClass = "@container";

/**
 * The last column (a row's actions) on a table that scrolls sideways: it stays at the right edge of
 * the visible part, over the cells scrolled under it, with a line and a soft shadow on its left. On a
 * table that fits, it is an ordinary column. `surface` is the cell's background: the body's (rows are
 * highlighted on hover and focus, as `TableRow` does) or the header's.
 */
export function stickyEndClass(surface: "body" | "header") {
  return cn(
    "sticky right-0 z-[1]",
    surface === "header"
      ? "bg-surface-muted"
      : "bg-surface group-hover:bg-surface-muted group-focus-within:bg-surface-muted",
    "in-data-scrolls:shadow-[inset_1px_0_0_var(--color-border),-8px_0_8px_-8px_rgb(0_0_0/0.2)]",
  );
}

/**
 * The one row of a table with nothing to show: its text is centred in the visible width of the
 * scrolling table (sticky at its left edge), not across every column, so a wide table on a phone
 * still shows it whole. Needs `tableViewportContainerClass` on the table's container.
 */
export function TableEmptyRow({
  colSpan,
  className,
  children,
}: {
  colSpan: number;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <tr data-slot="table-empty-row">
      <td colSpan={colSpan} className="p-0">
        <div
          data-slot="table-empty"
          className={cn("sticky left-0 w-[100cqw] px-4 py-8 text-center text-text-muted", className)}
        >
          {children}
        </div>
      </td>
    </tr>
  );
}
