import { isIsoDate } from "@trilha/forms/schemas";
import { ValidationError } from "../http/errors";
import type { Params } from "./scope";

/** A query's day (yyyy-MM-dd), or undefined when absent; a malformed one is a 422 naming the parameter. */
export function queryDay(
  query: Readonly<Record<string, string | undefined>>,
  key: string,
): string | undefined {
  const value = query[key];
  if (value === undefined || value === "") return undefined;
  // A day the calendar has (2026-02-30 is refused here, not by PostgreSQL with a 500).
  if (!isIsoDate(value)) {
    throw new ValidationError({ [key]: `O campo ${key} deve ser uma data no formato yyyy-MM-dd.` });
  }
  return value;
}

/**
 * A list's day-range filter: `from` and `to` (inclusive) of the query compared with `column`, a date
 * or a timestamp read as the day in America/Sao_Paulo.
 */
export function dayRange(
  query: Readonly<Record<string, string | undefined>>,
  params: Params,
  { from, to, column }: { from: string; to: string; column: string },
): string[] {
  const where: string[] = [];
  for (const [key, operator] of [
    [from, ">="],
    [to, "<="],
  ] as const) {
    const value = queryDay(query, key);
    if (value !== undefined) where.push(`${column} ${operator} ${params.add(value)}::date`);
  }
  return where;
}
