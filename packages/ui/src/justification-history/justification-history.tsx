import { format, isValid, parseISO } from "date-fns";
import type * as React from "react";
import { cn } from "../lib/cn";
import { splitTimestamp } from "../log-table/log-table";
import { Skeleton } from "../skeleton/skeleton";

export type JustificationEntry = {
  created_at: string;
  justification: string;
  /** What the justification was given for (e.g. "Inativação", "Reativação"); shown above it. */
  action?: string;
  /** Who gave it; shown beside the action. */
  user?: string | null;
};

export type JustificationHistoryProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The justifications as the API sends them (oldest first); dates are shown as dd/mm/aaaa. */
  items: readonly JustificationEntry[];
  /** Announces `Carregando justificativas` instead of the list. */
  loading?: boolean;
  /** Shown when there is none; `Nenhuma justificativa registrada.` by default. */
  emptyText?: string;
  /** Names the list for assistive technology. */
  label?: string;
};

/**
 * `2024-03-05` → `05/03/2024`. A date-only value stays on its calendar day (parseISO reads it as local
 * midnight, where `new Date()` would read UTC and show the day before in Brazil); a timestamp is shown
 * on its day in Brasília, as every time is (`splitTimestamp`).
 */
export function formatEntryDate(iso: string): string {
  const date = parseISO(iso);
  if (!isValid(date)) return iso;
  return ISO_DAY.test(iso) ? format(date, "dd/MM/yyyy") : splitTimestamp(iso).date;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Justifications of an item's inactivations and edits, oldest first as the API sends them. */
export function JustificationHistory({
  items,
  loading,
  emptyText = "Nenhuma justificativa registrada.",
  label = "Justificativas",
  className,
  ...props
}: JustificationHistoryProps) {
  return (
    <div
      data-slot="justification-history"
      aria-busy={loading || undefined}
      className={cn("flex flex-col gap-3", className)}
      {...props}
    >
      {loading ? (
        <div role="status" aria-label="Carregando justificativas" className="flex flex-col gap-3">
          {[0, 1, 2].map((row) => (
            <div key={row} className="flex gap-4">
              <Skeleton className="h-5 w-24" />
              <Skeleton className="h-5 flex-1" />
            </div>
          ))}
        </div>
      ) : items.length === 0 ? (
        <p data-slot="justification-history-empty" className="py-4 text-center text-sm text-text-muted">
          {emptyText}
        </p>
      ) : (
        <ul aria-label={label} className="flex flex-col divide-y divide-border">
          {items.map((item, index) => (
            <li
              key={`${item.created_at}-${index}`}
              className="flex flex-col gap-1 py-3 tablet:flex-row tablet:gap-4"
            >
              <time dateTime={item.created_at} className="shrink-0 text-sm font-semibold tablet:w-24">
                {formatEntryDate(item.created_at)}
              </time>
              <div className="flex min-w-0 flex-col gap-0.5">
                {item.action || item.user ? (
                  <p data-slot="justification-history-meta" className="text-xs font-semibold text-text-muted">
                    {[item.action, item.user].filter(Boolean).join(" · ")}
                  </p>
                ) : null}
                <p className="text-sm break-words whitespace-pre-line">{item.justification}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
