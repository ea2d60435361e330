import { Eye, EyeOff } from "lucide-react";
import * as React from "react";
import { Field, type FieldOwnProps, inputVariants, splitFieldProps } from "../field/field";
import { cn } from "../lib/cn";

export const passwordFieldText = {
  show: "Mostrar senha",
  hide: "Ocultar senha",
} as const;

export type PasswordFieldProps = Omit<React.ComponentProps<"input">, "size" | "type"> &
  FieldOwnProps & {
    inputClassName?: string;
  };

/**
 * A password input with a show/hide toggle named after what it does next ("Mostrar senha" / "Ocultar
 * senha"). No `aria-pressed` beside that name: a toggle whose name changes with its state must not also
 * say "pressed" (WAI-ARIA's button pattern), or a screen reader hears "Ocultar senha, pressed", which
 * reads as the password hidden.
 */
export function PasswordField({ inputClassName, ...props }: PasswordFieldProps) {
  const [field, input] = splitFieldProps(props);
  const [visible, setVisible] = React.useState(false);
  return (
    <Field {...field}>
      {(control) => (
        <div data-slot="password-field" className="relative">
          <input
            data-slot="password-field-input"
            type={visible ? "text" : "password"}
            autoComplete="current-password"
            className={cn(inputVariants(), "pr-11", inputClassName)}
            {...control}
            {...input}
          />
          <button
            type="button"
            data-slot="password-field-toggle"
            aria-label={visible ? passwordFieldText.hide : passwordFieldText.show}
            aria-controls={control.id}
            disabled={field.disabled}
            onClick={() => setVisible((v) => !v)}
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-text-muted hover:text-text focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-primary disabled:cursor-not-allowed"
          >
            {visible ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
          </button>
        </div>
      )}
    </Field>
  );
}
