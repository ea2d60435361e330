import { createHash, randomUUID } from "node:crypto";
import type { Database } from "../db/database";

/** How many providers the demo company gets: enough for paging and search to be worth looking at. */
export const DEMO_PROVIDER_COUNT = 420;

const PLACES: [string, string][] = [
  ["SP", "São Paulo"],
  ["SP", "Campinas"],
  ["SP", "Santos"],
  ["RJ", "Rio de Janeiro"],
  ["RJ", "Niterói"],
  ["MG", "Belo Horizonte"],
  ["MG", "Uberlândia"],
  ["PR", "Curitiba"],
  ["PR", "Londrina"],
  ["SC", "Florianópolis"],
  ["SC", "Joinville"],
  ["RS", "Porto Alegre"],
  ["BA", "Salvador"],
  ["PE", "Recife"],
  ["CE", "Fortaleza"],
  ["GO", "Goiânia"],
  ["DF", "Brasília"],
  ["AM", "Manaus"],
  ["PA", "Belém"],
  ["ES", "Vitória"],
];
const FIRST = ["Eco", "Verde", "Recicla", "Bio", "Terra", "Ambiental", "Limpa", "Nova", "Rota", "Ciclo"];
const SECOND = ["Norte", "Sul", "Vale", "Brasil", "Serra", "Litoral", "Centro", "Mar", "Rio", "Campo"];
const KIND = [
  ["Transportes", "Transporte de resíduos", ["carrier"]],
  ["Gestão de Resíduos", "Gerenciamento de resíduos", ["manager"]],
  ["Aterro Sanitário", "Destinação final", ["recipient"]],
  ["Reciclagem", "Triagem e reciclagem", ["recipient", "manager"]],
  ["Logística Reversa", "Coleta e transporte", ["carrier", "manager"]],
  ["Coprocessamento", "Tratamento térmico", ["recipient"]],
] as const;
const PEOPLE = [
  "Ana Souza",
  "Bruno Lima",
  "Carla Dias",
  "Diego Rocha",
  "Elaine Costa",
  "Fábio Nunes",
  "Gabriela Reis",
];

/** A valid CNPJ (check digits computed) from a 12-digit base. */
export function cnpjFromBase(base: string): string {
  const digits = base.split("").map(Number);
  const check = (weights: number[]) => {
    const rest = weights.reduce((sum, weight, i) => sum + weight * digits[i]!, 0) % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  digits.push(check([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]));
  digits.push(check([6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]));
  return digits.join("");
}

/** Deterministic per company, so a re-run finds the same documents and adds nothing. */
function demoCnpj(companyId: number, index: number) {
  const seed = createHash("sha256").update(`trilha-demo-provider-${companyId}`).digest().readUInt32BE(0) % 90;
  return cnpjFromBase(`${String(seed + 10).padStart(2, "0")}${String(index).padStart(6, "0")}0001`);
}

/**
 * Demo providers of one company: mixed types and states, every 9th inactive with its justification,
 * every 7th edited with its change record. One statement per table, keyed by CNPJ: running it again
 * inserts only what is missing.
 */
export async function seedProviders(
  db: Database,
  {
    companyId,
    userId,
    count = DEMO_PROVIDER_COUNT,
  }: { companyId: number; userId: number | null; count?: number },
): Promise<{ created: number }> {
  const rows = Array.from({ length: count }, (_, i) => {
    const [state, city] = PLACES[i % PLACES.length]!;
    const [suffix, activity, types] = KIND[i % KIND.length]!;
    const name = `${FIRST[i % FIRST.length]} ${SECOND[Math.floor(i / FIRST.length) % SECOND.length]}`;
    const trading = `${name} ${suffix}${i >= 100 ? ` ${Math.floor(i / 100) + 1}` : ""}`;
    const person = PEOPLE[i % PEOPLE.length]!;
    const created = new Date(Date.UTC(2025, 0, 1) + i * 17 * 3_600_000);
    return {
      uuid: randomUUID(),
      cnpj: demoCnpj(companyId, i),
      alias: trading,
      activity,
      types: types.join(","),
      company_name: `${trading} Ltda.`,
      trading_name: trading,
      state,
      city,
      zip: `${String(10000 + ((i * 373) % 89999)).padStart(5, "0")}-${String((i * 7) % 1000).padStart(3, "0")}`,
      street: `Rua ${SECOND[i % SECOND.length]} ${FIRST[(i + 3) % FIRST.length]}`,
      number: String(10 + ((i * 13) % 990)),
      phone: `(11) 3${String(1000000 + i).slice(-7, -4)}-${String(1000 + i).slice(-4)}`,
      person,
      email: `${person
        .toLowerCase()
        .normalize("NFD")
        .replace(/[^a-z ]/g, "")
        .replace(" ", ".")}${i}@exemplo.com.br`,
      created: created.toISOString(),
      edited: i % 7 === 3,
      inactive: i % 9 === 4,
    };
  });
  const column = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((row) => row[key]);

  return db.transaction(async (tx) => {
    const { rows: inserted } = await tx.query<{
      id: number;
      edited: boolean;
      inactive: boolean;
      trading_name: string;
    }>(
      `with input as (
         select * from unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                              $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[], $15::text[],
                              $16::text[], $17::timestamptz[], $18::boolean[], $19::boolean[])
           as t(uuid, cnpj, alias, activity, types, company_name, trading_name, state, city, zip, street, number,
                phone, person, email, created, edited, inactive)
       ),
       missing as (
         select * from input i
          where not exists (select 1 from provider_companies pc where pc.company_id = $1 and pc.cnpj = i.cnpj)
       ),
       providers_in as (
         insert into providers (uuid, company_id, alias, activity, created_at, updated_at, deleted_at)
         select uuid, $1, alias, activity, created,
                case when edited then created + interval '3 days' else created end,
                case when inactive then created + interval '10 days' end
           from missing
         returning id, uuid
       ),
       companies_in as (
         insert into provider_companies (provider_id, company_id, registry_type, cnpj, company_name, trading_name,
           address_country, address_zip_code, address_name, address_number, address_state, address_city, phone)
         select p.id, $1, 'cnpj', m.cnpj, m.company_name, m.trading_name, 'Brasil', m.zip, m.street, m.number,
                m.state, m.city, m.phone
           from providers_in p join missing m on m.uuid = p.uuid
       ),
       types_in as (
         insert into provider_type_links (provider_id, type_code)
         select p.id, unnest(string_to_array(m.types, ',')) from providers_in p join missing m on m.uuid = p.uuid
       ),
       responsibles_in as (
         insert into provider_responsibles (provider_id, position, name, role, telephone, email)
         select p.id, 0, m.person, 'Gerente de operações', m.phone, m.email
           from providers_in p join missing m on m.uuid = p.uuid
       )
       select p.id, m.edited, m.inactive, m.trading_name from providers_in p join missing m on m.uuid = p.uuid`,
      [
        companyId,
        column("uuid"),
        column("cnpj"),
        column("alias"),
        column("activity"),
        column("types"),
        column("company_name"),
        column("trading_name"),
        column("state"),
        column("city"),
        column("zip"),
        column("street"),
        column("number"),
        column("phone"),
        column("person"),
        column("email"),
        column("created"),
        column("edited"),
        column("inactive"),
      ],
    );
    const history = inserted.flatMap((row) => [
      ...(row.edited
        ? [
            {
              id: row.id,
              kind: "update",
              changes: [{ field: "company.phone", from: "(11) 3000-0000", to: "(11) 3555-0000" }],
              justification: null,
              days: 3,
            },
          ]
        : []),
      ...(row.inactive
        ? [
            {
              id: row.id,
              kind: "deletion",
              changes: [],
              justification: "Contrato encerrado e prestador sem licença de operação vigente.",
              days: 10,
            },
          ]
        : []),
    ]);
    if (history.length > 0) {
      await tx.query(
        `insert into change_records (company_id, provider_id, entity, entity_id, user_id, kind, changes, justification, created_at)
         select $1, h.id, 'provider', h.id, $2, h.kind,
                case when h.kind = 'deletion'
                  then jsonb_build_array(jsonb_build_object('field', 'deleted_at', 'from', null, 'to', to_jsonb(p.deleted_at)))
                  else h.changes::jsonb end,
                h.justification,
                p.created_at + make_interval(days => h.days)
           from unnest($3::int[], $4::text[], $5::text[], $6::text[], $7::int[]) as h(id, kind, changes, justification, days)
           join providers p on p.id = h.id`,
        [
          companyId,
          userId,
          history.map((h) => h.id),
          history.map((h) => h.kind),
          history.map((h) => JSON.stringify(h.changes)),
          history.map((h) => h.justification),
          history.map((h) => h.days),
        ],
      );
    }
    return { created: inserted.length };
  });
}
