// Contractors (contratantes, issue 14): the platform's client companies, each with its contract, plan and
// master user. The list, get, inactivation, reactivation and history are the resource kit's calls;
// create (one multipart body: contractor, contract, plan and master user), the per-section updates, the
// indicators, the welcome e-mail resend and the prefill by document are the domain's. See
// docs/api/contractors.md.
import { abortable, type Http } from "./http";
import {
  nestedFormData,
  type ResourceQuery,
  resourceApi,
  segment,
  toResourceParams,
  unwrap,
} from "./resources";
import type { Page } from "./types/page";
import { type UploadOptions, upload } from "./upload";

export type ContractorMainModule = "mmf" | "mg";
export type ContractorGeneratorType = "pg" | "gg" | "ggi";
export type ContractorPlanFeatureCode =
  | "primary_users"
  | "secondary_users"
  | "collection_request"
  | "monitoring"
  | "reverse_logistics"
  | "document_management"
  | "pgrs_generator"
  | "homologation";

/** A representative of the contractor (legal or financial) and the master user's contact fields. */
export type ContractorRepresentative = {
  name: string;
  phone: string;
  phone_extension: string | null;
  email: string;
};

/** The contractor's company data as answered (files as download URLs, with their display names). */
export type ContractorCompany = {
  registry_type: "cnpj";
  cnpj: string;
  international_registry: string | null;
  company_name: string;
  trading_name: string;
  address_country: string | null;
  address_zip_code: string | null;
  address_state: string | null;
  address_city: string | null;
  address_name: string;
  address_number: string;
  address_complement: string | null;
  phone: string;
  cnaer_principal: string | null;
  cartao_cnpj: string | null;
  cartao_cnpj_display_name: string | null;
  contrato_social: string | null;
  contrato_social_display_name: string | null;
};

export type ContractorAttachment = { url: string; display_name: string };

export type ContractorContract = {
  interno: string | null;
  /** yyyy-MM-dd */
  inicio: string;
  /** yyyy-MM-dd; null with an indeterminate term. */
  termino: string | null;
  prazo_indeterminado: boolean;
  representante_comercial: string | null;
  representante_juridico: string | null;
  contrato: ContractorAttachment | null;
  proposta: ContractorAttachment | null;
  aditivos: ContractorAttachment[];
  observacoes: string | null;
};

export type ContractorPlanFeature = {
  feature: ContractorPlanFeatureCode;
  enabled: boolean;
  /** 10 … 100, step 10. */
  users: number;
  /** Value per user, in BRL (0 until prices exist: the spec shows static 0,00). */
  value_per_user: number;
  /** users × value_per_user when enabled, else 0. */
  total: number;
};

export type ContractorPlan = {
  main_module: ContractorMainModule;
  small_generators: number | null;
  large_generators: number | null;
  internal_management_generators: number | null;
  generator_type: ContractorGeneratorType | null;
  features: ContractorPlanFeature[];
  /** The sum of the features' totals, in BRL. */
  total: number;
  /** The platform modules the master user enters (names as the module selection shows them). */
  modules: string[];
};

export type ContractorMasterUser = ContractorRepresentative & {
  uuid_user: string;
  /** True until the user created a password through the welcome link. */
  first_access_pending: boolean;
  /** When the last welcome e-mail was sent (ISO). */
  welcome_sent_at: string | null;
};

/** A list row: what the table shows and sorts by. */
export type ContractorListItem = {
  uuid_contractor: string;
  /** The platform company created for the contractor. */
  uuid_company: string;
  cnpj: string;
  company_name: string;
  trading_name: string;
  /** The contract's end date (yyyy-MM-dd), null with an indeterminate term. */
  termino: string | null;
  prazo_indeterminado: boolean;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
};

/** One contractor with every section (GET /contractors/{id} and every write's answer). */
export type Contractor = ContractorListItem & {
  contractor: ContractorCompany;
  responsible_contractor_cool: ContractorRepresentative;
  responsible_contractor_financial: ContractorRepresentative;
  contract: ContractorContract;
  plan: ContractorPlan;
  responsible_first: ContractorMasterUser;
};

type FileInput = File | Blob | string | null | undefined;
type Text = string | null | undefined;

/** The "Dados do Contratante" step's values (files as File; on update a string keeps the stored file). */
export type ContractorDataInput = {
  contractor: {
    cnpj: string;
    international_registry?: Text;
    company_name: string;
    trading_name: string;
    address_country?: Text;
    address_zip_code?: Text;
    address_state?: Text;
    address_city?: Text;
    address_name: string;
    address_number: string;
    address_complement?: Text;
    phone: string;
    cnaer_principal?: Text;
    cartao_cnpj?: FileInput;
    contrato_social?: FileInput;
  };
  responsible_contractor_cool: { name: string; phone: string; phone_extension?: Text; email: string };
  responsible_contractor_financial: { name: string; phone: string; phone_extension?: Text; email: string };
};

export type ContractInput = {
  interno?: Text;
  inicio: string;
  termino?: Text;
  prazo_indeterminado?: boolean;
  representante_comercial?: Text;
  representante_juridico?: Text;
  contrato?: FileInput;
  proposta?: FileInput;
  /** New addenda as files; on update, a string (a stored addendum's display name) keeps it. */
  aditivos?: FileInput[];
  observacoes?: Text;
};

export type PlanInput = {
  main_module: ContractorMainModule;
  small_generators?: number | null;
  large_generators?: number | null;
  internal_management_generators?: number | null;
  generator_type?: ContractorGeneratorType | null;
  features?: { feature: ContractorPlanFeatureCode; enabled?: boolean; users?: number }[];
};

export type MasterUserInput = { name: string; phone: string; phone_extension?: Text; email: string };

/** The wizard's whole body (the forms package's ContractorValues). */
export type ContractorCreateInput = ContractorDataInput & {
  contract: ContractInput;
  plan: PlanInput;
  responsible_first: MasterUserInput;
};

/**
 * An edit page's save: any of the sections, each whole (the data section is `contractor` with both
 * representatives; `contract`; `plan`; `responsible_first`). Sections left out stay as they are.
 */
export type ContractorUpdateInput = Partial<ContractorCreateInput>;

/** The list query: the kit's table state and sort, plus the creation-date range (yyyy-MM-dd, inclusive). */
export type ContractorQuery = ResourceQuery & { createdFrom?: string; createdTo?: string };

/** The Contratantes indicators: active and inactive clients (within the same date range as the list). */
export type ContractorIndicators = { active: number; inactive: number };

/** What the prefill answers for a document: the contractor form's `contractor` fields it knows. */
export type ContractorPrefill = Partial<ContractorDataInput["contractor"]> & {
  registry_type?: string;
  cpf?: string | null;
  address_region?: string | null;
};

function contractorParams(query: ContractorQuery) {
  const params = toResourceParams(query);
  if (query.createdFrom) params.created_from = query.createdFrom;
  if (query.createdTo) params.created_to = query.createdTo;
  return params;
}

/** Which query parameter the prefill uses for a registry. */
export const PREFILL_QUERY_KEY = {
  cnpj: "cnpj",
  cpf: "cpf",
  international_registry: "international_register",
};

/** Every contractors call (docs/api/contractors.md). */
export function contractorsApi(http: Http) {
  const kit = resourceApi<Contractor, ContractorUpdateInput>(http, "/contractors/");
  const item = (uuid: string) => `/contractors/${segment(uuid)}`;
  return {
    ...kit,
    /** `{ data, total }` of list rows; `createdFrom`/`createdTo` filter the creation date. */
    list: (query: ContractorQuery, signal?: AbortSignal) =>
      http
        .get<Page<ContractorListItem>>("/contractors/", {
          ...abortable(signal),
          params: contractorParams(query),
        })
        .then((r) => r.data),
    /**
     * The contractor registered with a CNPJ (14 digits, masked or not), active or not, or null: the
     * wizard's duplicate check. Only contractors the user may see are found.
     */
    findByCnpj: (cnpj: string, signal?: AbortSignal) =>
      http
        .get<Page<ContractorListItem>>("/contractors/", {
          ...abortable(signal),
          params: { cnpj: cnpj.replace(/\D/g, ""), active: "all", per_page: 1 },
        })
        .then((r) => r.data.data?.[0] ?? null),
    /** Active and inactive clients (the same date range as the list, when given). */
    indicators: (range: { createdFrom?: string; createdTo?: string } = {}, signal?: AbortSignal) =>
      http
        .get<ContractorIndicators>("/contractors/indicators", {
          ...abortable(signal),
          params: {
            ...(range.createdFrom ? { created_from: range.createdFrom } : {}),
            ...(range.createdTo ? { created_to: range.createdTo } : {}),
          },
        })
        .then((r) => r.data),
    /**
     * Contractor, contract, plan and master user in one transaction (multipart: the PDFs); the master
     * user's welcome e-mail goes after the commit. Resolves with the new contractor. A 409
     * `DUPLICATE_DOCUMENT` names the existing contractor (`existing`); 422 carries field errors.
     */
    create: (input: ContractorCreateInput, options?: UploadOptions) =>
      upload<Contractor | { data: Contractor }>(
        http,
        "POST",
        "/contractors",
        nestedFormData(input),
        options,
      ).then((r) => unwrap(r.data)),
    /**
     * Saves the sections given (multipart: the PDFs; in a file field a string keeps the stored file, ""
     * removes it). Resolves with the contractor; the change lands in `changes(id)`.
     */
    update: (uuid: string, input: ContractorUpdateInput, options?: UploadOptions) =>
      upload<Contractor | { data: Contractor }>(http, "PUT", item(uuid), nestedFormData(input), options).then(
        (r) => unwrap(r.data),
      ),
    /** Sends the master user a new welcome link (the previous one stops working). */
    resendWelcome: (uuid: string) =>
      http.post<{ welcome_sent_at: string }>(`${item(uuid)}/master-user/welcome`, {}).then((r) => r.data),
    /**
     * The prefill by document: the company data already known to the platform, or null. For a CNPJ with
     * `receita: true`, the federal register (404 → null; 502/504 `LOOKUP_UNAVAILABLE` rejects: show the hint).
     */
    prefill: (
      registry: keyof typeof PREFILL_QUERY_KEY,
      digits: string,
      options: { receita?: boolean; signal?: AbortSignal } = {},
    ) =>
      http
        .get<Page<ContractorPrefill> | { data: ContractorPrefill[] }>("/companies", {
          ...abortable(options.signal),
          params: {
            [PREFILL_QUERY_KEY[registry]]: digits,
            ...(options.receita && registry === "cnpj" ? { source: "receita" } : {}),
          },
        })
        .then((r) => r.data.data?.[0] ?? null)
        .catch((error: { status?: number }) => {
          if (error?.status === 404) return null;
          throw error;
        }),
  };
}

export type ContractorsApi = ReturnType<typeof contractorsApi>;
