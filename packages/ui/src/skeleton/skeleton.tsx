import type * as React from "react";
import { cn } from "../lib/cn";

/** A placeholder block with the shape of content still loading; hidden from assistive technology. */
export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden
      className={cn("animate-pulse rounded-md bg-surface-muted motion-reduce:animate-none", className)}
      {...props}
    />
  );
}
