import { DEFAULT_PER_PAGE, MAX_PER_PAGE, readListPage } from "@trilha/forms/schemas";
import type { Database } from "../db/database";
import { ValidationError } from "../http/errors";

export type Page = { page: number; perPage: number; offset: number };

export { DEFAULT_PER_PAGE, MAX_PER_PAGE };

/** The list query's page (the shared rule, readListPage), refused with pt-BR messages by field. */
export function pageOf(query: Record<string, string | undefined>): Page {
  const { page, perPage, errors } = readListPage(query);
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
/**
 * What a list keeps of its last answers (a total, landmarks): the answer being found now (`until` 0),
 * which the requests arriving meanwhile share, or a found one, answered again until `until`.
 */
type Kept = { value: Promise<unknown>; until: number; refreshing?: boolean };
/** Per database: two apps in one process (the server's tests) never answer each other's lists. */
const keptByDatabase = new WeakMap<Database, Map<string, Kept>>();

function keptOf(db: Database) {
  let kept = keptByDatabase.get(db);
  if (!kept) {
    kept = new Map<string, Kept>();
    keptByDatabase.set(db, kept);
  }
  return kept;
}

/** Drops what is kept of one table's lists (totals, landmarks): every write through the kit calls it. */
export function forgetKept(db: Database, table: string) {
  const kept = keptOf(db);
  for (const key of kept.keys()) if (key.startsWith(`${table}\u0000`)) kept.delete(key);
}

/**
 * `find()`'s answer for `key` (whose first part, before a NUL, is the table), found once at a time and
 * kept for KEEP_TOTALS_MS when `keep` says so. An answer found while a write forgot the table may
 * predate the write: it is not kept. `stale` answers a kept one past its time while the next is found.
 */
function keptAnswer<T>(
  db: Database,
  key: string,
  find: () => Promise<T>,
  { keep = () => true, stale = false }: { keep?: (value: T) => boolean; stale?: boolean } = {},
): Promise<T> {
  const kept = keptOf(db);
  const hit = kept.get(key);
  if (hit && (hit.until === 0 || hit.until > Date.now())) return hit.value as Promise<T>;
  if (hit && stale) {
    if (!hit.refreshing) {
      hit.refreshing = true;
      const next = find();
      next.then(
        (value) => {
          if (kept.get(key) === hit) kept.set(key, { value: next, until: Date.now() + KEEP_TOTALS_MS });
          return value;
        },
        () => {
          hit.refreshing = false;
        },
      );
    }
    return hit.value as Promise<T>;
  }
  const entry: Kept = { value: find(), until: 0 };
  if (kept.size >= MAX_KEPT_TOTALS) kept.delete(kept.keys().next().value as string);
  kept.set(key, entry);
  (entry.value as Promise<T>).then(
    (value) => {
      if (kept.get(key) !== entry) return;
      if (keep(value)) entry.until = Date.now() + KEEP_TOTALS_MS;
      else kept.delete(key);
    },
    () => {
      if (kept.get(key) === entry) kept.delete(key);
    },
  );
  return entry.value as Promise<T>;
}

/**
 * The total of a filtered list without counting a large table on every request: `count(*)` over at
 * most `limit + 1` rows is exact whenever the filter matches `limit` rows or fewer; past that, the
 * planner's row estimate for the same filter (`explain (format json)`), never less than `limit + 1`,
 * flagged `total_is_estimate: true` so the pager says "cerca de". `from` is the list's
 * `from ... where ...`, with its parameters in `values` (the company among them). A total of
 * KEEP_TOTALS_FROM rows or more is kept for KEEP_TOTALS_MS per `table`, filter and values, unless a
 * write to `table` through this server forgets it first; small lists are counted afresh, as their
 * count is cheap: the company's index finds their rows. `keepAnySize` keeps a total whatever its size:
 * a text search reads every row its pattern may match to count them, ten matches or ten thousand, and
 * was the list's dearest call (its page stops at the first rows found). When a kept total runs out
 * under load, the requests arriving while it is counted again share that count.
 */
export function totalOf(
  db: Database,
  table: string,
  from: string,
  values: unknown[],
  { limit = EXACT_COUNT_LIMIT, keepAnySize = false }: { limit?: number; keepAnySize?: boolean } = {},
): Promise<Total> {
  return keptAnswer(
    db,
    `${table}\u0000total\u0000${from}\u0000${JSON.stringify(values)}`,
    () => countOrEstimate(db, from, values, limit),
    { keep: (total) => keepAnySize || total.total >= KEEP_TOTALS_FROM },
  );
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

/**
 * A deep page starts from a landmark, the list's row at every LANDMARK_ROWS-th position, instead of an
 * OFFSET that walks every row before it: page 5,000 of 10 rows then walks at most LANDMARK_ROWS rows.
 */
export const LANDMARK_ROWS = 1_000;
/**
 * Where a page at `offset` starts: the id of the last landmark before it (null when the page is before
 * the first) and the offset left from there. `from` is the list's `from ... where ...` and `order` its
 * `order by ...` (its last key the row id, so positions are unique), with `values` its parameters. The
 * landmarks (the rows' ids at LANDMARK_ROWS, 2 × LANDMARK_ROWS, …) are found in one pass over the
 * list's index and kept as totals are, per table, filter and order; a kept set past its time is still
 * answered while the next is found (the rows between landmarks only move by the rows written meanwhile).
 */
export async function landmarkBefore(
  db: Database,
  table: string,
  from: string,
  order: string,
  values: unknown[],
  offset: number,
): Promise<{ landmark: number | null; offset: number }> {
  if (offset < LANDMARK_ROWS) return { landmark: null, offset };
  const ids = await keptAnswer(
    db,
    `${table}\u0000landmarks\u0000${from}\u0000${order}\u0000${JSON.stringify(values)}`,
    () =>
      db
        .query<{ id: number }>(
          `select id from (select r.id, row_number() over (${order}) as n ${from}) numbered
            where n % ${LANDMARK_ROWS} = 0 order by n`,
          values,
        )
        .then(({ rows }) => rows.map((row) => Number(row.id))),
    { stale: true },
  );
  const block = Math.min(Math.floor(offset / LANDMARK_ROWS), ids.length);
  return block === 0
    ? { landmark: null, offset }
    : { landmark: ids[block - 1]!, offset: offset - block * LANDMARK_ROWS };
}

/** The rows a walk is rounded up to (see pageIds): a walk takes one of LANDMARK_ROWS / WALK_STEP forms. */
export const WALK_STEP = 100;

/**
 * The SQL array of a page's ids, from `select` (the ids in the list's order, `select r.id from … order
 * by …`) and the page's `offset` (from its landmark, if any) and size; `add` makes a value a parameter.
 *
 * A plain list is a prepared statement, and PostgreSQL keeps one generic plan for it only when that
 * plan costs no more than one made for the values. An OFFSET given as a parameter is costed as a tenth
 * of the list, so every page after the first was planned again on each request (half the API's
 * throughput). Within LANDMARK_ROWS of its start, a page is instead cut by array subscripts, which no
 * plan depends on, from a walk written out and rounded up to WALK_STEP rows. Further (a sort the
 * landmarks do not serve) the OFFSET stays a parameter.
 */
export function pageIds(
  select: string,
  offset: number,
  perPage: number,
  add: (value: number) => string,
): string {
  if (offset === 0) return `array(${select} limit ${perPage})`;
  if (offset >= LANDMARK_ROWS) return `array(${select} limit ${perPage} offset ${add(offset)})`;
  const walk = Math.ceil((offset + perPage) / WALK_STEP) * WALK_STEP;
  return `(array(${select} limit ${walk}))[${add(offset + 1)}:${add(offset + perPage)}]`;
}
