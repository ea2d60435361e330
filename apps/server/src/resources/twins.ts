// A child record equal to an active sibling (spec 02 §5's "já adicionado" rules), refused on the server
// as the wizards' inclusion tables refuse it: a provider's certificates, licenses and employees, a
// residue's treatments and storages.
import type { Database } from "../db/database";
import type { WriteContext } from "./define";
import { duplicate } from "./errors";

/**
 * A record equal on `columns` to another active record of the same parent answers 409 DUPLICATE with
 * the domain's message, whether it is written (`refuseTwin`, the values about to be saved) or reactivated
 * (`refuseReactivatedTwin`, the stored row's). Values are compared as text, trimmed and without case,
 * as the forms' `isDuplicate` compares them. Writes of one parent's records of one table take turns
 * (a transaction-scoped advisory lock), so two saves at once cannot both pass the check.
 */
const takeTurns = (tx: Database, table: string, parentId: number) =>
  tx.query("select pg_advisory_xact_lock(hashtext($1))", [`${table}:${parentId}`]);

const sameAs = (column: string, other: string) =>
  `lower(btrim(r.${column}::text)) is not distinct from lower(btrim(${other}::text))`;

/** `table`'s rows belong to their parent through `parentColumn` (provider_id, residue_id). */
export type TwinTable = { table: string; parentColumn: string };

export async function refuseTwin(
  { tx, parent, current }: WriteContext,
  { table, parentColumn }: TwinTable,
  keys: Record<string, unknown>,
  message: string,
) {
  const parentId = parent!.id;
  await takeTurns(tx, table, parentId);
  const values: unknown[] = [parentId, current?.id ?? -1];
  const same = Object.entries(keys).map(([column, value]) => {
    values.push(value === undefined || value === null ? null : String(value));
    return sameAs(column, `$${values.length}`);
  });
  const { rows } = await tx.query(
    `select 1 from ${table} r where r.${parentColumn} = $1 and r.id <> $2 and r.deleted_at is null
       and ${same.join(" and ")} limit 1`,
    values,
  );
  if (rows[0]) throw duplicate(message);
}

/** The kit's `beforeStateChange`: a record reactivated beside an active twin is refused as a new one is. */
export function refuseReactivatedTwin(
  { table, parentColumn }: TwinTable,
  columns: readonly string[],
  message: string,
) {
  return async (id: number, action: "inactivation" | "reactivation", { tx }: { tx: Database }) => {
    if (action !== "reactivation") return;
    const { rows } = await tx.query<{ parent_id: number }>(
      `select ${parentColumn} as parent_id from ${table} where id = $1`,
      [id],
    );
    await takeTurns(tx, table, rows[0]!.parent_id);
    const twins = await tx.query(
      `select 1 from ${table} r join ${table} t on t.id = $1
        where r.${parentColumn} = t.${parentColumn} and r.id <> t.id and r.deleted_at is null
          and ${columns.map((column) => sameAs(column, `t.${column}`)).join(" and ")} limit 1`,
      [id],
    );
    if (twins.rows[0]) throw duplicate(message);
  };
}
