import { cva } from "class-variance-authority";
import * as React from "react";
import { cn } from "../lib/cn";

/** Props every form control shares (see the component contracts): the Field renders them. */
export type FieldOwnProps = {
  /** Visible label; when absent, give the control an `aria-label`. */
  label?: React.ReactNode;
  /** Helper text under the control, linked by `aria-describedby`. */
  hint?: React.ReactNode;
  /** Error message: sets `aria-invalid`, is linked by `aria-describedby` and announced politely. */
  error?: string;
  /** Shows the asterisk and marks the control as required. */
  required?: boolean;
};

/** What a control spreads on its focusable element. */
export type FieldControlProps = {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  "aria-labelledby"?: string;
  required?: boolean;
  disabled?: boolean;
};

export type FieldIds = { controlId: string; labelId: string; hintId: string; errorId: string };

export const fieldLabelVariants = cva("text-sm font-semibold text-text", {
  variants: {
    layout: {
      stacked: "",
      inline: "font-normal",
    },
    disabled: { true: "cursor-not-allowed", false: "" },
  },
  defaultVariants: { layout: "stacked", disabled: false },
});

/** Shared look of text-like controls (input, textarea, select trigger). */
export const inputVariants = cva(
  "w-full min-w-0 rounded-md border border-text-muted bg-surface px-3 text-sm text-text transition-colors placeholder:text-text-muted focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary disabled:cursor-not-allowed disabled:bg-surface-muted disabled:opacity-60 aria-invalid:border-error aria-invalid:focus-visible:outline-error",
  {
    variants: {
      size: { md: "h-10", sm: "h-8", multiline: "min-h-24 py-2" },
    },
    defaultVariants: { size: "md" },
  },
);

export type FieldProps = FieldOwnProps & {
  /** Id of the control; generated with `useId` when absent. */
  id?: string;
  disabled?: boolean;
  /**
   * `stacked`: label above the control (text fields, selects).
   * `inline`: control then label on one row (checkbox, switch).
   * `group`: the label names a group through `aria-labelledby` (radio group, segmented choice).
   */
  layout?: "stacked" | "inline" | "group";
  className?: string;
  /** Extra ids the control is described by (e.g. a counter), placed after the hint and error. */
  describedBy?: string;
  /** Content shown after the control, before the hint (e.g. a character counter). */
  addon?: React.ReactNode;
  children: (control: FieldControlProps, ids: FieldIds) => React.ReactNode;
};

export function useFieldIds(id?: string): FieldIds {
  const generated = React.useId();
  const controlId = id ?? `field${generated}`;
  return {
    controlId,
    labelId: `${controlId}-label`,
    hintId: `${controlId}-hint`,
    errorId: `${controlId}-error`,
  };
}

/**
 * Label, hint and error around one control. The error region is always rendered (empty when valid) so
 * screen readers announce a message that appears later; the control only points at it while it has text.
 */
export function Field({
  id,
  label,
  hint,
  error,
  required,
  disabled,
  layout = "stacked",
  className,
  describedBy,
  addon,
  children,
}: FieldProps) {
  const ids = useFieldIds(id);
  const hasError = Boolean(error);
  const described =
    [hint ? ids.hintId : null, hasError ? ids.errorId : null, describedBy].filter(Boolean).join(" ") ||
    undefined;

  const control: FieldControlProps = {
    id: ids.controlId,
    "aria-describedby": described,
    "aria-invalid": hasError ? true : undefined,
    required: required || undefined,
    disabled: disabled || undefined,
  };
  if (layout === "group" && label) control["aria-labelledby"] = ids.labelId;

  const asterisk = required ? (
    <span data-slot="field-required" aria-hidden="true" className="ml-0.5 text-error">
      *
    </span>
  ) : null;

  const labelNode = label ? (
    layout === "group" ? (
      <span
        id={ids.labelId}
        data-slot="field-label"
        className={fieldLabelVariants({ layout: "stacked", disabled: Boolean(disabled) })}
      >
        {label}
        {asterisk}
      </span>
    ) : (
      <label
        id={ids.labelId}
        htmlFor={ids.controlId}
        data-slot="field-label"
        className={fieldLabelVariants({
          layout: layout === "inline" ? "inline" : "stacked",
          disabled: Boolean(disabled),
        })}
      >
        {label}
        {asterisk}
      </label>
    )
  ) : null;

  return (
    <div
      data-slot="field"
      data-layout={layout}
      data-invalid={hasError || undefined}
      data-disabled={disabled || undefined}
      className={cn("flex flex-col gap-1.5", className)}
    >
      {layout === "inline" ? (
        <div data-slot="field-row" className="flex items-center gap-2">
          {children(control, ids)}
          {labelNode}
        </div>
      ) : (
        <>
          {labelNode}
          {children(control, ids)}
        </>
      )}
      {addon}
      {hint ? (
        <p id={ids.hintId} data-slot="field-hint" className="text-xs text-text-muted">
          {hint}
        </p>
      ) : null}
      <p
        id={ids.errorId}
        data-slot="field-error"
        aria-live="polite"
        className={cn("text-xs font-medium text-error", !hasError && "sr-only")}
      >
        {error}
      </p>
    </div>
  );
}

type InlineToggleOwnProps = FieldOwnProps & { id?: string; disabled?: boolean; className?: string };

/** What the toggle's root receives: the caller's remaining props over the Field's ids, ARIA and required. */
export type InlineToggleRootProps<P> = Omit<P, keyof InlineToggleOwnProps | "render"> &
  FieldControlProps & { "aria-required"?: boolean };

/**
 * The layout Checkbox and Switch share: a Radix toggle before its label, hint and error below. `render`
 * draws the toggle itself from the props it must spread on its root.
 */
export function InlineToggleField<P extends InlineToggleOwnProps>({
  id,
  label,
  hint,
  error,
  required,
  disabled,
  className,
  render,
  ...root
}: P & { render: (root: InlineToggleRootProps<P>) => React.ReactNode }) {
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      layout="inline"
      className={className}
    >
      {({ required: isRequired, ...control }) =>
        render({
          required: isRequired,
          "aria-required": isRequired,
          ...control,
          ...root,
        } as InlineToggleRootProps<P>)
      }
    </Field>
  );
}
