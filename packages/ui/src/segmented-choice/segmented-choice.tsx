import * as ToggleGroupPrimitive from "@radix-ui/react-toggle-group";
import { cva } from "class-variance-authority";
import { Field, type FieldPassThrough, splitFieldProps } from "../field/field";
import { cn } from "../lib/cn";

export type SegmentedOption = { value: string; label: string; disabled?: boolean };

export const segmentedItemVariants = cva(
  "inline-flex min-h-10 flex-1 items-center justify-center px-4 py-2 text-sm font-semibold text-text transition-colors not-first:border-l not-first:border-text-muted hover:bg-surface-muted focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60 data-[state=on]:bg-primary data-[state=on]:text-on-primary",
);

export type SegmentedChoiceProps = FieldPassThrough & {
  /** Two or three short choices, shown side by side in this order. */
  options: SegmentedOption[];
  /** Chosen value; "" when none is chosen yet. */
  value: string;
  /** Called with the newly chosen value; choosing the current one again keeps it (a choice is never undone). */
  onValueChange: (value: string) => void;
  /** Names the group when there is no visible label. */
  "aria-label"?: string;
};

/** One choice among a few shown side by side (document type, MTR option), on a single Radix toggle group. */
export function SegmentedChoice({
  options,
  value,
  onValueChange,
  "aria-label": ariaLabel,
  ...props
}: SegmentedChoiceProps) {
  const [field] = splitFieldProps(props);
  return (
    <Field {...field} layout="group">
      {({ required: _required, disabled: _disabled, ...control }) => (
        <ToggleGroupPrimitive.Root
          type="single"
          data-slot="segmented-choice"
          className="inline-flex w-full overflow-hidden rounded-md border border-text-muted bg-surface aria-invalid:border-error"
          value={value}
          disabled={field.disabled}
          onValueChange={(next) => {
            if (next) onValueChange(next);
          }}
          aria-label={ariaLabel}
          {...control}
        >
          {options.map((option) => (
            <ToggleGroupPrimitive.Item
              key={option.value}
              value={option.value}
              disabled={option.disabled}
              data-slot="segmented-choice-item"
              className={cn(segmentedItemVariants())}
            >
              {option.label}
            </ToggleGroupPrimitive.Item>
          ))}
        </ToggleGroupPrimitive.Root>
      )}
    </Field>
  );
}
