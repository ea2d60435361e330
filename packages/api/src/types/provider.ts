import type { RecordTimestamps } from "./reference";

/** Spec 02 §3: how the company is identified. Some old screens spell it `international_register`. */
export type RegistryType = "cpf" | "cnpj" | "international_registry";

/** A service a provider offers (recipient, manager, carrier…). */
export type ProviderType = { code: string; name: string };

/**
 * A company's fields as the server answers them (registry, address, registrations, contacts): the names
 * of @trilha/forms' COMPANY_DOCUMENTS and COMPANY_FIELDS (this package does not depend on forms: keep them alike).
 */
export type CompanyFields = {
  registry_type?: RegistryType | null;
  cpf?: string | null;
  cnpj?: string | null;
  international_registry?: string | null;
  trading_name: string;
  company_name: string;
  address_zip_code?: string | null;
  address_name?: string | null;
  address_number?: string | null;
  address_complement?: string | null;
  address_region?: string | null;
  address_state?: string | null;
  address_city?: string | null;
  address_country?: string | null;
  phone?: string | null;
  ie?: string | null;
  im?: string | null;
};

/** The provider's company (spec 02 §3 "Company"); named apart from the signed-in `Company`. */
export type ProviderCompany = CompanyFields & {
  alias?: string | null;
  segment?: string | null;
  types?: string[] | null;
};

/**
 * A representative as the server answers it: @trilha/forms' RESPONSIBLE_FIELDS, plus the wizard's
 * names of the phones (phone / phone_extension). Index 0 is the first responsible, 1 the optional second.
 */
export type Responsible = {
  uuid_company_responsible?: string;
  name: string;
  role?: string | null;
  telephone?: string | null;
  telephone_extension?: string | null;
  phone?: string | null;
  phone_extension?: string | null;
  email: string;
  cellphone?: string | null;
};

export type Provider = RecordTimestamps & {
  uuid_provider: string;
  alias: string | null;
  activity?: string | null;
  types: ProviderType[];
  company: ProviderCompany;
  responsible: Responsible[];
  employees?: Employee[];
};

/** The small shape `GET /providers?per_page=50&type=…` answers for option lists. */
/** `GET /providers/indicators`: the company's totals for the list's Indicadores strip. */
export type ProviderIndicators = {
  registered: number;
  active: number;
  /** Active employees of active providers. */
  employees: number;
  /** Active licenses of active providers expiring between today and today + 30 days. */
  licenses_expiring: number;
  /** Active certificates of active providers. */
  certificates: number;
  /** ISO timestamp of the latest change among the company's providers and their records, or null. */
  last_update: string | null;
  /** Active providers offering the carrier service. */
  carriers: number;
};

export type ProviderOption = Pick<Provider, "uuid_provider" | "alias" | "company">;

export type Certificate = RecordTimestamps & {
  uuid_certificate: string;
  name: string;
  number: string;
  emission: string;
  /** The stored file's URL (`/api/v1/files/{uuid}`) or null; its display name is beside it. */
  attachment?: string | null;
  attachment_display_name?: string | null;
};

export type License = RecordTimestamps & {
  uuid_license: string;
  uuid_license_type: string;
  license_type?: { name: string } | null;
  name: string;
  code: string;
  emission: string;
  expiration?: string | null;
  alert_date?: string | null;
  /** The stored file's URL (`/api/v1/files/{uuid}`) or null; its display name is beside it. */
  file?: string | null;
  file_display_name?: string | null;
  type?: "operacao";
};

/** The wizard's four types; the edit form takes them all (docs/decisions.md). */
export type CollaboratorType = "adm" | "assistant" | "driver" | "operation";

export type Employee = RecordTimestamps & {
  uuid_employee: string;
  name: string;
  last_name?: string | null;
  function?: string | null;
  office?: string | null;
  collaborator_type?: CollaboratorType | null;
  cpf?: string | null;
  mopp_validity?: string | null;
  /** The stored file's URL (`/api/v1/files/{uuid}`) or null; its display name is beside it. */
  mopp_document_image?: string | null;
  mopp_document_image_display_name?: string | null;
  cnh?: string | null;
  cnh_validity?: string | null;
  cnh_document_image?: string | null;
  cnh_document_image_display_name?: string | null;
  cnh_categoty?: string | null;
  email: string;
  number?: string | null;
};

/** One changed field of a change record. */
export type FieldChange = { field: string; from?: unknown; to: unknown };

/** One entry of `.../changes`: when, what changed, why, and who (the server's real user). */
export type ChangeRecord = {
  when: string;
  changes: FieldChange[];
  justification: string | null;
  user?: { uuid_user?: string; name: string } | null;
};

export type ChangeHistory = { updates: ChangeRecord[]; deletions: ChangeRecord[] };

/** Values that go into a multipart body: files as they are, everything else as text. */
export type FormValue = string | number | boolean | Blob | null | undefined;

/** POST /providers, before it becomes bracketed multipart fields (spec 02 §7). */
export type ProviderCreateInput = {
  provider: { alias?: string; activity?: string; types: ({ code: string } | string)[] };
  company: Record<string, FormValue>;
  responsible: Record<string, FormValue>[];
  employee?: Record<string, FormValue>[];
};

/** PUT /providers/{id}: the same parts as the create, as JSON (no files in basic data). */
export type ProviderUpdateInput = Omit<ProviderCreateInput, "employee">;

export type CertificateInput = {
  name: string;
  number: string;
  emission: string;
  attachment?: Blob | string | null;
};

export type LicenseInput = {
  uuid_license_type: string;
  type?: "operacao";
  name: string;
  code: string;
  emission: string;
  expiration?: string | null;
  alert_date?: string | null;
  file?: Blob | string | null;
};

export type EmployeeInput = {
  name: string;
  last_name?: string | null;
  function?: string | null;
  collaborator_type?: CollaboratorType | null;
  cpf?: string | null;
  mopp_validity?: string | null;
  mopp_document_image?: Blob | string | null;
  cnh?: string | null;
  cnh_validity?: string | null;
  cnh_document_image?: Blob | string | null;
  cnh_categoty?: string | null;
  email: string;
  number?: string | null;
};

export type SubRecordKind = "certificates" | "licenses" | "employees";
export type SubRecordOf = { certificates: Certificate; licenses: License; employees: Employee };
export type SubRecordInputOf = {
  certificates: CertificateInput;
  licenses: LicenseInput;
  employees: EmployeeInput;
};
