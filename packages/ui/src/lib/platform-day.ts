import { PLATFORM_TIME_ZONE, platformTodayIso } from "../locale/locale";

/**
 * Brasília's time zone, under the name the design system first gave it.
 * @deprecated Use `PLATFORM_TIME_ZONE` (from `@trilha/ui` or `@trilha/ui/locale`): the same constant.
 */
export const DISPLAY_TIME_ZONE = PLATFORM_TIME_ZONE;

/**
 * Today in Brasília's calendar, as local midnight of that day (the pickers' calendars work in local
 * dates): on a device elsewhere, or set to UTC after 21:00 in Brasília, the device's own date would
 * offer and allow a day the API refuses.
 */
export function platformToday(now: Date = new Date()): Date {
  const [year = 1970, month = 1, date = 1] = platformTodayIso(now).split("-").map(Number);
  return new Date(year, month - 1, date);
}
