import type { LightMyRequestResponse } from "fastify";
import { afterAll, describe, expect, it, vi } from "vitest";

// Every Fastify instance records its routes from the first line (support/route-table.ts).
vi.mock("fastify", async (importOriginal) => {
  const { recordingFastify } = await import("../support/route-table");
  return recordingFastify(await importOriginal<typeof import("fastify")>());
});

import { createTestDatabase } from "../support/database";
import { type FilePart, multipartBody, toFields } from "../support/fuzz";
import { fillPath, type Route, routesOf } from "../support/route-table";
import { crossCompanyReferences, seededTenants } from "../support/tenant-data";

/**
 * Generated from the route table and the schema: another company's ids in a body. Every creating route
 * (a POST on a collection the API also lists) and every editing route (a PUT on a record it also
 * reads) is replayed: company A's record, as A reads it (references to its providers, residues,
 * licences, drivers, negotiations as their uuids), is sent back as A, which must be accepted for at least
 * the domains that reference others (so the replay is a valid body, not one refused for its form), and
 * then as company B into B's own parent or record. Whatever B is answered, no row of one company may then
 * reference another company's row: every foreign key between tables with `company_id` is checked (a
 * reference added later is checked with no test code).
 */

const database = await createTestDatabase();
const { setup: s, demoToken, companyA, companyB } = await seededTenants(database.db);
const routes = routesOf(s.app);
const table = new Set(routes.map((route) => `${route.method} ${route.url}`));

afterAll(async () => {
  await s.app.close();
  await database.dispose();
});

/** Up to 20 uuids of the company's rows per table with `uuid` and `company_id`; table → uuids. */
async function poolOf(companyId: number) {
  const { rows: tables } = await database.db.query<{ name: string; active: boolean }>(
    `select c.table_name as name,
            exists (select 1 from information_schema.columns d where d.table_schema = c.table_schema
                     and d.table_name = c.table_name and d.column_name = 'deleted_at') as active
       from information_schema.columns c
       join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE' and c.column_name = 'uuid'
        and exists (select 1 from information_schema.columns o where o.table_schema = c.table_schema
                     and o.table_name = c.table_name and o.column_name = 'company_id')
      order by c.table_name`,
  );
  const pool: string[][] = [];
  for (const { name, active } of tables) {
    const { rows } = await database.db.query<{ uuid: string }>(
      `select uuid::text as uuid from "${name}" where company_id = $1 ${active ? "and deleted_at is null" : ""}
        order by id limit 20`,
      [companyId],
    );
    if (rows.length > 0) pool.push(rows.map((row) => row.uuid));
  }
  return pool;
}

const tokens = { A: demoToken, B: s.token };
const pools = { A: await poolOf(companyA), B: await poolOf(companyB) };
type Company = keyof typeof tokens;

const FILE_URL = /^\/api\/v1\/files\/[0-9a-f-]{36}$/;

/** A's stored files, read once as A: a replayed record sends them back as uploads. */
const files = new Map<string, FilePart>();
async function fileOf(url: string): Promise<FilePart> {
  const known = files.get(url);
  if (known) return known;
  const answer = await s.app.inject({
    method: "GET",
    url,
    headers: { authorization: `Bearer ${demoToken}` },
  });
  const name = decodeURIComponent(String(answer.headers["x-file-name"] ?? "arquivo"));
  const part: FilePart = {
    __file: true,
    name,
    type: String(answer.headers["content-type"] ?? "application/octet-stream"),
    data: answer.rawPayload,
  };
  files.set(url, part);
  return part;
}

/** JSON, or multipart when the body names stored files (each sent again as an upload). */
async function encode(body: unknown) {
  const fields = toFields(body);
  if (!fields.some(([, value]) => typeof value === "string" && FILE_URL.test(value)))
    return { type: "application/json", payload: JSON.stringify(body) };
  const parts: [string, string | FilePart][] = [];
  for (const [name, value] of fields)
    parts.push([name, typeof value === "string" && FILE_URL.test(value) ? await fileOf(value) : value]);
  const form = multipartBody(parts);
  return { type: form.contentType, payload: form.payload };
}

async function request(company: Company, method: string, url: string, body?: unknown) {
  const encoded = body === undefined ? undefined : await encode(body);
  return s.app.inject({
    method: method as "GET",
    url,
    headers: {
      accept: "application/json",
      authorization: `Bearer ${tokens[company]}`,
      ...(encoded ? { "content-type": encoded.type } : {}),
    },
    ...(encoded ? { payload: encoded.payload } : {}),
  });
}

const bodyOf = (response: LightMyRequestResponse): unknown => {
  try {
    return response.json();
  } catch {
    return undefined;
  }
};

/** A list's first item (`{ data: [...] }` or a bare array). */
function firstItem(body: unknown): Record<string, unknown> | undefined {
  const items = Array.isArray(body) ? body : (body as { data?: unknown } | undefined)?.data;
  return Array.isArray(items) ? (items[0] as Record<string, unknown> | undefined) : undefined;
}

/**
 * The values of a GET route's parameters that the company owns: parameter by parameter, the first of
 * its ids whose answer is 200 (and, for a list, not empty), the earlier parameters already chosen.
 */
async function ownValues(company: Company, route: Route): Promise<Record<string, string> | null> {
  const values: Record<string, string> = {};
  for (const name of route.params) {
    let chosen: string | undefined;
    for (const ids of pools[company]) {
      // One id says whether this table's ids fit the parameter; then its ids until one has items.
      const first = await request(company, "GET", fillPath(route, { ...values, [name]: ids[0]! }));
      if (first.statusCode !== 200) continue;
      for (const id of ids) {
        const answer = await request(company, "GET", fillPath(route, { ...values, [name]: id }));
        const body = bodyOf(answer);
        const listed = Array.isArray(body) || (typeof body === "object" && body !== null && "data" in body);
        if (answer.statusCode === 200 && (!listed || firstItem(body) || name !== route.params.at(-1))) {
          chosen = id;
          break;
        }
      }
      if (chosen) break;
    }
    if (!chosen) return null;
    values[name] = chosen;
  }
  return values;
}

/** A record as a body: every nested object naming a record by a `uuid_*` key becomes that uuid. */
function asBody(value: unknown, depth = 0): unknown {
  if (Array.isArray(value)) return value.map((item) => asBody(item, depth + 1));
  if (typeof value !== "object" || value === null) return value;
  const entries = Object.entries(value as Record<string, unknown>);
  const id = entries.find(([key, item]) => key.startsWith("uuid_") && typeof item === "string");
  if (depth > 0 && id && !entries.some(([, item]) => typeof item === "object" && item !== null)) return id[1];
  return Object.fromEntries(entries.map(([key, item]) => [key, asBody(item, depth + 1)]));
}

/** A record's route under a list (GET /x/:id under GET /x). */
const itemRouteOf = (list: string) =>
  routes.find(
    (route) =>
      route.method === "GET" &&
      route.url.startsWith(`${list}/:`) &&
      !route.url.slice(list.length + 2).includes("/"),
  );

/** Company A's first record under the collection `list` (with its parameters), read whole. */
async function recordOf(list: Route, values: Record<string, string>) {
  const answer = await request("A", "GET", fillPath(list, values));
  const item = firstItem(bodyOf(answer));
  if (!item) return undefined;
  const itemRoute = itemRouteOf(list.url);
  const key = Object.keys(item).find((name) => name.startsWith("uuid_"));
  if (!itemRoute || !key) return item;
  const name = itemRoute.params.at(-1)!;
  const detail = await request("A", "GET", fillPath(itemRoute, { ...values, [name]: String(item[key]) }));
  return detail.statusCode === 200 ? (bodyOf(detail) as Record<string, unknown>) : item;
}

const creating = routes.filter(
  (route) =>
    route.method === "POST" && table.has(`GET ${route.url}`) && !route.url.startsWith("/api/v1/test/"),
);
const editing = routes.filter((route) => route.method === "PUT" && table.has(`GET ${route.url}`));

/** What each replay was answered, for the vacuity check below: "POST /api/v1/x" → A's and B's status. */
const replays = new Map<string, { a: number; b: number }>();

describe("company A's records replayed as company B's bodies", () => {
  it.each(creating.map((route) => ({ route, label: `${route.method} ${route.url}` })))(
    "$label: B's new record names nothing of A's",
    async ({ route }: { route: Route }) => {
      const list = routes.find((other) => other.method === "GET" && other.url === route.url)!;
      const valuesA = await ownValues("A", list);
      const valuesB = await ownValues("B", list);
      if (!valuesA || !valuesB) return;
      const record = await recordOf(list, valuesA);
      if (!record) return;
      const body = asBody(record);
      const a = await request("A", "POST", fillPath(route, valuesA), body);
      const b = await request("B", "POST", fillPath(route, valuesB), body);
      replays.set(`${route.method} ${route.url}`, { a: a.statusCode, b: b.statusCode });
      expect(b.statusCode, b.body).toBeLessThan(500);
      expect(await crossCompanyReferences(database.db)).toEqual([]);
    },
  );

  it.each(editing.map((route) => ({ route, label: `${route.method} ${route.url}` })))(
    "$label: B's edited record names nothing of A's",
    async ({ route }: { route: Route }) => {
      const read = routes.find((other) => other.method === "GET" && other.url === route.url)!;
      const valuesA = await ownValues("A", read);
      const valuesB = await ownValues("B", read);
      if (!valuesA || !valuesB) return;
      const record = bodyOf(await request("A", "GET", fillPath(read, valuesA)));
      const body = asBody(record);
      const a = await request("A", "PUT", fillPath(route, valuesA), body);
      const b = await request("B", "PUT", fillPath(route, valuesB), body);
      replays.set(`${route.method} ${route.url}`, { a: a.statusCode, b: b.statusCode });
      expect(b.statusCode, b.body).toBeLessThan(500);
      expect(await crossCompanyReferences(database.db)).toEqual([]);
    },
  );

  it("replayed valid bodies where records reference others (else the checks above prove nothing)", () => {
    const accepted = [...replays].filter(([, { a }]) => a < 300).map(([route]) => route);
    expect(accepted).toEqual(
      expect.arrayContaining([
        "POST /api/v1/residues/:id/negotiations",
        "POST /api/v1/outputs",
        "PUT /api/v1/residues/:id",
      ]),
    );
  });
});
