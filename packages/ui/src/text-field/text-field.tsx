import type * as React from "react";
import { Field, type FieldOwnProps, inputVariants } from "../field/field";
import { cn } from "../lib/cn";

export type TextFieldProps = Omit<React.ComponentProps<"input">, "size"> &
  FieldOwnProps & {
    /** Classes for the input itself; `className` goes to the field wrapper. */
    inputClassName?: string;
  };

/** A text input inside `Field`: native input props pass through; `className` styles the wrapper. */
export function TextField({
  id,
  label,
  hint,
  error,
  required,
  disabled,
  className,
  inputClassName,
  type = "text",
  ...props
}: TextFieldProps) {
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      className={className}
    >
      {(control) => (
        <input
          data-slot="text-field"
          type={type}
          className={cn(inputVariants(), inputClassName)}
          {...control}
          {...props}
        />
      )}
    </Field>
  );
}
