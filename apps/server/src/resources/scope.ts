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
export type Scope = {
  companyId: number;
  userId: number;
  /** Every company's records: an ADM-plan user on a resource scoped "company-or-adm" (contractors). */
  all?: boolean;
};

/** How a resource is scoped: to the company, or to the company except for ADM-plan users (who see all). */
export type ScopeKind = "company" | "company-or-adm";

/** The plan whose users administer the platform (spec 01: the ADM menu). */
export const ADM_PLAN = "ADM";

/** The signed-in company and user (the route's scope must run `app.authenticate`). */
export function scopeOf(request: FastifyRequest, kind: ScopeKind = "company"): Scope {
  const { company, user } = sessionOf(request);
  const all = kind === "company-or-adm" && company.plan === ADM_PLAN;
  return { companyId: company.id, userId: user.id, ...(all ? { all } : {}) };
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
  // $1 stays the session's company (an insert's owner) also when the scope spans every company.
  const company = params.add(scope.companyId);
  const where = [scope.all ? `${company}::int is not null` : `${alias}.company_id = ${company}`];
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
