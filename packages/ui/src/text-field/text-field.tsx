import type * as React from "react";
import { Field, type FieldOwnProps, inputVariants, splitFieldProps } from "../field/field";
import { useCharacterLimit } from "../lib/character-limit";
import { cn } from "../lib/cn";

export type TextFieldProps = Omit<React.ComponentProps<"input">, "size"> &
  FieldOwnProps & {
    /** Classes for the input itself; `className` goes to the field wrapper. */
    inputClassName?: string;
  };

/**
 * A text input inside `Field`: native input props pass through; `className` styles the wrapper.
 * `maxLength` counts characters (code points, `characterCount`) as PostgreSQL, the schemas and Textarea
 * do, not the UTF-16 units of the native attribute: an emoji is one. A paste the limit cuts is said
 * (`pasteCutText`, as Textarea says it) until the next edit; while only that note shows, the input is
 * marked `data-advisory` (the value kept is valid: a refused submit's focus skips it).
 */
export function TextField({
  inputClassName,
  type = "text",
  maxLength,
  onChange,
  onCompositionEnd,
  onPaste,
  ...props
}: TextFieldProps) {
  const [field, input] = splitFieldProps(props);
  const limit = useCharacterLimit(maxLength);
  return (
    <Field {...field} error={limit.message ?? field.error}>
      {(control) => (
        <input
          data-slot="text-field"
          // The paste-cut note is no refusal: a refused submit's focus goes on to a field that stops it.
          data-advisory={limit.message && !field.error ? "" : undefined}
          type={type}
          className={cn(inputVariants(), inputClassName)}
          // No native maxLength (UTF-16 units): the limit is kept in characters on each edit instead.
          onPaste={(event) => {
            limit.onPaste();
            onPaste?.(event);
          }}
          onChange={(event) => {
            limit.onChange(event);
            onChange?.(event);
          }}
          onCompositionEnd={(event) => {
            limit.onCompositionEnd(event);
            onCompositionEnd?.(event);
          }}
          {...control}
          {...input}
        />
      )}
    </Field>
  );
}
