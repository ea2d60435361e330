import type * as React from "react";
import { Field, type FieldOwnProps, inputVariants, splitFieldProps } from "../field/field";
import { cn } from "../lib/cn";

export type TextFieldProps = Omit<React.ComponentProps<"input">, "size"> &
  FieldOwnProps & {
    /** Classes for the input itself; `className` goes to the field wrapper. */
    inputClassName?: string;
  };

/** A text input inside `Field`: native input props pass through; `className` styles the wrapper. */
export function TextField({ inputClassName, type = "text", ...props }: TextFieldProps) {
  const [field, input] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <input
          data-slot="text-field"
          type={type}
          className={cn(inputVariants(), inputClassName)}
          {...control}
          {...input}
        />
      )}
    </Field>
  );
}
