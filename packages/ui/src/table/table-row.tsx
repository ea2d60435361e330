import type * as React from "react";
import { cn } from "../lib/cn";

/** A body row: highlighted on hover and while a control inside has the focus; an inactive row is muted. */
export const tableRowClass =
  "group border-t border-border hover:bg-surface-muted focus-within:bg-surface-muted data-[deleted]:text-text-muted";

export function TableRow({ className, ...props }: React.ComponentProps<"tr">) {
  return <tr data-slot="table-row" className={cn(tableRowClass, className)} {...props} />;
}
