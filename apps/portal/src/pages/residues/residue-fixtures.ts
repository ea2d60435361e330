import type {
  ChangeHistory,
  FieldChange,
  LegalRequirementField,
  LegalRequirements,
  NegotiationOverviewRow,
  NegotiationProvider,
  OptionMap,
  ProviderOption,
  ProviderOptionType,
  Residue,
  ResidueNegotiation,
  ResidueOptionList,
  ResidueStorage,
  ResidueTreatment,
  SystemMapping,
} from "@trilha/api";
import { RESIDUE_OPTION_PATHS, RESOURCE_CODES, statusCode } from "@trilha/api";
import { normalizeSearch } from "@trilha/ui";
import { HttpResponse, http, type RequestHandler } from "msw";
import {
  bodyOf,
  pageOf,
  type Received,
  type ResourceDb,
  resourceHandlers,
  type StoredRow,
} from "../../resources/resource-handlers";
import { API } from "../../stories/story-app";
import { callLog, optionsPage, storyResources } from "../../stories/story-db";

/** Story data and the residues part of the in-memory API (MSW), answering like apps/server/src/residues. */

// ——— option lists (docs/api/residue-reference.md: each list answers a JSON object value → label) ———

export const residueTypes: OptionMap = {
  industriais: "Resíduos industriais",
  domiciliares: "Resíduos domiciliares",
  comerciais_servicos: "Resíduos de estabelecimentos comerciais e prestadores de serviços",
  servicos_saude: "Resíduos de serviços de saúde",
  construcao_civil: "Resíduos da construção civil",
};

export const treatmentCategories: OptionMap = {
  reciclagem: "Reciclagem",
  tratamento_termico: "Tratamento térmico",
  disposicao_final: "Disposição final",
};

/** `/treatment/technology?category=X` answers that category's technologies; without it, every one. */
export const technologiesByCategory: Record<string, OptionMap> = {
  reciclagem: {
    reciclagem_material: "Reciclagem de materiais",
    rerrefino: "Rerrefino de óleo lubrificante",
    recuperacao_metais: "Recuperação de metais",
  },
  tratamento_termico: {
    incineracao: "Incineração",
    coprocessamento: "Coprocessamento em forno de clínquer",
  },
  disposicao_final: {
    aterro_classe_i: "Aterro Classe I",
    aterro_classe_ii: "Aterro Classe IIA e IIB",
  },
};

export const classes: OptionMap = {
  I: "Classe I - Perigoso",
  IIA: "Classe II A - Não inerte",
  IIB: "Classe II B - Inerte",
};

export const storageTypes: OptionMap = {
  tambor_area_coberta: "Tambor em área coberta",
  granel_area_coberta: "A granel em área coberta",
  cacamba_coberta: "Caçamba coberta",
  tanque: "Tanque",
};

export const physicalStates: OptionMap = { solido: "Sólido", pastoso: "Pastoso", liquido: "Líquido" };

export const packagings: OptionMap = {
  big_bag: "Big bag",
  bombona: "Bombona",
  granel: "A granel",
  tambor: "Tambor",
};

export const vehicleTypes: OptionMap = {
  bau: "Caminhão baú",
  tanque: "Caminhão-tanque",
  vacuo: "Caminhão de vácuo (sugador)",
};

/** IBAMA sub-chapters (the "Lista IBAMA") and, under each, its residues (the "Sublista IBAMA"). */
export const ibamaLists: OptionMap = {
  "13 01": "13 01 - Óleos hidráulicos usados",
  "13 02": "13 02 - Óleos de motores, transmissões e lubrificação usados",
  "15 01":
    "15 01 - Embalagens (incluindo resíduos urbanos e equiparados de embalagens, coletados separadamente)",
  "16 06": "16 06 - Pilhas e acumuladores",
};
export const ibamaResidues: Record<string, OptionMap> = {
  "13 01": {
    "13 01 10(*)": "13 01 10(*) - Óleos hidráulicos minerais não clorados",
    "13 01 11(*)": "13 01 11(*) - Óleos hidráulicos sintéticos",
  },
  "13 02": {
    "13 02 05(*)": "13 02 05(*) - Óleos minerais não clorados de motores, transmissões e lubrificação",
    "13 02 06(*)": "13 02 06(*) - Óleos sintéticos de motores, transmissões e lubrificação",
  },
  "15 01": {
    "15 01 01": "15 01 01 - Embalagens de papel e papelão",
    "15 01 02": "15 01 02 - Embalagens de plástico",
  },
  "16 06": {
    "16 06 01(*)": "16 06 01(*) - Baterias de chumbo",
    "16 06 04": "16 06 04 - Pilhas alcalinas (exceto 16 06 03)",
  },
};

export const nbr14725Lists: OptionMap = {
  liquidos_inflamaveis: "Líquidos inflamáveis",
  toxicidade_aguda: "Toxicidade aguda",
  aquatico_cronico: "Perigoso ao ambiente aquático - crônico",
};
const nbr14725Categories: Record<string, OptionMap> = {
  liquidos_inflamaveis: {
    categoria_1: "Categoria 1",
    categoria_2: "Categoria 2",
    categoria_3: "Categoria 3",
  },
  toxicidade_aguda: { categoria_1: "Categoria 1", categoria_2: "Categoria 2" },
  aquatico_cronico: { categoria_1: "Categoria 1", categoria_2: "Categoria 2" },
};

/** Principal risk classes; a subsidiary risk is any class but the principal one (as the server answers). */
export const riskClasses: OptionMap = {
  "3": "Classe 3 - Líquidos inflamáveis",
  "6.1": "Subclasse 6.1 - Substâncias tóxicas",
  "8": "Classe 8 - Substâncias corrosivas",
  "9": "Classe 9 - Substâncias e artigos perigosos diversos, incluindo substâncias que apresentam risco para o meio ambiente",
};

const optionLists: Record<Exclude<ResidueOptionList, "treatmentTechnologies">, OptionMap> = {
  residueTypes,
  storageTypes,
  physicalStates,
  packagings,
  treatmentCategories,
  classes,
  packingGroups: {
    I: "Grupo de embalagem I - alto risco",
    II: "Grupo de embalagem II - médio risco",
    III: "Grupo de embalagem III - baixo risco",
  },
  riskNumbers: {
    "30": "30 - Líquido inflamável (ponto de fulgor entre 23 °C e 60 °C) ou sujeito a autoaquecimento",
    "80": "80 - Substância corrosiva ou que apresenta baixo grau de corrosividade",
    "90": "90 - Substância que apresenta risco para o meio ambiente; substâncias perigosas diversas",
  },
  mainRiskClasses: riskClasses,
  unNumbers: {
    UN1202: "UN 1202 - Óleo diesel",
    UN1203: "UN 1203 - Gasolina",
    UN3082: "UN 3082 - Substância que apresenta risco para o meio ambiente, líquida, N.E.",
  },
  nbr14725Lists,
  conamaCodes: {
    A006: "Resíduos de papel e papelão",
    D001: "Resíduos perigosos por apresentarem inflamabilidade",
    D099: "Outros resíduos perigosos",
  },
  ibamaChapters: {
    "13": "13 - Óleos usados e resíduos de combustíveis líquidos (exceto óleos alimentares e os dos capítulos 05, 12 e 19)",
    "15": "15 - Resíduos de embalagens; absorventes, panos de limpeza, materiais filtrantes e vestuário de proteção não especificados em outros itens",
    "16": "16 - Resíduos não especificados em outros capítulos desta lista",
  },
  ibamaLists,
  vehicleTypes,
};

// ——— providers named by negotiations ———

/** A story provider; its company is named `${alias} Ltda` unless `company_name` says otherwise. */
type StoryProvider = {
  uuid_provider: string;
  alias: string;
  types: ProviderOptionType[];
  company_name?: string;
};

const companyNameOf = (p: StoryProvider) => p.company_name ?? `${p.alias} Ltda`;

export const residueProviders: StoryProvider[] = [
  { uuid_provider: "7b1e3c52-0a4d-4f6e-9c21-5d8a0e6f1a01", alias: "EcoGestão", types: ["manager"] },
  { uuid_provider: "7b1e3c52-0a4d-4f6e-9c21-5d8a0e6f1a02", alias: "Gestora Verde", types: ["manager"] },
  { uuid_provider: "7b1e3c52-0a4d-4f6e-9c21-5d8a0e6f1a03", alias: "Rerrefino Sul", types: ["recipient"] },
  { uuid_provider: "7b1e3c52-0a4d-4f6e-9c21-5d8a0e6f1a04", alias: "Aterro Central", types: ["recipient"] },
  { uuid_provider: "7b1e3c52-0a4d-4f6e-9c21-5d8a0e6f1a05", alias: "TransResíduos", types: ["carrier"] },
  {
    uuid_provider: "7b1e3c52-0a4d-4f6e-9c21-5d8a0e6f1a06",
    alias: "Via Limpa Transportes",
    types: ["carrier"],
  },
  // More recipients than an option list's page (50), as the demo company's 193: the last is reached by
  // searching only.
  ...Array.from({ length: 60 }, (_, i): StoryProvider => {
    const n = String(i + 1).padStart(2, "0");
    return {
      uuid_provider: `7b1e3c52-0a4d-4f6e-9c21-5d8a0e6f1b${n}`,
      alias: `Destinadora ${n}`,
      types: ["recipient"],
    };
  }),
  {
    uuid_provider: "7b1e3c52-0a4d-4f6e-9c21-5d8a0e6f1c01",
    alias: "Ciclo Norte Reciclagem",
    types: ["recipient"],
    // Found by the search under its company's name, not its alias.
    company_name: "Usina Boa Vista Ltda",
  },
];

const providerNamed = (alias: string): NegotiationProvider => {
  const found = residueProviders.find((p) => p.alias === alias);
  if (!found) throw new Error(`No story provider ${alias}`);
  return { uuid_provider: found.uuid_provider, alias: found.alias };
};

const providerById = (uuid: unknown): NegotiationProvider | null => {
  const found = residueProviders.find((p) => p.uuid_provider === uuid);
  return found ? { uuid_provider: found.uuid_provider, alias: found.alias } : null;
};

const providerOption = (p: StoryProvider): ProviderOption =>
  ({
    uuid_provider: p.uuid_provider,
    alias: p.alias,
    company: { trading_name: p.alias, company_name: companyNameOf(p) },
  }) as unknown as ProviderOption;

// ——— the db ———

/** The trading name of the company that owns the story residues (the overview's Empresa). */
export const companyName = "Metalúrgica Horizonte";

const created = "2025-02-03T12:00:00Z";

const noLegal = (): LegalRequirements => ({
  abnt_nbr_10004: null,
  ibama_list: null,
  ibama_sub_list: null,
  conama_list: null,
  nbr_14725_list: null,
  nbr_14725_category: null,
  onu_code: null,
  main_risk_class: null,
  subsidiary_risk_class: null,
  risk_number: null,
  packing_group: null,
});
const noMapping = (): SystemMapping => ({ residue: null, packaging: null, class: null, unit: null });

export function makeResidue(id: string, name: string, overrides: Partial<Residue> = {}): Residue {
  const type = overrides.type ?? "industriais";
  return {
    uuid_residue: id,
    type,
    type_name: residueTypes[type] ?? null,
    name,
    internal_code: null,
    destination_count: 0,
    transporter_count: 0,
    legal_requirements: noLegal(),
    integrated_systems: { ctre: noMapping(), fepam: noMapping() },
    draft: false,
    created_at: created,
    updated_at: created,
    deleted_at: null,
    ...overrides,
  };
}

const stamps = { created_at: created, updated_at: created, deleted_at: null };

export function makeNegotiation(
  id: string,
  overrides: Partial<ResidueNegotiation> & { manager: NegotiationProvider | null },
): ResidueNegotiation {
  return {
    uuid_negotiation: id,
    type: "price_individual",
    period: "continuous",
    start: "2025-03-01",
    end: null,
    repeat_period: null,
    recipient: null,
    recipient_amount_type: null,
    recipient_cost: null,
    recipient_amount_per: null,
    carrier: null,
    carrier_amount_type: null,
    carrier_cost: null,
    carrier_amount_per: null,
    vehicle_type: null,
    emergency_file: null,
    emergency_file_display_name: null,
    declaration_file: null,
    declaration_file_display_name: null,
    ...stamps,
    ...overrides,
  };
}

export type ResidueDb = {
  residues: Residue[];
  treatments: Record<string, ResidueTreatment[]>;
  storages: Record<string, ResidueStorage[]>;
  negotiations: Record<string, ResidueNegotiation[]>;
  changes: Record<string, ChangeHistory>;
  /** What the handlers received, for play functions to assert (GET /negotiations with its query). */
  received: Received[];
};

/** The id POST /residues gives the residue it creates. */
export const NEW_RESIDUE_ID = "r-new";

export function createDb(): ResidueDb {
  const oil = makeResidue("r-1", "Óleo lubrificante usado", {
    internal_code: "OL-01",
    // Edited after its creation (its history's last change): the list offers its Justificativas.
    updated_at: "2025-08-21T14:00:00Z",
    legal_requirements: {
      ...noLegal(),
      abnt_nbr_10004: "I",
      ibama_list: "13 02",
      ibama_sub_list: "13 02 05(*)",
      onu_code: "UN3082",
      main_risk_class: "9",
    },
    integrated_systems: {
      ctre: { residue: "130205", packaging: "E04", class: "I", unit: "T" },
      fepam: { residue: "1302", packaging: "TQ", class: "I", unit: "KG" },
    },
  });
  const lamps = makeResidue("r-2", "Lâmpadas fluorescentes", { internal_code: "LF-02" });
  const cardboard = makeResidue("r-3", "Papelão", { type: "comerciais_servicos" });
  const paint = makeResidue("r-4", "Borra de tinta", {
    updated_at: "2026-04-10T09:00:00Z",
    deleted_at: "2026-04-10T09:00:00Z",
  });
  return {
    residues: [oil, lamps, cardboard, paint],
    treatments: {
      "r-1": [
        { uuid_treatment: "t-1", category: "reciclagem", technology: "rerrefino", class: "I", ...stamps },
      ],
      "r-2": [
        {
          uuid_treatment: "t-2",
          category: "tratamento_termico",
          technology: "incineracao",
          class: "I",
          ...stamps,
        },
      ],
    },
    storages: {
      "r-1": [
        {
          uuid_storage: "s-1",
          type: "tanque",
          physical_state: "liquido",
          packaging: "tambor",
          discount_packaging: false,
          ...stamps,
        },
      ],
    },
    negotiations: {
      "r-1": [
        makeNegotiation("9a4c2e10-5b3d-4c8e-a1f2-3e4d5c6b7a01", {
          manager: providerNamed("EcoGestão"),
          type: "price_individual",
          period: "defined",
          start: "2025-01-01",
          end: "2026-12-31",
          recipient: providerNamed("Rerrefino Sul"),
          recipient_amount_type: "income",
          recipient_cost: 1.5,
          recipient_amount_per: "liters",
          carrier: providerNamed("TransResíduos"),
          carrier_amount_type: "expense",
          carrier_cost: 350,
          carrier_amount_per: "travel",
          vehicle_type: "tanque",
        }),
        makeNegotiation("5d7e8f20-6c4b-4a3d-b2e1-4f5a6b7c8d02", {
          manager: providerNamed("Gestora Verde"),
          type: "price_closed",
          period: "continuous",
          start: "2025-06-01",
          recipient: providerNamed("Aterro Central"),
          recipient_amount_type: "expense",
          recipient_cost: 1200,
          recipient_amount_per: "ton",
        }),
      ],
      "r-2": [
        makeNegotiation("c1b2a3d4-7e8f-4a9b-8c7d-6e5f4a3b2c03", {
          manager: providerNamed("EcoGestão"),
          type: "price_individual",
          period: "continuous",
          start: "2025-09-15",
          recipient: providerNamed("Rerrefino Sul"),
          recipient_amount_type: "expense",
          recipient_cost: 4.2,
          recipient_amount_per: "kg",
          carrier: providerNamed("Via Limpa Transportes"),
          carrier_amount_type: "expense",
          carrier_cost: 180,
          carrier_amount_per: "travel",
        }),
      ],
    },
    changes: {
      "r-1": {
        updates: [
          {
            when: "2025-08-20T14:00:00Z",
            changes: [{ field: "name", from: "Óleo usado", to: "Óleo lubrificante usado" }],
            justification: null,
            user: { name: "Maria Admin" },
          },
          {
            // A sub-list's value (its options hang from the IBAMA sub-chapter, 13 02 then as now).
            when: "2025-08-21T14:00:00Z",
            changes: [{ field: "ibama_sub_list", from: "13 02 06(*)", to: "13 02 05(*)" }],
            justification: null,
            user: { name: "Maria Admin" },
          },
        ],
        deletions: [],
      },
    },
    received: [],
  };
}

/** Refills a db in place: handlers keep pointing at the same object across stories. */
export function resetDb(db: ResidueDb, fill: (db: ResidueDb) => void = () => undefined) {
  Object.assign(db, createDb());
  fill(db);
}

/** Empties the db (an empty list, an empty overview). */
export function emptyDb(db: ResidueDb) {
  db.residues = [];
  db.treatments = {};
  db.storages = {};
  db.negotiations = {};
}

/** The list's counts, as the server's select computes them: active negotiations with a recipient / carrier. */
function countNegotiations(db: ResidueDb) {
  for (const residue of db.residues) {
    const active = (db.negotiations[residue.uuid_residue] ?? []).filter((n) => !n.deleted_at);
    residue.destination_count = active.filter((n) => n.recipient).length;
    residue.transporter_count = active.filter((n) => n.carrier).length;
  }
  return db.residues;
}

// ——— writes ———

type Body = Record<string, unknown>;
const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);
const record = (value: unknown): Body =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Body) : {};

/** PUT /residues/{id}: the residue whole (type, name, code, legal requirements, mappings); changes recorded. */
function updateResidue(row: StoredRow, body: Body): FieldChange[] {
  const residue = row as unknown as Residue;
  const legal = record(body.legal_requirements);
  const systems = record(body.integrated_systems);
  const next = {
    type: String(body.type ?? ""),
    name: String(body.name ?? ""),
    internal_code: text(body.internal_code),
    legal_requirements: Object.fromEntries(
      (Object.keys(noLegal()) as LegalRequirementField[]).map((field) => [field, text(legal[field])]),
    ) as LegalRequirements,
    integrated_systems: {
      ctre: { ...noMapping(), ...mapping(systems.ctre) },
      fepam: { ...noMapping(), ...mapping(systems.fepam) },
    },
  };
  const changes: FieldChange[] = [];
  for (const field of ["type", "name", "internal_code"] as const)
    if (residue[field] !== next[field]) changes.push({ field, from: residue[field], to: next[field] });
  // As the server records them: the table's columns, the legal requirements unprefixed and the mappings
  // as `ctre_residue`.
  for (const [field, value] of Object.entries(next.legal_requirements))
    if (residue.legal_requirements[field as LegalRequirementField] !== value)
      changes.push({ field, from: residue.legal_requirements[field as LegalRequirementField], to: value });
  for (const system of ["ctre", "fepam"] as const)
    for (const [field, value] of Object.entries(next.integrated_systems[system]))
      if (residue.integrated_systems[system][field as keyof SystemMapping] !== value)
        changes.push({
          field: `${system}_${field}`,
          from: residue.integrated_systems[system][field as keyof SystemMapping],
          to: value,
        });
  // As the server does: `draft: false` finishes a draft; left out, the flag stays.
  const draft = body.draft === false ? { draft: false } : {};
  Object.assign(residue, next, draft, { type_name: residueTypes[next.type] ?? null });
  return changes;
}

function mapping(value: unknown): SystemMapping {
  const m = record(value);
  return { residue: text(m.residue), packaging: text(m.packaging), class: text(m.class), unit: text(m.unit) };
}

const cost = (value: unknown) => (text(value) === null ? null : Number(value));

/** A negotiation from its multipart body: providers by uuid answered as `{ uuid_provider, alias }`. */
function negotiationFields(body: Body): Partial<ResidueNegotiation> {
  const period = body.period === "defined" ? "defined" : "continuous";
  return {
    manager: providerById(body.manager),
    type: body.type === "price_closed" ? "price_closed" : "price_individual",
    period,
    start: String(body.start ?? ""),
    end: period === "defined" ? text(body.end) : null,
    repeat_period: text(body.repeat_period) as ResidueNegotiation["repeat_period"],
    recipient: providerById(body.recipient),
    recipient_amount_type: text(body.recipient_amount_type) as ResidueNegotiation["recipient_amount_type"],
    recipient_cost: cost(body.recipient_cost),
    recipient_amount_per: text(body.recipient_amount_per) as ResidueNegotiation["recipient_amount_per"],
    carrier: providerById(body.carrier),
    carrier_amount_type: text(body.carrier_amount_type) as ResidueNegotiation["carrier_amount_type"],
    carrier_cost: cost(body.carrier_cost),
    carrier_amount_per: text(body.carrier_amount_per) as ResidueNegotiation["carrier_amount_per"],
    vehicle_type: text(body.vehicle_type),
  };
}

function updateNegotiation(row: StoredRow, body: Body): FieldChange[] {
  const negotiation = row as unknown as ResidueNegotiation;
  const next = negotiationFields(body);
  const changes: FieldChange[] = [];
  for (const [field, value] of Object.entries(next)) {
    const before = negotiation[field as keyof ResidueNegotiation];
    if (JSON.stringify(before) !== JSON.stringify(value)) changes.push({ field, from: before, to: value });
  }
  Object.assign(negotiation, next);
  return changes;
}

// ——— the overview ———

/** GET /negotiations's rows: every residue's negotiations, newest start first, with the residue and company. */
function overviewRows(db: ResidueDb, url: URL): NegotiationOverviewRow[] {
  const provider = url.searchParams.get("provider");
  const type = url.searchParams.get("type");
  const from = url.searchParams.get("from");
  const to = url.searchParams.get("to");
  return db.residues
    .flatMap((residue) =>
      (db.negotiations[residue.uuid_residue] ?? []).map((n) => ({
        ...n,
        residue: { uuid_residue: residue.uuid_residue, name: residue.name },
        company: companyName,
        own: true,
      })),
    )
    .filter(
      (n) =>
        (!provider || [n.manager, n.recipient, n.carrier].some((p) => p?.uuid_provider === provider)) &&
        (!type || n.type === type) &&
        (!from || (n.end ?? "9999-12-31") >= from) &&
        (!to || n.start <= to),
    )
    .sort((a, b) => b.start.localeCompare(a.start));
}

export type ResidueHandlerOptions = {
  /** Status POST /residues answers (201 by default); 422 answers `createFields` as its fields. */
  createStatus?: number;
  createFields?: Record<string, string>;
  /** Status PUT /residues/{id} answers (200 by default). */
  updateStatus?: number;
};

/** The residues part of the in-memory API, as `resourceHandlers` reads it. */
function residueResources(db: ResidueDb, options: ResidueHandlerOptions): ResourceDb {
  const nested =
    <K extends "treatments" | "storages" | "negotiations">(kind: K) =>
    (parent: string) => {
      db[kind][parent] ??= [];
      return db[kind][parent] as unknown as StoredRow[];
    };
  return storyResources(db, [
    {
      path: "/residues",
      key: "uuid_residue",
      rows: () => countNegotiations(db) as unknown as StoredRow[],
      search: ["name", "internal_code"],
      failures: options.updateStatus ? { update: options.updateStatus } : {},
      update: updateResidue,
      alreadyActive: "O resíduo já está ativo.",
    },
    {
      path: "/residues/:parent/treatments",
      key: "uuid_treatment",
      rows: nested("treatments"),
      search: ["category", "technology"],
    },
    {
      path: "/residues/:parent/storages",
      key: "uuid_storage",
      rows: nested("storages"),
      search: ["type", "packaging"],
    },
    {
      path: "/residues/:parent/negotiations",
      key: "uuid_negotiation",
      rows: nested("negotiations"),
      search: ["manager.alias"],
      fileFields: ["emergency_file", "declaration_file"],
      update: updateNegotiation,
    },
  ]);
}

const notFound = (message: string) =>
  HttpResponse.json({ code: RESOURCE_CODES.NOT_FOUND, message }, { status: 404 });

/** A sub-list handler: the options hanging from `:code`, or 404 with the server's message. */
const subList = (path: string, lists: Record<string, OptionMap>, message: string) =>
  http.get(`${API}${path}/:code`, ({ params }) => {
    const found = lists[decodeURIComponent(String(params.code))];
    return found ? HttpResponse.json(found) : notFound(message);
  });

/**
 * The residues API of the stories: the option lists of spec 02 §7, the providers offered to a
 * negotiation, the first step's create (the residue with its treatments and storages), a negotiation's
 * create with its providers resolved, the ADM overview, then `resourceHandlers` for the residues and
 * their treatments, storages and negotiations.
 */
export function residueHandlers(db: ResidueDb, options: ResidueHandlerOptions = {}): RequestHandler[] {
  const log = callLog(db);
  const allTechnologies = Object.assign({}, ...Object.values(technologiesByCategory)) as OptionMap;
  const subsidiary = Object.fromEntries(
    Object.keys(riskClasses).map((code) => [
      code,
      Object.fromEntries(Object.entries(riskClasses).filter(([other]) => other !== code)),
    ]),
  );

  return [
    // Option lists before `/residues/:id` (`/residues/types` would be read as an id).
    ...Object.entries(optionLists).map(([list, map]) =>
      http.get(`${API}${RESIDUE_OPTION_PATHS[list as keyof typeof optionLists]}`, () =>
        HttpResponse.json(map),
      ),
    ),
    http.get(`${API}/treatment/technology`, ({ request }) => {
      const category = new URL(request.url).searchParams.get("category");
      if (!category) return HttpResponse.json(allTechnologies);
      const found = technologiesByCategory[category];
      return found ? HttpResponse.json(found) : notFound("Categoria de tratamento não encontrada.");
    }),
    subList("/subsidiary/risk/classes", subsidiary, "Classe de risco não encontrada."),
    subList("/nbr_147253/sub/lists", nbr14725Categories, "Classe de perigo não encontrada."),
    subList("/ibama/code/sub/lists", ibamaResidues, "Lista do IBAMA não encontrada."),

    // A negotiation's selects: the company's active providers offering the service, those matching
    // `search` (alias or company name, case and accents aside) when asked; one by its id for a stored negotiation's.
    http.get(`${API}/providers`, ({ request }) => {
      const url = new URL(request.url);
      const type = url.searchParams.get("type") as ProviderOptionType | null;
      const search = normalizeSearch(url.searchParams.get("search") ?? "");
      return optionsPage(
        residueProviders
          .filter((p) => !type || p.types.includes(type))
          .filter((p) => normalizeSearch(`${p.alias} ${companyNameOf(p)}`).includes(search))
          .map(providerOption),
        url,
      );
    }),
    http.get(`${API}/providers/:uuid`, ({ params }) => {
      log("GET", `/providers/${params.uuid}`);
      const found = residueProviders.find((p) => p.uuid_provider === params.uuid);
      return found ? HttpResponse.json(providerOption(found)) : notFound("Prestador não encontrado.");
    }),

    http.post(`${API}/residues`, async ({ request }) => {
      const body = await bodyOf(request);
      log("POST", "/residues", body);
      const status = options.createStatus ?? 201;
      if (status >= 400)
        return HttpResponse.json(
          {
            code: statusCode(status),
            message: status === 422 ? "Os dados informados são inválidos." : "falhou",
            ...(options.createFields ? { fields: options.createFields } : {}),
          },
          { status },
        );
      const now = new Date().toISOString();
      const id = NEW_RESIDUE_ID;
      const residue = makeResidue(id, String(body.name ?? ""), {
        type: String(body.type ?? ""),
        internal_code: text(body.internal_code),
        draft: body.draft === true,
        created_at: now,
        updated_at: now,
      });
      db.residues.unshift(residue);
      const rows = (value: unknown) => (Array.isArray(value) ? (value as Body[]) : []);
      db.treatments[id] = rows(body.treatments).map((t, i) => ({
        uuid_treatment: `t-new-${i + 1}`,
        category: String(t.category),
        technology: String(t.technology),
        class: String(t.class),
        created_at: now,
        updated_at: now,
        deleted_at: null,
      }));
      db.storages[id] = rows(body.storages).map((s, i) => ({
        uuid_storage: `s-new-${i + 1}`,
        type: String(s.type),
        physical_state: String(s.physical_state),
        packaging: String(s.packaging),
        discount_packaging: s.discount_packaging !== false,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      }));
      return HttpResponse.json(residue, { status: 201 });
    }),

    http.post(`${API}/residues/:parent/negotiations`, async ({ params, request }) => {
      const parent = String(params.parent);
      const body = await bodyOf(request);
      log("POST", `/residues/${parent}/negotiations`, body);
      db.negotiations[parent] ??= [];
      const rows = db.negotiations[parent];
      const now = new Date().toISOString();
      const negotiation = makeNegotiation(
        `0e1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a${String(rows.length + 1).padStart(2, "0")}`,
        { ...negotiationFields(body), manager: providerById(body.manager), created_at: now, updated_at: now },
      );
      rows.push(negotiation);
      return HttpResponse.json(negotiation, { status: 201 });
    }),

    http.get(`${API}/negotiations/providers`, () => {
      const named = Object.values(db.negotiations)
        .flat()
        .filter((n) => !n.deleted_at)
        .flatMap((n) => [n.manager, n.recipient, n.carrier])
        .filter((p): p is NegotiationProvider => p !== null);
      const unique = [...new Map(named.map((p) => [p.uuid_provider, p])).values()];
      return HttpResponse.json({
        data: unique.sort((a, b) => (a.alias ?? "").localeCompare(b.alias ?? "", "pt-BR")),
      });
    }),
    http.get(`${API}/negotiations`, ({ request }) => {
      const url = new URL(request.url);
      log("GET", "/negotiations", Object.fromEntries(url.searchParams));
      return HttpResponse.json(
        pageOf(overviewRows(db, url) as unknown as StoredRow[], url, ["residue.name", "manager.alias"]),
      );
    }),

    ...resourceHandlers(residueResources(db, options)),
  ];
}
