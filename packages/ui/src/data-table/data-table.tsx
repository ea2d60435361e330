import {
  type CellContext,
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  useReactTable,
  type VisibilityState,
} from "@tanstack/react-table";
import * as React from "react";
import { Button } from "../button/button";
import { cn } from "../lib/cn";
import { Select } from "../select/select";
import { Switch } from "../switch/switch";
import { CellText } from "../table/breakable-email";
import { Table } from "../table/table";
import { TableBody } from "../table/table-body";
import { TableCell } from "../table/table-cell";
import { TableHead } from "../table/table-head";
import { TableHeader } from "../table/table-header";
import { TableRow } from "../table/table-row";
import { stickyEndClass, TableEmptyRow, tableViewportContainerClass } from "../table/table-sticky";
import { readColumnVisibility, writeColumnVisibility } from "./column-visibility-storage";
import { DataTableColumnsMenu } from "./data-table-columns-menu";
import { DataTablePagination } from "./data-table-pagination";
import { type DataTableRowAction, DataTableRowMenu } from "./data-table-row-menu";
import { dataTableText } from "./data-table-text";
import { PAGE_SIZE_OPTIONS, pageCount, toPageIndex } from "./pagination";
import { isDeleted, isEdited, type RecordTimestamps } from "./row-state";
import { SearchBox } from "./search-box";
import type { DataTableState } from "./table-state";

export { type DataTableRowAction, DataTableRowMenu } from "./data-table-row-menu";
export { dataTableText } from "./data-table-text";
export { SEARCH_DEBOUNCE_MS, SearchBox } from "./search-box";

/** A page of a list, as the API answers it. */
export type DataTablePage<T> = { data: T[]; total: number; total_is_estimate?: boolean };

export type DataTableProps<T extends RecordTimestamps> = {
  /** react-table column definitions; a string `header` doubles as the label in the `Colunas` menu. */
  // biome-ignore lint/suspicious/noExplicitAny: each column has its own value type, as in react-table's own examples
  columns: ColumnDef<T, any>[];
  /** The current page from the API; `undefined` before the first answer. */
  data: DataTablePage<T> | undefined;
  /** Page, page size, search and the INATIVOS switch; the caller owns it (the portal keeps it in the URL). */
  state: DataTableState;
  /** Called with the whole next state when the user pages, searches or flips a control. */
  onStateChange: (next: DataTableState) => void;
  /** Shows skeleton rows and marks the table busy while a page is fetched. */
  loading?: boolean;
  /** Column ids hidden until the user turns them on in `Colunas`. */
  hiddenColumns?: string[];
  /**
   * Where the browser keeps the user's choice in `Colunas` (a localStorage key, one per list): read on
   * mount over `hiddenColumns`, written on every change. Without it the choice lasts until unmount.
   */
  columnsStorageKey?: string;
  /** A stable id per row (the React key); the row index by default. */
  getRowId?: (row: T, index: number) => string;
  /** Names a row for screen readers (the row menu is called "Ações: <label>"). */
  getRowLabel?: (row: T) => string;
  /**
   * The entries of a row's "Ações" menu. Which rows offer what (Editar, Inativar, Justificativas,
   * Reativar) is the caller's rule; without this prop the table has no actions column.
   */
  rowActions?: (row: T) => readonly DataTableRowAction[];
  /** Heading above the table, also the table's accessible name. */
  title?: React.ReactNode;
  /**
   * The title's heading level: 2 (the default) under a page's h1, 3 inside a section that has its own
   * h2 (an edit page's section, a wizard's step), so the outline stays a tree.
   */
  titleLevel?: 2 | 3;
  /** Accessible name of the table when there is no `title`. */
  "aria-label"?: string;
  /** Shows the new-item button when given. */
  onNewItem?: () => void;
  /** Text of the new-item button; "Novo Cadastro" by default. */
  newItemLabel?: string;
  /** Other buttons of the list, beside the new-item button (before it). */
  headerActions?: React.ReactNode;
  /** The choices of "Exibir Itens"; 10, 20, 30, 40 and 50 by default. */
  pageSizeOptions?: readonly number[];
  /** Extra toolbar controls (e.g. a date-range filter), placed before the search box. */
  toolbar?: React.ReactNode;
  /** Shown when the page has no rows; "Sem dados para carregar" by default. */
  emptyText?: string;
  /**
   * Offers the INATIVOS switch (the default); `false` for a list whose items are never inactivated
   * (output documents are cancelled), where the switch would only ever show an empty list.
   */
  inactiveFilter?: boolean;
  /** Classes for the table's wrapper. */
  className?: string;
};

/** Field wrappers in the toolbar sit on one row. */
const toolbarField = "flex-row items-center gap-2 [&_[data-slot=field-hint]]:text-sm";

const ACTIONS = "__actions";

/** The cell of a column that has none: its value as text, an e-mail with its break points (CellText). */
function defaultCell<T>({ renderValue }: CellContext<T, unknown>) {
  return <CellText value={renderValue()} />;
}

/** A column definition's id as react-table derives it (id, accessor key, string header). */
// biome-ignore lint/suspicious/noExplicitAny: any column's definition, as in DataTableProps
function columnIdOf(column: ColumnDef<any, any>): string[] {
  if (column.id) return [column.id];
  if ("accessorKey" in column && typeof column.accessorKey === "string") {
    return [column.accessorKey.replaceAll(".", "_")];
  }
  return typeof column.header === "string" ? [column.header] : [];
}

function ActionsHeader() {
  return <span className="sr-only">{dataTableText.actions}</span>;
}

/**
 * The list recipe over the table primitives: a title with the new-item button, a toolbar (Colunas,
 * page size, INATIVOS, search), the server's page in a table, and the pagination footer. The caller
 * owns the state and the data (server-side paging, `manualPagination`).
 */
export function DataTable<T extends RecordTimestamps>({
  columns,
  data,
  state,
  onStateChange,
  loading = false,
  hiddenColumns,
  columnsStorageKey,
  getRowId,
  getRowLabel,
  rowActions,
  title,
  titleLevel = 2,
  "aria-label": ariaLabel,
  onNewItem,
  newItemLabel = dataTableText.newItem,
  headerActions,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  toolbar,
  emptyText = dataTableText.empty,
  inactiveFilter = true,
  className,
}: DataTableProps<T>) {
  const id = React.useId();
  const titleId = `${id}-title`;
  const rows = data?.data ?? [];
  const total = data?.total ?? 0;

  const [columnVisibility, setColumnVisibility] = React.useState<VisibilityState>(() => ({
    ...Object.fromEntries((hiddenColumns ?? []).map((column) => [column, false])),
    ...(columnsStorageKey ? readColumnVisibility(columnsStorageKey, columns.flatMap(columnIdOf)) : {}),
  }));
  // Written only once the user changes it: the defaults are not saved, so a column the caller later
  // hides by default stays hidden for whoever never touched it.
  const visibilityChanged = React.useRef(false);
  const changeVisibility = React.useCallback((updater: React.SetStateAction<VisibilityState>) => {
    visibilityChanged.current = true;
    setColumnVisibility(updater);
  }, []);
  React.useEffect(() => {
    if (columnsStorageKey && visibilityChanged.current)
      writeColumnVisibility(columnsStorageKey, columnVisibility);
  }, [columnsStorageKey, columnVisibility]);

  const stateRef = React.useRef(state);
  stateRef.current = state;
  const update = (patch: Partial<DataTableState>) => onStateChange({ ...stateRef.current, ...patch });

  const actionsRef = React.useRef(rowActions);
  actionsRef.current = rowActions;
  const labelRef = React.useRef(getRowLabel);
  labelRef.current = getRowLabel;
  // react-table renders a cell function as a component: one made on each render (a page's inline
  // getRowLabel re-made the columns) would remount every row menu, and the "Ações" button that had
  // focus, or that a row dialog returns focus to, would be gone. So it is made once.
  const [actionsCell] = React.useState(() => ({ row }: CellContext<T, unknown>) => (
    <DataTableRowMenu
      label={labelRef.current ? labelRef.current(row.original) : String(row.index + 1)}
      actions={actionsRef.current?.(row.original) ?? []}
    />
  ));
  const hasActions = rowActions !== undefined;
  const allColumns = React.useMemo<ColumnDef<T>[]>(() => {
    if (!hasActions) return columns;
    return [...columns, { id: ACTIONS, enableHiding: false, header: ActionsHeader, cell: actionsCell }];
  }, [columns, hasActions, actionsCell]);

  const table = useReactTable({
    data: rows,
    columns: allColumns,
    // A column without a cell of its own writes its value as react-table would, e-mails breakable.
    defaultColumn: { cell: defaultCell<T> },
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    pageCount: pageCount(total, state.pageSize),
    rowCount: total,
    state: {
      pagination: { pageIndex: toPageIndex(state.page), pageSize: state.pageSize },
      columnVisibility,
    },
    onColumnVisibilityChange: changeVisibility,
    ...(getRowId ? { getRowId } : {}),
  });

  const visibleColumnCount = table.getVisibleLeafColumns().length;
  const Heading = titleLevel === 3 ? "h3" : "h2";

  return (
    <section data-slot="data-table" className={cn("flex flex-col gap-4", className)}>
      {title || onNewItem || headerActions ? (
        <div data-slot="data-table-header" className="flex flex-wrap items-center justify-between gap-3">
          {title ? (
            <Heading id={titleId} className="text-lg font-semibold text-text">
              {title}
            </Heading>
          ) : (
            <span />
          )}
          {onNewItem || headerActions ? (
            <div data-slot="data-table-actions" className="flex flex-wrap items-center gap-3">
              {headerActions}
              {onNewItem ? (
                <Button type="button" onClick={onNewItem}>
                  {newItemLabel}
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}

      <div data-slot="data-table-toolbar" className="flex flex-wrap items-center gap-3">
        <DataTableColumnsMenu columns={table.getAllLeafColumns().filter((column) => column.getCanHide())} />
        {/* The design system's own Select and Switch, laid out as one toolbar row: label, control, and
            "POR PÁGINA" as the select's hint (linked by aria-describedby). */}
        <Select
          id={`${id}-size`}
          label={dataTableText.pageSize}
          hint={dataTableText.perPage}
          options={pageSizeOptions.map((size) => ({ value: String(size), label: String(size) }))}
          value={String(state.pageSize)}
          onValueChange={(size) => update({ pageSize: Number(size), page: 1 })}
          className={toolbarField}
          triggerClassName="w-20"
        />
        {inactiveFilter ? (
          <Switch
            id={`${id}-inactive`}
            label={dataTableText.inactive}
            checked={state.showInactive}
            onCheckedChange={(checked) => update({ showInactive: checked, page: 1 })}
            className={toolbarField}
          />
        ) : null}
        {toolbar}
        <SearchBox
          value={state.search}
          onSearch={(search) => update({ search, page: 1 })}
          className="w-full mobile:ml-auto mobile:w-auto"
        />
      </div>

      <Table
        containerClassName={cn("rounded-md border border-border bg-surface", tableViewportContainerClass)}
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : ariaLabel}
        aria-busy={loading || undefined}
      >
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <TableHead
                  key={header.id}
                  className={cn(header.column.id === ACTIONS && stickyEndClass("header"))}
                >
                  {header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext())}
                </TableHead>
              ))}
            </tr>
          ))}
        </TableHeader>
        <TableBody>
          {loading ? (
            Array.from({ length: Math.min(state.pageSize, 10) }, (_, index) => (
              <TableRow key={index} data-slot="data-table-skeleton-row">
                {Array.from({ length: visibleColumnCount }, (_, cell) => (
                  <TableCell key={cell}>
                    <div className="h-4 w-full max-w-40 animate-pulse rounded bg-surface-muted motion-reduce:animate-none" />
                  </TableCell>
                ))}
              </TableRow>
            ))
          ) : rows.length === 0 ? (
            <TableEmptyRow colSpan={visibleColumnCount}>{emptyText}</TableEmptyRow>
          ) : (
            table.getRowModel().rows.map((row) => {
              const deleted = isDeleted(row.original);
              const edited = isEdited(row.original);
              return (
                <TableRow
                  key={row.id}
                  data-slot="data-table-row"
                  data-deleted={deleted || undefined}
                  data-edited={edited || undefined}
                  className={cn(deleted && "deleted", edited && "edited")}
                >
                  {row.getVisibleCells().map((cell) => (
                    <TableCell
                      key={cell.id}
                      className={cn(
                        cell.column.id === ACTIONS && ["w-12 py-1 text-right", stickyEndClass("body")],
                      )}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
      <div role="status" className="sr-only">
        {loading ? dataTableText.loading : ""}
      </div>

      {/* Not before the first page arrives: the pager would sit under ten skeleton rows and jump up to
          a shorter list (a layout shift); drawn with the rows, it appears where it stays. */}
      {data ? (
        <DataTablePagination
          page={state.page}
          pageSize={state.pageSize}
          total={total}
          totalIsEstimate={data.total_is_estimate === true}
          onPageChange={(page) => update({ page })}
          {...(typeof title === "string" ? { label: title } : {})}
        />
      ) : null}
    </section>
  );
}
