import type * as React from "react";
import { DayPicker } from "react-day-picker";
import { ptBR } from "react-day-picker/locale";
import { cn } from "../lib/cn";

export type CalendarProps = React.ComponentProps<typeof DayPicker>;

/** The weekdays' short names over the days, from Sunday: date-fns' pt-BR writes Saturday's "sab". */
const WEEKDAY_SHORT_NAMES = ["dom", "seg", "ter", "qua", "qui", "sex", "sáb"] as const;
const formatWeekdayName = (weekday: Date) => WEEKDAY_SHORT_NAMES[weekday.getDay()] ?? "";

/**
 * react-day-picker styled with the design tokens, in pt-BR (date-fns' ptBR plus translated navigation
 * labels). Shared by DatePicker and DateRangePicker.
 */
export function Calendar({ className, classNames, formatters, ...props }: CalendarProps) {
  return (
    <DayPicker
      data-slot="calendar"
      locale={ptBR}
      formatters={{ formatWeekdayName, ...formatters }}
      animate={false}
      className={cn("relative p-3 text-sm text-text", className)}
      classNames={{
        months: "flex flex-col gap-4 tablet:flex-row",
        month: "flex flex-col gap-3",
        month_caption: "flex h-9 items-center justify-center px-10 font-semibold capitalize",
        caption_label: "inline-flex items-center gap-1 text-sm font-semibold capitalize [&>svg]:size-3",
        dropdowns: "flex items-center gap-2",
        dropdown_root: "relative inline-flex items-center rounded-md border border-border px-2 py-1",
        dropdown: "absolute inset-0 cursor-pointer opacity-0",
        nav: "absolute top-3 right-3 left-3 flex h-9 items-center justify-between",
        button_previous:
          "inline-flex size-9 items-center justify-center rounded-md hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-40",
        button_next:
          "inline-flex size-9 items-center justify-center rounded-md hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-40",
        chevron: "size-4 fill-current",
        month_grid: "border-collapse",
        weekdays: "flex",
        weekday: "w-9 text-xs font-normal text-text-muted capitalize",
        week: "mt-1 flex",
        day: "size-9 p-0 text-center",
        day_button:
          "size-9 rounded-md hover:bg-primary-light focus-visible:outline-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:hover:bg-transparent",
        today: "font-bold text-primary",
        selected: "[&>button]:bg-primary [&>button]:text-on-primary [&>button]:hover:bg-primary-dark",
        range_start: "rounded-l-md bg-primary-light",
        range_middle: "bg-primary-light [&>button]:bg-transparent! [&>button]:text-text!",
        range_end: "rounded-r-md bg-primary-light",
        outside: "text-text-muted opacity-60",
        disabled: "text-text-muted opacity-40",
        hidden: "invisible",
        ...classNames,
      }}
      {...props}
    />
  );
}
