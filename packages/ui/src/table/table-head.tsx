import type * as React from "react";
import { cn } from "../lib/cn";

/** A column header cell; `scope="col"` unless the caller says otherwise. */
export function TableHead({ className, scope = "col", ...props }: React.ComponentProps<"th">) {
  return (
    <th
      data-slot="table-head"
      scope={scope}
      className={cn("px-4 py-3 font-semibold", className)}
      {...props}
    />
  );
}
