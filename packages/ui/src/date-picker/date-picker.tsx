import * as Popover from "@radix-ui/react-popover";
import { CalendarIcon } from "lucide-react";
import type * as React from "react";
import { useState } from "react";
import { Field, type FieldPassThrough, inputVariants, splitFieldProps } from "../field/field";
import { cn } from "../lib/cn";
import { Calendar } from "./calendar";
import {
  dateBounds,
  displayToIso,
  fromIso,
  isoToDisplay,
  isWithinBounds,
  maskDateText,
  toIso,
} from "./date-utils";

export const datePickerText = {
  placeholder: "dd/mm/aaaa",
  openCalendar: "Abrir calendário",
  invalid: "Data inválida.",
  outOfRange: "Data fora do período permitido.",
};

export type DatePickerProps = FieldPassThrough & {
  name?: string;
  /** The chosen day as yyyy-MM-dd, or "" when empty. */
  value: string;
  /** Receives yyyy-MM-dd when a valid day is picked or fully typed, "" when cleared. */
  onValueChange: (iso: string) => void;
  onBlur?: React.FocusEventHandler<HTMLInputElement>;
  /** Earliest allowed day, yyyy-MM-dd. */
  min?: string;
  /** Latest allowed day, yyyy-MM-dd. */
  max?: string;
  /** Not after today (emission dates); today is allowed. */
  past?: boolean;
  /** Today or later (alert dates). */
  future?: boolean;
  placeholder?: string;
  /** Fixes "today" (tests, stories); defaults to the current day. */
  today?: Date;
};

function clampDay(day: Date, min?: Date, max?: Date): Date {
  if (min && day < min) return min;
  if (max && day > max) return max;
  return day;
}

export function DatePicker({
  name,
  value,
  onValueChange,
  onBlur,
  min,
  max,
  past,
  future,
  placeholder = datePickerText.placeholder,
  today = new Date(),
  ...props
}: DatePickerProps) {
  const [field] = splitFieldProps(props);
  const [open, setOpen] = useState(false);
  // What the user is typing; null shows the committed value.
  const [draft, setDraft] = useState<string | null>(null);
  const bounds = dateBounds({ min, max, past, future, today });
  const text = draft ?? isoToDisplay(value);
  const selected = fromIso(value);

  const typedIso = draft && draft.length === 10 ? displayToIso(draft) : undefined;
  const typingError =
    draft && draft.length === 10
      ? !typedIso
        ? datePickerText.invalid
        : !isWithinBounds(typedIso, bounds)
          ? datePickerText.outOfRange
          : undefined
      : undefined;

  function type(event: React.ChangeEvent<HTMLInputElement>) {
    const masked = maskDateText(event.currentTarget.value);
    setDraft(masked);
    if (masked === "") {
      if (value !== "") onValueChange("");
      return;
    }
    const iso = displayToIso(masked);
    if (iso && isWithinBounds(iso, bounds) && iso !== value) onValueChange(iso);
  }

  const minDate = fromIso(bounds.min);
  const maxDate = fromIso(bounds.max);
  const disabledDays = [...(minDate ? [{ before: minDate }] : []), ...(maxDate ? [{ after: maxDate }] : [])];

  return (
    <Field {...field} error={field.error ?? typingError}>
      {(control) => (
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Anchor asChild>
            <div data-slot="date-picker" className="relative flex">
              <input
                type="text"
                inputMode="numeric"
                autoComplete="off"
                name={name}
                placeholder={placeholder}
                value={text}
                onChange={type}
                onBlur={(event) => {
                  // An unfinished or rejected entry gives way to the last valid value.
                  setDraft(null);
                  onBlur?.(event);
                }}
                data-slot="date-picker-input"
                className={cn(inputVariants(), "pr-11")}
                {...control}
              />
              <Popover.Trigger
                type="button"
                disabled={field.disabled}
                aria-label={datePickerText.openCalendar}
                data-slot="date-picker-trigger"
                className="absolute top-1/2 right-1 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-text-muted hover:bg-surface-muted hover:text-text focus-visible:outline-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60"
              >
                <CalendarIcon aria-hidden className="size-4" />
              </Popover.Trigger>
            </div>
          </Popover.Anchor>
          <Popover.Portal>
            <Popover.Content
              align="start"
              sideOffset={4}
              data-slot="date-picker-content"
              // The calendar focuses the selected day (or today) itself.
              onOpenAutoFocus={(event) => event.preventDefault()}
              className="z-50 rounded-md border border-border bg-surface shadow-lg"
            >
              <Calendar
                mode="single"
                required
                autoFocus
                selected={selected}
                defaultMonth={selected ?? clampDay(today, minDate, maxDate)}
                today={today}
                disabled={disabledDays}
                captionLayout="dropdown"
                startMonth={minDate ?? new Date(today.getFullYear() - 100, 0)}
                endMonth={maxDate ?? new Date(today.getFullYear() + 20, 11)}
                onSelect={(date) => {
                  setDraft(null);
                  onValueChange(date ? toIso(date) : "");
                  setOpen(false);
                }}
              />
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      )}
    </Field>
  );
}
