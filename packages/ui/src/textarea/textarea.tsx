import * as React from "react";
import { Field, type FieldOwnProps, inputVariants, splitFieldProps } from "../field/field";
import { cn } from "../lib/cn";

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

/**
 * Characters as PostgreSQL's varchar(n) and the shared schemas count them: code points, so an emoji is one
 * character, not the two UTF-16 units of `String.length`.
 */
export function characterCount(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}

/**
 * Keeps `area` within `max` characters (code points) after an edit, as a native maxLength would in UTF-16
 * units: the excess is taken from the end of what was just put in before the caret. Answers whether it cut.
 */
function keepWithin(area: HTMLTextAreaElement, max: number): boolean {
  const over = characterCount(area.value) - max;
  if (over <= 0) return false;
  const caret = area.selectionEnd ?? area.value.length;
  const head = [...area.value.slice(0, caret)];
  const kept = head.slice(0, Math.max(0, head.length - over)).join("");
  const tail = area.value.slice(caret);
  const rest = [...tail].slice(0, Math.max(0, max - characterCount(kept))).join("");
  area.value = kept + rest;
  area.setSelectionRange(kept.length, kept.length);
  return true;
}

export const textareaText = {
  /** Said when a paste passes `maxLength` and the browser keeps only its start. */
  pasteCut: (max: number) => `Texto colado cortado: o limite é de ${max} caracteres.`,
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
  // A paste the limit cuts loses its end: said, so that it is never silent, until the next edit.
  const [cut, setCut] = React.useState(false);
  const pasting = React.useRef(false);

  return (
    <Field
      {...field}
      error={cut && max !== undefined ? textareaText.pasteCut(max) : field.error}
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
          className={cn(inputVariants({ size: "multiline" }), "resize-y", textareaClassName)}
          value={value}
          defaultValue={defaultValue}
          minLength={min}
          // No native maxLength: it counts UTF-16 units (250 emoji would fill 500); the limit is kept in
          // characters on each edit instead.
          onPaste={(event) => {
            pasting.current = true;
            onPaste?.(event);
          }}
          onChange={(event) => {
            const cutNow = max !== undefined && keepWithin(event.currentTarget, max);
            setCut(pasting.current && cutNow);
            pasting.current = false;
            setTyped(event.currentTarget.value);
            onChange?.(event);
          }}
          {...control}
          {...textarea}
        />
      )}
    </Field>
  );
}
