/**
 * The platform's calendar and clock: Brasília's, whatever zone the server runs in (a licence's alert
 * day, "today" of the outputs' options, the creation-day filters, the dates printed on an MTR).
 */
export const PLATFORM_TIME_ZONE = "America/Sao_Paulo";

/** SQL for the platform's day of a timestamp expression (`now()`, `r.created_at`). */
export const platformDay = (timestamp: string) => `(${timestamp} at time zone '${PLATFORM_TIME_ZONE}')::date`;
