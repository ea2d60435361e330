import * as React from "react";
import { Field, type FieldOwnProps, inputVariants, splitFieldProps } from "../field/field";
import { cn } from "../lib/cn";
import { isTypableDecimal } from "./decimal";

export type NumberFieldProps = Omit<React.ComponentProps<"input">, "size" | "type" | "min" | "max"> &
  FieldOwnProps & {
    /** Smallest value; with `min >= 0` (the default 0) the minus sign cannot be typed. */
    min?: number;
    /** Largest value, kept as `data-max` for styling and tests; it is not enforced while typing (forms validate it). */
    max?: number;
    /** Digits allowed after the comma (default 2; 0 for whole numbers). */
    decimals?: number;
    inputClassName?: string;
  };

export const numberFieldText = {
  /** Said when a keystroke or a paste is refused (the previous text stays). */
  refused: (decimals: number, negative: boolean) =>
    `Valor não aceito: use apenas números${
      decimals === 0
        ? " inteiros"
        : `, com até ${decimals} ${decimals === 1 ? "casa decimal" : "casas decimais"}`
    }${negative ? "" : ", sem sinal de menos"}.`,
};

/**
 * A text input for decimal numbers as typed in Brazil ("12,5", "1.000,50"). The value stays the text the
 * user typed so partial entries such as "12," survive re-renders; use `parseDecimal` to read the number
 * ("1.000" is a thousand).
 */
export function NumberField({
  inputClassName,
  min = 0,
  max,
  decimals = 2,
  onChange,
  ...props
}: NumberFieldProps) {
  const [field, input] = splitFieldProps(props);
  const lastAccepted = React.useRef(String(input.value ?? input.defaultValue ?? ""));
  if (input.value !== undefined) lastAccepted.current = String(input.value);
  // A refused entry ("-50", "abc", a third decimal) is said until the next edit (an accepted one, or a
  // value given from outside), as TextField's paste-cut note, so that the text staying as it was is never
  // a silent drop. Not on the blur: the line it takes going away as a mouse press leaves the field would
  // pull the controls below up under the pointer, and the release would miss the control pressed.
  const [refused, setRefused] = React.useState(false);
  const given = input.value;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new value from outside is the trigger
  React.useEffect(() => setRefused(false), [given]);

  return (
    <Field {...field} error={refused ? numberFieldText.refused(decimals, min < 0) : field.error}>
      {(control) => (
        <input
          data-slot="number-field"
          // The refusal is no fault of the value kept: a refused submit's focus goes on to a field that stops it.
          data-advisory={refused && !field.error ? "" : undefined}
          type="text"
          inputMode={decimals > 0 ? "decimal" : "numeric"}
          autoComplete="off"
          data-min={min}
          data-max={max}
          className={cn(inputVariants(), "tabular-nums", inputClassName)}
          onChange={(event) => {
            const input = event.currentTarget;
            // Thousands dots stay as typed ("1.000,50"); a dot that cannot be one is the decimal point
            // of a keypad without a comma ("1.5"): `parseDecimal` reads both.
            const rule = { decimals, negative: min < 0 };
            let text = input.value;
            // A value pasted from a spreadsheet, an e-mail or a bank statement ("R$ 1.234,56", " 2,5 "):
            // the currency sign and the spaces around the digits are not part of the number.
            const bare = text.replace(/R\$|[\s\u00a0]/g, "");
            if (bare !== text && !isTypableDecimal(text, rule) && isTypableDecimal(bare, rule)) {
              input.value = bare;
              text = bare;
            }
            if (!isTypableDecimal(text, rule)) {
              // Refused keystroke: put the previous text back (controlled inputs would, uncontrolled ones not).
              input.value = lastAccepted.current;
              setRefused(true);
              return;
            }
            lastAccepted.current = text;
            setRefused(false);
            onChange?.(event);
          }}
          {...control}
          {...input}
        />
      )}
    </Field>
  );
}
