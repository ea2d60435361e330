import type * as React from "react";
import { useState } from "react";
import { platformToday } from "../lib/platform-day";
import { useMaskCaret } from "../lib/use-mask-caret";
import {
  type DateBoundsOptions,
  dateBounds,
  displayToIso,
  fromIso,
  isoToDisplay,
  isWithinBounds,
  maskDateText,
  padTypedDate,
  toIso,
} from "./date-utils";

const digitsOf = (text: string) => text.replace(/\D/g, "");
const slashesIn = (text: string) => text.split("/").length - 1;

/** The texts of a typed date, shared by DatePicker and DateRangePicker's two fields. */
export const typedDateText = {
  placeholder: "dd/mm/aaaa",
  invalid: "Data inválida.",
  outOfRange: "Data fora do período permitido.",
};

/**
 * A typed date's bounds, and what a day before `min` itself reads (a form's rule naming that day), a
 * day after `max` itself (likewise), a day after today with `past` (a form's "not a future date" rule) and a day before today with `future`
 * (its "not a past date" rule).
 */
export type TypedDateBounds = DateBoundsOptions & {
  minMessage?: string;
  maxMessage?: string;
  pastMessage?: string;
  futureMessage?: string;
};

/**
 * Why a typed date's value is refused, in pt-BR, or undefined when it is empty or a day within the
 * bounds. The value is yyyy-MM-dd once the text is a whole day, else the text as typed. A day before
 * `min` reads `minMessage` when given, a day after `max` `maxMessage` when given, a day after today with `past` `pastMessage` and a day before today
 * with `future` `futureMessage` when given, any other day out of bounds "Data fora do período permitido.".
 */
export function typedDateError(value: string | null | undefined, bounds: TypedDateBounds = {}) {
  if (!value) return undefined;
  if (!fromIso(value)) return typedDateText.invalid;
  if (bounds.minMessage && bounds.min && value < bounds.min) return bounds.minMessage;
  if (bounds.maxMessage && bounds.max && value > bounds.max) return bounds.maxMessage;
  const today = toIso(bounds.today ?? platformToday());
  if (bounds.pastMessage && bounds.past && value > today) return bounds.pastMessage;
  if (bounds.futureMessage && bounds.future && value < today) return bounds.futureMessage;
  return isWithinBounds(value, dateBounds(bounds)) ? undefined : typedDateText.outOfRange;
}

export type TypedDateOptions = {
  /** yyyy-MM-dd, "" when empty, or else the text as typed ("31/02/2024", "05/03"). */
  value: string;
  /** Receives yyyy-MM-dd once the text is a whole valid day (outside the bounds too), "" when cleared, the text otherwise. */
  onValueChange: (value: string) => void;
  /** past/future/min/max: a whole day outside them is reported, not dropped. */
  bounds?: TypedDateBounds;
  /** Shows the message of unfinished text before the field is left (an attempt to apply it). */
  reveal?: boolean;
  onBlur?: React.FocusEventHandler<HTMLInputElement>;
  placeholder?: string;
};

/**
 * A date typed as dd/mm/aaaa: the mask puts the slashes in (the caret staying where the edit was, as
 * in MaskedField), date-fns reads the day (displayToIso), and what was typed is never dropped. Returns
 * the props of the text input (its `ref` included) and the message to show: a whole day that is
 * impossible or out of bounds is reported at once, unfinished text only once the user leaves the field
 * (or `reveal`), never while typing it.
 */
export function useTypedDate({
  value,
  onValueChange,
  bounds,
  reveal = false,
  onBlur,
  placeholder = typedDateText.placeholder,
}: TypedDateOptions) {
  const [left, setLeft] = useState(false);
  // The caret stays where the edit was, as in MaskedField (the same piece).
  const caret = useMaskCaret(digitsOf);
  const day = fromIso(value);
  const text = day ? isoToDisplay(value) : value;
  const error = typedDateError(value, bounds);
  const shown = error && (day || text.length === 10 || left || reveal) ? error : undefined;

  return {
    /** The typed day, whole and possible (within the bounds or not). */
    day,
    /** The message to show now, if any. */
    error: shown,
    input: {
      ref: caret.ref,
      type: "text",
      inputMode: "numeric",
      autoComplete: "off",
      placeholder,
      value: text,
      onChange(event: React.ChangeEvent<HTMLInputElement>) {
        // A slash closing a one-digit day or month pads it: one the user types ("1/"), or a pasted date
        // ("5/3/2026"). A key typed over the day of 15/06/2026 ("2/06/2026", the 0 still to come) or a
        // deletion does not.
        const inputType = (event.nativeEvent as Partial<InputEvent>).inputType;
        const typed = event.currentTarget.value;
        const pad =
          inputType === "insertFromPaste" ||
          ((!inputType || inputType.startsWith("insert")) && slashesIn(typed) > slashesIn(text));
        const masked = caret.edit(event.currentTarget, (edited) =>
          maskDateText(pad ? padTypedDate(edited) : edited),
        );
        setLeft(false);
        const next = displayToIso(masked) ?? masked;
        if (next !== value) onValueChange(next);
      },
      onBlur(event: React.FocusEvent<HTMLInputElement>) {
        setLeft(true);
        onBlur?.(event);
      },
    } satisfies React.ComponentProps<"input">,
  };
}
