import * as Popover from "@radix-ui/react-popover";
import { CalendarIcon } from "lucide-react";
import type * as React from "react";
import { useState } from "react";
import { Field, type FieldPassThrough, inputVariants, splitFieldProps } from "../field/field";
import { cn } from "../lib/cn";
import { platformToday } from "../lib/platform-day";
import { dateBounds, fromIso, toIso } from "./date-utils";
import { DeferredCalendar, preloadCalendar } from "./deferred-calendar";
import { typedDateError, typedDateText, useTypedDate } from "./typed-date";

export const datePickerText = {
  ...typedDateText,
  openCalendar: "Abrir calendário",
  /** The calendar popover's name when the field has no visible label. */
  calendar: "Calendário",
};

export type DatePickerBounds = {
  /** Earliest allowed day, yyyy-MM-dd. */
  min?: string;
  /**
   * What a typed day before `min` reads instead of "Data fora do período permitido." (a form's rule
   * naming that first day, as its API words it).
   */
  minMessage?: string;
  /**
   * What a typed day after `max` reads instead of "Data fora do período permitido." (a form's rule
   * naming that last day, as its API words it).
   */
  maxMessage?: string;
  /**
   * What a typed day after today reads with `past` instead of "Data fora do período permitido." (a
   * form's "not a future date" rule, as its API words it).
   */
  pastMessage?: string;
  /**
   * What a typed day before today reads with `future` instead of "Data fora do período permitido." (a
   * form's "not a past date" rule, as its API words it).
   */
  futureMessage?: string;
  /** Latest allowed day, yyyy-MM-dd. */
  max?: string;
  /** Not after today (emission dates); today is allowed. */
  past?: boolean;
  /** Today or later (alert dates). */
  future?: boolean;
  /** Fixes "today" (tests, stories); defaults to today in Brasília's calendar (platformToday). */
  today?: Date;
};

export type DatePickerProps = FieldPassThrough &
  DatePickerBounds & {
    /** The input's name in the form. */
    name?: string;
    /**
     * The chosen day as yyyy-MM-dd, "" when empty, or else the text as typed ("31/02/2024", "05/03"):
     * what the user typed is never dropped, so the form can refuse it with a message.
     */
    value: string;
    /**
     * Receives yyyy-MM-dd once the text is a whole valid day (outside the bounds too: such a day is
     * reported, not dropped), "" when cleared, and the typed text otherwise.
     */
    onValueChange: (value: string) => void;
    /** Called when the text input loses focus (forms mark the field as touched). */
    onBlur?: React.FocusEventHandler<HTMLInputElement>;
    /** Shown in the empty input; "dd/mm/aaaa" by default. */
    placeholder?: string;
  };

/**
 * Why a DatePicker value is refused, in pt-BR, or undefined when it is empty or a day within the
 * bounds. Forms run it as the field's own check so the message is the picker's, not the schema's.
 */
export function datePickerError(value: string | null | undefined, bounds: DatePickerBounds = {}) {
  return typedDateError(value, bounds);
}

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
  minMessage,
  maxMessage,
  pastMessage,
  futureMessage,
  max,
  past,
  future,
  placeholder = datePickerText.placeholder,
  today = platformToday(),
  ...props
}: DatePickerProps) {
  const [field] = splitFieldProps(props);
  const [open, setOpen] = useState(false);
  const bounds = dateBounds({ min, max, past, future, today });
  // The typing, its mask and its messages are DateRangePicker's too (typed-date.ts).
  const typed = useTypedDate({
    value,
    onValueChange,
    bounds: { min, minMessage, maxMessage, pastMessage, futureMessage, max, past, future, today },
    onBlur,
    placeholder,
  });
  const selected = typed.day;

  const minDate = fromIso(bounds.min);
  const maxDate = fromIso(bounds.max);
  const disabledDays = [...(minDate ? [{ before: minDate }] : []), ...(maxDate ? [{ after: maxDate }] : [])];

  return (
    <Field {...field} error={typed.error ?? field.error}>
      {(control, ids) => (
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Anchor asChild>
            <div data-slot="date-picker" className="relative flex">
              <input
                {...typed.input}
                name={name}
                data-slot="date-picker-input"
                className={cn(inputVariants(), "pr-11")}
                {...control}
              />
              <Popover.Trigger
                onPointerEnter={() => void preloadCalendar()}
                onFocus={() => void preloadCalendar()}
                type="button"
                disabled={field.disabled}
                // "Abrir calendário" followed by the field's label ("Abrir calendário Data de emissão"): a
                // form has many, and a screen reader's list of buttons says whose each one is.
                id={`${ids.controlId}-calendar`}
                aria-label={datePickerText.openCalendar}
                aria-labelledby={field.label ? `${ids.controlId}-calendar ${ids.labelId}` : undefined}
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
              // Named after the field, or "Calendário" for a picker without a visible label.
              aria-labelledby={field.label ? ids.labelId : undefined}
              aria-label={field.label ? undefined : datePickerText.calendar}
              // The selected day (or today) takes the focus. The calendar focuses it itself when it mounts
              // later (its chunk still on the way); mounted with the popover, its focus came before the
              // popover's focus scope and, inside a modal, the modal's trap took it back to the trigger
              // (the calendar then unreachable by Tab), so here it is focused again once the scope is up.
              onOpenAutoFocus={(event) => {
                event.preventDefault();
                const content = event.currentTarget as HTMLElement | null;
                content?.querySelector<HTMLElement>("[data-focused] button")?.focus();
              }}
              className="z-50 rounded-md border border-border bg-surface shadow-lg"
            >
              <DeferredCalendar
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
