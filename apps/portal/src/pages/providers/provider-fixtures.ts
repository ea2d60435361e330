import type {
  Certificate,
  ChangeHistory,
  Employee,
  FieldChange,
  License,
  Provider,
  ProviderIndicators,
  ProviderType,
  State,
} from "@trilha/api";
import { LOOKUP_CODES, RESOURCE_CODES, statusCode } from "@trilha/api";
import {
  CERTIFICATE_DUPLICATE,
  certificateDuplicateKeys,
  EMPLOYEE_DUPLICATE,
  employeeDuplicateKeys,
  isDuplicate,
  LICENSE_DUPLICATE,
  licenseDuplicateKeys,
} from "@trilha/forms/schemas";
import { HttpResponse, http, type RequestHandler } from "msw";
import {
  bodyOf,
  type ResourceDb,
  type ResourceMock,
  resourceHandlers,
  type StoredRow,
} from "../../resources/resource-handlers";
import { API, fail } from "../../stories/story-app";
import { callLog, optionsPage, storyResources } from "../../stories/story-db";

/** Story data and the providers part of the in-memory API (MSW) that answers like spec 02 §7. */

export const providerTypes: ProviderType[] = [
  { code: "recipient", name: "Destinador" },
  { code: "manager", name: "Gerenciador" },
  { code: "carrier", name: "Transportador" },
];

export const states: State[] = [
  { federative_unit: "RS", name: "Rio Grande do Sul" },
  { federative_unit: "SP", name: "São Paulo" },
];
export const cities: Record<string, string[]> = {
  RS: ["Canoas", "Porto Alegre"],
  SP: ["Campinas", "São Paulo"],
};
/**
 * The places as the server answers them: the states, a state's cities, and a CEP's address (CEP
 * 00000000, or every CEP when `cepFound` is false, is not found; for 99999999 no service answers).
 */
export function placeHandlers({ cepFound = true } = {}): RequestHandler[] {
  return [
    http.get(`${API}/states`, () => HttpResponse.json(states)),
    http.get(`${API}/cities`, ({ request }) =>
      HttpResponse.json(
        (cities[new URL(request.url).searchParams.get("state") ?? ""] ?? []).map((name) => ({ name })),
      ),
    ),
    http.get(`${API}/cep/:cep`, ({ params }) =>
      params.cep === "99999999"
        ? fail(
            502,
            LOOKUP_CODES.LOOKUP_UNAVAILABLE,
            "Serviço de consulta indisponível no momento. Tente novamente.",
          )
        : !cepFound || params.cep === "00000000"
          ? fail(
              404,
              LOOKUP_CODES.CEP_NOT_FOUND,
              "Todos os serviços de CEP não encontraram o valor informado.",
            )
          : HttpResponse.json({
              cep: params.cep,
              street: "Rua dos Andradas",
              neighborhood: "Centro Histórico",
              state: "RS",
              city: "Porto Alegre",
            }),
    ),
  ];
}

export const licenseTypes = [
  { uuid_license_type: "lt-1", name: "Licença de Operação" },
  { uuid_license_type: "lt-2", name: "Licença de Instalação" },
];

const created = "2026-03-02T12:00:00Z";

export function makeProvider(n: number, overrides: Partial<Provider> = {}): Provider {
  const cnpj = `11222333${String(n).padStart(4, "0")}81`;
  return {
    uuid_provider: `p-${n}`,
    alias: `Recicla ${String(n).padStart(2, "0")}`,
    activity: "Coleta",
    types: [providerTypes[n % 3]!],
    company: {
      registry_type: "cnpj",
      cnpj,
      company_name: `Recicla ${n} Ltda`,
      trading_name: `Recicla ${n}`,
      address_country: "Brasil",
      address_zip_code: "90010-000",
      address_name: "Rua dos Andradas",
      address_number: String(100 + n),
      address_state: n % 2 ? "RS" : "SP",
      address_city: n % 2 ? "Porto Alegre" : "Campinas",
      phone: "(51) 3333-4444",
    },
    responsible: [
      {
        uuid_company_responsible: `r-${n}`,
        name: "Ana Souza",
        email: `ana${n}@recicla.com.br`,
        phone: "(51) 99999-0000",
      },
    ],
    created_at: created,
    updated_at: n % 5 === 0 ? "2026-05-10T09:30:00Z" : created,
    deleted_at: n % 9 === 0 ? "2026-06-01T08:00:00Z" : null,
    ...overrides,
  };
}

/** What `GET /providers/indicators` answers for the story db, computed like the server does. */
export function indicatorsOf(db: ProviderDb, today = new Date()): ProviderIndicators {
  const active = db.providers.filter((p) => !p.deleted_at);
  const alive = <T extends { deleted_at?: string | null }>(rows: Record<string, T[]>) =>
    active.flatMap((p) => rows[p.uuid_provider] ?? []).filter((row) => !row.deleted_at);
  const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const [from, to] = [day(0), day(30)];
  const stamps = [
    ...db.providers,
    ...Object.values(db.employees).flat(),
    ...Object.values(db.licenses).flat(),
    ...Object.values(db.certificates).flat(),
  ].flatMap((row) => [row.created_at, row.updated_at].filter((at): at is string => Boolean(at)));
  const last = stamps.map((at) => new Date(at).getTime()).sort((a, b) => b - a)[0];
  return {
    registered: db.providers.length,
    active: active.length,
    employees: alive(db.employees).length,
    licenses_expiring: alive(db.licenses).filter(
      (l) => l.expiration && l.expiration.slice(0, 10) >= from && l.expiration.slice(0, 10) <= to,
    ).length,
    certificates: alive(db.certificates).length,
    last_update: last === undefined ? null : new Date(last).toISOString(),
    carriers: active.filter((p) => p.types.some((t) => t.code === "carrier")).length,
  };
}

export type ProviderDb = {
  providers: Provider[];
  certificates: Record<string, Certificate[]>;
  licenses: Record<string, License[]>;
  employees: Record<string, Employee[]>;
  changes: Record<string, ChangeHistory>;
  /** What the handlers received, for play functions to assert. */
  received: { method: string; path: string; body?: Record<string, unknown> }[];
};

/** The stored files the story items point at, answered by GET /files/{uuid} like the server. */
export const storedFiles = {
  iso: {
    uuid: "0c9e7f10-3a2b-4c5d-8e6f-7a8b9c0d1e2f",
    name: "iso 14001 – certificado.pdf",
    type: "application/pdf",
  },
  lo: {
    uuid: "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a",
    name: "licença de operação.pdf",
    type: "application/pdf",
  },
} as const;

/** Refills a db in place: handlers keep pointing at the same object across stories. */
export function resetDb(db: ProviderDb, count = 35) {
  Object.assign(db, createDb(count));
}

export function createDb(count = 35): ProviderDb {
  const list = Array.from({ length: count }, (_, i) => makeProvider(i + 1));
  const db: ProviderDb = {
    providers: list,
    certificates: {},
    licenses: {},
    employees: {},
    changes: {},
    received: [],
  };
  const first = list[0];
  if (first) {
    db.certificates[first.uuid_provider] = [
      {
        uuid_certificate: "c-1",
        name: "ISO 14001",
        number: "1234",
        emission: "2025-01-10",
        attachment: `${API}/files/${storedFiles.iso.uuid}`,
        attachment_display_name: storedFiles.iso.name,
        created_at: created,
        updated_at: created,
        deleted_at: null,
      },
    ];
    db.licenses[first.uuid_provider] = [
      {
        uuid_license: "l-1",
        uuid_license_type: "lt-1",
        license_type: { name: "Licença de Operação" },
        name: "LO 2026",
        code: "778",
        emission: "2025-02-01",
        expiration: "2026-12-01",
        file: `${API}/files/${storedFiles.lo.uuid}`,
        file_display_name: storedFiles.lo.name,
        type: "operacao",
        created_at: created,
        updated_at: created,
        deleted_at: null,
      },
    ];
    db.employees[first.uuid_provider] = [
      {
        uuid_employee: "e-1",
        name: "Carlos",
        last_name: "Lima",
        email: "carlos@recicla.com.br",
        collaborator_type: "driver",
        cnh: "12345678900",
        created_at: created,
        updated_at: created,
        deleted_at: null,
      },
    ];
    db.changes[first.uuid_provider] = {
      updates: [
        {
          when: "2026-05-10T09:30:00Z",
          changes: [{ field: "company.phone", from: "(51) 3333-0000", to: "(51) 3333-4444" }],
          justification: "Telefone atualizado a pedido do responsável pela empresa.",
          user: { name: "Maria Admin" },
        },
      ],
      deletions: [],
    };
  }
  return db;
}

const subRecordChanges: ChangeHistory = {
  updates: [
    {
      when: "2026-04-02T12:00:00Z",
      changes: [{ field: "name", from: "Documento antigo", to: "Documento renovado" }],
      justification: null,
      user: { name: "Maria Admin" },
    },
  ],
  deletions: [
    {
      when: "2026-04-03T12:00:00Z",
      changes: [{ field: "deleted_at", from: null, to: "2026-04-03T12:00:00Z" }],
      justification: "Documento vencido substituído pelo novo documento.",
      user: { name: "Maria Admin" },
    },
  ],
};

/** Like the server's edit: provider[alias] and company[...] parts; the alias change is recorded. */
function updateProvider(row: StoredRow, body: Record<string, unknown>): FieldChange[] {
  const provider = row as unknown as Provider;
  const alias = (body.provider as { alias?: string }).alias;
  const changes: FieldChange[] =
    (alias ?? null) !== (provider.alias ?? null)
      ? [{ field: "provider.alias", from: provider.alias ?? null, to: alias ?? null }]
      : [];
  Object.assign(provider, { alias, company: { ...provider.company, ...(body.company as object) } });
  return changes;
}

const nested = (db: ProviderDb, kind: "certificates" | "licenses" | "employees") => (parent: string) => {
  db[kind][parent] ??= [];
  return db[kind][parent] as unknown as StoredRow[];
};

/** The providers part of the in-memory API, as `resourceHandlers` reads it. */
export function providerResources(db: ProviderDb, options: HandlerOptions = {}): ResourceDb {
  const sub = (
    kind: "certificates" | "licenses" | "employees",
    key: string,
    create?: number,
  ): ResourceMock => ({
    path: `/providers/:parent/${kind}`,
    key,
    rows: nested(db, kind),
    search: ["name"],
    fileFields: ["attachment", "file", "mopp_document_image", "cnh_document_image"],
    failures: { ...(create ? { create } : {}) },
    changes: () => subRecordChanges,
  });
  return storyResources(db, [
    {
      path: "/providers",
      key: "uuid_provider",
      rows: () => db.providers as unknown as StoredRow[],
      search: ["alias", "company.company_name", "company.trading_name", "company.cnpj"],
      failures: {
        ...(options.inactivateStatus ? { inactivate: options.inactivateStatus } : {}),
        ...(options.reactivateStatus ? { reactivate: options.reactivateStatus } : {}),
      },
      update: updateProvider,
      alreadyActive: "O prestador já está ativo.",
    },
    sub("certificates", "uuid_certificate", options.certificateStatus),
    sub("licenses", "uuid_license", options.licenseStatus),
    sub("employees", "uuid_employee"),
  ]);
}

export type HandlerOptions = {
  /** Status the provider create answers (201 by default; 409 for a duplicate; 422 with `createFields`). */
  createStatus?: number;
  createFields?: Record<string, string>;
  licenseStatus?: number;
  certificateStatus?: number;
  inactivateStatus?: number;
  /** Status the reactivation answers (200 by default; 409 when the provider is already active). */
  reactivateStatus?: number;
  cepFound?: boolean;
};

/** The repeats the server refuses among a provider's active records (spec 02 §5), by collection. */
const twins = {
  certificates: { key: "uuid_certificate", keys: certificateDuplicateKeys, message: CERTIFICATE_DUPLICATE },
  licenses: { key: "uuid_license", keys: licenseDuplicateKeys, message: LICENSE_DUPLICATE },
  employees: { key: "uuid_employee", keys: employeeDuplicateKeys, message: EMPLOYEE_DUPLICATE },
} as const;

/**
 * Like the server: a certificate, license or employee saved equal to another active one of the provider
 * is a 409 DUPLICATE with the spec's message; anything else goes on to the resource handlers.
 */
function twinHandlers(db: ProviderDb): RequestHandler[] {
  return Object.entries(twins).flatMap(([kind, { key, keys, message }]) => {
    const refuse = async ({ params, request }: { params: Record<string, unknown>; request: Request }) => {
      const body = await bodyOf(request.clone());
      const rows = (db[kind as keyof typeof twins][String(params.parent)] ?? []) as unknown as StoredRow[];
      const others = rows.filter((row) => !row.deleted_at && row[key] !== params.id);
      if (!isDuplicate(others, body, keys)) return undefined;
      return HttpResponse.json({ code: RESOURCE_CODES.DUPLICATE, message }, { status: 409 });
    };
    return [
      http.post(`${API}/providers/:parent/${kind}`, refuse),
      http.put(`${API}/providers/:parent/${kind}/:id`, refuse),
    ];
  });
}

/**
 * The providers API of the stories: the calls only providers have (types, indicators, options by type,
 * the duplicate check, the bracketed create) and the reference data, then `resourceHandlers` for the
 * providers and their certificates, licenses and employees.
 */
export function providerHandlers(db: ProviderDb, options: HandlerOptions = {}): RequestHandler[] {
  const log = callLog(db);
  /** Options by type and the duplicate check; the plain list falls through to the resource handlers. */
  const filteredProviders = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const type = url.searchParams.get("type");
    if (type) {
      return optionsPage(
        db.providers.filter((p) => !p.deleted_at && p.types.some((t) => t.code === type)),
        url,
      );
    }
    for (const key of ["cpf", "cnpj", "international_register"]) {
      const value = url.searchParams.get(key);
      if (value === null) continue;
      const field = key === "international_register" ? "international_registry" : key;
      const data = db.providers.filter((p) => (p.company as Record<string, unknown>)[field] === value);
      return HttpResponse.json({ data, total: data.length });
    }
    return undefined;
  };

  return [
    http.get(`${API}/files/:uuid`, ({ params, request }) => {
      log("GET", `/files/${params.uuid}`, { authorization: request.headers.get("authorization") });
      const file = Object.values(storedFiles).find((f) => f.uuid === params.uuid);
      if (!file)
        return HttpResponse.json(
          { code: RESOURCE_CODES.NOT_FOUND, message: "Arquivo não encontrado." },
          { status: 404 },
        );
      return new HttpResponse("%PDF-1.4\n%%EOF\n", {
        headers: {
          "content-type": file.type,
          "content-disposition": `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        },
      });
    }),
    ...placeHandlers({ cepFound: options.cepFound }),
    http.get(`${API}/licenses/types`, () => HttpResponse.json(licenseTypes)),
    http.get(`${API}/companies`, () => HttpResponse.json({ data: [] })),
    http.get(`${API}/providers/types`, () => HttpResponse.json(providerTypes)),
    http.get(`${API}/providers/indicators`, () => HttpResponse.json(indicatorsOf(db))),
    http.get(`${API}/providers`, filteredProviders),
    http.post(`${API}/providers`, async ({ request }) => {
      const body = await bodyOf(request);
      log("POST", "/providers", body);
      const status = options.createStatus ?? 201;
      if (status >= 400)
        return HttpResponse.json(
          {
            code: status === 409 ? RESOURCE_CODES.DUPLICATE : statusCode(status),
            message: "duplicado",
            ...(options.createFields ? { fields: options.createFields } : {}),
          },
          { status },
        );
      const provider = makeProvider(db.providers.length + 1, {
        uuid_provider: "p-new",
        alias: String(body["provider[alias]"] ?? ""),
      });
      db.providers.unshift(provider);
      return HttpResponse.json({ provider: { uuid_provider: provider.uuid_provider } }, { status: 201 });
    }),
    ...twinHandlers(db),
    ...resourceHandlers(providerResources(db, options)),
  ];
}
