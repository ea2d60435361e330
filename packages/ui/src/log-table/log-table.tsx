import { isValid, parseISO } from "date-fns";
import type * as React from "react";
import { PLATFORM_TIME_ZONE } from "../locale/locale";
import { Table } from "../table/table";
import { TableEmptyRow, tableViewportContainerClass } from "../table/table-sticky";

export type LogEntry = { created_at: string; description: string };

export const logTableText = {
  date: "Data",
  time: "Hora",
  description: "Descrição",
  empty: "Sem dados para carregar",
  loading: "Carregando…",
} as const;

let brasilia: Intl.DateTimeFormat | undefined;

/** dd/MM/yyyy and HH:mm in Brasília's time; an unreadable date is shown as it came. */
export function splitTimestamp(value: string): { date: string; time: string } {
  const parsed = parseISO(value);
  if (!isValid(parsed)) return { date: value, time: "" };
  brasilia ??= new Intl.DateTimeFormat("pt-BR", {
    timeZone: PLATFORM_TIME_ZONE,
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const part = Object.fromEntries(brasilia.formatToParts(parsed).map(({ type, value }) => [type, value]));
  return { date: `${part.day}/${part.month}/${part.year}`, time: `${part.hour}:${part.minute}` };
}

/** dd/MM/yyyy HH:mm of a timestamp in Brasília's time; "" for none. */
export function formatTimestamp(value: string | null | undefined): string {
  if (!value) return "";
  const { date, time } = splitTimestamp(value);
  return time ? `${date} ${time}` : date;
}

export type LogTableProps = Omit<React.ComponentProps<"table">, "children"> & {
  /** The log lines, newest first; the date and time columns come from `created_at`. */
  entries: LogEntry[];
  /** Marks the table busy and shows `Carregando…`. */
  loading?: boolean;
  /** Shown when there are no entries; `Sem dados para carregar` by default. */
  emptyText?: string;
};

export function LogTable({
  entries,
  loading = false,
  emptyText = logTableText.empty,
  className,
  ...props
}: LogTableProps) {
  return (
    // The kit's Table: it scrolls by itself on a narrow screen, and its empty row is every table's.
    <Table
      data-slot="log-table"
      aria-busy={loading || undefined}
      containerClassName={tableViewportContainerClass}
      className={className}
      {...props}
    >
      <thead className="bg-surface-muted">
        <tr>
          <th scope="col" className="px-3 py-2 font-semibold">
            {logTableText.date}
          </th>
          <th scope="col" className="px-3 py-2 font-semibold">
            {logTableText.time}
          </th>
          <th scope="col" className="px-3 py-2 font-semibold">
            {logTableText.description}
          </th>
        </tr>
      </thead>
      <tbody>
        {loading ? (
          <tr>
            <td colSpan={3} className="px-3 py-6 text-center text-text-muted">
              {logTableText.loading}
            </td>
          </tr>
        ) : entries.length === 0 ? (
          <TableEmptyRow colSpan={3} className="px-3 py-6">
            {emptyText}
          </TableEmptyRow>
        ) : (
          entries.map((entry, index) => {
            const { date, time } = splitTimestamp(entry.created_at);
            return (
              <tr key={`${entry.created_at}-${index}`} className="border-t border-border align-top">
                <td className="px-3 py-2 whitespace-nowrap">{date}</td>
                <td className="px-3 py-2 whitespace-nowrap">{time}</td>
                <td className="px-3 py-2 break-words">{entry.description}</td>
              </tr>
            );
          })
        )}
      </tbody>
    </Table>
  );
}
