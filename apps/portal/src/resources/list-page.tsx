import { DataTable, type DataTableProps, dataTableText, type RecordTimestamps } from "@trilha/ui";
import * as React from "react";
import { useLocation } from "react-router-dom";
import { COLUMNS_PREFERENCE_PREFIX } from "../session/preferences";
import type { HistoryLabels, ValueNames } from "./change-history";
import { ListDialogs } from "./list-dialogs";
import type { ListController } from "./use-list-controller";

export type ListViewProps<T extends RecordTimestamps> = {
  list: ListController<T>;
  /** The table's title ("Prestadores cadastrados"). */
  table: React.ReactNode;
  /** 3 when the list sits in a section with its own h2 (DataTable's titleLevel). */
  tableLevel?: 2 | 3;
  columns: DataTableProps<T>["columns"];
  hiddenColumns?: string[];
  /** Where the browser keeps the user's choice in `Colunas` (DataTable's columnsStorageKey). */
  columnsStorageKey?: string;
  /** The new-item button: its label and what it does. */
  newItem?: { label: string; onClick: () => void };
  /** Other buttons beside the new-item button (the Saídas list's DMR). */
  headerActions?: React.ReactNode;
  toolbar?: React.ReactNode;
  historyLabels: HistoryLabels;
  historyNames?: ValueNames;
};

/**
 * After an inactivation or a reactivation, once the new page is drawn: when the row's Ações button left
 * with the row and focus fell to the body, the focus goes to the same row's button if it stayed, else
 * the next row's, else the previous row's, else the table itself (focusable for that, tabIndex -1).
 */
function useRefocusAfterChange<T extends RecordTimestamps>(list: ListController<T>) {
  const ref = React.useRef<HTMLDivElement>(null);
  const { refocus, page } = list;
  React.useEffect(() => {
    const plan = refocus.current;
    const root = ref.current;
    if (!plan || !page || !root) return;
    refocus.current = null;
    const doc = root.ownerDocument;
    const inDialog = () => Boolean(doc.activeElement?.closest('[role="dialog"],[role="alertdialog"]'));
    const place = () => {
      // Focus still on something (the row stayed, or the user moved on): left alone.
      if (doc.activeElement !== null && doc.activeElement !== doc.body) return;
      const buttons = Array.from(root.querySelectorAll<HTMLElement>('[data-slot="data-table-row-menu"]'));
      for (const label of plan.labels) {
        const name = dataTableText.rowActions(label);
        const button = buttons.find((b) => b.getAttribute("aria-label") === name);
        if (button) return button.focus();
      }
      const table = root.querySelector<HTMLElement>("table");
      if (!table) return;
      table.tabIndex = -1;
      table.focus();
    };
    // The page may arrive while the dialog is still closing (its animation): its focus goes back to
    // the row's button only as it leaves, so wait for it, a frame at a time (at most about 2 s).
    let frame = 0;
    let frames = 0;
    const attempt = () => {
      if (inDialog() && frames++ < 120) frame = requestAnimationFrame(attempt);
      else place();
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [refocus, page]);
  return ref;
}

/** A controlled list with its row dialogs: the table part of a list page or of an edit page's section. */
export function ListView<T extends RecordTimestamps>({
  list,
  table,
  tableLevel,
  columns,
  hiddenColumns,
  columnsStorageKey,
  newItem,
  headerActions,
  toolbar,
  historyLabels,
  historyNames,
}: ListViewProps<T>) {
  const tableRef = useRefocusAfterChange(list);
  return (
    <>
      <div ref={tableRef} className="contents">
        <DataTable<T>
          title={table}
          {...(tableLevel ? { titleLevel: tableLevel } : {})}
          columns={columns}
          {...(hiddenColumns ? { hiddenColumns } : {})}
          {...(columnsStorageKey ? { columnsStorageKey } : {})}
          {...(newItem ? { onNewItem: newItem.onClick, newItemLabel: newItem.label } : {})}
          {...(headerActions ? { headerActions } : {})}
          {...(toolbar ? { toolbar } : {})}
          {...list.table}
        />
      </div>
      <ListDialogs
        dialogs={list.dialogs}
        historyLabels={historyLabels}
        {...(historyNames ? { historyNames } : {})}
      />
    </>
  );
}

export type ListPageProps<T extends RecordTimestamps> = ListViewProps<T> & {
  title: React.ReactNode;
  /** Between the title and the table (an Indicadores strip). */
  children?: React.ReactNode;
};

/** Where a list page keeps its `Colunas` choice: one key per list, the list's route. */
export function columnsStorageKey(pathname: string): string {
  return `${COLUMNS_PREFERENCE_PREFIX}${pathname.replace(/\/+$/, "") || "/"}`;
}

/**
 * A resource's list page (/prestadores, /contratantes): the page title, what sums it up, the list. The
 * columns the user shows or hides in `Colunas` are kept in the browser per list (its route).
 */
export function ListPage<T extends RecordTimestamps>({ title, children, ...view }: ListPageProps<T>) {
  const { pathname } = useLocation();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-primary-dark">{title}</h1>
      {children}
      <ListView<T> columnsStorageKey={columnsStorageKey(pathname)} {...view} />
    </div>
  );
}
