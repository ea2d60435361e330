import type { Database } from "../db/database";
import { cpfFromBase } from "./documents";
import type { DemoFileIds } from "./files";

/** A seeded provider as the records need it: `index` is its place in the seed's list. */
export type SeededProvider = { id: number; index: number; created: Date; tradingName: string; ddd: string };

type Context = { companyId: number; userId: number | null; files: DemoFileIds; providers: SeededProvider[] };

const DAY = 86_400_000;
const at = (base: Date, days: number) => new Date(base.getTime() + days * DAY).toISOString();

/** How the change records write a timestamp: as the routes do, `Date#toISOString()`. */
const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const iso = (column: string) => `to_char(${column} at time zone 'UTC', ${ISO})`;

/**
 * Licenses, certificates and employees of the seeded providers, each keyed by its provider and a
 * natural key (license code, certificate number, employee e-mail), so a re-run adds nothing. One
 * statement per kind writes the rows and, from what it inserted, their history.
 */
export async function seedRecords(tx: Database, context: Context) {
  await seedLicenses(tx, context);
  await seedCertificates(tx, context);
  await seedEmployees(tx, context);
}

/** Days from today to the expiration: some already expired, some within the 30-day alert, most later. */
// Eleven slots: not a multiple of the other cycles (every 3rd, 6th), so each share meets every slot.
const EXPIRES_IN = [5, 20, -40, 90, 200, 400, 25, -10, 150, 600, -120];
const LICENSE_JUSTIFICATION = "Licença vencida substituída pela renovação emitida pelo órgão ambiental.";

async function seedLicenses(tx: Database, { companyId, userId, files, providers }: Context) {
  // Two of three providers hold licenses; every 6th holds two.
  const rows = providers.flatMap((provider) => {
    const i = provider.index;
    const count = i % 3 === 2 ? 0 : i % 6 === 0 ? 2 : 1;
    return Array.from({ length: count }, (_, k) => {
      const expiresIn = EXPIRES_IN[(i + 5 * k) % EXPIRES_IN.length]!;
      return {
        provider: provider.id,
        // Mostly operating licenses (LO, the third type), the other types now and then.
        typeSlot: (i + k) % 4 === 0 ? (i + k) % 8 : 2,
        code: `${2019 + (i % 6)}${String(i).padStart(4, "0")}${k + 1}`,
        expiresIn,
        years: 4 + (i % 2),
        created: at(provider.created, 2 + k),
        trading: provider.tradingName,
        inactive: expiresIn < 0 && i % 2 === 0,
        edited: expiresIn > 0 && i % 5 === 1,
      };
    });
  });
  const column = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((row) => row[key]);
  await tx.query(
    `with types as (select array_agg(id order by id) as ids, array_agg(name order by id) as names from license_types),
     input as (
       select * from unnest($3::int[], $4::int[], $5::text[], $6::int[], $7::int[], $8::timestamptz[], $9::text[],
                            $10::boolean[], $11::boolean[])
         as t(provider_id, type_slot, code, expires_in, years, created, trading, inactive, edited)
     ),
     missing as (
       select i.*, current_date + i.expires_in as expiration,
              ty.ids[1 + i.type_slot % cardinality(ty.ids)] as type_id,
              ty.names[1 + i.type_slot % cardinality(ty.ids)] as type_name
         from input i cross join types ty
        where not exists (select 1 from provider_licenses l where l.provider_id = i.provider_id and l.code = i.code)
     ),
     inserted as (
       insert into provider_licenses (provider_id, company_id, license_type_id, type, name, code, emission,
         expiration, alert_date, file_id, created_at, updated_at, deleted_at)
       select provider_id, $1, type_id, 'operacao', type_name || ' - ' || trading, code,
              (expiration - make_interval(years => years))::date, expiration, expiration - 30, $12, created,
              case when edited then created + interval '30 days' else created end,
              case when inactive then (expiration + 1) + interval '10 hours' end
         from missing
       returning id, provider_id, expiration, created_at, updated_at, deleted_at
     )
     insert into audit_records (company_id, parent_resource, parent_id, resource, entity_id, user_id, action, changes, justification,
       created_at)
     select $1::int, 'provider', provider_id, 'license', id, $2::int, 'update',
            jsonb_build_array(jsonb_build_object('field', 'expiration',
              'from', (expiration - interval '1 year')::date::text, 'to', expiration::text)),
            null::text, updated_at
       from inserted where updated_at > created_at
     union all
     select $1::int, 'provider', provider_id, 'license', id, $2::int, 'inactivation',
            jsonb_build_array(jsonb_build_object('field', 'deleted_at', 'from', null, 'to', ${iso("deleted_at")})),
            $13::text, deleted_at
       from inserted where deleted_at is not null`,
    [
      companyId,
      userId,
      column("provider"),
      column("typeSlot"),
      column("code"),
      column("expiresIn"),
      column("years"),
      column("created"),
      column("trading"),
      column("inactive"),
      column("edited"),
      files.license,
      LICENSE_JUSTIFICATION,
    ],
  );
}

const CERTIFICATES = [
  "Certificado de Destinação Final (CDF)",
  "Certificado de Regularidade do CTF/IBAMA",
  "ISO 14001 - Sistema de Gestão Ambiental",
  "Certificado de Movimentação de Resíduos (CADRI)",
];
const CERTIFICATE_JUSTIFICATION =
  "Certificado substituído por nova emissão com o escopo atualizado pelo órgão.";

async function seedCertificates(tx: Database, { companyId, userId, files, providers }: Context) {
  // Three of seven providers hold a certificate (a cycle of 7, so every registry type gets some); a few two.
  const rows = providers.flatMap((provider) => {
    const i = provider.index;
    const count = [1, 2, 4].includes(i % 7) ? (i % 14 === 1 ? 2 : 1) : 0;
    return Array.from({ length: count }, (_, k) => ({
      provider: provider.id,
      name: CERTIFICATES[(i + k) % CERTIFICATES.length]!,
      number: `${String(i + 1).padStart(5, "0")}${2022 + k}${k}`,
      // The number as first typed, before the recorded correction.
      firstNumber: `${String(i + 1).padStart(5, "0")}${2021 + k}${k}`,
      emission: at(provider.created, -(30 + (i % 300))).slice(0, 10),
      created: at(provider.created, 4 + k),
      inactive: k === 0 && i % 8 === 2,
      edited: k === 0 && i % 10 === 6,
    }));
  });
  const column = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((row) => row[key]);
  await tx.query(
    `with input as (
       select * from unnest($3::int[], $4::text[], $5::text[], $6::text[], $7::date[], $8::timestamptz[],
                            $9::boolean[], $10::boolean[])
         as t(provider_id, name, number, first_number, emission, created, inactive, edited)
     ),
     missing as (
       select i.* from input i
        where not exists (select 1 from provider_certificates c
                           where c.provider_id = i.provider_id and c.number = i.number)
     ),
     inserted as (
       insert into provider_certificates (provider_id, company_id, name, number, emission, attachment_file_id,
         created_at, updated_at, deleted_at)
       select provider_id, $1, name, number, emission, $11, created,
              case when edited then created + interval '20 days' else created end,
              case when inactive then created + interval '45 days' end
         from missing
       returning id, provider_id, number, created_at, updated_at, deleted_at
     )
     insert into audit_records (company_id, parent_resource, parent_id, resource, entity_id, user_id, action, changes, justification,
       created_at)
     select $1::int, 'provider', s.provider_id, 'certificate', s.id, $2::int, 'update',
            jsonb_build_array(jsonb_build_object('field', 'number', 'from', m.first_number, 'to', s.number)),
            null::text, s.updated_at
       from inserted s join missing m on m.provider_id = s.provider_id and m.number = s.number
      where s.updated_at > s.created_at
     union all
     select $1::int, 'provider', provider_id, 'certificate', id, $2::int, 'inactivation',
            jsonb_build_array(jsonb_build_object('field', 'deleted_at', 'from', null, 'to', ${iso("deleted_at")})),
            $12::text, deleted_at
       from inserted where deleted_at is not null`,
    [
      companyId,
      userId,
      column("provider"),
      column("name"),
      column("number"),
      column("firstNumber"),
      column("emission"),
      column("created"),
      column("inactive"),
      column("edited"),
      files.certificate,
      CERTIFICATE_JUSTIFICATION,
    ],
  );
}

const GIVEN = [
  "Ana",
  "Bruno",
  "Camila",
  "Daniel",
  "Eduarda",
  "Felipe",
  "Giovana",
  "Henrique",
  "Isabela",
  "João",
];
const SURNAMES = [
  "Silva",
  "Souza",
  "Oliveira",
  "Pereira",
  "Carvalho",
  "Ribeiro",
  "Gomes",
  "Moura",
  "Teixeira",
];
const ROLES = {
  adm: "Assistente administrativo",
  assistant: "Ajudante de coleta",
  driver: "Motorista",
  operation: "Operador de triagem",
} as const;
const EMPLOYEE_TYPES = Object.keys(ROLES) as (keyof typeof ROLES)[];
const EMPLOYEE_JUSTIFICATION = "Colaborador desligado da empresa; acesso e documentos arquivados pelo RH.";

/** A valid CPF for the n-th employee: nine digits spread over the range, then the check digits. */
const employeeCpf = (n: number) => cpfFromBase(String(100_000_000 + ((n * 7_919_993) % 900_000_000)));

async function seedEmployees(tx: Database, { companyId, userId, files, providers }: Context) {
  // Four of five providers list one to three employees, the four types in turn; drivers carry a CNH.
  const rows = providers.flatMap((provider) => {
    const i = provider.index;
    const count = i % 5 === 4 ? 0 : 1 + (i % 3);
    return Array.from({ length: count }, (_, k) => {
      const n = i * 3 + k;
      const type = EMPLOYEE_TYPES[n % EMPLOYEE_TYPES.length]!;
      const given = GIVEN[n % GIVEN.length]!;
      const surname = SURNAMES[Math.floor(n / GIVEN.length) % SURNAMES.length]!;
      const driver = type === "driver";
      const mopp = driver && k % 2 === 0;
      const phone = (salt: number) =>
        `(${provider.ddd}) 9${String(8000 + ((n * 31 + salt) % 2000))}-${String(1000 + ((n * 7_919 + salt) % 9000))}`;
      const ascii = (text: string) =>
        text
          .toLowerCase()
          .normalize("NFD")
          .replace(/[^a-z]/g, "");
      return {
        provider: provider.id,
        name: given,
        lastName: surname,
        email: `${ascii(given)}.${ascii(surname)}.${i}${k}@exemplo.com.br`,
        role: ROLES[type],
        type,
        cpf: employeeCpf(n + 1),
        number: phone(0),
        firstNumber: phone(1),
        cnh: driver ? String(10_000_000_000 + ((n * 48_271) % 89_999_999_999)) : null,
        cnhDays: driver ? [400, 25, 900, -15, 1200][n % 5]! : null,
        cnhCategory: driver ? ["D", "E", "C"][n % 3]! : null,
        cnhImage: driver ? files.cnh : null,
        moppDays: mopp ? [300, 18, 700][n % 3]! : null,
        moppImage: mopp ? files.mopp : null,
        created: at(provider.created, 1 + k),
        inactive: n % 13 === 5,
        edited: n % 10 === 3,
      };
    });
  });
  const column = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((row) => row[key]);
  await tx.query(
    `with input as (
       select * from unnest($3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[],
                            $10::text[], $11::text[], $12::text[], $13::int[], $14::text[], $15::int[], $16::int[],
                            $17::int[], $18::timestamptz[], $19::boolean[], $20::boolean[])
         as t(provider_id, name, last_name, email, role, type, cpf, number, first_number, cnh, cnh_days,
              cnh_category, cnh_image, mopp_days, mopp_image, created, inactive, edited)
     ),
     missing as (
       select i.* from input i
        where not exists (select 1 from provider_employees e where e.provider_id = i.provider_id and e.email = i.email)
     ),
     inserted as (
       insert into provider_employees (provider_id, company_id, name, last_name, email, function, collaborator_type,
         cpf, number, mopp_validity, mopp_document_image, cnh, cnh_validity, cnh_document_image, cnh_categoty,
         created_at, updated_at, deleted_at)
       select provider_id, $1, name, last_name, email, role, type, cpf, number, current_date + mopp_days,
              mopp_image, cnh, current_date + cnh_days, cnh_image, cnh_category, created,
              case when edited then created + interval '15 days' else created end,
              case when inactive then created + interval '90 days' end
         from missing
       returning id, provider_id, email, number, created_at, updated_at, deleted_at
     )
     insert into audit_records (company_id, parent_resource, parent_id, resource, entity_id, user_id, action, changes, justification,
       created_at)
     select $1::int, 'provider', s.provider_id, 'employee', s.id, $2::int, 'update',
            jsonb_build_array(jsonb_build_object('field', 'number', 'from', m.first_number, 'to', s.number)),
            null::text, s.updated_at
       from inserted s join missing m on m.provider_id = s.provider_id and m.email = s.email
      where s.updated_at > s.created_at
     union all
     select $1::int, 'provider', provider_id, 'employee', id, $2::int, 'inactivation',
            jsonb_build_array(jsonb_build_object('field', 'deleted_at', 'from', null, 'to', ${iso("deleted_at")})),
            $21::text, deleted_at
       from inserted where deleted_at is not null`,
    [
      companyId,
      userId,
      column("provider"),
      column("name"),
      column("lastName"),
      column("email"),
      column("role"),
      column("type"),
      column("cpf"),
      column("number"),
      column("firstNumber"),
      column("cnh"),
      column("cnhDays"),
      column("cnhCategory"),
      column("cnhImage"),
      column("moppDays"),
      column("moppImage"),
      column("created"),
      column("inactive"),
      column("edited"),
      EMPLOYEE_JUSTIFICATION,
    ],
  );
}
