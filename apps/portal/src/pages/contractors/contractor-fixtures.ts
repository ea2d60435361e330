import type {
  ChangeHistory,
  Contractor,
  ContractorAttachment,
  ContractorIndicators,
  ContractorPlanFeatureCode,
  ContractorPrefill,
  ContractorRepresentative,
  FieldChange,
} from "@trilha/api";
import { CONTRACTOR_CODES, LOOKUP_CODES, RESOURCE_CODES, statusCode } from "@trilha/api";
import { HttpResponse, http, type RequestHandler } from "msw";
import {
  bodyOf,
  pageOf,
  type Received,
  type ResourceDb,
  resourceHandlers,
  type StoredRow,
} from "../../resources/resource-handlers";
import { API, fail } from "../../stories/story-app";
import { callLog, storyResources } from "../../stories/story-db";
import { placeHandlers } from "../providers/provider-fixtures";

/** Story data and the contractors part of the in-memory API (MSW), as docs/api/contractors.md describes it. */

const FEATURES: ContractorPlanFeatureCode[] = [
  "primary_users",
  "secondary_users",
  "collection_request",
  "monitoring",
  "reverse_logistics",
  "document_management",
  "pgrs_generator",
  "homologation",
];

/** A local day as yyyy-MM-dd, the way the date-range picker sends it. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Noon of a local day as an ISO instant: this month's rows are in the list's default range (ESTE MÊS). */
const noon = (year: number, month: number, day: number) => new Date(year, month, day, 12).toISOString();

function stamps(today = new Date()) {
  return {
    thisMonth: noon(today.getFullYear(), today.getMonth(), 1),
    /** The first of January: only ESTE ANO (or a wider range) lists it, unless this is January. */
    thisYear: noon(today.getFullYear(), 0, 1),
  };
}

const person = (name: string, email: string, phone = "(51) 3333-4444"): ContractorRepresentative => ({
  name,
  phone,
  phone_extension: null,
  email,
});

const attachment = (name: string): ContractorAttachment => ({
  url: `${API}/files/${encodeURIComponent(name)}`,
  display_name: name,
});

type ContractorSeed = {
  n: number;
  cnpj: string;
  trading_name: string;
  created_at: string;
  termino?: string | null;
  prazo_indeterminado?: boolean;
  deleted_at?: string | null;
  first_access_pending?: boolean;
  main_module?: "mmf" | "mg";
};

export function makeContractor(seed: ContractorSeed): Contractor {
  const { n, cnpj, trading_name, created_at } = seed;
  const prazo = seed.prazo_indeterminado ?? false;
  const termino = prazo ? null : (seed.termino ?? "2027-12-31");
  const company_name = `${trading_name} Gestão Ambiental Ltda`;
  const main = seed.main_module ?? "mmf";
  const slug = trading_name.toLowerCase().replace(/\W+/g, "");
  return {
    uuid_contractor: `c-${n}`,
    uuid_company: `co-${n}`,
    cnpj,
    company_name,
    trading_name,
    termino,
    prazo_indeterminado: prazo,
    created_at,
    updated_at: created_at,
    deleted_at: seed.deleted_at ?? null,
    contractor: {
      registry_type: "cnpj",
      cnpj,
      international_registry: null,
      company_name,
      trading_name,
      address_country: "Brasil",
      address_zip_code: "90010-000",
      address_state: "RS",
      address_city: "Porto Alegre",
      address_name: "Rua dos Andradas",
      address_number: String(100 + n),
      address_complement: null,
      phone: "(51) 3333-4444",
      cnaer_principal: null,
      cartao_cnpj: null,
      cartao_cnpj_display_name: null,
      contrato_social: null,
      contrato_social_display_name: null,
    },
    responsible_contractor_cool: person("Ana Souza", `ana@${slug}.com.br`),
    responsible_contractor_financial: person("Bruno Lima", `financeiro@${slug}.com.br`),
    contract: {
      interno: `CT-${String(n).padStart(3, "0")}`,
      inicio: "2026-01-01",
      termino,
      prazo_indeterminado: prazo,
      representante_comercial: null,
      representante_juridico: null,
      contrato: attachment(`contrato ${trading_name}.pdf`),
      proposta: null,
      aditivos: [],
      observacoes: null,
    },
    plan: {
      main_module: main,
      small_generators: main === "mmf" ? 2 : null,
      large_generators: main === "mmf" ? 1 : null,
      internal_management_generators: main === "mmf" ? 0 : null,
      generator_type: main === "mg" ? "gg" : null,
      features: FEATURES.map((feature, index) => ({
        feature,
        enabled: index === 0,
        users: 10,
        value_per_user: 0,
        total: 0,
      })),
      total: 0,
      modules: main === "mmf" ? ["Matriz-Filial", "Pequeno Gerador", "Grande Gerador"] : ["Gerador"],
    },
    responsible_first: {
      ...person("Carla Mendes", `carla@${slug}.com.br`, "51999990000"),
      uuid_user: `u-${n}`,
      first_access_pending: seed.first_access_pending ?? true,
      welcome_sent_at: seed.first_access_pending === false ? null : "2026-03-02T12:00:00Z",
    },
  };
}

export type ContractorDb = {
  contractors: Contractor[];
  changes: Record<string, ChangeHistory>;
  /** What the handlers received, for play functions to assert (query strings of the list and indicators too). */
  received: Received[];
};

/**
 * The story contractors: Verde Vale (a dated contract, the master user waiting for the first access),
 * Eco Sul (indeterminate term, a Gerador plan), Limpa Norte (the master user created a password),
 * Resíduo Zero (inactive), all created this month; Antigo Verde, created on the first of January.
 */
export function createDb(count?: number, today = new Date()): ContractorDb {
  const { thisMonth, thisYear } = stamps(today);
  const all = [
    makeContractor({
      n: 1,
      cnpj: "11222333000181",
      trading_name: "Verde Vale",
      created_at: thisMonth,
      termino: "2027-03-31",
    }),
    makeContractor({
      n: 2,
      cnpj: "22333444000181",
      trading_name: "Eco Sul",
      created_at: thisMonth,
      prazo_indeterminado: true,
      main_module: "mg",
    }),
    makeContractor({
      n: 3,
      cnpj: "33444555000181",
      trading_name: "Limpa Norte",
      created_at: thisMonth,
      termino: "2028-06-30",
      first_access_pending: false,
    }),
    makeContractor({
      n: 4,
      cnpj: "44555666000181",
      trading_name: "Resíduo Zero",
      created_at: thisMonth,
      termino: "2026-12-31",
      deleted_at: thisMonth,
    }),
    makeContractor({
      n: 5,
      cnpj: "55666777000181",
      trading_name: "Antigo Verde",
      created_at: thisYear,
      termino: "2029-01-31",
    }),
  ];
  return {
    contractors: all.slice(0, count ?? all.length),
    changes: {
      "c-1": {
        updates: [
          {
            when: "2026-05-10T09:30:00Z",
            changes: [{ field: "contract.termino", from: "2026-12-31", to: "2027-03-31" }],
            justification: null,
            user: { name: "Maria Admin" },
          },
        ],
        deletions: [],
      },
      "c-4": {
        updates: [],
        deletions: [
          {
            when: thisMonth,
            changes: [{ field: "deleted_at", from: null, to: thisMonth }],
            justification: "Contrato encerrado pelo cliente ao fim do período de vigência.",
            user: { name: "Maria Admin" },
          },
        ],
      },
    },
    received: [],
  };
}

/** Refills a db in place: handlers keep pointing at the same object across stories. */
export function resetDb(db: ContractorDb, count?: number) {
  Object.assign(db, createDb(count));
}

/** `contract[aditivos][0]` → ["contract", "aditivos", "0"]. */
const pathOf = (key: string) => key.replace(/\]/g, "").split("[");

type Tree = { [key: string]: Tree | string };

/** A bracketed multipart body as the server's `qs` reads it: nested objects, digit keys as arrays. */
export function nestedBody(body: Record<string, unknown>): Record<string, unknown> {
  const root: Tree = {};
  for (const [key, value] of Object.entries(body)) {
    const path = pathOf(key);
    let node = root;
    path.slice(0, -1).forEach((part) => {
      node[part] ??= {};
      node = node[part] as Tree;
    });
    node[path.at(-1) ?? key] = String(value);
  }
  const arrays = (value: Tree | string): unknown => {
    if (typeof value === "string") return value;
    const keys = Object.keys(value);
    const entries = keys.map((key) => [key, arrays(value[key]!)] as const);
    return keys.length > 0 && keys.every((key) => /^\d+$/.test(key))
      ? entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v)
      : Object.fromEntries(entries);
  };
  return arrays(root) as Record<string, unknown>;
}

type Part = Record<string, unknown>;
const textOr = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);
const numberOr = (value: unknown) => (typeof value === "string" && value !== "" ? Number(value) : null);

/** A file field of a section sent whole: a new file is stored, a string keeps the stored one, absent or "" removes it. */
function storedFile(value: unknown, kept: ContractorAttachment | null): ContractorAttachment | null {
  if (typeof value !== "string" || value === "") return null;
  if (value.startsWith("file:")) return attachment(value.slice("file:".length));
  return kept && kept.url === value ? kept : { url: value, display_name: kept?.display_name ?? value };
}

function representativeOf(part: Part, current?: ContractorRepresentative): ContractorRepresentative {
  return {
    ...current,
    name: String(part.name ?? ""),
    phone: String(part.phone ?? ""),
    phone_extension: textOr(part.phone_extension),
    email: String(part.email ?? ""),
  };
}

/** Applies the sections a body holds to a contractor (the create starts from a blank one), like the server. */
function applySections(row: Contractor, body: Record<string, unknown>) {
  const sections = nestedBody(body);
  const company = sections.contractor as Part | undefined;
  if (company) {
    const file = (key: "cartao_cnpj" | "contrato_social") => {
      const current = row.contractor[key];
      const stored = storedFile(
        company[key],
        current ? { url: current, display_name: row.contractor[`${key}_display_name`] ?? current } : null,
      );
      return { [key]: stored?.url ?? null, [`${key}_display_name`]: stored?.display_name ?? null };
    };
    row.contractor = {
      ...row.contractor,
      cnpj: String(company.cnpj ?? row.contractor.cnpj),
      international_registry: textOr(company.international_registry),
      company_name: String(company.company_name ?? ""),
      trading_name: String(company.trading_name ?? ""),
      address_country: textOr(company.address_country),
      address_zip_code: textOr(company.address_zip_code),
      address_state: textOr(company.address_state),
      address_city: textOr(company.address_city),
      address_name: String(company.address_name ?? ""),
      address_number: String(company.address_number ?? ""),
      address_complement: textOr(company.address_complement),
      phone: String(company.phone ?? ""),
      cnaer_principal: textOr(company.cnaer_principal),
      ...file("cartao_cnpj"),
      ...file("contrato_social"),
    };
    Object.assign(row, {
      cnpj: row.contractor.cnpj,
      company_name: row.contractor.company_name,
      trading_name: row.contractor.trading_name,
    });
  }
  for (const key of ["responsible_contractor_cool", "responsible_contractor_financial"] as const) {
    const part = sections[key] as Part | undefined;
    if (part) row[key] = representativeOf(part, row[key]);
  }
  const contract = sections.contract as Part | undefined;
  if (contract) {
    const prazo = contract.prazo_indeterminado === "true";
    const addenda = Array.isArray(contract.aditivos) ? contract.aditivos : [];
    row.contract = {
      interno: textOr(contract.interno),
      inicio: String(contract.inicio ?? ""),
      termino: prazo ? null : textOr(contract.termino),
      prazo_indeterminado: prazo,
      representante_comercial: textOr(contract.representante_comercial),
      representante_juridico: textOr(contract.representante_juridico),
      contrato: storedFile(contract.contrato, row.contract.contrato),
      proposta: storedFile(contract.proposta, row.contract.proposta),
      aditivos: addenda.flatMap((value) => {
        const kept = row.contract.aditivos.find((a) => a.url === value || a.display_name === value) ?? null;
        const stored = storedFile(value, kept);
        return stored ? [stored] : [];
      }),
      observacoes: textOr(contract.observacoes),
    };
    Object.assign(row, { termino: row.contract.termino, prazo_indeterminado: prazo });
  }
  const plan = sections.plan as Part | undefined;
  if (plan) {
    const main = plan.main_module === "mg" ? "mg" : "mmf";
    const features = (Array.isArray(plan.features) ? plan.features : []) as Part[];
    row.plan = {
      main_module: main,
      small_generators: numberOr(plan.small_generators),
      large_generators: numberOr(plan.large_generators),
      internal_management_generators: numberOr(plan.internal_management_generators),
      generator_type: (textOr(plan.generator_type) as Contractor["plan"]["generator_type"]) ?? null,
      features: features.map((f) => ({
        feature: f.feature as ContractorPlanFeatureCode,
        enabled: f.enabled === "true",
        users: Number(f.users ?? 10),
        value_per_user: 0,
        total: 0,
      })),
      total: 0,
      modules: [main === "mmf" ? "Matriz-Filial" : "Gerador"],
    };
  }
  const master = sections.responsible_first as Part | undefined;
  if (master) row.responsible_first = { ...row.responsible_first, ...representativeOf(master) };
}

/** Every leaf of a value by dotted path (`contract.inicio`, `plan.features.0.users`). */
function leaves(value: unknown, prefix = "", out: Record<string, unknown> = {}) {
  if (value !== null && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) leaves(inner, prefix ? `${prefix}.${key}` : key, out);
  } else out[prefix] = value;
  return out;
}

const SECTION_KEYS = [
  "contractor",
  "responsible_contractor_cool",
  "responsible_contractor_financial",
  "contract",
  "plan",
  "responsible_first",
] as const;

/** An edit like the server's: the sections in the body saved whole; what changed is recorded. */
function updateContractor(row: StoredRow, body: Record<string, unknown>): FieldChange[] {
  const contractor = row as unknown as Contractor;
  const pick = () => leaves(Object.fromEntries(SECTION_KEYS.map((key) => [key, contractor[key]])));
  const before = pick();
  applySections(contractor, body);
  const after = pick();
  return Object.keys({ ...before, ...after })
    .filter((field) => (before[field] ?? null) !== (after[field] ?? null))
    .map((field) => ({ field, from: before[field] ?? null, to: after[field] ?? null }));
}

/** What `GET /contractors/indicators` answers: active and inactive contractors created in the range. */
export function indicatorsOf(rows: readonly Contractor[]): ContractorIndicators {
  return {
    active: rows.filter((c) => !c.deleted_at).length,
    inactive: rows.filter((c) => c.deleted_at).length,
  };
}

/** The rows created in `created_from`…`created_to` (local days, both included), as the server filters them. */
function inRange(rows: readonly Contractor[], url: URL) {
  const from = url.searchParams.get("created_from");
  const to = url.searchParams.get("created_to");
  return rows.filter((row) => {
    const day = localDay(new Date(row.created_at));
    return (!from || day >= from) && (!to || day <= to);
  });
}

export type ContractorHandlerOptions = {
  /** Status the create answers instead of 201 (422 with `createFields`, 500…); a known CNPJ answers 409 anyway. */
  createStatus?: number;
  /** The 422's field errors by dotted path. */
  createFields?: Record<string, string>;
  /** The federal register (`GET /companies?source=receita`): down (502), a company, or not found (default). */
  register?: "unavailable" | ContractorPrefill;
  /** The wizard's duplicate check (`GET /contractors/?cnpj=`) fails (500): the wizard goes on to the prefill. */
  duplicateCheck?: "unavailable";
  updateStatus?: number;
  inactivateStatus?: number;
  reactivateStatus?: number;
  /** Status of the welcome resend (200 by default; 409 anyway when the master user has a password). */
  welcomeStatus?: number;
};

/** The contractors part of the in-memory API, as `resourceHandlers` reads it. */
export function contractorResources(db: ContractorDb, options: ContractorHandlerOptions = {}): ResourceDb {
  return storyResources(db, [
    {
      path: "/contractors",
      key: "uuid_contractor",
      rows: () => db.contractors as unknown as StoredRow[],
      search: ["trading_name", "company_name", "cnpj"],
      failures: {
        ...(options.updateStatus ? { update: options.updateStatus } : {}),
        ...(options.inactivateStatus ? { inactivate: options.inactivateStatus } : {}),
        ...(options.reactivateStatus ? { reactivate: options.reactivateStatus } : {}),
      },
      update: updateContractor,
      alreadyActive: "O contratante já está ativo.",
    },
  ]);
}

/** What the platform already knows of a CNPJ (its contractors), as the prefill answers it. */
function knownCompany(db: ContractorDb, cnpj: string): ContractorPrefill | null {
  const found = db.contractors.find((c) => c.cnpj === cnpj);
  if (!found) return null;
  const { cartao_cnpj, contrato_social, registry_type, ...company } = found.contractor;
  return { ...company, registry_type };
}

/**
 * The contractors API of the stories: the calls only contractors have (the list by creation date, the
 * indicators, the one-call create, the welcome resend, the prefill) and the reference data, then
 * `resourceHandlers` for get, edit, inactivation, reactivation and history.
 */
export function contractorHandlers(
  db: ContractorDb,
  options: ContractorHandlerOptions = {},
): RequestHandler[] {
  const log = callLog(db);
  const query = (url: URL) => Object.fromEntries(url.searchParams.entries());

  const list = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    log("GET", "/contractors/", query(url));
    // `cnpj` (the wizard's duplicate check) finds the contractor with that CNPJ, as the server does.
    const cnpj = (url.searchParams.get("cnpj") ?? "").replace(/\D/g, "");
    if (cnpj && options.duplicateCheck === "unavailable") return fail(500, statusCode(500), "falhou");
    const rows = inRange(db.contractors, url).filter(
      (c) => !cnpj || c.cnpj === cnpj,
    ) as unknown as StoredRow[];
    return HttpResponse.json(pageOf(rows, url, ["trading_name", "company_name", "cnpj"]));
  };

  return [
    ...placeHandlers(),
    http.get(`${API}/companies`, ({ request }) => {
      const url = new URL(request.url);
      log("GET", "/companies", query(url));
      const cnpj = url.searchParams.get("cnpj") ?? "";
      if (url.searchParams.get("source") !== "receita") {
        const known = knownCompany(db, cnpj);
        return HttpResponse.json({ data: known ? [known] : [] });
      }
      if (options.register === "unavailable")
        return fail(
          502,
          LOOKUP_CODES.LOOKUP_UNAVAILABLE,
          "Serviço de consulta indisponível no momento. Tente novamente.",
        );
      if (options.register) return HttpResponse.json({ data: [{ ...options.register, cnpj }] });
      return fail(404, LOOKUP_CODES.COMPANY_NOT_FOUND, "Empresa não encontrada.");
    }),
    http.get(`${API}/contractors/indicators`, ({ request }) => {
      const url = new URL(request.url);
      log("GET", "/contractors/indicators", query(url));
      return HttpResponse.json(indicatorsOf(inRange(db.contractors, url)));
    }),
    http.get(`${API}/contractors/`, list),
    http.get(`${API}/contractors`, list),
    http.post(`${API}/contractors`, async ({ request }) => {
      const body = await bodyOf(request);
      log("POST", "/contractors", body);
      const cnpj = String(body["contractor[cnpj]"] ?? "");
      const existing = db.contractors.find((c) => c.cnpj === cnpj);
      if (existing)
        return fail(
          409,
          RESOURCE_CODES.DUPLICATE,
          `Um contratante já foi cadastrado com o CNPJ informado: ${existing.trading_name}.`,
          {
            data: {
              existing: {
                uuid_contractor: existing.uuid_contractor,
                trading_name: existing.trading_name,
                company_name: existing.company_name,
              },
            },
          },
        );
      const status = options.createStatus ?? 201;
      if (status === 422)
        return fail(422, statusCode(422), "Os dados informados são inválidos.", {
          fields: options.createFields ?? {},
        });
      if (status >= 400) return fail(status, statusCode(status), "falhou");
      const now = new Date().toISOString();
      const created = makeContractor({
        n: db.contractors.length + 1,
        cnpj,
        trading_name: "",
        created_at: now,
      });
      created.uuid_contractor = "c-new";
      created.contract = { ...created.contract, contrato: null, aditivos: [] };
      applySections(created, body);
      created.responsible_first = { ...created.responsible_first, welcome_sent_at: now };
      db.contractors.unshift(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.post(`${API}/contractors/:id/master-user/welcome`, async ({ params }) => {
      log("POST", `/contractors/${params.id}/master-user/welcome`);
      const found = db.contractors.find((c) => c.uuid_contractor === params.id);
      if (!found) return fail(404, RESOURCE_CODES.NOT_FOUND, "não encontrado");
      if (!found.responsible_first.first_access_pending)
        return fail(409, CONTRACTOR_CODES.ALREADY_ACTIVATED, "O usuário master já acessou a plataforma.");
      if (options.welcomeStatus === 502)
        return fail(
          502,
          CONTRACTOR_CODES.MAIL_FAILED,
          "Não foi possível enviar o e-mail de boas-vindas. Tente novamente.",
        );
      if (options.welcomeStatus === 429)
        return fail(
          429,
          CONTRACTOR_CODES.WELCOME_THROTTLED,
          "O e-mail de primeiro acesso já foi reenviado 3 vezes para este endereço na última hora. Tente novamente em 42 minutos.",
        );
      if (options.welcomeStatus && options.welcomeStatus >= 400)
        return fail(options.welcomeStatus, statusCode(options.welcomeStatus), "falhou");
      const at = new Date().toISOString();
      found.responsible_first.welcome_sent_at = at;
      return HttpResponse.json({ welcome_sent_at: at });
    }),
    ...resourceHandlers(contractorResources(db, options)),
  ];
}
