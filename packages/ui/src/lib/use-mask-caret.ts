import { useLayoutEffect, useReducer, useRef } from "react";

/** Position in `masked` just after its `count`-th raw character (`rawOf` keeps the raw ones). */
export function caretAfterRaw(rawOf: (text: string) => string, masked: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < masked.length; i++) {
    if (rawOf(masked[i]!) !== "") seen++;
    if (seen === count) return i + 1;
  }
  return masked.length;
}

/**
 * The caret of a masked text input (MaskedField, the typed dates). Re-masking an edit puts the caret at
 * the end; `edit` reads the edit from the input, masks it and remembers how many raw characters stood
 * before the caret, and once the masked text is drawn the caret goes back after as many: an edit in the
 * middle (Backspace, a key typed over a selection, a paste) keeps its place while the separators move.
 * An edit at the end stays at the end. `rawOf` gives a text's raw characters (digits; for plates letters
 * and digits). Spread `ref` on the input.
 */
export function useMaskCaret(rawOf: (text: string) => string) {
  const ref = useRef<HTMLInputElement | null>(null);
  const pending = useRef<number | null>(null);
  // Drawn again after every edit, even one the mask turns back into the text shown (a letter in a CPF),
  // which React would otherwise restore with the caret at the end.
  const [, redraw] = useReducer((n: number) => n + 1, 0);

  useLayoutEffect(() => {
    const input = ref.current;
    const count = pending.current;
    pending.current = null;
    if (count === null || !input || input.ownerDocument.activeElement !== input) return;
    const position = caretAfterRaw(rawOf, input.value, count);
    input.setSelectionRange(position, position);
  });

  return {
    ref,
    /** The masked text of the input's edit (call it from onChange); the caret is put back once it is drawn. */
    edit(input: HTMLInputElement, mask: (text: string) => string): string {
      const typed = input.value;
      const caret = input.selectionStart ?? typed.length;
      const masked = mask(typed);
      pending.current = caret >= typed.length ? rawOf(masked).length : rawOf(typed.slice(0, caret)).length;
      redraw();
      return masked;
    },
  };
}
