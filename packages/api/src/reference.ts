import { abortable, type Http } from "./http";
import type { RegistryType } from "./types/provider";
import type { CepAddress, City, CompanyPrefill, LicenseType, State } from "./types/reference";

function listOf<T>(body: T[] | { data: T[] } | null | undefined): T[] {
  if (Array.isArray(body)) return body;
  return body && Array.isArray(body.data) ? body.data : [];
}

/** A prefill answer may be the company, `{ data: company }` or a page of one. */
function companyOf(body: unknown): CompanyPrefill | null {
  if (!body || typeof body !== "object") return null;
  if (Array.isArray(body)) return (body[0] as CompanyPrefill | undefined) ?? null;
  const data = (body as { data?: unknown }).data;
  if (data !== undefined) return companyOf(data);
  return "company_name" in body || "trading_name" in body ? (body as CompanyPrefill) : null;
}

const nothing = () => null;

/** Reference data of spec 02 §7: states, cities, license types, company prefill, CEP lookup. */
export function referenceApi(http: Http) {
  return {
    states: (signal?: AbortSignal) =>
      http.get<State[] | { data: State[] }>("/states", abortable(signal)).then((r) => listOf(r.data)),
    cities: (state: string, signal?: AbortSignal) =>
      http
        .get<City[] | { data: City[] }>("/cities", { ...abortable(signal), params: { state } })
        .then((r) => listOf(r.data)),
    /** Sorted by name, as the selects show them. */
    licenseTypes: (signal?: AbortSignal) =>
      http
        .get<LicenseType[] | { data: LicenseType[] }>("/licenses/types", abortable(signal))
        .then((r) => listOf(r.data).sort((a, b) => a.name.localeCompare(b.name, "pt-BR"))),
    /**
     * Company data to prefill a form; for a CNPJ the federal register (`source=receita`) answers when
     * our own records have nothing. Null when neither knows the document.
     */
    companyPrefill: async (registry: RegistryType, digits: string, signal?: AbortSignal) => {
      const key = registry === "international_registry" ? "international_register" : registry;
      const own = await http
        .get<unknown>("/companies", { ...abortable(signal), params: { [key]: digits } })
        .then((r) => companyOf(r.data), nothing);
      if (own || registry !== "cnpj") return own;
      return http
        .get<unknown>("/companies", { ...abortable(signal), params: { source: "receita", cnpj: digits } })
        .then((r) => companyOf(r.data), nothing);
    },
    /** Rejects when no CEP service knows the code (the field then shows the spec's message). */
    cep: (cep: string, signal?: AbortSignal) =>
      http
        .get<CepAddress>(`/cep/${encodeURIComponent(cep.replace(/\D/g, ""))}`, abortable(signal))
        .then((r) => r.data),
  };
}

export type ReferenceApi = ReturnType<typeof referenceApi>;
