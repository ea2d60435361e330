import type { LightMyRequestResponse } from "fastify";
import { afterAll, describe, expect, it, vi } from "vitest";

// Every Fastify instance records its routes from the first line (support/route-table.ts).
vi.mock("fastify", async (importOriginal) => {
  const { recordingFastify } = await import("../support/route-table");
  return recordingFastify(await importOriginal<typeof import("fastify")>());
});

import { cnpjOf, PDF, PNG, providersApp } from "../providers/support";
import { createTestDatabase } from "../support/database";
import { multipartBody } from "../support/fuzz";
import { fillPath, KNOWN_ROUTES, type Route, routesOf } from "../support/route-table";
import { createCompanyRecords, snapshotTables } from "../support/tenant-data";

/**
 * Generated from the route table: company A (Recicla Norte) owns a provider with a certificate, a
 * license and an employee, and their stored files; company B (Trilha Administração) is signed in.
 * For every route with a path parameter, every combination of A's ids is put in its parameters (names
 * like :id and :uuid say little, so each id goes in each parameter) and called with B's token and a
 * plausible body. Each answer must be an error, and the same answer (status and message) the route
 * gives for ids that exist nowhere: a "twin" of each id, same shape (digits stay digits), other value.
 * So B learns nothing, not even that the id exists; and no application table changed (row counts and
 * an md5 of the rows; sessions, sign-in attempts and kept idempotent answers change on any call).
 * Routes without parameters: B's GET answers (with queries naming A's records) hold none of A's ids.
 */

const database = await createTestDatabase();
const s = await providersApp(database.db, {
  lookups: { cep: async () => null, company: async () => null },
});
const routes = routesOf(s.app);
const CNPJ_BASE = "778889990001";
const a = await createCompanyRecords(s.app, s.token, CNPJ_BASE);
const b = s.otherToken;

afterAll(async () => {
  await s.app.close();
  await database.dispose();
});

/** Same length and character classes, another value: an id nobody has. */
function twin(id: string): string {
  return id.replace(/[0-9a-f]/gi, (char) => {
    if (/\d/.test(char)) return String((Number(char) + 1) % 10);
    const letters = "abcdef";
    return letters[(letters.indexOf(char.toLowerCase()) + 1) % letters.length]!;
  });
}

/** Test-only hooks (NODE_ENV=test) act on e-mail addresses, not on a company's records. */
const withParams = routes.filter(
  (route) => route.params.length > 0 && !route.url.startsWith("/api/v1/test/"),
);
const withoutParams = routes.filter((route) => route.params.length === 0 && route.method === "GET");

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

async function asB(route: Route, values: Record<string, string>): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { accept: "application/json", authorization: `Bearer ${b}` };
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

function combinations(names: string[], ids: string[]): Record<string, string>[] {
  if (names.length === 0) return [{}];
  const [first, ...rest] = names;
  return ids.flatMap((id) => combinations(rest, ids).map((tail) => ({ [first!]: id, ...tail })));
}

const messageOf = (response: LightMyRequestResponse) => {
  try {
    return (JSON.parse(response.body) as { message?: unknown }).message;
  } catch {
    return response.body.slice(0, 200);
  }
};

describe("the route table", () => {
  it("holds every known route and the routes with ids", () => {
    const table = routes.map((route) => `${route.method} ${route.url}`);
    for (const known of KNOWN_ROUTES) expect(table).toContain(known);
    expect(withParams.length).toBeGreaterThanOrEqual(20);
  });
});

describe("another company's ids, with company B's session", () => {
  it.each(withParams.map((route) => ({ route, label: `${route.method} ${route.url}` })))(
    "$label answers as for an id that does not exist, and changes nothing",
    async ({ route }: { route: Route }) => {
      const before = await snapshotTables(database.db);
      const failures: string[] = [];
      for (const values of combinations(route.params, a.all)) {
        const twins = Object.fromEntries(Object.entries(values).map(([name, id]) => [name, twin(id)]));
        const answer = await asB(route, values);
        const nowhere = await asB(route, twins);
        const got = `${answer.statusCode} ${JSON.stringify(messageOf(answer))}`;
        const expected = `${nowhere.statusCode} ${JSON.stringify(messageOf(nowhere))}`;
        if (answer.statusCode < 400 || got !== expected) {
          failures.push(
            `${route.method} ${fillPath(route, values)} → ${got}; for ids nobody has: ${expected}`,
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
  const queries = [
    "",
    "?active=all",
    `?search=${encodeURIComponent(`Prestador ${CNPJ_BASE}`)}`,
    `?search=${cnpjOf(CNPJ_BASE)}`,
    `?cnpj=${cnpjOf(CNPJ_BASE)}`,
    `?id=${a.provider}`,
    `?uuid=${a.provider}`,
  ];
  it.each(withoutParams.map((route) => ({ route, label: `${route.method} ${route.url}` })))(
    "$label holds none of company A's ids",
    async ({ route }: { route: Route }) => {
      const leaks: string[] = [];
      for (const query of queries) {
        const answer = await s.app.inject({
          method: "GET",
          url: `${route.url}${query}`,
          headers: { accept: "application/json", authorization: `Bearer ${b}` },
        });
        for (const id of [...a.all, cnpjOf(CNPJ_BASE)]) {
          if (answer.body.includes(id)) leaks.push(`${route.url}${query} → ${answer.statusCode} holds ${id}`);
        }
      }
      expect(leaks).toEqual([]);
    },
  );
});
