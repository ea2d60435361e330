import type { Database } from "../db/database";
import { ValidationError } from "../http/errors";

export type Page = { page: number; perPage: number; offset: number };

export const DEFAULT_PER_PAGE = 10;
export const MAX_PER_PAGE = 100;

/** `page` is 1-based (the portal sends index + 1); `per_page` 1–100, default 10 (spec §9). */
export function pageOf(query: Record<string, string | undefined>): Page {
  const errors: Record<string, string> = {};
  const read = (name: string, fallback: number, max: number) => {
    const raw = query[name];
    if (raw === undefined || raw === "") return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < 1 || value > max) {
      errors[name] = `O campo ${name} deve ser um número inteiro de 1 a ${max}.`;
      return fallback;
    }
    return value;
  };
  const page = read("page", 1, 1_000_000);
  const perPage = read("per_page", DEFAULT_PER_PAGE, MAX_PER_PAGE);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { page, perPage, offset: (page - 1) * perPage };
}

/** A list's total: exact, or the planner's estimate (flagged) when it is above EXACT_COUNT_LIMIT. */
export type Total = { total: number; total_is_estimate?: true };

/** Up to this many matching rows a list's total is counted exactly; above it, estimated. */
export const EXACT_COUNT_LIMIT = 10_000;

/** Totals of this many rows or more are kept briefly (counting them is the list's main cost). */
export const KEEP_TOTALS_FROM = 1_000;
/** How long a kept total is answered again: long enough for paging through, short for other servers' writes. */
export const KEEP_TOTALS_MS = 10_000;
const MAX_KEPT_TOTALS = 500;
/** A kept total, or the count running now (`until` 0), which the requests arriving meanwhile share. */
type Kept = { total: Promise<Total>; until: number };
/** Per database: two apps in one process (the server's tests) never answer each other's totals. */
const keptByDatabase = new WeakMap<Database, Map<string, Kept>>();

function keptOf(db: Database) {
  const kept = keptByDatabase.get(db) ?? new Map<string, Kept>();
  keptByDatabase.set(db, kept);
  return kept;
}

/** Drops the kept totals of one table's lists: every write through the kit calls it. */
export function forgetTotals(db: Database, table: string) {
  const kept = keptOf(db);
  for (const key of kept.keys()) if (key.startsWith(`${table}\u0000`)) kept.delete(key);
}

/**
 * The total of a filtered list without counting a large table on every request: `count(*)` over at
 * most `limit + 1` rows is exact whenever the filter matches `limit` rows or fewer; past that, the
 * planner's row estimate for the same filter (`explain (format json)`), never less than `limit + 1`,
 * flagged `total_is_estimate: true` so the pager says "cerca de". `from` is the list's
 * `from ... where ...`, with its parameters in `values` (the company among them). A total of
 * KEEP_TOTALS_FROM rows or more is kept for KEEP_TOTALS_MS per `table`, filter and values, unless a
 * write to `table` through this server forgets it first; small lists are always counted afresh.
 */
export async function totalOf(
  db: Database,
  table: string,
  from: string,
  values: unknown[],
  limit = EXACT_COUNT_LIMIT,
): Promise<Total> {
  const kept = keptOf(db);
  const key = `${table}\u0000${from}\u0000${JSON.stringify(values)}`;
  const hit = kept.get(key);
  if (hit && (hit.until === 0 || hit.until > Date.now())) return hit.total;
  // One count per filter at a time: when a kept total runs out under load, the requests arriving
  // while it is counted again wait for that count instead of each running its own.
  const entry: Kept = { total: countOrEstimate(db, from, values, limit), until: 0 };
  if (kept.size >= MAX_KEPT_TOTALS) kept.delete(kept.keys().next().value as string);
  kept.set(key, entry);
  try {
    const total = await entry.total;
    // A write forgot the table's totals while counting: this count may predate it, so it is not kept.
    if (kept.get(key) === entry) {
      if (total.total >= KEEP_TOTALS_FROM) entry.until = Date.now() + KEEP_TOTALS_MS;
      else kept.delete(key);
    }
    return total;
  } catch (error) {
    if (kept.get(key) === entry) kept.delete(key);
    throw error;
  }
}

async function countOrEstimate(db: Database, from: string, values: unknown[], limit: number): Promise<Total> {
  const capped = await db.query<{ total: number }>(
    `select count(*)::int as total from (select 1 ${from} limit ${limit + 1}) capped`,
    values,
  );
  const total = capped.rows[0]?.total ?? 0;
  if (total <= limit) return { total };
  const { rows } = await db.query<Record<string, unknown>>(`explain (format json) select 1 ${from}`, values);
  return { total: Math.max(planRows(rows[0]), limit + 1), total_is_estimate: true };
}

/** "Plan Rows" of an `explain (format json)` row (the plan arrives parsed or as text, by driver). */
function planRows(row: Record<string, unknown> | undefined): number {
  const value = row ? Object.values(row)[0] : undefined;
  const plan = (typeof value === "string" ? JSON.parse(value) : value) as [{ Plan: { "Plan Rows": number } }];
  return Math.round(Number(plan?.[0]?.Plan?.["Plan Rows"]) || 0);
}

export const paged = <T>(data: T[], total: number | Total) =>
  typeof total === "number" ? { data, total } : { data, ...total };
