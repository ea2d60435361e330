import { Trash2 } from "lucide-react";
import type * as React from "react";
import { cn } from "../lib/cn";
import { CellText } from "../table/breakable-email";
import { Table } from "../table/table";
import { stickyEndClass, TableEmptyRow, tableViewportContainerClass } from "../table/table-sticky";
import { useRemovalFocus } from "./removal-focus";

export type FormTableColumn<T> = {
  /** The row's field shown in this column (and the column's React key). */
  key: string;
  /** Column heading. */
  header: string;
  /** Defaults to the row's value at `key`. */
  render?: (row: T) => React.ReactNode;
};

export const formTableText = {
  total: (n: number) => `Total de itens: ${n}`,
  empty: "Nenhum item incluído",
  remove: "Remover",
  actions: "Ações",
} as const;

export type FormTableProps<T> = Omit<React.ComponentProps<"div">, "children"> & {
  /** The columns, in order: a heading and the row's field (or a `render`). */
  columns: FormTableColumn<T>[];
  /** The items included so far. */
  rows: T[];
  /** A stable id per row (the React key). */
  getRowId: (row: T, index: number) => string;
  /** Accessible name of each row's remove button, e.g. `Remover licença LO-123`. */
  removeLabel?: (row: T, index: number) => string;
  /** Shows a remove button per row when given. */
  onRemove?: (row: T, index: number) => void;
  /** Names the table (e.g. "Licenças incluídas"). */
  caption: string;
  /** Shown in place of the rows when there are none; "Nenhum item incluído" by default. */
  emptyText?: string;
  /** Disables the remove buttons (e.g. while the step is being sent). */
  disabled?: boolean;
};

/**
 * The "Incluir" list of a wizard step: the items added so far, each removable, with the count below.
 * A row removed with the focus on its button hands the focus to the Remover now in its place (the next
 * row's), else the last row's, else the table itself (which then says "Nenhum item incluído"), never to
 * the page.
 */
export function FormTable<T>({
  columns,
  rows,
  getRowId,
  removeLabel = (_row, index) => `${formTableText.remove} item ${index + 1}`,
  onRemove,
  caption,
  emptyText = formTableText.empty,
  disabled = false,
  className,
  ...props
}: FormTableProps<T>) {
  const columnCount = columns.length + (onRemove ? 1 : 0);
  const { rootRef, removing } = useRemovalFocus<HTMLDivElement>(rows);
  return (
    <div ref={rootRef} data-slot="form-table" className={cn("flex flex-col gap-2", className)} {...props}>
      {/* The kit's Table: a positioned container that scrolls by itself, so a wide table (its hidden
          "Ações" header included) never makes a phone's page scroll sideways. */}
      <Table
        // Focused by script only, when its last row is removed (see above).
        tabIndex={-1}
        className="focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        containerClassName={cn("rounded-md border border-border bg-surface", tableViewportContainerClass)}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-muted">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className="px-3 py-2 font-semibold">
                {column.header}
              </th>
            ))}
            {onRemove ? (
              <th scope="col" className={cn("w-12 px-3 py-2", stickyEndClass("header"))}>
                <span className="sr-only">{formTableText.actions}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <TableEmptyRow colSpan={columnCount} className="px-3 py-6">
              {emptyText}
            </TableEmptyRow>
          ) : (
            rows.map((row, index) => (
              <tr key={getRowId(row, index)} data-slot="form-table-row" className="border-t border-border">
                {columns.map((column) => (
                  <td key={column.key} className="px-3 py-2 break-words">
                    {column.render ? (
                      column.render(row)
                    ) : (
                      <CellText value={(row as Record<string, unknown>)[column.key]} />
                    )}
                  </td>
                ))}
                {onRemove ? (
                  <td className={cn("px-3 py-1 text-right", stickyEndClass("body"))}>
                    <button
                      type="button"
                      data-slot="form-table-remove"
                      aria-label={removeLabel(row, index)}
                      disabled={disabled}
                      onClick={(event) => {
                        removing(event, index);
                        onRemove(row, index);
                      }}
                      className="inline-flex size-8 items-center justify-center rounded-md text-error hover:bg-error-light focus-visible:outline-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60"
                    >
                      <Trash2 className="size-4" aria-hidden />
                    </button>
                  </td>
                ) : null}
              </tr>
            ))
          )}
        </tbody>
      </Table>
      <p
        data-slot="form-table-total"
        className="text-right text-sm font-semibold text-text"
        aria-live="polite"
      >
        {formTableText.total(rows.length)}
      </p>
    </div>
  );
}
