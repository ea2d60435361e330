const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The one check every id taken from a URL goes through before it reaches a query: anything else
 * (`000…000`, 36 dashes) answers the route's 404, never PostgreSQL's invalid_text_representation.
 */
export const isUuid = (value: unknown): value is string => typeof value === "string" && UUID.test(value);
