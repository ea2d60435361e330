import { type DataTableProps, Modal, type RecordTimestamps } from "@trilha/ui";
import type * as React from "react";
import { resourceText } from "./text";

export type RowDetailsDialogProps<T extends RecordTimestamps> = {
  /** The row shown (the list controller's `dialogs.details`); null keeps the dialog closed. */
  row: T | null;
  /** The row's name (the list's `getLabel`), under the dialog's title. */
  title: string | null;
  onClose: () => void;
  /** The list's columns: each one with a text header is a line, hidden ones in `Colunas` included. */
  columns: DataTableProps<T>["columns"];
};

type Column<T> = DataTableProps<T & RecordTimestamps>["columns"][number];

/** A column's value for one row, drawn as its table cell draws it (a status badge, a file link). */
function cellValue<T>(column: Column<T>, row: T): React.ReactNode {
  const value =
    "accessorFn" in column && column.accessorFn
      ? column.accessorFn(row as T & RecordTimestamps, 0)
      : "accessorKey" in column && column.accessorKey
        ? (row as Record<string, unknown>)[String(column.accessorKey)]
        : undefined;
  // The kit's own cells (statusColumn, fileColumn) read only `row.original` and the value.
  const drawn =
    typeof column.cell === "function"
      ? (column.cell as (context: { row: { original: T }; getValue: () => unknown }) => React.ReactNode)({
          row: { original: row },
          getValue: () => value,
        })
      : value;
  return drawn === null || drawn === undefined || drawn === ""
    ? resourceText.detailsEmpty
    : (drawn as React.ReactNode);
}

/**
 * Ver detalhes of a row the user may only look at (`readOnly` in the list controller): every column
 * the list has, as label and value, whatever `Colunas` shows; on a phone, where the table scrolls
 * sideways, the whole row at once.
 */
export function RowDetailsDialog<T extends RecordTimestamps>({
  row,
  title,
  onClose,
  columns,
}: RowDetailsDialogProps<T>) {
  return (
    <Modal
      open={row !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={resourceText.detailsTitle}
      description={title ?? undefined}
    >
      {row ? (
        <dl data-slot="row-details" className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
          {columns.flatMap((column) =>
            typeof column.header === "string"
              ? [
                  // On a phone each label sits on its value, the pairs apart; from sm up, two columns.
                  <div key={column.id ?? column.header} className="flex flex-col gap-0.5 sm:contents">
                    <dt className="font-semibold text-text">{column.header}</dt>
                    <dd className="break-words text-text-muted">{cellValue(column, row)}</dd>
                  </div>,
                ]
              : [],
          )}
        </dl>
      ) : null}
    </Modal>
  );
}
