// Residues (resíduos, issue 15): the residue with its legal requirements and integrated-system mappings
// on the resource kit, its treatments, storages and negotiations as nested collections, and the option
// lists of spec 02 §7 (each a value → label map). See docs/api/residue-reference.md.
import { abortable, type Http } from "./http";
import { nestedResourceApi, resourceApi, segment, toResourceParams } from "./resources";
import type { ListQuery, Page } from "./types/page";

export type LegalRequirementField =
  | "abnt_nbr_10004"
  | "ibama_list"
  | "ibama_sub_list"
  | "conama_list"
  | "nbr_14725_list"
  | "nbr_14725_category"
  | "onu_code"
  | "main_risk_class"
  | "subsidiary_risk_class"
  | "risk_number"
  | "packing_group";
export type LegalRequirements = Record<LegalRequirementField, string | null>;

/** A residue's codes in a public MTR system (CTR-E, FEPAM). */
export type SystemMapping = {
  residue: string | null;
  packaging: string | null;
  class: string | null;
  unit: string | null;
};
export type IntegratedSystems = { ctre: SystemMapping; fepam: SystemMapping };
/** PUT /residues/{id}/integrated-systems: each system sent is written whole, one not sent is kept. */
export type IntegratedSystemsInput = Partial<Record<keyof IntegratedSystems, Partial<SystemMapping>>>;

export type Residue = {
  uuid_residue: string;
  type: string;
  /** The type's label. */
  type_name: string | null;
  name: string;
  internal_code: string | null;
  /** Active negotiations with a recipient (destinations) and with a carrier (transporters). */
  destination_count: number;
  transporter_count: number;
  legal_requirements: LegalRequirements;
  integrated_systems: IntegratedSystems;
  /**
   * Created by the wizard's first step and not finished by its last Próximo: listed as 'Rascunho' to
   * continue or discard, never offered nor counted as an active residue.
   */
  draft: boolean;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
};

export type ResidueTreatment = {
  uuid_treatment: string;
  category: string;
  technology: string;
  class: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
};

export type ResidueStorage = {
  uuid_storage: string;
  type: string;
  physical_state: string;
  packaging: string;
  discount_packaging: boolean;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
};

export type NegotiationProvider = { uuid_provider: string; alias: string | null };

export type ResidueNegotiation = {
  uuid_negotiation: string;
  manager: NegotiationProvider | null;
  type: "price_individual" | "price_closed";
  period: "continuous" | "defined";
  /** yyyy-MM-dd */
  start: string;
  end: string | null;
  repeat_period: "no_repeating" | "annually" | null;
  recipient: NegotiationProvider | null;
  recipient_amount_type: "expense" | "income" | null;
  recipient_cost: number | string | null;
  recipient_amount_per: "kg" | "ton" | "liters" | "travel" | null;
  carrier: NegotiationProvider | null;
  carrier_amount_type: "expense" | "income" | null;
  carrier_cost: number | string | null;
  carrier_amount_per: "kg" | "ton" | "liters" | "travel" | null;
  vehicle_type: string | null;
  emergency_file: string | null;
  emergency_file_display_name: string | null;
  declaration_file: string | null;
  declaration_file_display_name: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
};

type Text = string | null | undefined;

export type TreatmentInput = { category: string; technology: string; class: string };
export type StorageInput = {
  type: string;
  physical_state: string;
  packaging: string;
  discount_packaging?: boolean;
};

/** The first step's body (POST /residues): the residue with its treatments and storages. */
export type ResidueCreateInput = {
  type: string;
  name: string;
  internal_code?: Text;
  treatments: TreatmentInput[];
  storages: StorageInput[];
  /** The wizard's first step: a draft until a PUT with `draft: false` finishes it. */
  draft?: boolean;
};

/** Every later save (PUT /residues/{id}): the residue, its legal requirements and mappings, whole. */
export type ResidueUpdateInput = {
  type: string;
  name: string;
  internal_code?: Text;
  legal_requirements: Partial<Record<LegalRequirementField, Text>>;
  integrated_systems: {
    ctre: Partial<Record<keyof SystemMapping, Text>>;
    fepam: Partial<Record<keyof SystemMapping, Text>>;
  };
  /** `false` finishes a draft (the wizard's last Próximo); left out, the residue stays as it is. */
  draft?: false;
};

/** A negotiation's body (multipart: its two PDFs); providers by uuid. */
export type NegotiationInput = {
  manager: string;
  type: string;
  period: string;
  start: string;
  end?: Text;
  repeat_period?: Text;
  recipient?: Text;
  recipient_amount_type?: Text;
  recipient_cost?: number | string | null;
  recipient_amount_per?: Text;
  carrier?: Text;
  carrier_amount_type?: Text;
  carrier_cost?: number | string | null;
  carrier_amount_per?: Text;
  vehicle_type?: Text;
  emergency_file?: File | Blob | string | null;
  declaration_file?: File | Blob | string | null;
};

/** A row of the negotiations overview (GET /negotiations, the ADM page /negociacoes). */
export type NegotiationOverviewRow = Pick<
  ResidueNegotiation,
  | "uuid_negotiation"
  | "type"
  | "period"
  | "start"
  | "end"
  | "manager"
  | "recipient"
  | "carrier"
  | "recipient_amount_type"
  | "recipient_cost"
  | "recipient_amount_per"
  | "carrier_amount_type"
  | "carrier_cost"
  | "carrier_amount_per"
  | "created_at"
  | "updated_at"
  | "deleted_at"
> & {
  residue: { uuid_residue: string; name: string };
  /** The trading name of the company that owns the residue. */
  company: string;
  /** Whether that is the session's company: an ADM sees other companies' rows, but changes only its own. */
  own: boolean;
};

/** The overview's filters beside the table's: a provider (any role), the type, the days it is in force. */
export type NegotiationOverviewQuery = ListQuery & {
  provider?: string;
  type?: string;
  from?: string;
  to?: string;
};

/** An option list as the API answers it: value → label. */
export type OptionMap = Record<string, string>;

/** The option lists of spec 02 §7, by what they hold. */
export const RESIDUE_OPTION_PATHS = {
  residueTypes: "/residues/types",
  storageTypes: "/storages",
  physicalStates: "/physical/states",
  packagings: "/packagings",
  treatmentCategories: "/categories",
  treatmentTechnologies: "/treatment/technology",
  classes: "/classes",
  packingGroups: "/packing/groups",
  riskNumbers: "/risk/numbers",
  mainRiskClasses: "/main/risk/classes",
  unNumbers: "/onu/code/lists",
  nbr14725Lists: "/nbr_147253/lists",
  conamaCodes: "/conama/code/lists",
  ibamaChapters: "/ibama/table",
  ibamaLists: "/ibama/code/lists",
  vehicleTypes: "/vehicles/types",
} as const;
export type ResidueOptionList = keyof typeof RESIDUE_OPTION_PATHS;

/** The sub-lists that hang from a code of another list. */
export const RESIDUE_SUB_OPTION_PATHS = {
  subsidiaryRiskClasses: (code: string) => `/subsidiary/risk/classes/${segment(code)}`,
  nbr14725Categories: (code: string) => `/nbr_147253/sub/lists/${segment(code)}`,
  ibamaResidues: (code: string) => `/ibama/code/sub/lists/${segment(code)}`,
  treatmentTechnologies: (category: string) =>
    `/treatment/technology?category=${encodeURIComponent(category)}`,
} as const;
export type ResidueSubOptionList = keyof typeof RESIDUE_SUB_OPTION_PATHS;

const residuePath = (residueId: string) => `/residues/${segment(residueId)}`;

/** Every residues call (issue 15). */
export function residuesApi(http: Http) {
  const getOptions = (path: string, signal?: AbortSignal) =>
    http.get<OptionMap>(path, abortable(signal)).then((r) => r.data);
  return {
    ...resourceApi<Residue, ResidueUpdateInput>(http, "/residues/"),
    /** The first step: the residue with its treatments and storages, in one transaction. */
    create: (input: ResidueCreateInput, signal?: AbortSignal) =>
      http.post<Residue>("/residues", input, abortable(signal)).then((r) => r.data),
    treatments: nestedResourceApi<ResidueTreatment, TreatmentInput>(
      http,
      (id) => `${residuePath(id)}/treatments`,
    ),
    storages: nestedResourceApi<ResidueStorage, StorageInput>(http, (id) => `${residuePath(id)}/storages`),
    negotiations: nestedResourceApi<ResidueNegotiation, NegotiationInput>(
      http,
      (id) => `${residuePath(id)}/negotiations`,
      { fileFields: ["emergency_file", "declaration_file"] },
    ),
    /** Fills a residue's integrated-system codes alone (the output form asks for missing ones). */
    updateIntegratedSystems: (id: string, input: IntegratedSystemsInput, signal?: AbortSignal) =>
      http
        .put<Residue>(`${residuePath(id)}/integrated-systems`, input, abortable(signal))
        .then((r) => r.data),
    /** Every residue's negotiations (ADM-plan users: every company's), with the overview's filters. */
    overview: (query: NegotiationOverviewQuery, signal?: AbortSignal) => {
      const params: Record<string, string | number | boolean> = toResourceParams(query);
      for (const key of ["provider", "type", "from", "to"] as const) if (query[key]) params[key] = query[key];
      return http
        .get<Page<NegotiationOverviewRow>>("/negotiations", { ...abortable(signal), params })
        .then((r) => r.data);
    },
    /** The providers the overview's negotiations name (its provider filter). */
    overviewProviders: (signal?: AbortSignal) =>
      http
        .get<{ data: NegotiationProvider[] }>("/negotiations/providers", abortable(signal))
        .then((r) => r.data.data),
    /** One option list (value → label). */
    options: (list: ResidueOptionList, signal?: AbortSignal) =>
      getOptions(RESIDUE_OPTION_PATHS[list], signal),
    /** A sub-list hanging from `code` (a principal risk class, an NBR 14725-3 class, an IBAMA sub-chapter). */
    subOptions: (list: ResidueSubOptionList, code: string, signal?: AbortSignal) =>
      getOptions(RESIDUE_SUB_OPTION_PATHS[list](code), signal),
  };
}

export type ResiduesApi = ReturnType<typeof residuesApi>;
