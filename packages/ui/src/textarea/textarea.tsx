import * as React from "react";
import { Field, type FieldOwnProps, inputVariants, splitFieldProps } from "../field/field";
import { pasteCutText, useCharacterLimit } from "../lib/character-limit";
import { cn } from "../lib/cn";
import { characterCount } from "../locale/locale";

export const textareaCounters = ["justification", "plain"] as const;
export type TextareaCounter = (typeof textareaCounters)[number];

/** The justification rule of the spec: 30 to 500 characters. */
export const JUSTIFICATION_MIN = 30;
export const JUSTIFICATION_MAX = 500;

/** Counter text: `MÍN. 30 / MÁX. 500 CARACTERES - n/500` or `n/max` (just `n` without a max). */
export function counterText(kind: TextareaCounter, length: number, min?: number, max?: number): string {
  if (kind === "justification") {
    const lo = min ?? JUSTIFICATION_MIN;
    const hi = max ?? JUSTIFICATION_MAX;
    return `MÍN. ${lo} / MÁX. ${hi} CARACTERES - ${length}/${hi}`;
  }
  return max === undefined ? String(length) : `${length}/${max}`;
}

export const textareaText = {
  /** Said when a paste passes `maxLength` and the browser keeps only its start. */
  pasteCut: pasteCutText,
} as const;

export type TextareaProps = React.ComponentProps<"textarea"> &
  FieldOwnProps & {
    /** Live character counter under the textarea. */
    counter?: TextareaCounter;
    textareaClassName?: string;
  };

/**
 * A textarea inside `Field` with an optional live counter. `counter="justification"` defaults to the spec's
 * 30–500 characters (override with `minLength`/`maxLength`); `maxLength` also stops typing at the limit,
 * and a paste it cuts is said (`textareaText.pasteCut`) until the next edit. Characters are code points
 * (`characterCount`), as PostgreSQL and the schemas count them: an emoji is one.
 */
export function Textarea({
  textareaClassName,
  counter,
  value,
  defaultValue,
  onChange,
  onPaste,
  onCompositionEnd,
  minLength,
  maxLength,
  ...props
}: TextareaProps) {
  const [field, textarea] = splitFieldProps(props);
  // Uncontrolled use still needs a live count, so the typed text is mirrored here.
  const [typed, setTyped] = React.useState(() => String(defaultValue ?? ""));
  const text = value === undefined ? typed : String(value);
  const counterId = React.useId();

  const min = counter === "justification" ? (minLength ?? JUSTIFICATION_MIN) : minLength;
  const max = counter === "justification" ? (maxLength ?? JUSTIFICATION_MAX) : maxLength;
  const length = characterCount(text);
  const outOfRange =
    length > 0 && ((min !== undefined && length < min) || (max !== undefined && length > max));
  const limit = useCharacterLimit(max);

  return (
    <Field
      {...field}
      error={limit.message ?? field.error}
      describedBy={counter ? counterId : undefined}
      addon={
        counter ? (
          <p
            id={counterId}
            data-slot="textarea-counter"
            data-out-of-range={outOfRange || undefined}
            className="self-end text-xs text-text-muted data-out-of-range:text-error"
          >
            {counterText(counter, length, min, max)}
          </p>
        ) : null
      }
    >
      {(control) => (
        <textarea
          data-slot="textarea"
          // The paste-cut note is no refusal: a refused submit's focus goes on to a field that stops it.
          data-advisory={limit.message && !field.error ? "" : undefined}
          className={cn(inputVariants({ size: "multiline" }), "resize-y", textareaClassName)}
          value={value}
          defaultValue={defaultValue}
          minLength={min}
          // No native maxLength: it counts UTF-16 units (250 emoji would fill 500); the limit is kept in
          // characters on each edit instead (useCharacterLimit), and once an input method's composition ends.
          onPaste={(event) => {
            limit.onPaste();
            onPaste?.(event);
          }}
          onChange={(event) => {
            limit.onChange(event);
            setTyped(event.currentTarget.value);
            onChange?.(event);
          }}
          onCompositionEnd={(event) => {
            limit.onCompositionEnd(event);
            onCompositionEnd?.(event);
          }}
          {...control}
          {...textarea}
        />
      )}
    </Field>
  );
}
