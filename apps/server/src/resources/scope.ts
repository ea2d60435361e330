import type { FastifyRequest } from "fastify";
import type { Database } from "../db/database";
import { isUuid } from "../http/uuid";
import { sessionOf } from "../session/authenticate";
import { notFound } from "./errors";

/**
 * Company scope, in one place: every statement the kit builds starts from `scoped()`, whose first
 * condition is `<alias>.company_id = $1` with the signed-in company, and every id from a URL goes
 * through `findOwned()`, which checks the UUID form before querying and answers 404 for another
 * company's record exactly as for a missing one.
 */
export type Scope = { companyId: number; userId: number };

/** The signed-in company and user (the route's scope must run `app.authenticate`). */
export function scopeOf(request: FastifyRequest): Scope {
  const { company, user } = sessionOf(request);
  return { companyId: company.id, userId: user.id };
}

export { isUuid };

/** Numbered parameters: `add(value)` answers its placeholder (`$3`). */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A statement's parameters and conditions, starting with the company. */
export function scoped(scope: Scope, alias = "r") {
  const params = new Params();
  const where = [`${alias}.company_id = ${params.add(scope.companyId)}`];
  return { params, where };
}

/** What `findOwned` reads of a record: its id and whether it is inactive. */
export type Owned = { id: number; deleted_at: Date | null };

/**
 * The record `uuid` of `table` in the company (and under `parent`, when given), or a 404 with
 * `message`. The only way a URL id becomes a row id.
 */
export async function findOwned(
  db: Database,
  scope: Scope,
  target: { table: string; message: string; parent?: { column: string; id: number } },
  uuid: unknown,
): Promise<Owned> {
  if (!isUuid(uuid)) throw notFound(target.message);
  const { params, where } = scoped(scope);
  where.push(`r.uuid = ${params.add(uuid)}`);
  if (target.parent) where.push(`r.${target.parent.column} = ${params.add(target.parent.id)}`);
  const { rows } = await db.query<Owned>(
    `select r.id, r.deleted_at from ${target.table} r where ${where.join(" and ")}`,
    params.values,
  );
  if (!rows[0]) throw notFound(target.message);
  return rows[0];
}
