// Creating a record of a resource in a caller's transaction, as the kit's POST does (routes.ts): the
// domain's `resolve` (its rules, its refusals), the files, the insert, the domain's `afterWrite` and the
// history's "create". The demo seed issues its output documents through it (seed/outputs.ts).
import type { FastifyRequest } from "fastify";
import type { Database, Row } from "../db/database";
import { isUpload } from "../http/body";
import { checkContent, type FileWrites } from "../storage/uploads";
import { diff, recordAudit, type Snapshot, snapshotOf } from "./audit";
import type { AnyResource, WriteContext } from "./define";
import { notFound } from "./errors";
import { resourceSql } from "./routes";
import { type Owned, type Scope, scoped } from "./scope";

/** What the history compares: the descriptor's snapshot, or the columns and files by display name. */
export function snapshotRow(resource: AnyResource, row: Row): Snapshot {
  if (resource.snapshot) return snapshotOf(resource.snapshot(row));
  const values: Record<string, unknown> = {};
  for (const column of resource.columns) values[column] = row[column];
  for (const file of resource.files) values[file.field] = row[`${file.field}__name`];
  return snapshotOf(values);
}

/** One record of the company (and of the parent) by its id, as the kit selects it. */
export async function loadRecord(
  resource: AnyResource,
  tx: Database,
  scope: Scope,
  parent: Owned | null,
  id: number,
) {
  const sql = resourceSql(resource);
  const { params, where } = scoped(scope);
  where.push(`r.id = ${params.add(id)}`);
  if (resource.parent && parent) where.push(`r.${resource.parent.column} = ${params.add(parent.id)}`);
  const { rows } = await tx.query<Row & { id: number; deleted_at: Date | null }>(
    `select ${sql.columns} from ${sql.from} where ${where.join(" and ")}`,
    params.values,
  );
  if (!rows[0]) throw notFound(resource.messages.notFound);
  return rows[0];
}

/** Where a new record's parent is: the parent's resource and id (null for a top-level resource). */
export type CreateContext = {
  tx: Database;
  scope: Scope;
  parent?: Owned | null;
  /** Gives the value's uploads their stored_files rows (none: its uploads are not stored). */
  files: FileWrites | null;
  /** The route's request; a caller outside a route (the demo seed) has none. */
  request?: FastifyRequest;
};

/**
 * Creates a record from a value already parsed by the resource's create schema and answers its id: the
 * domain resolves it (and may refuse it), its uploads are stored, the row is inserted with the scope's
 * company, the domain's afterWrite runs and the history records the creation, all in `tx`.
 */
export async function createRecord(
  resource: AnyResource,
  { tx, scope, parent = null, files, request }: CreateContext,
  value: Record<string, unknown>,
): Promise<number> {
  // No hook reads the request: a caller without one (the seed) passes none.
  const context = { tx, scope, request, parent, current: null, files } as WriteContext;
  const resolved = resource.resolve ? await resource.resolve(value, context) : value;
  const values: Record<string, unknown> = {};
  for (const column of resource.columns) {
    const item = resolved[column];
    values[column] = item === undefined || item === "" ? null : item;
  }
  for (const file of resource.files) {
    const upload = value[file.field];
    if (!files || !isUpload(upload)) continue;
    const type =
      file.kind === "xml" ? "application/xml" : checkContent(upload, file.kind, file.field, file.label);
    values[file.column] = await files.save(tx, scope.companyId, upload, type, resource.path);
  }
  // The company comes from the scope, as $1 of every statement the kit builds.
  const { params } = scoped(scope);
  const names = ["company_id", ...(resource.parent ? [resource.parent.column] : []), ...Object.keys(values)];
  const placeholders = [
    "$1",
    ...(resource.parent && parent ? [params.add(parent.id)] : []),
    ...Object.keys(values).map((name) => params.add(values[name])),
  ];
  const { rows } = await tx.query<{ id: number }>(
    `insert into ${resource.table} (${names.join(", ")}) values (${placeholders.join(", ")}) returning id`,
    params.values,
  );
  const created = rows[0]!.id;
  await resource.afterWrite?.(created, value, context);
  const after = await loadRecord(resource, tx, scope, parent, created);
  const owner = scope.all
    ? ((
        await tx.query<{ company_id: number }>(`select company_id from ${resource.table} where id = $1`, [
          created,
        ])
      ).rows[0]?.company_id ?? scope.companyId)
    : scope.companyId;
  await recordAudit(tx, {
    companyId: owner,
    resource: resource.name,
    entityId: created,
    parent:
      resource.parent?.resource && parent ? { resource: resource.parent.resource.name, id: parent.id } : null,
    userId: scope.userId,
    action: "create",
    changes: diff({}, snapshotRow(resource, after)),
    justification: null,
  });
  return created;
}
