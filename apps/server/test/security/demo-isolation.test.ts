import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it, vi } from "vitest";

// Every Fastify instance records its routes from the first line (support/route-table.ts).
vi.mock("fastify", async (importOriginal) => {
  const { recordingFastify } = await import("../support/route-table");
  return recordingFastify(await importOriginal<typeof import("fastify")>());
});

import { DEMO_CREDENTIALS } from "../../src/seed/demo";
import { fillPath, type Route, routesOf } from "../support/route-table";
import { useSeededDemo } from "../support/seeded-demo";
import { snapshotTables } from "../support/tenant-data";

/**
 * What the generated isolation test (test/generated/isolation.test.ts, on the same seeded demo company
 * and the same attacker) does not try, and only that:
 * - a child route with the victim's own parent and child together (`/providers/{A's}/licenses/{A's}`):
 *   the generated test pairs the victim's child with the attacker's own parent, or the victim's parent
 *   with an id nobody has, so a child lookup that checks neither company nor parent would pass it;
 * - every output document, one per lifecycle state (issued, received, closed, cancelled), with a body
 *   the lifecycle steps accept, where the generated test gives one document and a generic form.
 * The attacker is Recicla Norte, an ordinary company; each answer must be the one for ids nobody has,
 * with no table changed, and the demo user's own GET of the same URL answers 200 (the ids are real). A
 * route of those kinds whose parameter names no table here fails the test until it is added to `TABLES`.
 */
const demo = useSeededDemo("demo-isolation");

/** The table of the record a URL segment before a parameter names. */
const TABLES: Record<string, string> = {
  providers: "providers",
  certificates: "provider_certificates",
  licenses: "provider_licenses",
  employees: "provider_employees",
  residues: "residues",
  treatments: "residue_treatments",
  storages: "residue_storages",
  negotiations: "residue_negotiations",
  outputs: "outputs",
  "mtr-templates": "mtr_templates",
  users: "user_companies",
  notifications: "notifications",
  files: "stored_files",
  contractors: "contractors",
};

/** The routes only this test attacks: a parent and its child, or an output document. */
const OWN_KINDS = (route: Route) => route.params.length >= 2 || route.url.startsWith("/api/v1/outputs/:");

/** Parameters that are not a company's record: the test hooks' e-mails, the hand-off's user id and token. */
const NOT_RECORDS = [/^\/api\/v1\/test\//, /^\/api\/v1\/logar_by_micro_service\//];

const JUSTIFICATION = "Justificativa de teste de isolamento entre empresas, longa o bastante.";
/** One body for every write: what the kit's forms, the lifecycle steps and the templates read. */
const BODY = {
  justification: JUSTIFICATION,
  name: "Outro nome",
  received_at: "2026-11-20",
  receiver_name: "Intruso",
  lines: [],
  treatment: "Aterro",
  draft: false,
  values: { vehicle_plate: "ABC1D23" },
  email: "intruso@example.com",
  role: "member",
};

/** Same length and character classes, another value: an id nobody has. */
function twin(id: string): string {
  return id.replace(/[0-9a-f]/gi, (char) => {
    if (/\d/.test(char)) return String((Number(char) + 1) % 10);
    const letters = "abcdef";
    return letters[(letters.indexOf(char.toLowerCase()) + 1) % letters.length]!;
  });
}

/** The URL segment before each parameter (":id" of "/residues/:id/negotiations/:uuid" → "residues"). */
function segmentsOf(route: Route): string[] {
  const parts = route.url.split("/");
  return route.params.map((name) => parts[parts.indexOf(name === "*" ? "*" : `:${name}`) - 1] ?? "");
}

let routes: Route[] = [];
let companyId = 0;
let attacker = "";

beforeAll(async () => {
  routes = routesOf(demo.setup.app).filter(
    (route) => OWN_KINDS(route) && !NOT_RECORDS.some((pattern) => pattern.test(route.url)),
  );
  attacker = demo.setup.token;
  const { rows } = await demo.db.query<{ company_id: number }>(
    "select uc.company_id from user_companies uc join users u on u.id = uc.user_id where u.email = $1",
    [DEMO_CREDENTIALS.email],
  );
  companyId = rows[0]!.company_id;
  // A licence alert of the demo company, as the daily pass writes it.
  await demo.db.query(
    `insert into notifications (company_id, kind, license_id, alert_date, title, message)
     select company_id, 'license_alert', id, current_date, 'Licença a vencer: ' || name, 'A licença vence.'
       from provider_licenses where company_id = $1 order by id limit 1`,
    [companyId],
  );
}, 60_000);

/** The demo company's ids for a route's parameters: a child's with its own parent, a few of each. */
async function idsFor(route: Route): Promise<Record<string, string>[]> {
  const segments = segmentsOf(route);
  const tables = segments.map((segment) => TABLES[segment]);
  if (tables.some((table) => !table)) return [];
  const [parent, child] = tables as string[];
  if (!child) {
    // Every output: one per lifecycle state.
    const { rows } = await demo.db.query<{ uuid: string }>(
      `select uuid::text from ${parent} where company_id = $1 order by id limit 20`,
      [companyId],
    );
    return rows.map((row) => ({ [route.params[0]!]: row.uuid }));
  }
  const column = parent === "providers" ? "provider_id" : "residue_id";
  const { rows } = await demo.db.query<{ parent: string; child: string }>(
    `select p.uuid::text as parent, c.uuid::text as child from ${child} c join ${parent} p on p.id = c.${column}
      where c.company_id = $1 order by c.id limit 3`,
    [companyId],
  );
  return rows.map((row) => ({ [route.params[0]!]: row.parent, [route.params[1]!]: row.child }));
}

async function call(route: Route, values: Record<string, string>, token: string) {
  const write = route.method !== "GET";
  return demo.setup.app.inject({
    method: route.method as "GET",
    url: fillPath(route, values),
    headers: {
      accept: "application/json",
      authorization: `Bearer ${token}`,
      ...(write ? { "content-type": "application/json" } : {}),
    },
    ...(write ? { payload: JSON.stringify(BODY) } : {}),
  });
}

const answerOf = (response: LightMyRequestResponse) => {
  try {
    return `${response.statusCode} ${JSON.stringify((JSON.parse(response.body) as { message?: unknown }).message)}`;
  } catch {
    return `${response.statusCode} ${response.body.slice(0, 200)}`;
  }
};

describe("the demo company's records, with another company's session", () => {
  it("names a table for every parameter of a child route or an output route", () => {
    const unmapped = routes
      .filter((route) => segmentsOf(route).some((segment) => !TABLES[segment]))
      .map((route) => `${route.method} ${route.url}`);
    expect(unmapped).toEqual([]);
  });

  it("answers every route as for ids nobody has, and changes nothing", { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    const covered = new Set<string>();
    let calls = 0;
    const before = await snapshotTables(demo.db);
    for (const route of routes) {
      for (const values of await idsFor(route)) {
        covered.add(route.url.split("/:")[0]!);
        calls++;
        const twins = Object.fromEntries(Object.entries(values).map(([name, id]) => [name, twin(id)]));
        const got = await call(route, values, attacker);
        const nowhere = await call(route, twins, attacker);
        if (got.statusCode < 400 || answerOf(got) !== answerOf(nowhere))
          failures.push(
            `${route.method} ${fillPath(route, values)} → ${answerOf(got)}; for ids nobody has: ${answerOf(nowhere)}`,
          );
      }
    }
    const after = await snapshotTables(demo.db);
    for (const table of Object.keys(before).filter((name) => before[name] !== after[name]))
      failures.push(`table ${table} changed: ${before[table]} → ${after[table]}`);
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(50);
    // Children of both parents were attacked with their own parent, and the outputs in every state.
    for (const family of ["/api/v1/providers", "/api/v1/residues", "/api/v1/outputs"])
      expect([...covered]).toContain(family);
  });

  it("gave real ids: the demo user reads each of them", { timeout: 60_000 }, async () => {
    const owner = demo.token;
    const unreadable: string[] = [];
    for (const route of routes.filter((r) => r.method === "GET")) {
      for (const values of await idsFor(route)) {
        const answer = await call(route, values, owner);
        // A CDF exists only once the MTR is closed: the others answer its 409 by design.
        if (answer.statusCode !== 200 && !(route.url.endsWith("/cdf.pdf") && answer.statusCode === 409))
          unreadable.push(`${fillPath(route, values)} → ${answerOf(answer)}`);
      }
    }
    expect(unreadable).toEqual([]);
  });
});
