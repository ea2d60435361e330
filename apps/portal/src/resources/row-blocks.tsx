import { cn } from "@trilha/ui";
import type * as React from "react";

/** A table's row drawn as a block: its title (what the row's first cell says), then every other column. */
export type RowBlock = {
  key: React.Key;
  title: React.ReactNode;
  /** Each column's header beside the row's value, in the table's order. */
  entries: [label: string, value: React.ReactNode][];
  /** A block that stands out (the totals' under the rows). */
  className?: string;
  /** The row's own controls (an inclusion table's Remover), beside its title. */
  actions?: React.ReactNode;
};

/**
 * A table's rows below the tablet width, one block under the other: each row's title, then its columns
 * named beside their values (in two columns where they fit), so a phone reads the whole row without
 * scrolling sideways.
 * The page draws this or the table (`useTablet`: one layout or the other, never a hidden copy), and names
 * the list as it names the table (`aria-label` or `aria-labelledby`).
 */
export function RowBlocks({
  rows,
  className,
  ...props
}: Omit<React.ComponentProps<"ul">, "children"> & { rows: RowBlock[] }) {
  return (
    <ul data-slot="row-blocks" className={cn("flex flex-col gap-3", className)} {...props}>
      {rows.map(({ key, title, entries, className: blockClassName, actions }) => (
        <li
          key={key}
          data-slot="row-block"
          className={cn("flex flex-col gap-2 rounded-md border border-border p-3", blockClassName)}
        >
          {actions ? (
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0 font-semibold break-words">{title}</div>
              <div className="-my-1 flex shrink-0 gap-1">{actions}</div>
            </div>
          ) : (
            <div className="font-semibold break-words">{title}</div>
          )}
          {/* Two columns where each gets at least 7.5rem (a label's longest word, 'Acondicionamento'),
              else one: beside the side menu a 375 px phone leaves a section's block about 14rem. */}
          <dl className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,7.5rem),1fr))] gap-x-4 gap-y-2 text-sm">
            {entries.map(([label, value]) => (
              <div key={label} className="flex min-w-0 flex-col gap-0.5">
                <dt className="break-words text-text-muted">{label}</dt>
                <dd className="font-semibold break-words">{value}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
