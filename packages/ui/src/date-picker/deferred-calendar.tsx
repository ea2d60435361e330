import * as React from "react";
import type { CalendarProps } from "./calendar";

let loading: Promise<typeof import("./calendar")> | undefined;

/**
 * Starts fetching the calendar (react-day-picker, about 20 kB gzip): the pickers call it when a pointer
 * or the focus reaches their trigger, so it has usually arrived by the time the popover opens.
 */
export function preloadCalendar() {
  loading ??= import("./calendar");
  return loading;
}

const LazyCalendar = React.lazy(() => preloadCalendar().then((m) => ({ default: m.Calendar })));

/**
 * The pickers' calendar, fetched on first use: a page with date fields draws (and a phone evaluates)
 * the fields without it (issue 12). Until it arrives, the popover holds a box of a month's size, marked
 * busy.
 */
export function DeferredCalendar(props: CalendarProps) {
  return (
    <React.Suspense
      fallback={<div data-slot="calendar-loading" aria-busy="true" className="h-[21rem] w-[17.5rem]" />}
    >
      <LazyCalendar {...props} />
    </React.Suspense>
  );
}
