import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../lib/cn";

export const spinnerVariants = cva(
  "inline-block animate-spin rounded-full border-current border-t-transparent",
  {
    variants: {
      size: { sm: "size-4 border-2", md: "size-6 border-2", lg: "size-10 border-4" },
    },
    defaultVariants: { size: "md" },
  },
);

export type SpinnerProps = Omit<React.ComponentProps<"span">, "children"> &
  VariantProps<typeof spinnerVariants> & {
    /** Accessible name announced by screen readers. */
    label?: string;
  };

export function Spinner({ className, size, label = "Carregando", ...props }: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      role="status"
      aria-label={label}
      className={cn("inline-flex text-primary", className)}
      {...props}
    >
      <span aria-hidden className={spinnerVariants({ size })} />
    </span>
  );
}
