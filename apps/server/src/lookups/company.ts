import { fetchJson, type Lookup, withTimeoutAndCache } from "./lookup";

/** Company data in the shape of the provider form's `company` part (spec 02 §3 Company). */
export type CompanyData = {
  registry_type: "cnpj";
  cnpj: string;
  company_name: string;
  trading_name: string;
  address_country: string;
  address_zip_code: string;
  address_name: string;
  address_number: string;
  address_complement: string;
  address_region: string;
  address_state: string;
  address_city: string;
  phone: string;
  /** The main CNAE code (digits), for the contractor form's CNAE principal. */
  cnaer_principal: string;
};

type FederalRegister = Partial<{
  cnpj: string;
  razao_social: string;
  nome_fantasia: string;
  cep: string | number;
  logradouro: string;
  descricao_tipo_de_logradouro: string;
  numero: string;
  complemento: string;
  bairro: string;
  uf: string;
  municipio: string;
  ddd_telefone_1: string;
  cnae_fiscal: string | number;
}>;

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value).trim());

/** Maps a federal-register answer (BrasilAPI's CNPJ format) onto the form's company fields. */
export function fromFederalRegister(body: FederalRegister, cnpj: string): CompanyData {
  const street = [text(body.descricao_tipo_de_logradouro), text(body.logradouro)].filter(Boolean).join(" ");
  const zip = text(body.cep).replace(/\D/g, "").padStart(8, "0");
  return {
    registry_type: "cnpj",
    cnpj: text(body.cnpj).replace(/\D/g, "") || cnpj,
    company_name: text(body.razao_social),
    // The register leaves the trading name empty for many companies; the form requires one.
    trading_name: text(body.nome_fantasia) || text(body.razao_social),
    address_country: "Brasil",
    address_zip_code: zip === "00000000" ? "" : `${zip.slice(0, 5)}-${zip.slice(5)}`,
    address_name: street,
    address_number: text(body.numero).replace(/\D/g, ""),
    address_complement: text(body.complemento),
    address_region: text(body.bairro),
    address_state: text(body.uf).toUpperCase(),
    address_city: text(body.municipio),
    phone: text(body.ddd_telefone_1).replace(/\D/g, ""),
    cnaer_principal: text(body.cnae_fiscal).replace(/\D/g, ""),
  };
}

export type CompanyLookupSettings = { url?: string; timeoutMs: number };

/**
 * The federal register (Receita) through COMPANY_LOOKUP_URL: `GET {url}/{cnpj}` answering BrasilAPI's
 * CNPJ document, 404 when unknown. Without a URL the lookup is switched off (answers null).
 */
export function createCompanyLookup(settings: CompanyLookupSettings): Lookup<CompanyData> {
  const { url } = settings;
  if (!url) return async () => null;
  return withTimeoutAndCache(
    async (cnpj, signal) => {
      const body = await fetchJson(`${url.replace(/\/+$/, "")}/${cnpj}`, signal);
      return body && typeof body === "object" ? fromFederalRegister(body as FederalRegister, cnpj) : null;
    },
    { source: "Receita", timeoutMs: settings.timeoutMs, ttlMs: 24 * 60 * 60_000, notFoundTtlMs: 10 * 60_000 },
  );
}
