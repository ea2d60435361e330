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
  [
    "w-full min-w-0 rounded-md border border-text-muted bg-surface px-3 text-sm text-text transition-colors placeholder:text-text-muted focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary disabled:cursor-not-allowed disabled:bg-surface-muted disabled:opacity-60 aria-invalid:border-error aria-invalid:focus-visible:outline-error",
    // Read-only (native readOnly or aria-readonly): greyed and dashed like a printed value, full contrast,
    // distinct from disabled (which fades). Not `read-only:`, which also matches every button trigger.
    "[&[readonly]]:cursor-default [&[readonly]]:border-dashed [&[readonly]]:bg-surface-muted aria-readonly:cursor-default aria-readonly:border-dashed aria-readonly:bg-surface-muted",
  ],
  {
    variants: {
      size: { md: "h-10", sm: "h-8", multiline: "min-h-24 py-2" },
    },
    defaultVariants: { size: "md" },
  },
);

/** The props a control hands to its `Field`; `splitFieldProps` takes exactly these off the control's props. */
export type FieldPassThrough = FieldOwnProps & {
  /** Id of the control; generated with `useId` when absent. */
  id?: string;
  /** Disables the control; its label and messages stay readable. */
  disabled?: boolean;
  /** Classes for the field wrapper (the control's own classes have their own prop). */
  className?: string;
};

export type FieldPassThroughKey = keyof FieldPassThrough;

/**
 * Splits a control's props into what its `Field` renders (id, label, hint, error, required, disabled,
 * className) and everything else, for the control itself: `<Field {...field}>{(c) => <input {...c} {...rest} />}`.
 */
export function splitFieldProps<P extends FieldPassThrough>({
  id,
  label,
  hint,
  error,
  required,
  disabled,
  className,
  ...rest
}: P): [Pick<P, FieldPassThroughKey>, Omit<P, FieldPassThroughKey>] {
  // `satisfies` fails the build if FieldPassThrough gains a key this list misses.
  const field = { id, label, hint, error, required, disabled, className } satisfies Record<
    FieldPassThroughKey,
    unknown
  >;
  return [field as Pick<P, FieldPassThroughKey>, rest];
}

export type FieldLayout = "stacked" | "inline" | "group";

export type FieldProps = FieldPassThrough & {
  /**
   * `stacked`: label above the control (text fields, selects).
   * `inline`: control then label on one row (checkbox, switch).
   * `group`: the label names a group through `aria-labelledby` (radio group, segmented choice).
   */
  layout?: FieldLayout;
  /** Extra ids the control is described by (e.g. a counter), placed after the hint and error. */
  describedBy?: string;
  /** Content shown after the control, before the hint (e.g. a character counter). */
  addon?: React.ReactNode;
  /** Renders the control, spreading `control` (id, ARIA, required, disabled) on its focusable element. */
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

export type UseFieldControlOptions = Pick<
  FieldProps,
  "id" | "label" | "hint" | "error" | "required" | "disabled" | "layout" | "describedBy"
>;

/**
 * The hint, unless the error says the same words (a Cidade waiting for its Estado says why in both): a
 * text is read once, as the error while there is one.
 */
function shownHint({ hint, error }: Pick<FieldProps, "hint" | "error">): React.ReactNode {
  return error && hint === error ? null : hint;
}

/**
 * The ids of a field's parts and the attributes its control spreads: `aria-describedby` to the hint and
 * the error (only while it has text), `aria-invalid` with an error, `required`, `disabled`, and
 * `aria-labelledby` to the label for groups (a group has no `<label for>`).
 */
export function useFieldControl({ layout = "stacked", describedBy, ...field }: UseFieldControlOptions): {
  ids: FieldIds;
  control: FieldControlProps;
} {
  const ids = useFieldIds(field.id);
  const hasError = Boolean(field.error);
  const described =
    [shownHint(field) ? ids.hintId : null, hasError ? ids.errorId : null, describedBy]
      .filter(Boolean)
      .join(" ") || undefined;

  const control: FieldControlProps = {
    id: ids.controlId,
    "aria-describedby": described,
    "aria-invalid": hasError ? true : undefined,
    required: field.required || undefined,
    disabled: field.disabled || undefined,
  };
  if (layout === "group" && field.label) control["aria-labelledby"] = ids.labelId;
  return { ids, control };
}

/**
 * Label, hint and error around one control. The error region is always rendered (empty when valid) so
 * screen readers announce a message that appears later; the control only points at it while it has text.
 */
export function Field({ layout = "stacked", className, addon, children, ...props }: FieldProps) {
  const { ids, control } = useFieldControl({ ...props, layout });
  const { label, error, required, disabled } = props;
  const hint = shownHint(props);
  const hasError = Boolean(error);

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
        // The whole row is the tap target (WCAG 2.2 target size): the label's ::after covers the toggle,
        // the gap and the text, at least 24 px tall (44 px on a touch screen); the toggle stays above it.
        <div
          data-slot="field-row"
          className="relative flex min-h-6 items-center gap-2 pointer-coarse:min-h-11 [&>:first-child]:relative [&>:first-child]:z-[1] [&>label]:after:absolute [&>label]:after:inset-0"
        >
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

/** What the toggle's root receives: the caller's remaining props over the Field's ids, ARIA and required. */
export type InlineToggleRootProps<P> = Omit<P, FieldPassThroughKey | "render"> &
  FieldControlProps & { "aria-required"?: boolean };

/**
 * The layout Checkbox and Switch share: a Radix toggle before its label, hint and error below. `render`
 * draws the toggle itself from the props it must spread on its root.
 */
export function InlineToggleField<P extends FieldPassThrough>(
  props: P & { render: (root: InlineToggleRootProps<P>) => React.ReactNode },
) {
  const [field, { render, ...root }] = splitFieldProps(props);
  return (
    <Field {...field} layout="inline">
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
