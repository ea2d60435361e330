import { createHash, randomUUID } from "node:crypto";
import type { Database } from "../db/database";
import { cnpjFromBase, cpfFromBase } from "./documents";
import type { DemoFileIds } from "./files";
import { type SeededProvider, seedRecords } from "./records";

export { cnpjFromBase, cpfFromBase };

/** How many providers the demo company gets: enough for paging and search to be worth looking at. */
export const DEMO_PROVIDER_COUNT = 420;

/** Real [UF, city] pairs of the cities table, with a CEP prefix and area code of each city. */
const PLACES: [string, string, string, string][] = [
  ["SP", "São Paulo", "01310", "11"],
  ["SP", "Campinas", "13010", "19"],
  ["SP", "Santos", "11010", "13"],
  ["RJ", "Rio de Janeiro", "20010", "21"],
  ["RJ", "Niterói", "24020", "21"],
  ["MG", "Belo Horizonte", "30110", "31"],
  ["MG", "Uberlândia", "38400", "34"],
  ["PR", "Curitiba", "80010", "41"],
  ["PR", "Londrina", "86010", "43"],
  ["SC", "Florianópolis", "88010", "48"],
  ["SC", "Joinville", "89201", "47"],
  ["RS", "Porto Alegre", "90010", "51"],
  ["BA", "Salvador", "40010", "71"],
  ["PE", "Recife", "50010", "81"],
  ["CE", "Fortaleza", "60010", "85"],
  ["GO", "Goiânia", "74003", "62"],
  ["DF", "Brasília", "70040", "61"],
  ["AM", "Manaus", "69005", "92"],
  ["PA", "Belém", "66010", "91"],
  ["ES", "Vitória", "29010", "27"],
  ["SP", "Sorocaba", "18010", "15"],
  ["SP", "Ribeirão Preto", "14010", "16"],
  ["RJ", "Duque de Caxias", "25010", "21"],
  ["MG", "Contagem", "32010", "31"],
  ["PR", "Maringá", "87010", "44"],
  ["SC", "Blumenau", "89010", "47"],
  ["RS", "Caxias do Sul", "95010", "54"],
  ["BA", "Feira de Santana", "44001", "75"],
  ["PE", "Jaboatão dos Guararapes", "54400", "81"],
  ["GO", "Anápolis", "75020", "62"],
  ["ES", "Serra", "29160", "27"],
  ["MT", "Cuiabá", "78005", "65"],
  ["MS", "Campo Grande", "79002", "67"],
  ["MA", "São Luís", "65010", "98"],
  ["PI", "Teresina", "64000", "86"],
  ["RN", "Natal", "59010", "84"],
  ["PB", "João Pessoa", "58010", "83"],
  ["AL", "Maceió", "57020", "82"],
  ["SE", "Aracaju", "49010", "79"],
  ["TO", "Palmas", "77001", "63"],
  ["RO", "Porto Velho", "76801", "69"],
  ["AC", "Rio Branco", "69900", "68"],
  ["AP", "Macapá", "68900", "96"],
  ["RR", "Boa Vista", "69301", "95"],
];
export const DEMO_PLACES = PLACES.map(([state, city]) => ({ state, city }));

/** Providers registered abroad: country, state and city are free text there (spec 02 §3). */
const ABROAD = [
  [
    "Argentina",
    "Ciudad Autónoma de Buenos Aires",
    "Buenos Aires",
    "C1043",
    "+54 11 4312",
    "Reciclados del Plata",
    "S.A.",
  ],
  ["Uruguai", "Montevideo", "Montevideo", "11000", "+598 2 915", "Ecotrans Oriental", "S.A."],
  ["Paraguai", "Alto Paraná", "Ciudad del Este", "7000", "+595 61 500", "Residuos del Paraná", "S.A."],
  ["Chile", "Región Metropolitana", "Santiago", "8320000", "+56 2 2690", "Gestión Ambiental Andina", "SpA"],
  ["Portugal", "Lisboa", "Lisboa", "1100-148", "+351 21 340", "Valoriza Resíduos", "Lda."],
  ["Estados Unidos", "Texas", "Houston", "77002", "+1 713 555", "Gulf Coast Waste Services", "LLC"],
  ["Bolívia", "Santa Cruz", "Santa Cruz de la Sierra", "0000", "+591 3 336", "Oriente Ambiental", "S.R.L."],
] as const;

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
/** Individuals (CPF) working on their own: mostly haulers and collectors. */
const SELF_EMPLOYED = [
  ["Fretes", "Transporte de resíduos", ["carrier"]],
  ["Coleta Seletiva", "Coleta de recicláveis", ["carrier", "manager"]],
  ["Caçambas", "Locação de caçambas", ["carrier"]],
  ["Reciclados", "Triagem de recicláveis", ["recipient"]],
  ["Transportes", "Transporte de resíduos", ["carrier"]],
  ["Consultoria Ambiental", "Gerenciamento de resíduos", ["manager"]],
] as const;
const GIVEN = [
  "José Carlos",
  "Maria Aparecida",
  "Antônio",
  "Francisca",
  "Luiz Gustavo",
  "Rosângela",
  "Sebastião",
];
const SURNAMES = ["Almeida", "Santos", "Ferreira", "Oliveira", "Pereira", "Martins"];
const PEOPLE = [
  "Ana Souza",
  "Bruno Lima",
  "Carla Dias",
  "Diego Rocha",
  "Elaine Costa",
  "Fábio Nunes",
  "Gabriela Reis",
];

type Registry = "cnpj" | "cpf" | "international_registry";

/** Mostly companies; every 10th an individual, every 20th registered abroad. */
export function registryOfIndex(index: number): Registry {
  if (index % 20 === 11) return "international_registry";
  if (index % 10 === 5) return "cpf";
  return "cnpj";
}

/** Two digits per company, so two companies' demo documents differ and a re-run finds the same ones. */
export function companyDigits(companyId: number, salt = "provider"): string {
  const seed = createHash("sha256").update(`trilha-demo-${salt}-${companyId}`).digest().readUInt32BE(0) % 90;
  return String(seed + 10);
}

function demoCnpj(companyId: number, index: number) {
  return cnpjFromBase(`${companyDigits(companyId)}${String(index).padStart(6, "0")}0001`);
}

const phoneOf = (ddd: string, first: string, index: number, salt: number) =>
  `(${ddd}) ${first}${String(100 + ((index * 37 + salt) % 900))}-${String(1000 + ((index * 7919 + salt * 13) % 9000))}`;

const mailbox = (name: string) =>
  name
    .toLowerCase()
    .normalize("NFD")
    .replace(/[^a-z ]/g, "")
    .trim()
    .replace(/ +/g, ".");

function demoProvider(companyId: number, i: number) {
  const registry = registryOfIndex(i);
  const [state, city, cepPrefix, ddd] = PLACES[i % PLACES.length]!;
  const person = PEOPLE[i % PEOPLE.length]!;
  const created = new Date(Date.UTC(2025, 0, 1) + i * 17 * 3_600_000);
  const repeat = (n: number) => (n > 0 ? ` ${n + 1}` : "");
  const base = {
    uuid: randomUUID(),
    registry,
    cnpj: null as string | null,
    cpf: null as string | null,
    international: null as string | null,
    country: "Brasil",
    state,
    city,
    zip: `${cepPrefix}-${String((i * 7) % 1000).padStart(3, "0")}`,
    street: `Rua ${SECOND[i % SECOND.length]} ${FIRST[(i + 3) % FIRST.length]}`,
    number: String(10 + ((i * 13) % 990)),
    phone: phoneOf(ddd, "3", i, 0),
    person,
    email: `${mailbox(person)}${i}@exemplo.com.br`,
    created: created.toISOString(),
    edited: i % 7 === 3,
    inactive: i % 9 === 4,
    // What the edited ones read before their two recorded edits (see seedProviderHistory).
    firstPhone: phoneOf(ddd, "2", i, 1),
    secondPhone: phoneOf(ddd, "2", i, 2),
    firstEmail: `${mailbox(person)}@exemplo.com.br`,
  };
  if (registry === "cpf") {
    const n = Math.floor(i / 10);
    const owner = `${GIVEN[n % GIVEN.length]} ${SURNAMES[Math.floor(n / GIVEN.length) % SURNAMES.length]}`;
    const [business, activity, types] = SELF_EMPLOYED[n % SELF_EMPLOYED.length]!;
    const trading = `${owner.split(" ")[0]} ${owner.split(" ").at(-1)} ${business}`;
    return {
      ...base,
      cpf: cpfFromBase(`${companyDigits(companyId, "cpf")}${String(i).padStart(7, "0")}`),
      alias: trading,
      activity,
      types: types.join(","),
      company_name: owner,
      trading_name: trading,
      person: owner,
      email: `${mailbox(owner)}${i}@exemplo.com.br`,
      firstEmail: `${mailbox(owner)}@exemplo.com.br`,
    };
  }
  if (registry === "international_registry") {
    const n = Math.floor(i / 20);
    const [country, region, town, zip, dial, name, form] = ABROAD[n % ABROAD.length]!;
    const trading = `${name}${repeat(Math.floor(n / ABROAD.length))}`;
    const line = (salt: number) => `${dial}-${String(1000 + ((i * 97 + salt * 31) % 9000))}`;
    return {
      ...base,
      international: `EX${companyDigits(companyId, "abroad")}${String(i).padStart(8, "0")}`,
      alias: trading,
      activity: "Destinação no exterior",
      types: "recipient,carrier",
      company_name: `${trading} ${form}`,
      trading_name: trading,
      country,
      state: region,
      city: town,
      zip,
      street: "Avenida del Libertador",
      phone: line(0),
      firstPhone: line(1),
      secondPhone: line(2),
    };
  }
  const [suffix, activity, types] = KIND[i % KIND.length]!;
  const name = `${FIRST[i % FIRST.length]} ${SECOND[Math.floor(i / FIRST.length) % SECOND.length]}`;
  const trading = `${name} ${suffix}${i >= 100 ? ` ${Math.floor(i / 100) + 1}` : ""}`;
  return {
    ...base,
    cnpj: demoCnpj(companyId, i),
    alias: trading,
    activity,
    types: types.join(","),
    company_name: `${trading} Ltda.`,
    trading_name: trading,
  };
}

/**
 * Demo providers of one company: companies (CNPJ), individuals (CPF) and providers registered abroad,
 * mixed types and states, every 9th inactive with its justification, every 7th edited twice with the
 * history leading to its current values; then their licenses, certificates and employees. Keyed by
 * document: running it again inserts only what is missing.
 */
export async function seedProviders(
  db: Database,
  {
    companyId,
    userId,
    files,
    count = DEMO_PROVIDER_COUNT,
  }: { companyId: number; userId: number | null; files: DemoFileIds; count?: number },
): Promise<{ created: number }> {
  const rows = Array.from({ length: count }, (_, i) => demoProvider(companyId, i));
  const column = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((row) => row[key]);

  return db.transaction(async (tx) => {
    const { rows: inserted } = await tx.query<{ id: number }>(
      `with input as (
         select * from unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                              $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[], $15::text[],
                              $16::text[], $17::text[], $18::text[], $19::text[], $20::timestamptz[],
                              $21::boolean[], $22::boolean[], $23::text[])
           as t(uuid, registry, cnpj, cpf, international, alias, activity, types, company_name, trading_name,
                country, state, city, zip, street, number, phone, person, created, edited, inactive, email)
       ),
       missing as (
         select * from input i
          -- One test per document column, so each uses its unique index.
          where not exists (select 1 from provider_companies pc where pc.company_id = $1 and pc.cnpj = i.cnpj)
            and not exists (select 1 from provider_companies pc where pc.company_id = $1 and pc.cpf = i.cpf)
            and not exists (select 1 from provider_companies pc
                             where pc.company_id = $1 and pc.international_registry = i.international)
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
         insert into provider_companies (provider_id, company_id, registry_type, cnpj, cpf, international_registry,
           company_name, trading_name, address_country, address_zip_code, address_name, address_number,
           address_state, address_city, phone)
         select p.id, $1, m.registry, m.cnpj, m.cpf, m.international, m.company_name, m.trading_name, m.country,
                m.zip, m.street, m.number, m.state, m.city, m.phone
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
       select p.id from providers_in p`,
      [
        companyId,
        column("uuid"),
        column("registry"),
        column("cnpj"),
        column("cpf"),
        column("international"),
        column("alias"),
        column("activity"),
        column("types"),
        column("company_name"),
        column("trading_name"),
        column("country"),
        column("state"),
        column("city"),
        column("zip"),
        column("street"),
        column("number"),
        column("phone"),
        column("person"),
        column("created"),
        column("edited"),
        column("inactive"),
        column("email"),
      ],
    );

    // Every seeded provider of the company, new or from an earlier run, by its document.
    const { rows: found } = await tx.query<{ id: number; index: number; created_at: Date }>(
      `with i as (
         select * from unnest($2::text[], $3::text[], $4::text[]) with ordinality as t(cnpj, cpf, international, index)
       )
       select pc.provider_id as id, i.index::int as index, p.created_at
         from i join provider_companies pc on pc.company_id = $1 and pc.cnpj = i.cnpj
         join providers p on p.id = pc.provider_id
       union all
       select pc.provider_id, i.index::int, p.created_at
         from i join provider_companies pc on pc.company_id = $1 and pc.cpf = i.cpf
         join providers p on p.id = pc.provider_id
       union all
       select pc.provider_id, i.index::int, p.created_at
         from i join provider_companies pc on pc.company_id = $1 and pc.international_registry = i.international
         join providers p on p.id = pc.provider_id`,
      [companyId, column("cnpj"), column("cpf"), column("international")],
    );
    const seeded: SeededProvider[] = found.map((row) => ({
      id: row.id,
      index: row.index - 1,
      created: row.created_at,
      tradingName: rows[row.index - 1]!.trading_name,
      ddd: PLACES[(row.index - 1) % PLACES.length]![3],
    }));

    await seedProviderHistory(tx, { companyId, userId, rows, seeded });
    await seedRecords(tx, { companyId, userId, files, providers: seeded });
    return { created: inserted.length };
  });
}

/** A record written by an earlier seed whose phone change did not lead to the provider's current phone. */
const STALE_EDIT = [{ field: "company.phone", from: "(11) 3000-0000", to: "(11) 3555-0000" }];

/**
 * The edited providers' two updates (phone, then phone and responsible e-mail) and the inactive ones'
 * deletion. Each `to` is read from the row itself, so the chain of values always ends at what the
 * provider shows now. Only providers without such a record get one.
 */
async function seedProviderHistory(
  tx: Database,
  {
    companyId,
    userId,
    rows,
    seeded,
  }: {
    companyId: number;
    userId: number | null;
    rows: ReturnType<typeof demoProvider>[];
    seeded: SeededProvider[];
  },
) {
  await tx.query(
    `delete from audit_records where company_id = $1 and resource = 'provider' and action = 'update' and changes = $2::jsonb`,
    [companyId, JSON.stringify(STALE_EDIT)],
  );
  const edited = seeded.filter((provider) => rows[provider.index]!.edited);
  await tx.query(
    `with input as (
       select * from unnest($3::int[], $4::text[], $5::text[], $6::text[]) as t(id, first_phone, second_phone, first_email)
     ),
     unrecorded as (
       select i.*, p.created_at, pc.phone, r.email
         from input i
         join providers p on p.id = i.id
         join provider_companies pc on pc.provider_id = p.id
         left join provider_responsibles r on r.provider_id = p.id and r.position = 0
        where not exists (select 1 from audit_records c
                           where c.resource = 'provider' and c.entity_id = i.id and c.action = 'update')
     )
     insert into audit_records (company_id, resource, entity_id, user_id, action, changes, created_at)
     select $1::int, 'provider', id, $2::int, 'update',
            jsonb_build_array(jsonb_build_object('field', 'company.phone', 'from', first_phone, 'to', second_phone)),
            created_at + interval '1 day'
       from unrecorded
     union all
     select $1::int, 'provider', id, $2::int, 'update',
            jsonb_build_array(
              jsonb_build_object('field', 'company.phone', 'from', second_phone, 'to', phone),
              jsonb_build_object('field', 'responsible.0.email', 'from', first_email, 'to', email)),
            created_at + interval '3 days'
       from unrecorded`,
    [
      companyId,
      userId,
      edited.map((provider) => provider.id),
      edited.map((provider) => rows[provider.index]!.firstPhone),
      edited.map((provider) => rows[provider.index]!.secondPhone),
      edited.map((provider) => rows[provider.index]!.firstEmail),
    ],
  );
  await tx.query(
    `insert into audit_records (company_id, resource, entity_id, user_id, action, changes, justification,
       created_at)
     select $1, 'provider', p.id, $2, 'inactivation',
            jsonb_build_array(jsonb_build_object('field', 'deleted_at', 'from', null, 'to',
              to_char(p.deleted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))),
            'Contrato encerrado e prestador sem licença de operação vigente.', p.deleted_at
       from providers p
      where p.id = any($3) and p.deleted_at is not null
        and not exists (select 1 from audit_records c
                         where c.resource = 'provider' and c.entity_id = p.id and c.action = 'inactivation')`,
    [companyId, userId, seeded.map((provider) => provider.id)],
  );
}
