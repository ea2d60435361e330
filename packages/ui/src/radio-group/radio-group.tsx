import * as RadioGroupPrimitive from "@radix-ui/react-radio-group";
import type * as React from "react";
import { Field, type FieldOwnProps, splitFieldProps } from "../field/field";
import { cn } from "../lib/cn";

export type RadioOption = { value: string; label: string; disabled?: boolean };

export type RadioGroupProps = Omit<
  React.ComponentProps<typeof RadioGroupPrimitive.Root>,
  "value" | "onValueChange" | "defaultValue" | "children"
> &
  FieldOwnProps & {
    options: RadioOption[];
    value: string;
    onValueChange: (value: string) => void;
  };

/**
 * A Radix radio group named by the field label; every arrow key moves and chooses, as in a native radio
 * group. `orientation` only lays the options out: handed to Radix it would make it ignore the other
 * axis' arrows (ArrowLeft/ArrowRight in a vertical group). `onBlur` means the focus left the group: Radix
 * focuses the group first and hands the focus to an option, and that hand-over (like an arrow key's move
 * between options) is no blur, or a form would mark a required group as left empty the moment Tab
 * reached it.
 */
export function RadioGroup({
  options,
  value,
  onValueChange,
  orientation = "vertical",
  onBlur,
  ...props
}: RadioGroupProps) {
  const [field, root] = splitFieldProps(props);
  return (
    <Field {...field} layout="group">
      {({ required: isRequired, ...control }, ids) => (
        <RadioGroupPrimitive.Root
          data-slot="radio-group"
          data-orientation={orientation}
          // Rows are at least 24 px (44 px on touch), so the vertical list keeps its 32 px pitch with a
          // smaller gap, and on touch the rows themselves are the spacing.
          className={cn(
            "flex",
            orientation === "vertical"
              ? "flex-col gap-2 pointer-coarse:gap-0"
              : "flex-row flex-wrap gap-x-3 gap-y-2 pointer-coarse:gap-y-0",
          )}
          value={value}
          onValueChange={onValueChange}
          required={isRequired}
          aria-required={isRequired}
          {...control}
          {...root}
          onBlur={(event) => {
            if (event.currentTarget.contains(event.relatedTarget)) return;
            onBlur?.(event);
          }}
        >
          {options.map((option) => {
            const itemId = `${ids.controlId}-${option.value}`;
            return (
              // The whole row is the tap target (WCAG 2.2 target size): the label's ::after covers the
              // radio, the gap and the text, at least 24 px tall (44 px on a touch screen); the radio stays
              // above it for its own hover and focus.
              <div
                key={option.value}
                data-slot="radio-group-row"
                className="relative flex min-h-6 items-center gap-2 pointer-coarse:min-h-11"
              >
                <RadioGroupPrimitive.Item
                  id={itemId}
                  value={option.value}
                  disabled={option.disabled}
                  data-slot="radio-group-item"
                  className="relative z-[1] flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-text-muted bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:border-primary"
                >
                  <RadioGroupPrimitive.Indicator className="block size-2.5 rounded-full bg-primary" />
                </RadioGroupPrimitive.Item>
                <label
                  htmlFor={itemId}
                  className={cn(
                    "text-sm text-text after:absolute after:inset-0",
                    (field.disabled || option.disabled) && "cursor-not-allowed opacity-60",
                  )}
                >
                  {option.label}
                </label>
              </div>
            );
          })}
        </RadioGroupPrimitive.Root>
      )}
    </Field>
  );
}
