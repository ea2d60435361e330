import { PLATFORM_TIME_ZONE } from "@trilha/forms/schemas";

/**
 * The platform's calendar and clock: Brasília's, whatever zone the server runs in (a licence's alert
 * day, "today" of the outputs' options, the creation-day filters, the dates printed on an MTR). One
 * constant with the shared schemas, whose `today()` (not in the future, today or later) uses it too.
 */
export { PLATFORM_TIME_ZONE };

/** SQL for the platform's day of a timestamp expression (`now()`, `r.created_at`). */
export const platformDay = (timestamp: string) => `(${timestamp} at time zone '${PLATFORM_TIME_ZONE}')::date`;
