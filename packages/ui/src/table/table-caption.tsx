import type * as React from "react";
import { cn } from "../lib/cn";

export function TableCaption({ className, ...props }: React.ComponentProps<"caption">) {
  return (
    <caption data-slot="table-caption" className={cn("py-2 text-sm text-text-muted", className)} {...props} />
  );
}
