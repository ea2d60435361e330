import * as SwitchPrimitive from "@radix-ui/react-switch";
import type * as React from "react";
import { type FieldOwnProps, InlineToggleField } from "../field/field";

export type SwitchProps = Omit<
  React.ComponentProps<typeof SwitchPrimitive.Root>,
  "checked" | "onCheckedChange" | "defaultChecked"
> &
  FieldOwnProps & {
    checked: boolean;
    onCheckedChange: (checked: boolean) => void;
  };

export const switchClasses =
  "inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent bg-text-muted transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:ring-2 aria-invalid:ring-error data-[state=checked]:bg-primary";

/** A Radix switch with its label beside it (e.g. the INATIVOS filter of tables). */
export function Switch({ onCheckedChange, ...props }: SwitchProps) {
  return (
    <InlineToggleField
      {...props}
      render={(root) => (
        <SwitchPrimitive.Root
          data-slot="switch"
          className={switchClasses}
          {...root}
          onCheckedChange={onCheckedChange}
        >
          <SwitchPrimitive.Thumb
            data-slot="switch-thumb"
            className="pointer-events-none block size-5 rounded-full bg-surface shadow-sm transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0"
          />
        </SwitchPrimitive.Root>
      )}
    />
  );
}
