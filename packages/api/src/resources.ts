import { abortable, type Http, versionHeaders } from "./http";
import { type ListQuery, type Page, toApiPage } from "./types/page";
import type { ChangeHistory, FormValue } from "./types/provider";
import { type UploadOptions, upload } from "./upload";

/** A list query with an optional server sort (`sort=name` or `sort=-created_at`). */
export type ResourceQuery = ListQuery & { sort?: string };

export type ResourceOptions<Input> = {
  /**
   * Fields that hold files. With any, create and update send multipart through `upload` (progress,
   * abort); a file field holding a string is the stored file kept as it is and is left out, an
   * emptied one ("") is sent empty, which the API reads as "remove the stored file".
   */
  fileFields?: readonly (keyof Input & string)[];
  /** Values filled in when the input leaves them undefined (a license's `type: "operacao"`). */
  defaults?: Partial<Input>;
};

export function appendFormValue(form: FormData, name: string, value: FormValue) {
  if (value === undefined || value === null) return;
  if (typeof Blob !== "undefined" && value instanceof Blob) {
    form.append(name, value, value instanceof File ? value.name : "blob");
    return;
  }
  form.append(name, String(value));
}

/**
 * A record's multipart body: plain field names, empty optional fields left out (a justification is
 * always sent).
 */
export function recordFormData(record: object): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(record as Record<string, FormValue>)) {
    if (value === "" && key !== "justification") continue;
    // A list or a group (an output's residue lines) goes bracketed, as the server reads it.
    if (
      typeof value === "object" &&
      value !== null &&
      !(typeof Blob !== "undefined" && value instanceof Blob)
    )
      nestedFormData({ [key]: value }, form);
    else appendFormValue(form, key, value);
  }
  return form;
}

/**
 * A nested body as multipart with bracketed names (`contract[aditivos][0]`, `plan[features][2][users]`),
 * as the server reads them (qs). Files go as files; on an update a string in a file field keeps the
 * stored file, "" removes it; undefined and null are left out.
 */
export function nestedFormData(body: object, form = new FormData(), prefix = ""): FormData {
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    const name = prefix ? `${prefix}[${key}]` : key;
    if (value === undefined || value === null) continue;
    if (typeof Blob !== "undefined" && value instanceof Blob) appendFormValue(form, name, value);
    else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        if (
          item !== null &&
          typeof item === "object" &&
          !(typeof Blob !== "undefined" && item instanceof Blob)
        )
          nestedFormData(item, form, `${name}[${index}]`);
        else appendFormValue(form, `${name}[${index}]`, item as FormValue);
      });
    } else if (typeof value === "object") nestedFormData(value, form, name);
    else appendFormValue(form, name, value as FormValue);
  }
  return form;
}

/** Answers that may come bare or wrapped in `{ data }`. */
export function unwrap<T>(body: T | { data: T }): T {
  return body && typeof body === "object" && !Array.isArray(body) && "data" in body
    ? (body as { data: T }).data
    : (body as T);
}

/** One path segment, encoded. */
export const segment = (value: string) => encodeURIComponent(value);

/** The list's query parameters: the table state (`toApiPage`) plus the sort. */
export function toResourceParams(query: ResourceQuery): Record<string, string | number | boolean> {
  const params = toApiPage(query);
  if (query.sort) params.sort = query.sort;
  return params;
}

function multipartBody<Input extends object>(
  input: Input,
  { fileFields = [], defaults }: ResourceOptions<Input>,
): FormData {
  const values: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  for (const field of fileFields) if (typeof values[field] === "string") delete values[field];
  for (const [key, value] of Object.entries(defaults ?? {}))
    if (values[key] === undefined) values[key] = value;
  const form = recordFormData(values);
  for (const field of fileFields)
    if ((input as Record<string, unknown>)[field] === "") form.append(field, "");
  return form;
}

/**
 * Every call of one back-office collection at `base` (spec 02 §7's shape): a paged list `{ data,
 * total }` (page, per_page, search, active, sort), get, create, update, inactivate with a
 * justification (DELETE), reactivate (POST `…/reactivation`) and the change history (`…/changes`).
 * A trailing slash on `base` is kept for the list only (`/providers/`), items are `base/<id>`.
 */
export function resourceApi<Item, Input extends object = Partial<Item>>(
  http: Http,
  base: string,
  options: ResourceOptions<Input> = {},
) {
  const item = (uuid: string) => `${base.replace(/\/$/, "")}/${segment(uuid)}`;
  const multipart = (options.fileFields?.length ?? 0) > 0;
  const save = (method: "POST" | "PUT", url: string, input: Input, uploadOptions?: UploadOptions) => {
    if (multipart) {
      return upload<Item | { data: Item }>(
        http,
        method,
        url,
        multipartBody(input, options),
        uploadOptions,
      ).then((r) => unwrap(r.data));
    }
    const body: Record<string, unknown> = { ...(input as Record<string, unknown>) };
    for (const [key, value] of Object.entries(options.defaults ?? {}))
      if (body[key] === undefined) body[key] = value;
    const config = {
      ...abortable(uploadOptions?.signal),
      headers: versionHeaders(uploadOptions?.version),
    };
    const sent =
      method === "POST"
        ? http.post<Item | { data: Item }>(url, body, config)
        : http.put<Item | { data: Item }>(url, body, config);
    return sent.then((r) => unwrap(r.data));
  };
  return {
    list: (query: ResourceQuery, signal?: AbortSignal) =>
      http
        .get<Page<Item>>(base, { ...abortable(signal), params: toResourceParams(query) })
        .then((r) => r.data),
    get: (uuid: string, signal?: AbortSignal) =>
      http.get<Item | { data: Item }>(item(uuid), abortable(signal)).then((r) => unwrap(r.data)),
    create: (input: Input, uploadOptions?: UploadOptions) =>
      save("POST", base.replace(/\/$/, ""), input, uploadOptions),
    update: (uuid: string, input: Input, uploadOptions?: UploadOptions) =>
      save("PUT", item(uuid), input, uploadOptions),
    /**
     * Without a justification only where the server's resource takes none (`justification: "optional"`):
     * the body is then `{}` (JSON leaves the undefined key out).
     */
    inactivate: (uuid: string, justification?: string) =>
      http.delete<unknown>(item(uuid), { data: { justification } }).then(() => undefined),
    /** Undoes an inactivation (same justification rule); resolves with the active item. */
    reactivate: (uuid: string, justification?: string) =>
      http
        .post<Item | { data: Item }>(`${item(uuid)}/reactivation`, { justification })
        .then((r) => unwrap(r.data)),
    changes: (uuid: string, signal?: AbortSignal) =>
      http.get<ChangeHistory>(`${item(uuid)}/changes`, abortable(signal)).then((r) => r.data),
  };
}

export type ResourceApi<Item, Input extends object = Partial<Item>> = ReturnType<
  typeof resourceApi<Item, Input>
>;

type WithParent<F> = F extends (...args: infer A) => infer R ? (parentId: string, ...args: A) => R : never;

/** A resource nested under a parent's path: every call takes the parent's id first. */
export type NestedResourceApi<Item, Input extends object = Partial<Item>> = {
  [K in keyof ResourceApi<Item, Input>]: WithParent<ResourceApi<Item, Input>[K]>;
};

/**
 * A collection that lives under a parent (a provider's licenses: `/providers/<id>/licenses`): the
 * same calls as `resourceApi`, each taking the parent's id first.
 */
export function nestedResourceApi<Item, Input extends object = Partial<Item>>(
  http: Http,
  base: (parentId: string) => string,
  options: ResourceOptions<Input> = {},
): NestedResourceApi<Item, Input> {
  const at = (parentId: string) => resourceApi<Item, Input>(http, base(parentId), options);
  const keys = Object.keys(at("_")) as (keyof ResourceApi<Item, Input>)[];
  return Object.fromEntries(
    keys.map((key) => [
      key,
      (parentId: string, ...args: unknown[]) => (at(parentId)[key] as (...a: unknown[]) => unknown)(...args),
    ]),
  ) as NestedResourceApi<Item, Input>;
}

/** A nested collection at one parent: the plain `resourceApi` of, say, one provider's licenses. */
export function atParent<Item, Input extends object>(
  api: NestedResourceApi<Item, Input>,
  parentId: string,
): ResourceApi<Item, Input> {
  return Object.fromEntries(
    Object.entries(api).map(([key, call]) => [
      key,
      (...args: unknown[]) => (call as (...a: unknown[]) => unknown)(parentId, ...args),
    ]),
  ) as ResourceApi<Item, Input>;
}
