import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../lib/cn";

export const buttonVariants = cva(
  "relative inline-flex items-center justify-center gap-2 rounded-md font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60",
  {
    variants: {
      variant: {
        primary: "bg-primary text-on-primary hover:bg-primary-dark",
        secondary: "bg-secondary text-on-secondary hover:bg-secondary-dark",
        outline: "border border-primary bg-surface text-primary hover:bg-primary-light",
        ghost: "bg-transparent text-text hover:bg-surface-muted",
        danger: "bg-error text-white hover:bg-error/90",
        link: "bg-transparent p-0 text-primary underline-offset-4 hover:underline",
      },
      size: {
        sm: "h-8 px-3 text-sm",
        md: "h-10 px-4 text-sm",
        lg: "h-12 px-6 text-base",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /**
     * Busy: shows a spinner in the text's place (same width and name) and ignores presses, but stays
     * focusable and in the Tab order, so a keyboard user pressing it keeps the focus. It carries
     * `aria-busy` and `aria-disabled` and looks disabled; `onClick` is not called, and a `submit` button's
     * click is prevented, so neither a press nor Enter in a field submits its form again.
     * `disabled` still makes the button truly disabled (out of the Tab order).
     */
    loading?: boolean;
    /**
     * With `disabled`: the button stays focusable and in the Tab order (`aria-disabled` instead of the
     * native attribute) and ignores presses as a busy one does, so a keyboard or screen-reader user still
     * reaches it and hears why it is off (point `aria-describedby` at the reason). Fluent UI's name.
     */
    disabledFocusable?: boolean;
  };

/** A busy button's press: no handler, and no form submission (a submit button's default action). */
const ignorePress = (event: React.MouseEvent) => event.preventDefault();

export function Button({
  className,
  variant,
  size,
  loading,
  disabled,
  disabledFocusable,
  children,
  type,
  onClick,
  ...props
}: ButtonProps) {
  // Busy, or disabled but focusable: aria-disabled keeps it focusable (a disabled button drops the focus).
  const focusableOff = disabled ? Boolean(disabledFocusable) : Boolean(loading);
  return (
    <button
      data-slot="button"
      data-variant={variant ?? "primary"}
      type={type ?? "button"}
      aria-busy={loading || undefined}
      aria-disabled={focusableOff || undefined}
      disabled={disabled && !disabledFocusable}
      onClick={focusableOff ? ignorePress : onClick}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    >
      <span className={cn("inline-flex items-center gap-2", loading && "opacity-0")}>{children}</span>
      {loading ? (
        <span
          data-slot="button-spinner"
          className="absolute inset-0 flex items-center justify-center"
          aria-hidden
        >
          <span className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
        </span>
      ) : null}
    </button>
  );
}
