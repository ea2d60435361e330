import * as React from "react";
import { Field, type FieldOwnProps, inputVariants, splitFieldProps } from "../field/field";
import { characterLimit } from "../lib/character-limit";
import { cn } from "../lib/cn";
import { textareaText } from "../textarea/textarea";

export type TextFieldProps = Omit<React.ComponentProps<"input">, "size"> &
  FieldOwnProps & {
    /** Classes for the input itself; `className` goes to the field wrapper. */
    inputClassName?: string;
  };

/**
 * A text input inside `Field`: native input props pass through; `className` styles the wrapper.
 * `maxLength` counts characters (code points, `characterCount`) as PostgreSQL, the schemas and Textarea
 * do, not the UTF-16 units of the native attribute: an emoji is one. A paste the limit cuts is said
 * (`textareaText.pasteCut`, as Textarea says it) until the next edit.
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
  const limit = characterLimit(maxLength);
  // A paste the limit cuts loses its end (a document number, a name pasted from elsewhere): said, so
  // that it is never silent, until the next edit.
  const [cut, setCut] = React.useState(false);
  const pasting = React.useRef(false);
  return (
    <Field {...field} error={cut && maxLength !== undefined ? textareaText.pasteCut(maxLength) : field.error}>
      {(control) => (
        <input
          data-slot="text-field"
          type={type}
          className={cn(inputVariants(), inputClassName)}
          // No native maxLength (UTF-16 units): the limit is kept in characters on each edit instead.
          onPaste={(event) => {
            pasting.current = true;
            onPaste?.(event);
          }}
          onChange={(event) => {
            const cutNow = limit.onChange(event);
            setCut(pasting.current && cutNow);
            pasting.current = false;
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
