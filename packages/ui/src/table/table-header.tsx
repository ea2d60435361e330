import type * as React from "react";
import { cn } from "../lib/cn";

export function TableHeader({ className, ...props }: React.ComponentProps<"thead">) {
  return <thead data-slot="table-header" className={cn("bg-surface-muted", className)} {...props} />;
}
