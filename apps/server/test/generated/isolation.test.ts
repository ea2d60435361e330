import type { LightMyRequestResponse } from "fastify";
import { afterAll, describe, expect, it, vi } from "vitest";

// Every Fastify instance records its routes from the first line (support/route-table.ts).
vi.mock("fastify", async (importOriginal) => {
  const { recordingFastify } = await import("../support/route-table");
  return recordingFastify(await importOriginal<typeof import("fastify")>());
});

import { PDF, PNG } from "../providers/support";
import { createTestDatabase } from "../support/database";
import { multipartBody } from "../support/fuzz";
import { fillPath, KNOWN_ROUTES, type Route, routesOf } from "../support/route-table";
import { seededTenants, snapshotTables } from "../support/tenant-data";

/**
 * Generated from the route table and from the schema: company A (the demo company, seeded with every
 * domain's records: providers and their licenses, certificates and employees, contractors, residues and
 * their negotiations, storages and treatments, output documents, users, notifications, stored files)
 * is attacked by two other companies' sessions: B, an ordinary company with records of its own
 * (Recicla Norte: a provider with its sub-records, residues with theirs, a user, an MTR template), and
 * the ADM-plan company (Trilha Administração), which sees every contractor by design (their ids and
 * files are left out of its attack).
 *
 * A's ids are read from the schema, not listed here: one uuid of A's rows in every table that has both
 * `uuid` and `company_id` columns, so a table added later brings its ids without new test code.
 *
 * For every route with path parameters, each parameter in turn gets each of A's ids, the parameters
 * before it the attacker's own id that the route accepts there (found by asking: its own provider under
 * /providers/:id/licenses/:uuid, so the child's lookup is reached, not only the parent's), and the ones
 * after it an id nobody has. Each answer must be an error, and the same answer (status and message) the
 * route gives for an id nobody has in that parameter: the attacker learns nothing, not even that the id
 * exists; and no application table changes (row counts and an md5 of the rows; sessions, sign-in
 * attempts and kept idempotent answers change on any call). Routes without parameters: B's GET answers
 * (with queries naming A's records) hold none of A's ids.
 */

const database = await createTestDatabase();
const { setup: s, companyA, companyB } = await seededTenants(database.db);
const routes = routesOf(s.app);

afterAll(async () => {
  await s.app.close();
  await database.dispose();
});

/** One uuid per table of the company's rows, in every table with `uuid` and `company_id`; table → uuid. */
async function idsOf(companyId: number, skip: (table: string, uuid: string) => Promise<boolean>) {
  const { rows: tables } = await database.db.query<{ name: string }>(
    `select c.table_name as name from information_schema.columns c
       join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE' and c.column_name = 'uuid'
        and exists (select 1 from information_schema.columns o where o.table_schema = c.table_schema
                     and o.table_name = c.table_name and o.column_name = 'company_id')
      order by c.table_name`,
  );
  const ids = new Map<string, string>();
  for (const { name } of tables) {
    const { rows } = await database.db.query<{ uuid: string }>(
      `select uuid::text as uuid from "${name}" where company_id = $1 order by id`,
      [companyId],
    );
    const kept = [];
    for (const row of rows) if (!(await skip(name, row.uuid))) kept.push(row.uuid);
    if (kept[0]) ids.set(name, kept[0]);
  }
  return ids;
}

/** The contractors the ADM plan manages, and their files: what it may read of any company, by design. */
async function managedByAdm(table: string, uuid: string) {
  if (table === "contractors") return true;
  if (table !== "stored_files") return false;
  const { rows } = await database.db.query(
    `select 1 from stored_files f where f.uuid = $1 and (
       exists (select 1 from contractors c
                where f.id in (c.cartao_cnpj, c.contrato_social, c.contract_file, c.contract_proposal))
       or exists (select 1 from contractor_addenda a where a.file_id = f.id))`,
    [uuid],
  );
  return rows.length > 0;
}

const never = async () => false;
const idsA = await idsOf(companyA, never);
const idsAForAdm = await idsOf(companyA, managedByAdm);
const idsB = await idsOf(companyB, never);
/** An id nobody has. */
const NOWHERE = "00000000-0000-4000-8000-00000000dead";

type Attacker = { name: string; token: string; targets: string[]; own: string[] };
const attackers: Attacker[] = [
  { name: "B", token: s.token, targets: [...idsA.values()], own: [...idsB.values()] },
  { name: "ADM", token: s.otherToken, targets: [...idsAForAdm.values()], own: [] },
];

/** Test-only hooks (NODE_ENV=test) act on e-mail addresses, not on a company's records. */
const withParams = routes.filter(
  (route) => route.params.length > 0 && !route.url.startsWith("/api/v1/test/"),
);
/** The development outbox (loopback only, never registered in production) lists every e-mail by design. */
const withoutParams = routes.filter(
  (route) => route.params.length === 0 && route.method === "GET" && !route.url.endsWith("/dev/outbox"),
);

const JUSTIFICATION = "Justificativa de teste de isolamento entre empresas, longa o bastante.";
const jsonBody = {
  justification: JUSTIFICATION,
  name: "Outro nome",
  number: "999",
  emission: "2026-01-10",
  code: "1",
  expiration: "2027-01-10",
  email: "intruso@example.com",
  collaborator_type: "driver",
};
const formFields: [string, string | { __file: true; name: string; type: string; data: Buffer }][] = [
  ...Object.entries(jsonBody),
  ["provider[alias]", "Invadido"],
  ["company[company_name]", "Invadido Ltda."],
  ["attachment", { __file: true, name: "x.pdf", type: "application/pdf", data: PDF }],
  ["file", { __file: true, name: "x.pdf", type: "application/pdf", data: PDF }],
  ["mopp_document_image", { __file: true, name: "x.png", type: "image/png", data: PNG }],
];

async function call(
  attacker: Attacker,
  route: Route,
  values: Record<string, string>,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {
    accept: "application/json",
    authorization: `Bearer ${attacker.token}`,
  };
  let payload: string | Buffer | undefined;
  if (route.method === "POST" || route.method === "PUT") {
    const form = multipartBody(formFields);
    headers["content-type"] = form.contentType;
    payload = form.payload;
  } else if (route.method !== "GET") {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(jsonBody);
  }
  return s.app.inject({ method: route.method as "GET", url: fillPath(route, values), headers, payload });
}

const messageOf = (response: LightMyRequestResponse) => {
  try {
    return (JSON.parse(response.body) as { message?: unknown }).message;
  } catch {
    return response.body.slice(0, 200);
  }
};
const answerOf = (response: LightMyRequestResponse) =>
  `${response.statusCode} ${JSON.stringify(messageOf(response))}`;

/**
 * The values of the parameters before `position`: for each, the attacker's own id the route accepts
 * there (its answer differs from an id nobody has's), else an id nobody has. Asked only with an id
 * nobody has in the last parameter, so nothing is written.
 */
async function ownPrefix(attacker: Attacker, route: Route, position: number) {
  const values: Record<string, string> = {};
  for (const name of route.params) values[name] = NOWHERE;
  for (const name of route.params.slice(0, position)) {
    const nowhere = answerOf(await call(attacker, route, values));
    for (const own of attacker.own) {
      if (answerOf(await call(attacker, route, { ...values, [name]: own })) !== nowhere) {
        values[name] = own;
        break;
      }
    }
  }
  return values;
}

describe("the route table", () => {
  it("holds every known route and the routes with ids", () => {
    const table = routes.map((route) => `${route.method} ${route.url}`);
    for (const known of KNOWN_ROUTES) expect(table).toContain(known);
    expect(withParams.length).toBeGreaterThanOrEqual(20);
  });

  it("reads company A's ids from every domain's tables", () => {
    // If a domain's table stops being found (renamed column, empty seed), its routes would be attacked
    // with nothing: the tables the demo fills must all give an id.
    for (const table of [
      "providers",
      "provider_certificates",
      "provider_licenses",
      "provider_employees",
      "contractors",
      "residues",
      "residue_negotiations",
      "residue_storages",
      "residue_treatments",
      "outputs",
      "user_companies",
      "notifications",
      "stored_files",
    ])
      expect([...idsA.keys()]).toContain(table);
    expect([...idsB.keys()]).toEqual(expect.arrayContaining(["providers", "residues"]));
  });
});

describe.each(attackers)("another company's ids, with company $name's session", (attacker) => {
  it.each(withParams.map((route) => ({ route, label: `${route.method} ${route.url}` })))(
    "$label answers as for an id that does not exist, and changes nothing",
    async ({ route }: { route: Route }) => {
      const before = await snapshotTables(database.db);
      const failures: string[] = [];
      for (const [position, name] of route.params.entries()) {
        const values = await ownPrefix(attacker, route, position);
        const nowhere = await call(attacker, route, values);
        const expected = answerOf(nowhere);
        for (const id of attacker.targets) {
          const given = { ...values, [name]: id };
          const answer = await call(attacker, route, given);
          const got = answerOf(answer);
          if (answer.statusCode < 400 || got !== expected)
            failures.push(
              `${route.method} ${fillPath(route, given)} → ${got}; for an id nobody has: ${expected}`,
            );
        }
      }
      const after = await snapshotTables(database.db);
      const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
      for (const table of changed)
        failures.push(`table ${table} changed: ${before[table]} → ${after[table]}`);
      expect(failures).toEqual([]);
    },
  );
});

describe("lists and lookups, with company B's session", () => {
  it.each(withoutParams.map((route) => ({ route, label: `${route.method} ${route.url}` })))(
    "$label holds none of company A's ids",
    async ({ route }: { route: Route }) => {
      const { rows } = await database.db.query<{ cnpj: string; name: string }>(
        `select pc.cnpj, coalesce(p.alias, pc.trading_name) as name from providers p
           join provider_companies pc on pc.provider_id = p.id where p.company_id = $1 order by p.id limit 1`,
        [companyA],
      );
      const provider = rows[0]!;
      const queries = [
        "",
        "?active=all",
        `?search=${encodeURIComponent(provider.name)}`,
        `?search=${provider.cnpj}`,
        `?cnpj=${provider.cnpj}`,
        ...[...idsA.values()].flatMap((id) => [
          `?id=${id}`,
          `?uuid=${id}`,
          `?provider=${id}`,
          `?residue=${id}`,
        ]),
      ];
      const leaks: string[] = [];
      for (const query of queries) {
        const answer = await s.app.inject({
          method: "GET",
          url: `${route.url}${query}`,
          headers: { accept: "application/json", authorization: `Bearer ${s.token}` },
        });
        for (const id of [...idsA.values(), provider.cnpj]) {
          if (answer.body.includes(id)) leaks.push(`${route.url}${query} → ${answer.statusCode} holds ${id}`);
        }
      }
      expect(leaks).toEqual([]);
    },
  );
});
