import type * as React from "react";
import { Field, type FieldOwnProps, inputVariants, splitFieldProps } from "../field/field";
import { cn } from "../lib/cn";
import { type MaskKind, mask as maskText, unmask } from "../lib/mask";
import { useMaskCaret } from "../lib/use-mask-caret";

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
  // The caret stays where the edit was (the typed dates share this piece).
  const caret = useMaskCaret((text) => unmask(mask, text));
  // The caller's ref (e.g. to focus the first invalid field) and ours point at the same input.
  const setRef = (node: HTMLInputElement | null) => {
    caret.ref.current = node;
    if (typeof ref === "function") ref(node);
    else if (ref) ref.current = node;
  };

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
            const masked = caret.edit(event.currentTarget, (text) => maskText(mask, text));
            onValueChange(masked, unmask(mask, masked));
          }}
          {...control}
          {...input}
        />
      )}
    </Field>
  );
}
