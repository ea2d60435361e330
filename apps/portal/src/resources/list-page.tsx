import type { Labels } from "@trilha/forms";
import { DataTable, type DataTableProps, type RecordTimestamps } from "@trilha/ui";
import type * as React from "react";
import type { ValueNames } from "./change-history";
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
  /** The new-item button: its label and what it does. */
  newItem?: { label: string; onClick: () => void };
  /** Other buttons beside the new-item button (the Saídas list's DMR). */
  headerActions?: React.ReactNode;
  toolbar?: React.ReactNode;
  historyLabels: Labels;
  historyNames?: ValueNames;
};

/** A controlled list with its row dialogs: the table part of a list page or of an edit page's section. */
export function ListView<T extends RecordTimestamps>({
  list,
  table,
  tableLevel,
  columns,
  hiddenColumns,
  newItem,
  headerActions,
  toolbar,
  historyLabels,
  historyNames,
}: ListViewProps<T>) {
  return (
    <>
      <DataTable<T>
        title={table}
        {...(tableLevel ? { titleLevel: tableLevel } : {})}
        columns={columns}
        {...(hiddenColumns ? { hiddenColumns } : {})}
        {...(newItem ? { onNewItem: newItem.onClick, newItemLabel: newItem.label } : {})}
        {...(headerActions ? { headerActions } : {})}
        {...(toolbar ? { toolbar } : {})}
        {...list.table}
      />
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

/** A resource's list page (/prestadores, /contratantes): the page title, what sums it up, the list. */
export function ListPage<T extends RecordTimestamps>({ title, children, ...view }: ListPageProps<T>) {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-primary-dark">{title}</h1>
      {children}
      <ListView<T> {...view} />
    </div>
  );
}
