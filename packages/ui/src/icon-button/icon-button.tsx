import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { buttonVariants } from "../button/button";
import { cn } from "../lib/cn";

export const iconButtonVariants = cva("shrink-0 px-0", {
  variants: {
    size: { sm: "size-8", md: "size-10", lg: "size-12" },
  },
  defaultVariants: { size: "md" },
});

export type IconButtonProps = Omit<React.ComponentProps<"button">, "aria-label" | "title"> &
  VariantProps<typeof iconButtonVariants> & {
    /** The accessible name: an icon alone says nothing to a screen reader, so it is required. */
    "aria-label": string;
    /** Tooltip text, shown on hover and on keyboard focus (a Radix tooltip, not the native title). */
    title?: string;
    /** The Button's variants; `ghost` by default, as in the header and the table rows. */
    variant?: VariantProps<typeof buttonVariants>["variant"];
  };

/** A square button holding only an icon; `aria-label` is required and `title` adds a tooltip. */
export function IconButton({
  className,
  variant = "ghost",
  size,
  title,
  type,
  children,
  ...props
}: IconButtonProps) {
  const button = (
    <button
      data-slot="icon-button"
      data-variant={variant}
      type={type ?? "button"}
      className={cn(buttonVariants({ variant }), iconButtonVariants({ size }), className)}
      {...props}
    >
      {children}
    </button>
  );
  if (!title) return button;
  return (
    <TooltipPrimitive.Provider delayDuration={300}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{button}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            data-slot="icon-button-tooltip"
            sideOffset={6}
            className="z-50 rounded-md bg-text px-2 py-1 text-xs text-surface shadow-md"
          >
            {title}
            <TooltipPrimitive.Arrow className="fill-text" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
