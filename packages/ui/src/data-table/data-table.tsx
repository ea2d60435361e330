import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type Row,
  useReactTable,
  type VisibilityState,
} from "@tanstack/react-table";
import { Check, Columns3, EllipsisVertical, Search } from "lucide-react";
import * as React from "react";
import { Button } from "../button/button";
import { cn } from "../lib/cn";
import { Select } from "../select/select";
import { Switch } from "../switch/switch";
import {
  pageCount as countPages,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  pageItems,
  pageSummary,
  toPageIndex,
} from "./pagination";
import { isDeleted, isEdited, type RecordTimestamps, type RowAction, rowActions } from "./row-state";
import { useDebouncedCallback } from "./use-debounced-callback";

export const SEARCH_DEBOUNCE_MS = 500;

/** What the caller owns (and usually keeps in the URL). `page` is 1-based, as the API. */
export type DataTableState = {
  page: number;
  pageSize: number;
  search: string;
  showInactive: boolean;
};

export const defaultDataTableState: DataTableState = {
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  search: "",
  showInactive: false,
};

/** A page of a list, as the API answers it. */
export type DataTablePage<T> = { data: T[]; total: number };

export const dataTableText = {
  columns: "Colunas",
  pageSize: "Exibir Itens:",
  perPage: "POR PÁGINA",
  inactive: "INATIVOS",
  search: "Pesquisa",
  newItem: "Novo Cadastro",
  empty: "Sem dados para carregar",
  previous: "Anterior",
  next: "Próximo",
  pagination: "Paginação",
  page: (n: number) => `Página ${n}`,
  actions: "Ações",
  rowActions: (label: string) => `Ações: ${label}`,
  loading: "Carregando…",
  edit: "Editar",
  inactivate: "Inativar",
  justifications: "Justificativas",
  reactivate: "Reativar",
} as const;

export type DataTableProps<T extends RecordTimestamps> = {
  /** react-table column definitions; a string `header` doubles as the label in the `Colunas` menu. */
  // biome-ignore lint/suspicious/noExplicitAny: each column has its own value type, as in react-table's own examples
  columns: ColumnDef<T, any>[];
  /** The current page from the API; `undefined` before the first answer. */
  data: DataTablePage<T> | undefined;
  state: DataTableState;
  onStateChange: (next: DataTableState) => void;
  loading?: boolean;
  /** Column ids hidden until the user turns them on in `Colunas`. */
  hiddenColumns?: string[];
  getRowId?: (row: T, index: number) => string;
  /** Names a row for screen readers (the row menu is called "Ações: <label>"). */
  getRowLabel?: (row: T) => string;
  title?: React.ReactNode;
  /** Accessible name of the table when there is no `title`. */
  "aria-label"?: string;
  /** Shows the new-item button when given. */
  onNewItem?: () => void;
  newItemLabel?: string;
  onEdit?: (row: T) => void;
  onInactivate?: (row: T) => void;
  onJustifications?: (row: T) => void;
  /** Offers Reativar on inactive rows when given. */
  onReactivate?: (row: T) => void;
  pageSizeOptions?: readonly number[];
  /** Extra toolbar controls (e.g. a date-range filter), placed before the search box. */
  toolbar?: React.ReactNode;
  emptyText?: string;
  className?: string;
};

const toolbarControl =
  "h-10 rounded-md border border-border bg-surface px-3 text-sm text-text focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary";

/** Field wrappers in the toolbar sit on one row. */
const toolbarField = "flex-row items-center gap-2 [&_[data-slot=field-hint]]:text-sm";

export function DataTable<T extends RecordTimestamps>({
  columns,
  data,
  state,
  onStateChange,
  loading = false,
  hiddenColumns,
  getRowId,
  getRowLabel,
  title,
  "aria-label": ariaLabel,
  onNewItem,
  newItemLabel = dataTableText.newItem,
  onEdit,
  onInactivate,
  onJustifications,
  onReactivate,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  toolbar,
  emptyText = dataTableText.empty,
  className,
}: DataTableProps<T>) {
  const id = React.useId();
  const titleId = `${id}-title`;
  const rows = data?.data ?? [];
  const total = data?.total ?? 0;
  const pages = countPages(total, state.pageSize);

  const [columnVisibility, setColumnVisibility] = React.useState<VisibilityState>(() =>
    Object.fromEntries((hiddenColumns ?? []).map((column) => [column, false])),
  );

  const stateRef = React.useRef(state);
  stateRef.current = state;
  const update = (patch: Partial<DataTableState>) => onStateChange({ ...stateRef.current, ...patch });

  const handlersRef = React.useRef<RowHandlers<T>>({ onEdit, onInactivate, onJustifications, onReactivate });
  handlersRef.current = { onEdit, onInactivate, onJustifications, onReactivate };
  const hasActions = Boolean(onEdit || onInactivate || onJustifications || onReactivate);
  const allColumns = React.useMemo<ColumnDef<T>[]>(() => {
    if (!hasActions) return columns;
    return [
      ...columns,
      {
        id: "__actions",
        enableHiding: false,
        header: () => <span className="sr-only">{dataTableText.actions}</span>,
        cell: ({ row }) => (
          <RowMenu
            row={row}
            label={getRowLabel ? getRowLabel(row.original) : String(row.index + 1)}
            handlersRef={handlersRef}
          />
        ),
      },
    ];
  }, [columns, hasActions, getRowLabel]);

  const table = useReactTable({
    data: rows,
    columns: allColumns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    pageCount: pages,
    rowCount: total,
    state: {
      pagination: { pageIndex: toPageIndex(state.page), pageSize: state.pageSize },
      columnVisibility,
    },
    onColumnVisibilityChange: setColumnVisibility,
    ...(getRowId ? { getRowId } : {}),
  });

  const visibleColumnCount = table.getVisibleLeafColumns().length;
  const hideableColumns = table.getAllLeafColumns().filter((column) => column.getCanHide());

  return (
    <section data-slot="data-table" className={cn("flex flex-col gap-4", className)}>
      {title || onNewItem ? (
        <div data-slot="data-table-header" className="flex flex-wrap items-center justify-between gap-3">
          {title ? (
            <h2 id={titleId} className="text-lg font-semibold text-text">
              {title}
            </h2>
          ) : (
            <span />
          )}
          {onNewItem ? (
            <Button type="button" onClick={onNewItem}>
              {newItemLabel}
            </Button>
          ) : null}
        </div>
      ) : null}

      <div data-slot="data-table-toolbar" className="flex flex-wrap items-center gap-3">
        <DropdownMenu.Root>
          <DropdownMenu.Trigger asChild>
            <Button variant="outline" data-slot="data-table-columns-trigger">
              <Columns3 className="size-4" aria-hidden />
              {dataTableText.columns}
            </Button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="start"
              sideOffset={4}
              className="z-50 min-w-48 rounded-md border border-border bg-surface p-1 text-sm text-text shadow-md"
            >
              <DropdownMenu.Label className="px-2 py-1.5 font-semibold">
                {dataTableText.columns}
              </DropdownMenu.Label>
              {hideableColumns.map((column) => (
                <DropdownMenu.CheckboxItem
                  key={column.id}
                  checked={column.getIsVisible()}
                  onCheckedChange={(checked) => column.toggleVisibility(checked)}
                  onSelect={(event) => event.preventDefault()}
                  className="relative flex cursor-pointer items-center gap-2 rounded-sm py-1.5 pr-2 pl-8 outline-none select-none data-[highlighted]:bg-primary-light"
                >
                  <DropdownMenu.ItemIndicator className="absolute left-2 inline-flex">
                    <Check className="size-4" aria-hidden />
                  </DropdownMenu.ItemIndicator>
                  {typeof column.columnDef.header === "string" ? column.columnDef.header : column.id}
                </DropdownMenu.CheckboxItem>
              ))}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>

        {/* The design system's own Select and Switch, laid out as one toolbar row: label, control, and
            "POR PÁGINA" as the select's hint (linked by aria-describedby, as before). */}
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

        <Switch
          id={`${id}-inactive`}
          label={dataTableText.inactive}
          checked={state.showInactive}
          onCheckedChange={(checked) => update({ showInactive: checked, page: 1 })}
          className={toolbarField}
        />

        {toolbar}

        <SearchBox
          value={state.search}
          onSearch={(search) => update({ search, page: 1 })}
          className="ml-auto"
        />
      </div>

      <div data-slot="data-table-scroll" className="overflow-x-auto rounded-md border border-border">
        <table
          data-slot="data-table-table"
          aria-labelledby={title ? titleId : undefined}
          aria-label={title ? undefined : ariaLabel}
          aria-busy={loading || undefined}
          className="w-full border-collapse text-left text-sm text-text"
        >
          <thead className="bg-surface-muted">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col" className="px-4 py-3 font-semibold">
                    {header.isPlaceholder
                      ? null
                      : flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {loading ? (
              Array.from({ length: Math.min(state.pageSize, 10) }, (_, index) => (
                <tr key={index} data-slot="data-table-skeleton-row" className="border-t border-border">
                  {Array.from({ length: visibleColumnCount }, (_, cell) => (
                    <td key={cell} className="px-4 py-3">
                      <div className="h-4 w-full max-w-40 animate-pulse rounded bg-surface-muted" />
                    </td>
                  ))}
                </tr>
              ))
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={visibleColumnCount} className="px-4 py-8 text-center text-text-muted">
                  {emptyText}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => {
                const deleted = isDeleted(row.original);
                const edited = isEdited(row.original);
                return (
                  <tr
                    key={row.id}
                    data-slot="data-table-row"
                    data-deleted={deleted || undefined}
                    data-edited={edited || undefined}
                    className={cn(
                      "group border-t border-border hover:bg-surface-muted focus-within:bg-surface-muted",
                      deleted && "deleted text-text-muted",
                      edited && "edited",
                    )}
                  >
                    {row.getVisibleCells().map((cell) => (
                      <td
                        key={cell.id}
                        className={cn("px-4 py-3", cell.column.id === "__actions" && "w-12 py-1 text-right")}
                      >
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    ))}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      <div role="status" className="sr-only">
        {loading ? dataTableText.loading : ""}
      </div>

      <div
        data-slot="data-table-footer"
        className="flex flex-wrap items-center justify-between gap-3 text-sm text-text"
      >
        <p data-slot="data-table-summary">{pageSummary(state.page, state.pageSize, total)}</p>
        <nav aria-label={dataTableText.pagination}>
          <ul className="flex flex-wrap items-center gap-1">
            <li>
              <Button
                variant="ghost"
                size="sm"
                disabled={state.page <= 1 || pages === 0}
                onClick={() => update({ page: state.page - 1 })}
              >
                {dataTableText.previous}
              </Button>
            </li>
            {pageItems(state.page, pages).map((item) =>
              item.type === "ellipsis" ? (
                <li key={item.key} aria-hidden className="px-2 text-text-muted">
                  …
                </li>
              ) : (
                <li key={item.page}>
                  <Button
                    variant={item.page === state.page ? "primary" : "ghost"}
                    size="sm"
                    className="min-w-8 px-2"
                    aria-label={dataTableText.page(item.page)}
                    aria-current={item.page === state.page ? "page" : undefined}
                    onClick={() => update({ page: item.page })}
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
                disabled={state.page >= pages}
                onClick={() => update({ page: state.page + 1 })}
              >
                {dataTableText.next}
              </Button>
            </li>
          </ul>
        </nav>
      </div>
    </section>
  );
}

type RowHandlers<T> = {
  onEdit?: ((row: T) => void) | undefined;
  onInactivate?: ((row: T) => void) | undefined;
  onJustifications?: ((row: T) => void) | undefined;
  onReactivate?: ((row: T) => void) | undefined;
};

const actionLabel: Record<RowAction, string> = {
  edit: dataTableText.edit,
  inactivate: dataTableText.inactivate,
  justifications: dataTableText.justifications,
  reactivate: dataTableText.reactivate,
};
const actionHandler = {
  edit: "onEdit",
  inactivate: "onInactivate",
  justifications: "onJustifications",
  reactivate: "onReactivate",
} as const;

function RowMenu<T extends RecordTimestamps>({
  row,
  label,
  handlersRef,
}: {
  row: Row<T>;
  label: string;
  handlersRef: React.RefObject<RowHandlers<T>>;
}) {
  const actions = rowActions(row.original).filter((action) => handlersRef.current[actionHandler[action]]);
  if (actions.length === 0) return null;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        data-slot="data-table-row-menu"
        aria-label={dataTableText.rowActions(label)}
        className="inline-flex size-8 items-center justify-center rounded-md text-text opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 hover:bg-primary-light focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-primary data-[state=open]:opacity-100 pointer-coarse:opacity-100"
      >
        <EllipsisVertical className="size-4" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-40 rounded-md border border-border bg-surface p-1 text-sm text-text shadow-md"
        >
          {actions.map((action) => (
            <DropdownMenu.Item
              key={action}
              onSelect={() => handlersRef.current[actionHandler[action]]?.(row.original)}
              className="flex cursor-pointer items-center rounded-sm px-2 py-1.5 outline-none select-none data-[highlighted]:bg-primary-light"
            >
              {actionLabel[action]}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The toolbar's search box: typing updates it at once and reports the text 500 ms after the last key. */
export function SearchBox({
  value,
  onSearch,
  delay = SEARCH_DEBOUNCE_MS,
  placeholder = dataTableText.search,
  className,
}: {
  value: string;
  onSearch: (search: string) => void;
  delay?: number;
  placeholder?: string;
  className?: string;
}) {
  const [text, setText] = React.useState(value);
  const { run, cancel } = useDebouncedCallback(onSearch, delay);

  // The caller may change the search itself (a URL navigation); follow it.
  React.useEffect(() => {
    setText(value);
  }, [value]);

  return (
    <div data-slot="data-table-search" className={cn("relative", className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-text-muted"
        aria-hidden
      />
      <input
        type="search"
        aria-label={placeholder}
        placeholder={placeholder}
        className={cn(toolbarControl, "w-64 max-w-full pl-9 placeholder:text-text-muted")}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          run(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            cancel();
            onSearch(text);
          }
        }}
      />
    </div>
  );
}
