/**
 * Brasília's time, in which every date and time is shown and every "today" is read whatever the viewer's
 * clock: the MTR's PDF, SINIR and the API's date rules use it, so a page, the paper it checks and the
 * server agree. (@trilha/forms' PLATFORM_TIME_ZONE is the same zone for the framework-free schemas.)
 */
export const DISPLAY_TIME_ZONE = "America/Sao_Paulo";

/**
 * Today in Brasília's calendar, as local midnight of that day (the pickers' calendars work in local
 * dates): on a device elsewhere, or set to UTC after 21:00 in Brasília, the device's own date would
 * offer and allow a day the API refuses.
 */
export function platformToday(now: Date = new Date()): Date {
  const day = now.toLocaleDateString("sv-SE", { timeZone: DISPLAY_TIME_ZONE });
  const [year = 1970, month = 1, date = 1] = day.split("-").map(Number);
  return new Date(year, month - 1, date);
}
