import * as CheckboxPrimitive from "@radix-ui/react-checkbox";
import { Check } from "lucide-react";
import type * as React from "react";
import { type FieldOwnProps, InlineToggleField } from "../field/field";

export type CheckboxProps = Omit<
  React.ComponentProps<typeof CheckboxPrimitive.Root>,
  "checked" | "onCheckedChange" | "defaultChecked"
> &
  FieldOwnProps & {
    /** Whether the box is ticked; the checkbox is always controlled. */
    checked: boolean;
    /** Called with the new value when the user ticks or unticks the box. */
    onCheckedChange: (checked: boolean) => void;
  };

export const checkboxClasses =
  "peer flex size-5 shrink-0 items-center justify-center rounded-sm border-2 border-text-muted bg-surface text-on-primary transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-error data-[state=checked]:border-primary data-[state=checked]:bg-primary";

/** A Radix checkbox with its label beside it; hint and error below, as in every field. */
export function Checkbox({ onCheckedChange, ...props }: CheckboxProps) {
  return (
    <InlineToggleField
      {...props}
      render={(root) => (
        <CheckboxPrimitive.Root
          data-slot="checkbox"
          className={checkboxClasses}
          {...root}
          onCheckedChange={(next) => onCheckedChange(next === true)}
        >
          <CheckboxPrimitive.Indicator data-slot="checkbox-indicator">
            <Check className="size-3.5" strokeWidth={3} aria-hidden />
          </CheckboxPrimitive.Indicator>
        </CheckboxPrimitive.Root>
      )}
    />
  );
}
