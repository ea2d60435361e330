import * as React from "react";
import { Field, type FieldOwnProps, inputVariants, splitFieldProps } from "../field/field";
import { cn } from "../lib/cn";
import { type MaskKind, maskValue, unmask } from "../lib/mask";

export type MaskedFieldProps = Omit<
  React.ComponentProps<"input">,
  "size" | "value" | "defaultValue" | "onChange" | "type" | "maxLength"
> &
  FieldOwnProps & {
    mask: MaskKind;
    /** Masked text, e.g. `01310-930`. */
    value: string;
    /** Called on every edit with the masked text and its raw characters (digits; letters and digits for plates). */
    onValueChange: (masked: string, raw: string) => void;
    inputClassName?: string;
  };

const placeholders: Record<MaskKind, string> = {
  cep: "00000-000",
  cpf: "000.000.000-00",
  cnpj: "00.000.000/0000-00",
  phone: "(00) 00000-0000",
  plate: "AAA0A00",
};

/** The phone keypad for phones, digits for the documents and the CEP, letters for plates. */
const inputModes = {
  cep: "numeric",
  cpf: "numeric",
  cnpj: "numeric",
  phone: "tel",
  plate: "text",
} as const satisfies Record<MaskKind, React.HTMLAttributes<HTMLInputElement>["inputMode"]>;

/** Position in `masked` just after its `count`-th raw character. */
function caretAfterRaw(kind: MaskKind, masked: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < masked.length; i++) {
    if (unmask(kind, masked[i]!) !== "") seen++;
    if (seen === count) return i + 1;
  }
  return masked.length;
}

/** A masked text input (CEP, CPF, CNPJ, phone, vehicle plate) reporting masked text and raw characters. */
export function MaskedField({
  inputClassName,
  mask,
  value,
  onValueChange,
  placeholder,
  ref,
  ...props
}: MaskedFieldProps) {
  const [field, input] = splitFieldProps(props);
  const inputRef = React.useRef<HTMLInputElement>(null);
  // The caller's ref (e.g. to focus the first invalid field) and ours point at the same input.
  const setRef = (node: HTMLInputElement | null) => {
    inputRef.current = node;
    if (typeof ref === "function") ref(node);
    else if (ref) ref.current = node;
  };
  // Re-masking moves the caret to the end; remember where it belongs (counted in raw characters).
  const pendingCaret = React.useRef<number | null>(null);

  React.useLayoutEffect(() => {
    const input = inputRef.current;
    if (pendingCaret.current === null || !input || document.activeElement !== input) return;
    const position = caretAfterRaw(mask, input.value, pendingCaret.current);
    pendingCaret.current = null;
    input.setSelectionRange(position, position);
  });

  return (
    <Field {...field}>
      {(control) => (
        <input
          ref={setRef}
          data-slot="masked-field"
          data-mask={mask}
          type={mask === "phone" ? "tel" : "text"}
          inputMode={inputModes[mask]}
          autoCapitalize={mask === "plate" ? "characters" : undefined}
          autoComplete="off"
          placeholder={placeholder ?? placeholders[mask]}
          className={cn(inputVariants(), inputClassName)}
          value={value}
          onChange={(event) => {
            const typed = event.currentTarget.value;
            const caret = event.currentTarget.selectionStart ?? typed.length;
            const next = maskValue(mask, typed);
            const rawBeforeCaret = unmask(mask, typed.slice(0, caret)).length;
            pendingCaret.current = caret >= typed.length ? next.raw.length : rawBeforeCaret;
            onValueChange(next.masked, next.raw);
          }}
          {...control}
          {...input}
        />
      )}
    </Field>
  );
}
