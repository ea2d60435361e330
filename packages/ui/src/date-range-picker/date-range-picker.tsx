import * as Popover from "@radix-ui/react-popover";
import { CalendarIcon } from "lucide-react";
import type * as React from "react";
import { useRef, useState } from "react";
import { Button } from "../button/button";
import { fromIso, isoToDisplay, toIso } from "../date-picker/date-utils";
import { DeferredCalendar, preloadCalendar } from "../date-picker/deferred-calendar";
import { useTypedDate } from "../date-picker/typed-date";
import { Field, type FieldPassThrough, inputVariants, splitFieldProps } from "../field/field";
import { cn } from "../lib/cn";
import { platformToday } from "../lib/platform-day";
import {
  type DateRangePreset,
  dateRangePresets,
  defaultDateRange,
  type IsoDateRange,
  matchPreset,
  presetRange,
} from "./presets";
import { checkTypedRange, dateRangeBounds, dayWithin } from "./typed-range";

export const dateRangePickerText = {
  label: "Período",
  apply: "Aplicar",
  presets: "Períodos",
  calendar: "Escolha o início e o fim do período",
  start: "Data inicial",
  end: "Data final",
  /** The DMR API's own words for the same refusal (apps/server/src/outputs/dmr.ts). */
  endBeforeStart: "A data final do período não pode ser anterior à inicial.",
  /** The forms' wording for an empty required field, said on Enter or Aplicar. */
  required: (field: string) => `O campo ${field} é obrigatório.`,
};

export type DateRangePickerProps = Omit<FieldPassThrough, "label"> & {
  /** Visible label and the popover's name; "Período" by default. */
  label?: string;
  /** The applied range; defaults to ESTE MÊS (first of the month to today). */
  value?: IsoDateRange;
  /** Runs on Aplicar with the chosen range and the preset it matches (PERSONALIZADO otherwise). */
  onApply: (range: IsoDateRange, preset: DateRangePreset) => void;
  /** Fixes "today" (tests, stories); defaults to today in Brasília's calendar (platformToday). */
  today?: Date;
  /** Open on the first render (stories; a screen that asks for a period at once). */
  defaultOpen?: boolean;
  /**
   * A rule of the caller's on a whole period (the DMR's longest one): its message, or undefined. It shows
   * on Data final as soon as both ends are days, and Aplicar waits, as for an end before the start.
   */
  validate?: (range: IsoDateRange) => string | undefined;
};

export function DateRangePicker({
  label = dateRangePickerText.label,
  value,
  onApply,
  today = platformToday(),
  defaultOpen = false,
  validate,
  ...props
}: DateRangePickerProps) {
  const [field] = splitFieldProps(props);
  const applied = value ?? defaultDateRange(today);
  const bounds = dateRangeBounds(today);
  const [open, setOpen] = useState(defaultOpen);
  // The draft's ends as DatePicker holds its value: yyyy-MM-dd once a whole day, else the text as typed.
  const [start, setStart] = useState(applied.from);
  const [end, setEnd] = useState(applied.to);
  const [preset, setPreset] = useState<DateRangePreset>(() => matchPreset(applied, today));
  const [month, setMonth] = useState<Date | undefined>(() => fromIso(applied.to));
  // Enter or Aplicar on a draft that cannot be applied: every message shows, unfinished text and empty ends too.
  const [attempted, setAttempted] = useState(false);
  const presetsRef = useRef<HTMLFieldSetElement>(null);

  const { range, endBeforeStart } = checkTypedRange(start, end, bounds);
  const refusal = range && validate ? validate(range) : undefined;
  const startDay = dayWithin(start, bounds);
  const endDay = dayWithin(end, bounds);

  /** A typed end: the draft follows it, and the calendar shows its month once it is a day it offers. */
  function typed(set: (value: string) => void) {
    return (next: string) => {
      set(next);
      setPreset("PERSONALIZADO");
      setAttempted(false);
      const day = dayWithin(next, bounds);
      if (day) setMonth(day);
    };
  }
  const startText = useTypedDate({ value: start, onValueChange: typed(setStart), bounds, reveal: attempted });
  const endText = useTypedDate({ value: end, onValueChange: typed(setEnd), bounds, reveal: attempted });
  const required = (text: string, name: string) =>
    attempted && !text ? dateRangePickerText.required(name) : undefined;
  const startError = startText.error ?? required(start, dateRangePickerText.start);
  const endError =
    endText.error ??
    (endBeforeStart
      ? dateRangePickerText.endBeforeStart
      : (refusal ?? required(end, dateRangePickerText.end)));

  function openChange(next: boolean) {
    if (next) {
      // Each opening starts from what is applied; an unapplied choice is dropped.
      setStart(applied.from);
      setEnd(applied.to);
      setPreset(matchPreset(applied, today));
      setMonth(fromIso(applied.to));
      setAttempted(false);
    }
    setOpen(next);
  }

  function choose(next: DateRangePreset) {
    setPreset(next);
    setAttempted(false);
    const chosen = presetRange(next, today);
    // PERSONALIZADO starts an empty draft: the next two clicks in the calendar (or the fields) are its ends.
    setStart(chosen?.from ?? "");
    setEnd(chosen?.to ?? "");
    if (chosen) setMonth(fromIso(chosen.to));
  }

  function apply() {
    if (!range || refusal) {
      setAttempted(true);
      return;
    }
    onApply(range, matchPreset(range, today));
    setOpen(false);
  }

  function applyOnEnter(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    apply();
  }

  const minDay = fromIso(bounds.min);
  const maxDay = fromIso(bounds.max);

  return (
    <Field {...field} label={label}>
      {(control, ids) => (
        <Popover.Root open={open} onOpenChange={openChange}>
          <Popover.Trigger
            onPointerEnter={() => void preloadCalendar()}
            onFocus={() => void preloadCalendar()}
            type="button"
            data-slot="date-range-picker-trigger"
            className={cn(inputVariants(), "inline-flex items-center justify-between gap-2 text-left")}
            {...control}
            // Named by its label and the period applied: the label alone (a button's <label>) hid the
            // period from screen readers, which read a button by its name only.
            aria-labelledby={`${ids.labelId} ${ids.controlId}-value`}
          >
            <span id={`${ids.controlId}-value`}>
              {isoToDisplay(applied.from)} - {isoToDisplay(applied.to)}
            </span>
            <CalendarIcon aria-hidden className="size-4 text-text-muted" />
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content
              align="start"
              sideOffset={4}
              data-slot="date-range-picker-content"
              aria-label={label}
              // The focus goes to the preset chosen (aria-pressed), as in a radio group, not to the first one
              // (Radix's default): opened on ESTE MÊS, TOTAL had the focus. The first preset when none is pressed.
              onOpenAutoFocus={(event) => {
                const pressed = presetsRef.current?.querySelector<HTMLButtonElement>('[aria-pressed="true"]');
                if (!pressed) return;
                event.preventDefault();
                pressed.focus();
              }}
              // No taller than the room on its side of the field, scrolling inside: on a phone, under a field low
              // on the screen (the DMR's), Aplicar fell below the screen's edge, the more so with the typed ends.
              className="z-50 flex max-h-(--radix-popover-content-available-height) max-w-[calc(100vw-1rem)] flex-col gap-2 overflow-y-auto rounded-md border border-border bg-surface p-2 shadow-lg tablet:flex-row"
            >
              <div className="flex min-w-0 flex-col gap-2 tablet:w-44">
                <fieldset
                  ref={presetsRef}
                  className="m-0 flex min-w-0 flex-row flex-wrap gap-1 border-0 p-0 tablet:flex-col"
                >
                  <legend className="sr-only">{dateRangePickerText.presets}</legend>
                  {/* The focus ring stands off the button (offset): on the chosen preset, where the focus opens, a
                      ring flush with its green fill only looked like a larger button. */}
                  {dateRangePresets.map((item) => (
                    <button
                      key={item}
                      type="button"
                      aria-pressed={preset === item}
                      onClick={() => choose(item)}
                      className="rounded-md px-3 py-2 text-left text-xs font-semibold text-text hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary aria-pressed:bg-primary aria-pressed:text-on-primary"
                    >
                      {item}
                    </button>
                  ))}
                </fieldset>
                {/* As wide as the presets (w-0 min-w-full): a message wraps instead of widening the window. On a
                    tablet or wider they sit under the presets, beside the calendar, so the window is no taller than
                    it was without them (it must fit above or below a list's toolbar). */}
                <div
                  data-slot="date-range-picker-fields"
                  className="grid w-0 min-w-full grid-cols-2 gap-2 px-1 pt-1 tablet:grid-cols-1"
                >
                  <Field label={dateRangePickerText.start} error={startError}>
                    {(startControl) => (
                      <input
                        {...startText.input}
                        onKeyDown={applyOnEnter}
                        data-slot="date-range-picker-start"
                        className={inputVariants()}
                        {...startControl}
                      />
                    )}
                  </Field>
                  <Field label={dateRangePickerText.end} error={endError}>
                    {(endControl) => (
                      <input
                        {...endText.input}
                        onKeyDown={applyOnEnter}
                        data-slot="date-range-picker-end"
                        className={inputVariants()}
                        {...endControl}
                      />
                    )}
                  </Field>
                </div>
              </div>
              <div className="flex flex-col gap-2">
                <DeferredCalendar
                  mode="range"
                  aria-label={dateRangePickerText.calendar}
                  selected={
                    startDay ? { from: startDay, to: endBeforeStart ? undefined : endDay } : undefined
                  }
                  onSelect={(days) => {
                    setStart(days?.from ? toIso(days.from) : "");
                    setEnd(days?.to ? toIso(days.to) : "");
                    setPreset("PERSONALIZADO");
                    setAttempted(false);
                  }}
                  month={month}
                  onMonthChange={setMonth}
                  today={today}
                  disabled={[{ before: minDay! }, { after: maxDay! }]}
                  captionLayout="dropdown"
                  startMonth={minDay}
                  endMonth={maxDay}
                />
                <div className="flex items-center justify-end gap-3 px-3 pb-2">
                  {/* The draft as a screen reader hears it change (days clicked in the calendar); the fields show it. */}
                  <output data-slot="date-range-picker-draft" aria-live="polite" className="sr-only">
                    {startDay ? isoToDisplay(start) : "__/__/____"} -{" "}
                    {range ? isoToDisplay(end) : "__/__/____"}
                  </output>
                  <Button size="sm" onClick={apply} disabled={!range || refusal !== undefined}>
                    {dateRangePickerText.apply}
                  </Button>
                </div>
              </div>
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      )}
    </Field>
  );
}
