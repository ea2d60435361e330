import { inactivationLabels, inactivationSchema } from "@trilha/forms/schemas";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database, Row } from "../db/database";
import { isUpload, parseWith, readBody } from "../http/body";
import { ValidationError } from "../http/errors";
import { assertVersion } from "../http/version";
import type { FileStorage } from "../storage/storage";
import { checkContent, type FileWrites, fileUrl, withFileWrites } from "../storage/uploads";
import { type Change, diff, historyOf, listAudit, recordAudit, type Snapshot, snapshotOf } from "./audit";
import type { AnyResource, FileField, WriteContext } from "./define";
import {
  ALREADY_ACTIVE,
  ALREADY_INACTIVE,
  duplicate,
  INACTIVE,
  INACTIVE_PARENT,
  isUniqueViolation,
  notFound,
  ResourceError,
} from "./errors";
import { forgetKept, landmarkBefore, paged, pageIds, pageOf, totalOf } from "./paging";
import { findOwned, isUuid, type Owned, Params, type Scope, scoped, scopeOf } from "./scope";
import { DOCUMENT_SEARCH, fieldsSearch, searchPattern, searchText } from "./search";

export type ResourceDeps = {
  db: Database;
  /** Where uploads go; required when the resource has file fields. */
  storage?: FileStorage;
};

export type ListQuery = Readonly<Record<string, string | undefined>>;
/** A record is `:id`; a child record is `:uuid` under its parent's `:id` (as the app's routes always were). */
type RouteParams = { id?: string; uuid?: string };

/** `active`: true (the default) or false; `all` lists both. */
export function activeFilter(query: ListQuery, fallback: boolean | undefined): boolean | undefined {
  const value = query.active;
  if (value === undefined || value === "") return fallback;
  if (value === "all") return undefined;
  if (["true", "1"].includes(value)) return true;
  if (["false", "0"].includes(value)) return false;
  throw new ValidationError({ active: "O campo active deve ser true, false ou all." });
}

/** `sort=name` ascending, `sort=-name` descending, among the resource's sort fields only. */
export function sortOf(resource: AnyResource, query: ListQuery) {
  const raw = query.sort;
  if (raw === undefined || raw === "") {
    return { expression: resource.sort.fields[resource.sort.field]!, descending: resource.sort.descending };
  }
  const expression = Object.hasOwn(resource.sort.fields, raw.replace(/^-/, ""))
    ? resource.sort.fields[raw.replace(/^-/, "")]
    : undefined;
  if (!expression) {
    const allowed = Object.keys(resource.sort.fields).join(", ");
    throw new ValidationError({
      sort: `O campo sort deve ser um destes: ${allowed} (com - para decrescente).`,
    });
  }
  return { expression, descending: raw.startsWith("-") };
}

/** Builds every statement of one resource from its descriptor; each one is scoped to the company. */
export function resourceSql(resource: AnyResource) {
  const fileColumns = resource.files.flatMap((file, i) => [
    `f${i}.uuid::text as ${file.field}__uuid`,
    `f${i}.display_name as ${file.field}__name`,
  ]);
  const fileJoins = resource.files.map(
    (file, i) => `left join stored_files f${i} on f${i}.id = r.${file.column}`,
  );
  const select = (detail: boolean) =>
    [
      "r.id",
      `r.uuid::text as ${resource.idKey}`,
      ...(resource.parent ? [`r.${resource.parent.column}`] : []),
      ...resource.columns.map((column) => `r.${column}`),
      ...(resource.select ? [resource.select] : []),
      ...(detail && resource.detail ? [resource.detail] : []),
      ...fileColumns,
      "r.created_at",
      "r.updated_at",
      resource.inactiveSince ? `${resource.inactiveSince} as deleted_at` : "r.deleted_at",
    ].join(", ");
  const from = [`${resource.table} r`, resource.join ?? "", ...fileJoins].filter(Boolean).join(" ");
  /** The aliases the descriptor's `join` introduces ("join provider_companies pc on …" → "pc"). */
  const joinAliases = [...(resource.join ?? "").matchAll(/\bjoin\s+\w+\s+(\w+)\s+on\b/gi)].map((m) => m[1]!);
  /** `columns`: one record's (details included); `listColumns`: a list item's. */
  /** Since when a record is inactive (null while active): its own deleted_at unless the domain says more. */
  const inactiveSince = resource.inactiveSince ?? "r.deleted_at";
  return { columns: select(true), listColumns: select(false), from, joinAliases, inactiveSince };
}

/** One record's answer: the list item's JSON and the descriptor's details. */
export function detailJson(resource: AnyResource, row: Row, scope?: Scope) {
  const json = toJson(resource, row, scope);
  return resource.expand ? resource.expand(json, row) : json;
}

/** The record's JSON: internal ids hidden, each file as its download URL and display name. */
export function toJson(resource: AnyResource, row: Row, scope?: Scope) {
  const parentColumn = resource.parent?.column;
  const json: Record<string, unknown> = {};
  // Every list row passes here: a plain loop, no per-row Set or entries array.
  for (const key in row) {
    if (key === "id" || key === parentColumn || key.includes("__")) continue;
    json[key] = row[key] ?? null;
  }
  for (const file of resource.files) {
    const uuid = row[`${file.field}__uuid`] as string | null;
    json[file.field] = uuid ? fileUrl(uuid) : null;
    json[`${file.field}_display_name`] = row[`${file.field}__name`] ?? null;
  }
  return resource.shape ? resource.shape(json, row, scope) : json;
}

/** What the history compares: the descriptor's snapshot, or the columns and files by display name. */
function snapshotRow(resource: AnyResource, row: Row): Snapshot {
  if (resource.snapshot) return snapshotOf(resource.snapshot(row));
  const values: Record<string, unknown> = {};
  for (const column of resource.columns) values[column] = row[column];
  for (const file of resource.files) values[file.field] = row[`${file.field}__name`];
  return snapshotOf(values);
}

/**
 * The company whose audit trail holds a record's history: the session's, or, for a scope spanning
 * every company (ADM on contractors), the record's owner, so owner and ADM read one history.
 */
async function auditCompanyOf(resource: AnyResource, tx: Database, scope: Scope, entityId: number) {
  if (!scope.all) return scope.companyId;
  const { rows } = await tx.query<{ company_id: number }>(
    `select company_id from ${resource.table} where id = $1`,
    [entityId],
  );
  return rows[0]?.company_id ?? scope.companyId;
}

/** The columns a write stores: the domain's `resolve` (its rules and refusals), blanks as null. */
async function columnValuesOf(resource: AnyResource, value: Record<string, unknown>, context: WriteContext) {
  const resolved = resource.resolve ? await resource.resolve(value, context) : value;
  const values: Record<string, unknown> = {};
  for (const column of resource.columns) {
    const item = resolved[column];
    values[column] = item === undefined || item === "" ? null : item;
  }
  return values;
}

/** Gives the value's uploads their stored_files rows in `values` (and empties the `cleared` files). */
async function storeFilesOf(
  resource: AnyResource,
  tx: Database,
  files: FileWrites | null,
  scope: Scope,
  value: Record<string, unknown>,
  values: Record<string, unknown>,
  cleared: readonly FileField[] = [],
) {
  for (const file of cleared) values[file.column] = null;
  for (const file of resource.files) {
    const upload = value[file.field];
    if (!files || !isUpload(upload)) continue;
    const type =
      file.kind === "xml" ? "application/xml" : checkContent(upload, file.kind, file.field, file.label);
    values[file.column] = await files.save(tx, scope.companyId, upload, type, resource.path);
  }
}

/** Where and by whom a record is created: POST's transaction and session, or a caller's (the demo seed). */
export type CreateContext = {
  tx: Database;
  scope: Scope;
  /** A child resource's parent, already checked (owned and active). */
  parent?: Owned | null;
  /** Gives the value's uploads their stored_files rows (null: none are stored). */
  files: FileWrites | null;
};

/**
 * Creates a record from a value parsed by the resource's create schema, in `tx`, and answers its id:
 * the domain resolves it (and may refuse it), its uploads are stored, the row is inserted with the
 * scope's company, the domain's afterWrite runs and the history records the creation. POST does this;
 * the demo seed issues its output documents through it too.
 */
export async function createRecord(
  resource: AnyResource,
  { tx, scope, parent = null, files }: CreateContext,
  value: Record<string, unknown>,
): Promise<number> {
  const context: WriteContext = { tx, scope, parent, current: null, files };
  const values = await columnValuesOf(resource, value, context);
  await storeFilesOf(resource, tx, files, scope, value, values);
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
  const sql = resourceSql(resource);
  const read = scoped(scope);
  read.where.push(`r.id = ${read.params.add(created)}`);
  const after = await tx.query<Row>(
    `select ${sql.columns} from ${sql.from} where ${read.where.join(" and ")}`,
    read.params.values,
  );
  const parentResource = resource.parent?.resource;
  await recordAudit(tx, {
    companyId: await auditCompanyOf(resource, tx, scope, created),
    resource: resource.name,
    entityId: created,
    parent: parentResource && parent ? { resource: parentResource.name, id: parent.id } : null,
    userId: scope.userId,
    action: "create",
    changes: diff({}, snapshotRow(resource, after.rows[0]!)),
    justification: null,
  });
  return created;
}

/** Writes one history row of a record: in the company whose trail holds it, by the scope's user. */
async function auditRecord(
  resource: AnyResource,
  { tx, scope, parent = null }: StateContext,
  entityId: number,
  action: "create" | "update" | "inactivation" | "reactivation",
  changes: Change[],
  justification?: string,
) {
  const parentResource = resource.parent?.resource;
  await recordAudit(tx, {
    companyId: await auditCompanyOf(resource, tx, scope, entityId),
    resource: resource.name,
    entityId,
    parent: parentResource && parent ? { resource: parentResource.name, id: parent.id } : null,
    userId: scope.userId,
    action,
    changes,
    justification: justification ?? null,
  });
}

/** Where and by whom a record changes state: the route's transaction and session, or a caller's. */
export type StateContext = {
  tx: Database;
  scope: Scope;
  /** A child resource's parent, already checked (owned and active). */
  parent?: Owned | null;
};

/**
 * Inactivates an active record of the scope's company in `tx`, with the justification the history keeps
 * (already read through the inactivation schema, or none where the resource's is optional): the domain's
 * state hooks run around the deleted_at change and the history records it with the justification.
 * DELETE does this; the demo seed inactivates its inactive contractor through it too, so its page says
 * why, as one a user inactivated does.
 */
export async function inactivateRecord(
  resource: AnyResource,
  context: StateContext,
  id: number,
  justification: string | undefined,
) {
  const { tx, scope } = context;
  await resource.beforeStateChange?.(id, "inactivation", { tx, scope });
  const { params, where } = scoped(scope);
  where.push(`r.id = ${params.add(id)}`, "r.deleted_at is null");
  const { rows } = await tx.query<{ deleted_at: Date }>(
    `update ${resource.table} r set deleted_at = now() where ${where.join(" and ")} returning r.deleted_at`,
    params.values,
  );
  if (!rows[0]) throw new ResourceError(409, resource.messages.alreadyInactive, ALREADY_INACTIVE);
  await resource.afterStateChange?.(id, "inactivation", { tx, scope });
  await auditRecord(
    resource,
    context,
    id,
    "inactivation",
    [{ field: "deleted_at", from: null, to: rows[0].deleted_at.toISOString() }],
    justification,
  );
}

/** Sort expressions over the kit's non-null columns (every table has them). */
const NOT_NULL_SORT = /^r\.(created_at|updated_at|id)$/;

/**
 * The list's conditions after the company's: active filter, search, the domain's filters. Answers
 * whether the search or a domain filter narrowed the list (conditions whose best plan depends on the
 * values given), and whether a text search did.
 */
async function listWhere(
  db: Database,
  resource: AnyResource,
  scope: Scope,
  query: ListQuery,
  params: Params,
  where: string[],
) {
  const before = where.length;
  const active = activeFilter(query, resource.activeDefault ? resource.activeDefault(query) : true);
  const since = resource.inactiveSince ?? "r.deleted_at";
  if (active !== undefined) where.push(active ? `${since} is null` : `${since} is not null`);
  const search = searchText(query.search);
  if (search && resource.search) {
    if ("column" in resource.search) {
      const { column, related } = resource.search;
      const pattern = searchPattern(search);
      // Text, even with a digit in it ("Aterro 5"), only matches the folded text; typed digits (with or
      // without the mask) also match the digits alone.
      const bare =
        resource.search.digits && DOCUMENT_SEARCH.test(search) ? `%${search.replace(/\D/g, "")}%` : null;
      const folded = `search_fold(${params.add(pattern)})`;
      const conditions = [`r.${column} like ${folded}`];
      if (bare) conditions.push(`r.${column} like ${params.add(bare)}`);
      if (related?.length) {
        // The related rows' ids first, then the list by those ids beside its column: PostgreSQL plans
        // the list knowing them (none: the trigram index alone), where a subquery's ids, unknown when
        // planned, were guessed many and made it walk the whole list for a rare term.
        const own = new Params();
        // The digits' parameter is numbered only when an entry asks for it: one never written in the
        // statement would leave PostgreSQL unable to type it.
        let digits: string | undefined;
        const given = {
          company: own.add(scope.companyId),
          folded: `search_fold(${own.add(pattern)})`,
          get digits() {
            if (!bare) return null;
            digits ??= own.add(bare);
            return digits;
          },
        };
        const found = related.map((item) => item(given));
        const { rows } = await db.query<Record<string, number[]>>(
          `select ${found.map(({ ids }, i) => `array(${ids}) as ids${i}`).join(", ")}`,
          own.values,
        );
        found.forEach(({ columns }, i) => {
          const ids = rows[0]?.[`ids${i}`] ?? [];
          if (ids.length === 0) return;
          const placeholder = params.add(ids);
          for (const name of columns) conditions.push(`r.${name} = any(${placeholder}::int[])`);
        });
      }
      where.push(conditions.length === 1 ? conditions[0]! : `(${conditions.join(" or ")})`);
    } else where.push(fieldsSearch(search, resource.search.fields, params));
  }
  where.push(...(resource.filters?.(query, params) ?? []));
  return {
    narrowed: where.length > before + (active === undefined ? 0 : 1),
    searched: Boolean(search && resource.search),
  };
}

export function resourceRoutes(app: FastifyInstance, resource: AnyResource, deps: ResourceDeps) {
  const { db, storage } = deps;
  if (resource.files.length > 0 && !storage) {
    throw new Error(`resourceRoutes: "${resource.name}" has file fields and needs a storage.`);
  }
  const parentResource = resource.parent?.resource;
  const base = parentResource ? `/${parentResource.path}/:id/${resource.path}` : `/${resource.path}`;
  const item = parentResource ? `${base}/:uuid` : `${base}/:id`;
  const idOf = (params: RouteParams) => (parentResource ? params.uuid : params.id);
  const sql = resourceSql(resource);

  const inactiveParent = () => new ResourceError(409, resource.messages.inactiveParent, INACTIVE_PARENT);

  /** The parent named by the URL, owned by the company (404 otherwise); null for a top-level resource. */
  const parentOf = async (scope: Scope, params: RouteParams): Promise<Owned | null> =>
    parentResource
      ? findOwned(
          db,
          scope,
          { table: parentResource.table, message: parentResource.messages.notFound },
          params.id,
        )
      : null;

  /** One record of the company (and of the parent), by its URL uuid or, after a write, its id. */
  async function load(
    tx: Database,
    scope: Scope,
    parent: Owned | null,
    key: { uuid: unknown } | { id: number },
  ) {
    const missing = notFound(resource.messages.notFound);
    if ("uuid" in key && !isUuid(key.uuid)) throw missing;
    const { params, where } = scoped(scope);
    where.push("uuid" in key ? `r.uuid = ${params.add(key.uuid)}` : `r.id = ${params.add(key.id)}`);
    if (resource.parent && parent) where.push(`r.${resource.parent.column} = ${params.add(parent.id)}`);
    const { rows } = await tx.query<Row & { id: number; deleted_at: Date | null }>(
      `select ${sql.columns} from ${sql.from} where ${where.join(" and ")}`,
      params.values,
    );
    if (!rows[0]) throw missing;
    return rows[0];
  }

  /**
   * An inactive parent's children are read-only. FOR SHARE makes the parent's inactivation running at
   * the same time wait for this write, or this write see it.
   */
  async function assertParentActive(tx: Database, scope: Scope, parent: Owned | null) {
    if (!parentResource || !parent) return;
    const { params, where } = scoped(scope);
    where.push(`r.id = ${params.add(parent.id)}`);
    const { rows } = await tx.query<{ deleted_at: Date | null }>(
      `select r.deleted_at from ${parentResource.table} r where ${where.join(" and ")} for share`,
      params.values,
    );
    if (!rows[0] || rows[0].deleted_at) throw inactiveParent();
  }

  /** Locks the record for the rest of the transaction and answers whether it is inactive now. */
  async function lock(tx: Database, scope: Scope, id: number) {
    const { params, where } = scoped(scope);
    where.push(`r.id = ${params.add(id)}`);
    const { rows } = await tx.query<{ deleted_at: Date | null }>(
      `select r.deleted_at from ${resource.table} r where ${where.join(" and ")} for update`,
      params.values,
    );
    return rows[0]?.deleted_at ?? null;
  }

  /** Since when the record is inactive by the domain's `inactiveSince` (null while active). */
  async function inactiveSince(tx: Database, scope: Scope, id: number) {
    const { params, where } = scoped(scope);
    where.push(`r.id = ${params.add(id)}`);
    const { rows } = await tx.query<{ since: Date | null }>(
      `select ${sql.inactiveSince} as since from ${sql.from} where ${where.join(" and ")}`,
      params.values,
    );
    return rows[0]?.since ?? null;
  }

  /** One transaction per write (uploads removed again if it rolls back); a unique index's refusal is a 409. */
  async function write<T>(
    value: unknown,
    fn: (tx: Database, files: FileWrites | null) => Promise<T>,
    uploads = true,
  ) {
    try {
      const written =
        storage && uploads
          ? await withFileWrites(db, storage, fn)
          : await db.transaction((tx) => fn(tx, null));
      forgetKept(db, resource.table);
      resource.afterCommit?.();
      return written;
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw duplicate(resource.duplicate ? resource.duplicate(value) : resource.messages.duplicate);
      }
      throw error;
    }
  }

  const audit = (
    tx: Database,
    scope: Scope,
    parent: Owned | null,
    entityId: number,
    action: "create" | "update" | "inactivation" | "reactivation",
    changes: Change[],
    justification?: string,
  ) => auditRecord(resource, { tx, scope, parent }, entityId, action, changes, justification);

  /**
   * A narrowed list's page (a search, a domain's filter) in two statements: its ids, planned for the
   * values given (a rare term walks the trigram index, a common one the list's order), then their rows
   * by a prepared statement that takes the ids alone, planned once per connection. In one statement,
   * the descriptor's select (joins, JSON aggregates) was planned again on every request: about a third
   * of a search's database time.
   */
  const narrowedPage = async (
    scope: Scope,
    parent: Owned | null,
    ids: string,
    values: unknown[],
    order: string,
  ): Promise<Record<string, unknown>[]> => {
    const found = await db.query<{ ids: number[] }>(`select ${ids} as ids`, values);
    const rowIds = found.rows[0]?.ids ?? [];
    if (rowIds.length === 0) return [];
    const { params, where } = scoped(scope);
    if (resource.parent && parent) where.push(`r.${resource.parent.column} = ${params.add(parent.id)}`);
    where.push(`r.id = any(${params.add(rowIds)})`);
    const { rows } = await db.query<Record<string, unknown>>(
      `select ${sql.listColumns} from ${sql.from} where ${where.join(" and ")} ${order}`,
      params.values,
      { prepare: true },
    );
    return rows;
  };

  const list = async (request: FastifyRequest<{ Params: RouteParams }>) => {
    const scope = scopeOf(request, resource.scope);
    const parent = await parentOf(scope, request.params);
    const query = request.query as ListQuery;
    const page = pageOf(query);
    const sort = sortOf(resource, query);
    const { params, where } = scoped(scope);
    if (resource.parent && parent) where.push(`r.${resource.parent.column} = ${params.add(parent.id)}`);
    const { narrowed, searched } = await listWhere(db, resource, scope, query, params, where);
    const filter = `from ${sql.from} where ${where.join(" and ")}`;
    // Counted (or answered from the kept totals) while the page is read.
    const total = totalOf(db, resource.table, filter, [...params.values], { keepAnySize: searched });
    const direction = sort.descending ? "desc" : "asc";
    // The kit's own timestamps are never null: without "nulls last" their order is the list indexes'
    // (company_id, created_at desc, id desc), walked without a sort; other sort keys put blanks last.
    const nulls = NOT_NULL_SORT.test(sort.expression) ? "" : " nulls last";
    const order = `order by ${sort.expression} ${direction}${nulls}, r.id ${direction}`;
    // A deferred join: the page's ids are found first (OFFSET walks bare rows), and only those rows get
    // the descriptor's select (JSON aggregates, files), so a deep page costs about what page 1 costs.
    // The ids need the descriptor's joins only when a condition or the sort names a joined table (a
    // user's name); without them a deep OFFSET walks the list index alone.
    const idFilter = [...where, sort.expression].some((condition) =>
      sql.joinAliases.some((alias) => condition.includes(`${alias}.`)),
    )
      ? filter
      : `from ${resource.table} r where ${where.join(" and ")}`;
    // A deep page starts after the last landmark before it (the kit's timestamps and ids are never
    // null, so a row comparison follows the order): its OFFSET walks at most LANDMARK_ROWS rows.
    const { landmark, offset } = NOT_NULL_SORT.test(sort.expression)
      ? await landmarkBefore(db, resource.table, idFilter, order, [...params.values], page.offset)
      : { landmark: null, offset: page.offset };
    const after =
      landmark === null
        ? ""
        : ` and (${sort.expression}, r.id) ${sort.descending ? "<" : ">"} (select ${sort.expression.replace(/^r\./, "l.")}, l.id from ${resource.table} l where l.id = ${params.add(landmark)})`;
    // The page size is written out (a checked integer, 1–100) and a page is cut without an OFFSET
    // parameter (pageIds): a statement whose plan does not depend on its values. The plain list (no
    // search, no domain filter) is then a prepared statement, planned once per connection instead of on
    // every request; a narrowed list's ids keep a plan made for their own values (narrowedPage).
    const ids = pageIds(`select r.id ${idFilter}${after} ${order}`, offset, page.perPage, (value) =>
      params.add(value),
    );
    const [rows, counted] = await Promise.all([
      narrowed
        ? narrowedPage(scope, parent, ids, [...params.values], order)
        : db
            .query(`select ${sql.listColumns} ${filter} and r.id = any(${ids}) ${order}`, params.values, {
              prepare: true,
            })
            .then((result) => result.rows),
      total,
    ]);
    return paged(
      rows.map((row) => toJson(resource, row, scope)),
      counted,
    );
  };
  app.get<{ Params: RouteParams }>(base, list);
  // The portal lists a top-level collection at "/<path>/" (as "/providers/").
  if (!parentResource) app.get<{ Params: RouteParams }>(`${base}/`, list);

  app.get<{ Params: RouteParams }>(item, async (request) => {
    const scope = scopeOf(request, resource.scope);
    const parent = await parentOf(scope, request.params);
    return detailJson(resource, await load(db, scope, parent, { uuid: idOf(request.params) }), scope);
  });

  app.post<{ Params: RouteParams }>(base, async (request, reply) => {
    const scope = scopeOf(request, resource.scope);
    const parent = await parentOf(scope, request.params);
    const body = await readBody(request, { prefix: resource.uploadPrefix ?? resource.path });
    // Before the fields: the answer is "reactivate the parent first" whatever the form holds.
    if (parent?.deleted_at) throw inactiveParent();
    for (const file of resource.files) {
      // Creating needs the upload itself; a string (a stored file's name) only means "keep" on edit.
      if (typeof body[file.field] === "string") delete body[file.field];
    }
    // Nothing is saved yet: a rule comparing with the saved value sees none.
    for (const field of Object.keys(resource.savedFields ?? {})) delete body[field];
    const value: Record<string, unknown> = parseWith(resource.schema.create, resource.labels, body);
    const id = await write(value, async (tx, files) => {
      await assertParentActive(tx, scope, parent);
      return createRecord(resource, { tx, scope, parent, files }, value);
    });
    reply.code(201);
    const json = detailJson(resource, await load(db, scope, parent, { id }), scope);
    return resource.created ? resource.created(json) : json;
  });

  if (resource.routes?.update !== false)
    app.put<{ Params: RouteParams }>(item, async (request) => {
      const scope = scopeOf(request, resource.scope);
      const parent = await parentOf(scope, request.params);
      const current = await load(db, scope, parent, { uuid: idOf(request.params) });
      const body = await readBody(request, { prefix: resource.uploadPrefix ?? resource.path });
      if (parent?.deleted_at) throw inactiveParent();
      if (current.deleted_at && !resource.editInactive) {
        throw new ResourceError(409, resource.messages.inactive, INACTIVE);
      }
      // Sent empty removes the stored file; the schema answers a required one's message before that.
      const cleared = resource.files.filter((file) => body[file.field] === "" || body[file.field] === null);
      for (const file of resource.files) {
        // No new upload keeps the stored file: the edit form need not send it again.
        if (body[file.field] === undefined && current[`${file.field}__name`]) {
          body[file.field] = String(current[`${file.field}__name`]);
        }
      }
      // What is saved, as the record has it (a licence's alert date kept as it is once past).
      for (const [field, column] of Object.entries(resource.savedFields ?? {})) {
        body[field] = current[column] ?? undefined;
      }
      const value: Record<string, unknown> = parseWith(resource.schema.update, resource.labels, body);
      await write(value, async (tx, files) => {
        await assertParentActive(tx, scope, parent);
        const deletedAt = await lock(tx, scope, current.id);
        if (deletedAt && !resource.editInactive)
          throw new ResourceError(409, resource.messages.inactive, INACTIVE);
        const before = await load(tx, scope, parent, { id: current.id });
        assertVersion(request, before.updated_at, resource.messages.stale);
        const context: WriteContext = { tx, scope, parent, current: before, files };
        const values = await columnValuesOf(resource, value, context);
        // The stored_files row and its bytes stay: the history names the removed file.
        await storeFilesOf(resource, tx, files, scope, value, values, cleared);
        const { params, where } = scoped(scope);
        where.push(`r.id = ${params.add(current.id)}`);
        const sets = Object.keys(values).map((name) => `${name} = ${params.add(values[name])}`);
        if (sets.length > 0) {
          await tx.query(
            `update ${resource.table} r set ${sets.join(", ")} where ${where.join(" and ")}`,
            params.values,
          );
        }
        await resource.afterWrite?.(current.id, value, context);
        const after = await load(tx, scope, parent, { id: current.id });
        const changes = diff(snapshotRow(resource, before), snapshotRow(resource, after));
        // A draft's steps (the finishing one too) register the record; they are no edits of it.
        if (changes.length === 0 || resource.isDraft?.(before)) return;
        await touch(tx, scope, current.id);
        await audit(tx, scope, parent, current.id, "update", changes);
      });
      return detailJson(resource, await load(db, scope, parent, { id: current.id }), scope);
    });

  async function touch(tx: Database, scope: Scope, id: number, set = "updated_at = now()") {
    const { params, where } = scoped(scope);
    where.push(`r.id = ${params.add(id)}`);
    await tx.query(`update ${resource.table} r set ${set} where ${where.join(" and ")}`, params.values);
  }

  /**
   * Reads the justification (30–500 characters, the schema answers it trimmed, as the history keeps it);
   * with `justification: "optional"`, a body without one (or a blank one) answers undefined.
   */
  const justificationOf = (request: FastifyRequest): string | undefined => {
    if (resource.justification === "optional") {
      const body = request.body;
      const given =
        typeof body === "object" && body !== null && !Array.isArray(body)
          ? (body as Record<string, unknown>).justification
          : undefined;
      if (given === undefined || given === null || (typeof given === "string" && given.trim() === ""))
        return undefined;
    }
    return parseWith(inactivationSchema, inactivationLabels, request.body).justification;
  };

  /**
   * Inactivation and reactivation share one shape: the parent must be active (checked before the
   * justification, as POST and PUT answer before the fields), the justification is read, and the state
   * change and its audit row happen in one transaction. `change` answers the deleted_at move.
   */
  function justifiedStateChange(
    step: (
      context: StateContext & { parent: Owned | null },
      id: number,
      justification?: string,
    ) => Promise<void>,
  ) {
    return async (request: FastifyRequest<{ Params: RouteParams }>) => {
      const scope = scopeOf(request, resource.scope);
      const parent = await parentOf(scope, request.params);
      const current = await load(db, scope, parent, { uuid: idOf(request.params) });
      if (parent?.deleted_at) throw inactiveParent();
      const justification = justificationOf(request);
      // A reactivation a unique index refuses (an MTR template's name taken again meanwhile) is the
      // write's 409 DUPLICATE, as a create or an update would answer.
      await write(
        current,
        async (tx) => {
          await assertParentActive(tx, scope, parent);
          await step({ tx, scope, parent }, current.id, justification);
        },
        false,
      );
      return detailJson(resource, await load(db, scope, parent, { id: current.id }), scope);
    };
  }

  app.get<{ Params: RouteParams }>(`${item}/changes`, async (request) => {
    const scope = scopeOf(request, resource.scope);
    const parent = await parentOf(scope, request.params);
    const current = await load(db, scope, parent, { uuid: idOf(request.params) });
    return historyOf(
      await listAudit(db, await auditCompanyOf(resource, db, scope, current.id), resource.name, current.id),
    );
  });

  if (resource.routes?.inactivation !== false) {
    app.delete<{ Params: RouteParams }>(
      item,
      justifiedStateChange((context, id, justification) =>
        inactivateRecord(resource, context, id, justification),
      ),
    );

    // The way back from an inactivation: the same justification rule, in the same transaction as the update.
    app.post<{ Params: RouteParams }>(
      `${item}/reactivation`,
      justifiedStateChange(async ({ tx, scope, parent }, id, justification) => {
        await resource.beforeStateChange?.(id, "reactivation", { tx, scope });
        const own = await lock(tx, scope, id);
        // What else the record's state rests on (a user's account), read once the row is locked.
        const deletedAt = resource.inactiveSince ? await inactiveSince(tx, scope, id) : own;
        if (!deletedAt) throw new ResourceError(409, resource.messages.alreadyActive, ALREADY_ACTIVE);
        // updated_at moves so the active row offers its history, where this reactivation is listed.
        await touch(tx, scope, id, "deleted_at = null, updated_at = now()");
        await resource.afterStateChange?.(id, "reactivation", { tx, scope });
        const moved = { field: "deleted_at", from: deletedAt.toISOString(), to: null };
        await audit(tx, scope, parent, id, "reactivation", [moved], justification);
      }),
    );
  }
}

/** Registers several resources with the same dependencies. */
export function resourcesRoutes(app: FastifyInstance, resources: readonly AnyResource[], deps: ResourceDeps) {
  for (const resource of resources) resourceRoutes(app, resource, deps);
}
