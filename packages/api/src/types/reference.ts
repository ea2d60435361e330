import type { ProviderCompany, RegistryType } from "./provider";

/** Record timestamps every listed entity carries (Ativo while `deleted_at` is empty). */
export type RecordTimestamps = {
  created_at?: string | null;
  updated_at?: string | null;
  deleted_at?: string | null;
};

export type State = { federative_unit: string; name: string };
export type City = { name: string };
export type LicenseType = { uuid_license_type: string; name: string };

/** What the CEP lookup answers: street, state (UF) and city, plus the region when known. */
export type CepAddress = {
  cep?: string;
  street: string;
  neighborhood?: string;
  state: string;
  city: string;
};

/** Company data found for a document, to prefill a form. */
export type CompanyPrefill = Partial<ProviderCompany> & { registry_type?: RegistryType };
