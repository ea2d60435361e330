import type * as React from "react";
import { cn } from "../lib/cn";

/**
 * A placeholder block with the shape of content still loading; hidden from assistive technology. Its tone
 * (the border colour, lightened) shows on white cards and on the signed-in pages' own surface-muted
 * background alike: in surface-muted it vanished on the page background, where an edit page waits.
 */
export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden
      className={cn("animate-pulse rounded-md bg-border/60 motion-reduce:animate-none", className)}
      {...props}
    />
  );
}
