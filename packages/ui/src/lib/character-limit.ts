import * as React from "react";
import { characterCount } from "../locale/locale";

const graphemeSegmenter =
  typeof Intl !== "undefined" && "Segmenter" in Intl
    ? new Intl.Segmenter("pt-BR", { granularity: "grapheme" })
    : undefined;

/** The characters a reader sees: a family, a flag or a thumb with its skin tone stays one piece. */
function graphemes(text: string): string[] {
  return graphemeSegmenter ? Array.from(graphemeSegmenter.segment(text), (part) => part.segment) : [...text];
}

/**
 * `value` within `max` characters (code points) after an edit that left the caret at `caret` (a UTF-16
 * offset), as a native maxLength would keep it in UTF-16 units: the excess is taken from the end of what
 * was just put in before the caret. Undefined when nothing needs cutting. A character drawn from several
 * code points (👨‍👩‍👧‍👦, 🇧🇷, 👍🏽) is kept or dropped whole, never cut into another one (a lone 👨, a boxed letter).
 */
export function cutToLimit(
  value: string,
  caret: number,
  max: number,
): { value: string; caret: number } | undefined {
  const over = characterCount(value) - max;
  if (over <= 0) return undefined;
  const head = graphemes(value.slice(0, caret));
  let dropped = 0;
  while (head.length > 0 && dropped < over) dropped += characterCount(head.pop()!);
  const kept = head.join("");
  let room = max - characterCount(kept);
  let rest = "";
  for (const part of graphemes(value.slice(caret))) {
    const size = characterCount(part);
    if (size > room) break;
    rest += part;
    room -= size;
  }
  return { value: kept + rest, caret: kept.length };
}

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/** Puts the caret at `at`, where the control has one (an e-mail or number input has none: it would throw). */
function placeCaret(control: TextControl, at: number) {
  if (control.selectionStart !== null) control.setSelectionRange(at, at);
}

/** Said when a paste passes the limit and only its start is kept. */
export const pasteCutText = (max: number) => `Texto colado cortado: o limite é de ${max} caracteres.`;

/**
 * The character limit of a text input or textarea, in place of the native `maxLength` (which counts UTF-16
 * units, so 50 emoji would fill 100): pass `onPaste`, `onChange` (first, in the control's change handler)
 * and `onCompositionEnd` to the control, and show `message` as the field's error. Text an input method is
 * composing is left whole (changing it would end the composition) and cut when the composition ends; that
 * cut reaches the control's `onChange` as an input event of its own. A paste the limit cuts loses its end
 * (a document number, a name pasted from elsewhere): `message` says so, never silent, until the next edit.
 */
export function useCharacterLimit(max: number | undefined) {
  const [cut, setCut] = React.useState(false);
  const pasting = React.useRef(false);
  const within = (control: TextControl) =>
    max === undefined
      ? undefined
      : cutToLimit(control.value, control.selectionEnd ?? control.value.length, max);
  return {
    message: cut && max !== undefined ? pasteCutText(max) : undefined,
    onPaste() {
      pasting.current = true;
    },
    onChange(event: React.ChangeEvent<TextControl>) {
      const control = event.currentTarget;
      const limited = (event.nativeEvent as InputEvent).isComposing ? undefined : within(control);
      setCut(pasting.current && limited !== undefined);
      pasting.current = false;
      if (!limited) return;
      control.value = limited.value;
      placeCaret(control, limited.caret);
    },
    onCompositionEnd(event: React.CompositionEvent<TextControl>) {
      const control = event.currentTarget;
      const limited = within(control);
      if (!limited) return;
      // Written through the prototype's setter, which React does not watch, so that the input event below
      // is seen as a change and reaches onChange (and a controlled value's owner) like any edit.
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), "value")?.set?.call(
        control,
        limited.value,
      );
      placeCaret(control, limited.caret);
      control.dispatchEvent(new Event("input", { bubbles: true }));
    },
  };
}
