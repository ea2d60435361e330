import * as Popover from "@radix-ui/react-popover";
import { CalendarIcon } from "lucide-react";
import { useState } from "react";
import type { DateRange } from "react-day-picker";
import { Button } from "../button/button";
import { fromIso, isoToDisplay, toIso } from "../date-picker/date-utils";
import { DeferredCalendar, preloadCalendar } from "../date-picker/deferred-calendar";
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

export const dateRangePickerText = {
  label: "Período",
  apply: "Aplicar",
  presets: "Períodos",
  calendar: "Escolha o início e o fim do período",
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
};

function toDayPicker(range: IsoDateRange | undefined): DateRange | undefined {
  return range ? { from: fromIso(range.from), to: fromIso(range.to) } : undefined;
}

export function DateRangePicker({
  label = dateRangePickerText.label,
  value,
  onApply,
  today = platformToday(),
  ...props
}: DateRangePickerProps) {
  const [field] = splitFieldProps(props);
  const applied = value ?? defaultDateRange(today);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<DateRange | undefined>(() => toDayPicker(applied));
  const [preset, setPreset] = useState<DateRangePreset>(() => matchPreset(applied, today));
  const [month, setMonth] = useState<Date | undefined>(() => fromIso(applied.to));

  function openChange(next: boolean) {
    if (next) {
      // Each opening starts from what is applied; an unapplied choice is dropped.
      setDraft(toDayPicker(applied));
      setPreset(matchPreset(applied, today));
      setMonth(fromIso(applied.to));
    }
    setOpen(next);
  }

  function choose(next: DateRangePreset) {
    setPreset(next);
    const range = presetRange(next, today);
    // PERSONALIZADO starts an empty selection: the next two clicks in the calendar are the start and end.
    setDraft(toDayPicker(range));
    if (!range) return;
    setMonth(fromIso(range.to));
  }

  const from = draft?.from;
  const to = draft?.to ?? draft?.from;
  const complete = Boolean(from && to);

  function apply() {
    if (!from || !to) return;
    const range = { from: toIso(from), to: toIso(to) };
    onApply(range, matchPreset(range, today));
    setOpen(false);
  }

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
              className="z-50 flex max-w-[calc(100vw-1rem)] flex-col gap-2 rounded-md border border-border bg-surface p-2 shadow-lg tablet:flex-row"
            >
              <fieldset className="m-0 flex min-w-0 flex-row flex-wrap gap-1 border-0 p-0 tablet:w-44 tablet:flex-col">
                <legend className="sr-only">{dateRangePickerText.presets}</legend>
                {dateRangePresets.map((item) => (
                  <button
                    key={item}
                    type="button"
                    aria-pressed={preset === item}
                    onClick={() => choose(item)}
                    className="rounded-md px-3 py-2 text-left text-xs font-semibold text-text hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-primary aria-pressed:bg-primary aria-pressed:text-on-primary"
                  >
                    {item}
                  </button>
                ))}
              </fieldset>
              <div className="flex flex-col gap-2">
                <DeferredCalendar
                  mode="range"
                  aria-label={dateRangePickerText.calendar}
                  selected={draft}
                  onSelect={(range) => {
                    setDraft(range);
                    setPreset("PERSONALIZADO");
                  }}
                  month={month}
                  onMonthChange={setMonth}
                  today={today}
                  disabled={{ after: today }}
                  captionLayout="dropdown"
                  startMonth={new Date(today.getFullYear() - 22, 0)}
                  endMonth={today}
                />
                <div className="flex items-center justify-between gap-3 px-3 pb-2">
                  <output
                    data-slot="date-range-picker-draft"
                    aria-live="polite"
                    className="text-xs text-text-muted"
                  >
                    {from ? isoToDisplay(toIso(from)) : "__/__/____"} -{" "}
                    {to ? isoToDisplay(toIso(to)) : "__/__/____"}
                  </output>
                  <Button size="sm" onClick={apply} disabled={!complete}>
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
