import {
  type ChangeHistory,
  type FieldChange,
  INVALID_DATA,
  RESOURCE_CODES,
  STALE_RECORD_MESSAGE,
  statusCode,
} from "@trilha/api";
import { readListPage } from "@trilha/forms/schemas";
import { HttpResponse, http, type RequestHandler } from "msw";

/** A stored row: any fields, with the timestamps every resource has. */
export type StoredRow = Record<string, unknown> & {
  created_at?: string | null;
  updated_at?: string | null;
  deleted_at?: string | null;
};

/** What a handler received, for play functions to assert. */
export type Received = { method: string; path: string; body?: Record<string, unknown> };

/** Failure statuses a story asks a resource to answer (with `{ code, message: "falhou" }`, the code named by the status). */
export type ResourceFailures = Partial<Record<"create" | "update" | "inactivate" | "reactivate", number>>;

/** One resource of the in-memory API: where it lives, where its rows are, how it is searched. */
export type ResourceMock = {
  /** `/providers`, or a nested one with `:parent`: `/providers/:parent/licenses`. */
  path: string;
  /** The id field (`uuid_provider`). */
  key: string;
  /** The rows (a nested resource's rows of one parent), read on every request: stories may refill them. */
  rows: (parent: string) => StoredRow[];
  /** Dot paths the list's `search` looks in, accent- and case-insensitive (`company.trading_name`). */
  search: readonly string[];
  /** File fields: one sent empty removes the stored file (and its display name). */
  fileFields?: readonly string[];
  failures?: ResourceFailures;
  /** Answers `…/:id/changes` instead of the history recorded by the handlers. */
  changes?: (id: string) => ChangeHistory;
  /** Applies an edit's body to a stored row and says which fields changed (recorded without justification). */
  update?: (row: StoredRow, body: Record<string, unknown>) => FieldChange[];
  /** The 409 of a reactivation of an active row. */
  alreadyActive?: string;
};

/** The in-memory db the handlers answer from. */
export type ResourceDb = {
  /** The API's base URL (the stories' `API`). */
  base: string;
  resources: readonly ResourceMock[];
  /** Change histories by item id; the handlers record inactivations, reactivations and edits here. */
  history: (id: string) => ChangeHistory;
  received: () => Received[];
  /** The user the handlers record changes as. */
  user?: string;
};

const normalize = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

function valueAt(row: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], row);
}

/**
 * One page of rows as the API answers it: `active` (`true`, `false`, `all`; none is every row here),
 * `search`, then the 1-based `page` of `per_page`. A
 * page or page size the server refuses (page 0) is refused here too, with its 422 thrown as the
 * handler's answer (MSW sends a thrown response).
 */
export function pageOf<T extends StoredRow>(rows: readonly T[], url: URL, search: readonly string[]) {
  const { page, perPage, errors } = readListPage(Object.fromEntries(url.searchParams));
  if (Object.keys(errors).length > 0)
    throw HttpResponse.json(
      { code: statusCode(422), message: INVALID_DATA, fields: errors },
      { status: 422 },
    );
  const active = url.searchParams.get("active");
  const term = normalize(url.searchParams.get("search") ?? "");
  const filtered = rows.filter(
    (row) =>
      (active === null || active === "all" || (active === "true" ? !row.deleted_at : !!row.deleted_at)) &&
      (term === "" || search.some((path) => normalize(String(valueAt(row, path) ?? "")).includes(term))),
  );
  return { data: filtered.slice((page - 1) * perPage, page * perPage), total: filtered.length };
}

/** A request body as a plain record: multipart fields (files become `file:<name>`) or JSON. */
export async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  if (!(request.headers.get("content-type") ?? "").includes("multipart/form-data")) {
    const text = await request.text();
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  }
  const form = await request.formData();
  const out: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    const text = typeof value === "string" ? value : `file:${value.name}`;
    const previous = out[key];
    out[key] = previous === undefined ? text : [...(Array.isArray(previous) ? previous : [previous]), text];
  }
  return out;
}

const failed = (status: number | undefined) =>
  status && status >= 400
    ? HttpResponse.json({ code: statusCode(status), message: "falhou" }, { status })
    : null;

/** Assigns the body; a file field sent empty removes the stored file, as the API does. */
function assign(row: StoredRow, body: Record<string, unknown>, fileFields: readonly string[]): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const [field, value] of Object.entries(body)) {
    if (fileFields.includes(field) && value === "") {
      row[field] = null;
      row[`${field}_display_name`] = null;
      continue;
    }
    if (row[field] !== value) changes.push({ field, from: row[field] ?? null, to: value });
    row[field] = value;
  }
  return changes;
}

/**
 * MSW handlers for stories, generated from a small in-memory db description (the shape of
 * `resourceApi`): list, get, create, update, inactivate, reactivate and changes of every resource.
 * Domain-specific calls (a provider's duplicate check, reference data) are handlers put before these.
 */
export function resourceHandlers(db: ResourceDb): RequestHandler[] {
  const user = { name: db.user ?? "Maria Admin" };
  const log = (method: string, path: string, body?: Record<string, unknown>) =>
    db.received().push(body === undefined ? { method, path } : { method, path, body });
  /** A write: its body read and logged, then the failure a story asked for, if any. */
  const receive = async (method: string, path: string, request: Request, status: number | undefined) => {
    const body = await bodyOf(request);
    log(method, path, body);
    return { body, failure: failed(status) };
  };
  const notFound = () =>
    HttpResponse.json({ code: RESOURCE_CODES.NOT_FOUND, message: "não encontrado" }, { status: 404 });
  return db.resources.flatMap((resource) => {
    const url = `${db.base}${resource.path}`;
    const item = `${url}/:id`;
    const at = (params: Record<string, unknown>) => resource.path.replace(":parent", String(params.parent));
    const rowsOf = (params: Record<string, unknown>) => resource.rows(String(params.parent ?? ""));
    const find = (params: Record<string, unknown>) =>
      rowsOf(params).find((row) => row[resource.key] === params.id);
    const list = ({ params, request }: { params: Record<string, unknown>; request: Request }) =>
      HttpResponse.json(pageOf(rowsOf(params), new URL(request.url), resource.search));
    const segment = resource.path.split("/").at(-1);
    return [
      http.get(url, list),
      http.get(`${url}/`, list),
      http.get(`${item}/changes`, ({ params }) =>
        HttpResponse.json(
          resource.changes ? resource.changes(String(params.id)) : db.history(String(params.id)),
        ),
      ),
      http.get(item, ({ params }) => {
        const found = find(params);
        return found ? HttpResponse.json(found) : notFound();
      }),
      http.post(url, async ({ params, request }) => {
        const { body, failure } = await receive("POST", at(params), request, resource.failures?.create);
        if (failure) return failure;
        const rows = rowsOf(params);
        const now = new Date().toISOString();
        const row: StoredRow = {
          ...body,
          [resource.key]: `${segment}-${rows.length + 1}`,
          created_at: now,
          updated_at: now,
          deleted_at: null,
        };
        rows.push(row);
        return HttpResponse.json(row, { status: 201 });
      }),
      http.put(item, async ({ params, request }) => {
        const { body, failure } = await receive(
          "PUT",
          `${at(params)}/${params.id}`,
          request,
          resource.failures?.update,
        );
        if (failure) return failure;
        const found = find(params);
        if (!found) return notFound();
        // Like the server: a save made from an older version than the stored one is refused.
        const version = request.headers.get("if-match");
        if (version && version !== `"${found.updated_at}"`)
          return HttpResponse.json(
            { code: RESOURCE_CODES.STALE, message: STALE_RECORD_MESSAGE },
            { status: 412 },
          );
        const when = new Date().toISOString();
        const changes = resource.update
          ? resource.update(found, body)
          : assign(found, body, resource.fileFields ?? []);
        // Like the server: an edit records what changed, by whom, with no justification.
        if (changes.length)
          db.history(String(params.id)).updates.push({ when, changes, justification: null, user });
        found.updated_at = when;
        return HttpResponse.json(found);
      }),
      http.delete(item, async ({ params, request }) => {
        const { body, failure } = await receive(
          "DELETE",
          `${at(params)}/${params.id}`,
          request,
          resource.failures?.inactivate,
        );
        if (failure) return failure;
        const found = find(params);
        if (found) {
          const when = new Date().toISOString();
          found.deleted_at = when;
          db.history(String(params.id)).deletions.push({
            when,
            changes: [{ field: "deleted_at", from: null, to: when }],
            justification: String(body.justification),
            user,
          });
        }
        return new HttpResponse(null, { status: 204 });
      }),
      http.post(`${item}/reactivation`, async ({ params, request }) => {
        const { body, failure } = await receive(
          "POST",
          `${at(params)}/${params.id}/reactivation`,
          request,
          resource.failures?.reactivate,
        );
        if (failure) return failure;
        const found = find(params);
        if (!found) return notFound();
        if (!found.deleted_at)
          return HttpResponse.json(
            {
              code: RESOURCE_CODES.ALREADY_ACTIVE,
              message: resource.alreadyActive ?? "O item já está ativo.",
            },
            { status: 409 },
          );
        const when = new Date().toISOString();
        db.history(String(params.id)).updates.push({
          when,
          changes: [{ field: "deleted_at", from: found.deleted_at, to: null }],
          justification: String(body.justification),
          user,
        });
        Object.assign(found, { deleted_at: null, updated_at: when });
        return HttpResponse.json(found);
      }),
    ];
  });
}
