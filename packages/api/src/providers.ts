import { abortable, type Http } from "./http";
import { type ListQuery, type Page, toApiPage } from "./types/page";
import type {
  ChangeHistory,
  FormValue,
  Provider,
  ProviderCreateInput,
  ProviderIndicators,
  ProviderOption,
  ProviderType,
  ProviderUpdateInput,
  RegistryType,
  SubRecordInputOf,
  SubRecordKind,
  SubRecordOf,
} from "./types/provider";
import { type UploadOptions, upload } from "./upload";

/** Which query parameter the duplicate check uses for each registry type (spec 02 §7). */
export const DUPLICATE_QUERY_KEY: Record<RegistryType, string> = {
  cpf: "cpf",
  cnpj: "cnpj",
  international_registry: "international_register",
};

/** Provider kinds offered as options in negotiations. */
export type ProviderOptionType = "recipient" | "manager" | "carrier";

function appendValue(form: FormData, name: string, value: FormValue) {
  if (value === undefined || value === null) return;
  if (typeof Blob !== "undefined" && value instanceof Blob) {
    form.append(name, value, value instanceof File ? value.name : "blob");
    return;
  }
  form.append(name, String(value));
}

function appendRecord(form: FormData, prefix: string, record: Record<string, FormValue> | undefined) {
  if (!record) return;
  for (const [key, value] of Object.entries(record)) appendValue(form, `${prefix}[${key}]`, value);
}

/**
 * The create body with the bracketed names of spec 02 §7: provider[alias], provider[types][][code],
 * company[field], responsible[0|1][field], employee[i][field].
 */
export function providerFormData(input: ProviderCreateInput): FormData {
  const form = new FormData();
  appendValue(form, "provider[alias]", input.provider.alias);
  appendValue(form, "provider[activity]", input.provider.activity);
  for (const type of input.provider.types) {
    appendValue(form, "provider[types][][code]", typeof type === "string" ? type : type.code);
  }
  appendRecord(form, "company", input.company);
  input.responsible.forEach((responsible, index) => {
    appendRecord(form, `responsible[${index}]`, responsible);
  });
  (input.employee ?? []).forEach((employee, index) => {
    appendRecord(form, `employee[${index}]`, employee);
  });
  return form;
}

/**
 * A sub-record body: plain field names. A file field holding a string is the file already stored
 * (an edit that keeps it), so it is left out rather than sent as text; an empty one (a removed
 * optional file) is sent empty by the sub-record API.
 */
export function recordFormData(record: object): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(record as Record<string, FormValue>)) {
    if (value === "" && key !== "justification") continue;
    appendValue(form, key, value);
  }
  return form;
}

const FILE_FIELDS: Record<SubRecordKind, readonly string[]> = {
  certificates: ["attachment"],
  licenses: ["file"],
  employees: ["mopp_document_image", "cnh_document_image"],
};

function withoutStoredFiles(kind: SubRecordKind, input: object): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...input };
  for (const field of FILE_FIELDS[kind]) if (typeof copy[field] === "string") delete copy[field];
  return copy;
}

/** File fields the form emptied (""): sent empty, which the API reads as "remove the stored file". */
function removedFiles(kind: SubRecordKind, input: object): string[] {
  return FILE_FIELDS[kind].filter((field) => (input as Record<string, unknown>)[field] === "");
}

/** Answers that may come bare or wrapped in `{ data }`. */
function unwrap<T>(body: T | { data: T }): T {
  return body && typeof body === "object" && !Array.isArray(body) && "data" in body
    ? (body as { data: T }).data
    : (body as T);
}

const id = (value: string) => encodeURIComponent(value);

/** One sub-record collection of a provider: certificates, licenses or employees (spec 02 §7). */
function subRecordApi<K extends SubRecordKind>(http: Http, kind: K) {
  type Item = SubRecordOf[K];
  type Input = SubRecordInputOf[K];
  const base = (providerId: string) => `/providers/${id(providerId)}/${kind}`;
  const item = (providerId: string, uuid: string) => `${base(providerId)}/${id(uuid)}`;
  const body = (input: Input) => {
    const values = withoutStoredFiles(kind, input);
    if (kind === "licenses" && values.type === undefined) values.type = "operacao";
    const form = recordFormData(values);
    for (const field of removedFiles(kind, input)) form.append(field, "");
    return form;
  };
  return {
    list: (providerId: string, query: ListQuery, signal?: AbortSignal) =>
      http
        .get<Page<Item>>(base(providerId), { ...abortable(signal), params: toApiPage(query) })
        .then((r) => r.data),
    get: (providerId: string, uuid: string, signal?: AbortSignal) =>
      http.get<Item | { data: Item }>(item(providerId, uuid), abortable(signal)).then((r) => unwrap(r.data)),
    create: (providerId: string, input: Input, options?: UploadOptions) =>
      upload<Item>(http, "POST", base(providerId), body(input), options).then((r) => r.data),
    update: (providerId: string, uuid: string, input: Input, options?: UploadOptions) =>
      upload<Item>(http, "PUT", item(providerId, uuid), body(input), options).then((r) => r.data),
    inactivate: (providerId: string, uuid: string, justification: string) =>
      http.delete<unknown>(item(providerId, uuid), { data: { justification } }).then(() => undefined),
    changes: (providerId: string, uuid: string, signal?: AbortSignal) =>
      http.get<ChangeHistory>(`${item(providerId, uuid)}/changes`, abortable(signal)).then((r) => r.data),
  };
}

export type SubRecordApi<K extends SubRecordKind> = ReturnType<typeof subRecordApi<K>>;

/** Every providers call of spec 02 §7, on the providers client. Multipart bodies go through `upload`. */
export function providersApi(http: Http) {
  return {
    list: (query: ListQuery, signal?: AbortSignal) =>
      http
        .get<Page<Provider>>("/providers/", { ...abortable(signal), params: toApiPage(query) })
        .then((r) => r.data),
    get: (providerId: string, signal?: AbortSignal) =>
      http
        .get<Provider | { data: Provider }>(`/providers/${id(providerId)}`, abortable(signal))
        .then((r) => unwrap(r.data)),
    /** The duplicate check: the provider already registered with this document, or null. */
    findByDocument: (registry: RegistryType, digits: string, signal?: AbortSignal) =>
      http
        .get<Page<Provider>>("/providers", {
          ...abortable(signal),
          params: { [DUPLICATE_QUERY_KEY[registry]]: digits },
        })
        .then((r) => r.data.data?.[0] ?? null),
    options: (type: ProviderOptionType, signal?: AbortSignal) =>
      http
        .get<Page<ProviderOption>>("/providers", { ...abortable(signal), params: { per_page: 50, type } })
        .then((r) => r.data.data),
    /** The company-wide totals of the list's Indicadores strip, in one call. */
    indicators: (signal?: AbortSignal) =>
      http.get<ProviderIndicators>("/providers/indicators", abortable(signal)).then((r) => r.data),
    types: (signal?: AbortSignal) =>
      http
        .get<ProviderType[] | { data: ProviderType[] }>("/providers/types", abortable(signal))
        .then((r) => unwrap(r.data)),
    changes: (providerId: string, signal?: AbortSignal) =>
      http.get<ChangeHistory>(`/providers/${id(providerId)}/changes`, abortable(signal)).then((r) => r.data),
    /** Resolves with the new provider's id; a 409 rejection means the document is already registered. */
    create: (input: ProviderCreateInput, options?: UploadOptions) =>
      upload<{ provider: { uuid_provider: string } }>(
        http,
        "POST",
        "/providers",
        providerFormData(input),
        options,
      ).then((r) => r.data.provider.uuid_provider),
    update: (providerId: string, input: ProviderUpdateInput) =>
      http
        .put<Provider | { data: Provider }>(`/providers/${id(providerId)}`, input)
        .then((r) => unwrap(r.data)),
    inactivate: (providerId: string, justification: string) =>
      http.delete<unknown>(`/providers/${id(providerId)}`, { data: { justification } }).then(() => undefined),
    /** Undoes an inactivation (same justification rule); resolves with the active provider. */
    reactivate: (providerId: string, justification: string) =>
      http
        .post<Provider | { data: Provider }>(`/providers/${id(providerId)}/reactivation`, { justification })
        .then((r) => unwrap(r.data)),
    certificates: subRecordApi(http, "certificates"),
    licenses: subRecordApi(http, "licenses"),
    employees: subRecordApi(http, "employees"),
  };
}

export type ProvidersApi = ReturnType<typeof providersApi>;
