import { abortable, type Http } from "./http";
import {
  appendFormValue,
  type NestedResourceApi,
  nestedResourceApi,
  type ResourceOptions,
  resourceApi,
  segment,
  unwrap,
} from "./resources";
import type { Page } from "./types/page";
import type {
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

/** A sub-record body: the generic record body (kept exported under its old home). */
export { recordFormData } from "./resources";

/** Which query parameter the duplicate check uses for each registry type (spec 02 §7). */
export const DUPLICATE_QUERY_KEY: Record<RegistryType, string> = {
  cpf: "cpf",
  cnpj: "cnpj",
  international_registry: "international_register",
};

/** Provider kinds offered as options in negotiations. */
export type ProviderOptionType = "recipient" | "manager" | "carrier";

function appendRecord(form: FormData, prefix: string, record: Record<string, FormValue> | undefined) {
  if (!record) return;
  for (const [key, value] of Object.entries(record)) appendFormValue(form, `${prefix}[${key}]`, value);
}

/**
 * The create body with the bracketed names of spec 02 §7: provider[alias], provider[types][][code],
 * company[field], responsible[0|1][field], employee[i][field].
 */
export function providerFormData(input: ProviderCreateInput): FormData {
  const form = new FormData();
  appendFormValue(form, "provider[alias]", input.provider.alias);
  appendFormValue(form, "provider[activity]", input.provider.activity);
  for (const type of input.provider.types) {
    appendFormValue(form, "provider[types][][code]", typeof type === "string" ? type : type.code);
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

/** One sub-record collection of a provider: certificates, licenses or employees (spec 02 §7). */
function subRecordApi<K extends SubRecordKind>(
  http: Http,
  kind: K,
  options: ResourceOptions<SubRecordInputOf[K]>,
) {
  return nestedResourceApi<SubRecordOf[K], SubRecordInputOf[K]>(
    http,
    (providerId) => `/providers/${segment(providerId)}/${kind}`,
    options,
  );
}

export type SubRecordApi<K extends SubRecordKind> = NestedResourceApi<SubRecordOf[K], SubRecordInputOf[K]>;

/** Every providers call of spec 02 §7, on the providers client. Multipart bodies go through `upload`. */
export function providersApi(http: Http) {
  return {
    ...resourceApi<Provider, ProviderUpdateInput>(http, "/providers/"),
    /** The duplicate check: the provider already registered with this document, or null. */
    findByDocument: (registry: RegistryType, digits: string, signal?: AbortSignal) =>
      http
        .get<Page<Provider>>("/providers", {
          ...abortable(signal),
          params: { [DUPLICATE_QUERY_KEY[registry]]: digits },
        })
        .then((r) => r.data.data?.[0] ?? null),
    /** The first 50 of one type; with `search`, the first 50 the server finds for it (spec 02 §7). */
    options: (type: ProviderOptionType, search = "", signal?: AbortSignal) =>
      http
        .get<Page<ProviderOption>>("/providers", {
          ...abortable(signal),
          params: { per_page: 50, type, ...(search ? { search } : {}) },
        })
        .then((r) => r.data.data),
    /** The company-wide totals of the list's Indicadores strip, in one call. */
    indicators: (signal?: AbortSignal) =>
      http.get<ProviderIndicators>("/providers/indicators", abortable(signal)).then((r) => r.data),
    types: (signal?: AbortSignal) =>
      http
        .get<ProviderType[] | { data: ProviderType[] }>("/providers/types", abortable(signal))
        .then((r) => unwrap(r.data)),
    /** Resolves with the new provider's id; a 409 rejection means the document is already registered. */
    create: (input: ProviderCreateInput, options?: UploadOptions) =>
      upload<{ provider: { uuid_provider: string } }>(
        http,
        "POST",
        "/providers",
        providerFormData(input),
        options,
      ).then((r) => r.data.provider.uuid_provider),
    certificates: subRecordApi(http, "certificates", { fileFields: ["attachment"] }),
    licenses: subRecordApi(http, "licenses", { fileFields: ["file"], defaults: { type: "operacao" } }),
    employees: subRecordApi(http, "employees", { fileFields: ["mopp_document_image", "cnh_document_image"] }),
  };
}

export type ProvidersApi = ReturnType<typeof providersApi>;
