// A residue's SISTEMAS INTEGRADOS mappings on their own (spec 02 §2: "Missing mappings are requested
// when issuing an output with integrated systems"): the output form's dialog fills them without sending
// the whole residue, whose PUT replaces everything. Which systems a company's MTRs need is the shared
// rule of @trilha/forms (integratedSystemsFor).
import { RESOURCE_CODES } from "@trilha/api/error-codes";
import {
  INTEGRATED_SYSTEMS,
  type IntegratedSystem,
  integratedSystemsFor,
  integratedSystemsLabels,
  integratedSystemsSchema,
  isRecord,
  SYSTEM_MAPPING_FIELDS,
  type SystemMapping,
} from "@trilha/forms/schemas";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database";
import { parseWith, readBody } from "../http/body";
import {
  detailJson,
  diff,
  findOwned,
  ResourceError,
  recordAudit,
  resourceSql,
  type Scope,
  scopeOf,
  snapshotOf,
} from "../resources";
import { RESIDUE_INACTIVE_EDIT, residues } from "./residues";

/** A system's mapping column ("fepam_unit"), as the residues table keeps it (migration 0031). */
const column = (system: IntegratedSystem, field: (typeof SYSTEM_MAPPING_FIELDS)[number]) =>
  `${system}_${field}`;
const MAPPING_COLUMNS = INTEGRATED_SYSTEMS.flatMap((system) =>
  SYSTEM_MAPPING_FIELDS.map((field) => column(system, field)),
);

/** The select list of a residue's mappings (alias `r`), read back by `mappingsOf`. */
export const MAPPING_SELECT = MAPPING_COLUMNS.map((name) => `r.${name}`).join(", ");

/** A residue row's mappings, per system. */
export function mappingsOf(row: Record<string, unknown>): Record<IntegratedSystem, SystemMapping> {
  return Object.fromEntries(
    INTEGRATED_SYSTEMS.map((system) => [
      system,
      Object.fromEntries(
        SYSTEM_MAPPING_FIELDS.map((field) => [field, (row[column(system, field)] as string | null) ?? null]),
      ),
    ]),
  ) as Record<IntegratedSystem, SystemMapping>;
}

/** The systems the company's MTRs for the public systems need mappings for (its address). */
export async function companySystems(db: Database, scope: Scope): Promise<IntegratedSystem[]> {
  const { rows } = await db.query<{ address_state: string | null; address_city: string | null }>(
    "select address_state, address_city from companies where id = $1",
    [scope.companyId],
  );
  return rows[0] ? integratedSystemsFor(rows[0]) : [];
}

/**
 * `PUT /residues/:id/integrated-systems`: `{ ctre?: {...}, fepam?: {...} }`, validated with the residue
 * form's schema. Each system sent is written whole (a field left empty is cleared); a system not sent
 * keeps its mapping. Company-scoped like the kit's routes (another company's residue is a 404), refused
 * for an inactive residue (409 INACTIVE), recorded in the residue's history as an update.
 */
export function integratedSystemsRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const sql = resourceSql(residues);
  const load = async (tx: Database, scope: Scope, id: number) => {
    const { rows } = await tx.query(
      `select ${sql.columns} from ${sql.from} where r.company_id = $1 and r.id = $2`,
      [scope.companyId, id],
    );
    return rows[0]!;
  };
  const snapshot = (row: Record<string, unknown>) =>
    snapshotOf(Object.fromEntries(MAPPING_COLUMNS.map((name) => [name, row[name]])));

  app.put(
    "/residues/:id/integrated-systems",
    { config: { input: { body: integratedSystemsSchema } } },
    async (request) => {
      const scope = scopeOf(request);
      const owned = await findOwned(
        db,
        scope,
        { table: "residues", message: residues.messages.notFound },
        (request.params as { id: string }).id,
      );
      const inactive = () => new ResourceError(409, RESIDUE_INACTIVE_EDIT, RESOURCE_CODES.INACTIVE);
      if (owned.deleted_at) throw inactive();
      const body = await readBody(request, { prefix: residues.path });
      const value = parseWith(integratedSystemsSchema, integratedSystemsLabels, body);
      const sent = INTEGRATED_SYSTEMS.filter((system) => isRecord(body) && isRecord(body[system]));
      await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ deleted_at: Date | null }>(
          "select deleted_at from residues where company_id = $1 and id = $2 for update",
          [scope.companyId, owned.id],
        );
        if (rows[0]?.deleted_at) throw inactive();
        const before = snapshot(await load(tx, scope, owned.id));
        const sets = sent.flatMap((system) =>
          SYSTEM_MAPPING_FIELDS.map((field) => {
            const typed = value[system][field]?.trim();
            return [column(system, field), typed ? typed : null] as const;
          }),
        );
        if (sets.length === 0) return;
        await tx.query(
          `update residues set ${sets.map(([name], i) => `${name} = $${i + 3}`).join(", ")}
            where company_id = $1 and id = $2`,
          [scope.companyId, owned.id, ...sets.map(([, typed]) => typed)],
        );
        const changes = diff(before, snapshot(await load(tx, scope, owned.id)));
        if (changes.length === 0) return;
        await tx.query("update residues set updated_at = now() where id = $1", [owned.id]);
        await recordAudit(tx, {
          companyId: scope.companyId,
          resource: residues.name,
          entityId: owned.id,
          userId: scope.userId,
          action: "update",
          changes,
        });
      });
      return detailJson(residues, await load(db, scope, owned.id), scope);
    },
  );
}
