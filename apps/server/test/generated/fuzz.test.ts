import fc from "fast-check";
import { afterAll, describe, expect, it, vi } from "vitest";

// Every Fastify instance records its routes from the first line (support/route-table.ts).
vi.mock("fastify", async (importOriginal) => {
  const { recordingFastify } = await import("../support/route-table");
  return recordingFastify(await importOriginal<typeof import("fastify")>());
});

import { signIn } from "../auth/support/auth-app";
import { providersApp } from "../providers/support";
import { createTestDatabase } from "../support/database";
import {
  type Context,
  describeRequest,
  type FuzzRequest,
  fixedRequestsFor,
  fuzzSettings,
  probe,
  requestFor,
  resolvingParams,
  seedFor,
} from "../support/fuzz";
import { fillPath, KNOWN_ROUTES, type Route, routesOf } from "../support/route-table";
import { createCompanyRecords } from "../support/tenant-data";

/**
 * Generated from the route table: every route and method of the real app, anonymously and signed in,
 * gets random requests (bodies and queries derived from its struct, or generic, then mutated) and a
 * fixed list of hostile ones (prototype keys in JSON, multipart and query names; repeated query keys;
 * broken multipart; huge arrays; path ids that are not UUIDs). Properties: never a 5xx; an error answers
 * JSON in the one error shape `{ code, message, fields?, data? }` (a string UPPER_SNAKE `code` and a
 * string `message` always, `fields` only on a 422, nothing else); the built-in prototypes are untouched;
 * /health answers 200 after each route.
 *
 * Budget: FUZZ_RUNS random requests per route and identity (6 in `pnpm test`, more in `pnpm bench`),
 * drawn from FUZZ_SEED (fixed by default, so a failure reproduces; the seed is printed with it).
 * Lookups (CEP, federal register) are local stubs that find nothing: an unreachable upstream answers
 * 502/504 by design, which is not what this test is about.
 */

const settings = fuzzSettings();
// Built at collection time so that each route is its own test, named after it.
const database = await createTestDatabase();
const s = await providersApp(database.db, {
  lookups: { cep: async () => null, company: async () => null },
});
const routes = routesOf(s.app);
const own = await createCompanyRecords(s.app, s.token);
let token = s.token;

afterAll(async () => {
  await s.app.close();
  await database.dispose();
});

describe("the route table", () => {
  it("holds every known route, so the generated tests cannot silently test nothing", () => {
    const table = routes.map((route) => `${route.method} ${route.url}`);
    for (const known of KNOWN_ROUTES) expect(table).toContain(known);
    expect(routes.length).toBeGreaterThanOrEqual(40);
  });
});

async function health() {
  const answer = await s.app.inject({ method: "GET", url: "/api/v1/health" });
  return answer.statusCode;
}

/** The signed-in token, signing in again if a fuzzed request ended the session (POST /logout does). */
async function liveToken() {
  const session = await s.app.inject({
    method: "GET",
    url: "/api/v1/session",
    headers: { authorization: `Bearer ${token}` },
  });
  if (session.statusCode !== 200) token = await signIn(s.app, "restrito@trilha.com.br");
  return token;
}

/**
 * The token a signed-in caller uses on the route: the session's, or, where the route refuses it as a
 * dashboards call does (401 TOKEN_EXPIRED: its bearer is the dashboards token of POST
 * /ms-dashboards/login), a dashboards token of the same session, so those routes are fuzzed past their
 * guard too. Known by asking, so a route added behind either token needs nothing here.
 */
async function tokenFor(route: Route, session: string) {
  const asked = await s.app.inject({
    method: route.method as "GET",
    url: fillPath(route, Object.fromEntries(route.params.map((name) => [name, "x"]))),
    headers: { accept: "application/json", authorization: `Bearer ${session}` },
  });
  if (asked.statusCode !== 401 || asked.json().code !== "TOKEN_EXPIRED") return session;
  const issued = await s.app.inject({
    method: "POST",
    url: "/api/v1/ms-dashboards/login",
    headers: { authorization: `Bearer ${session}` },
  });
  return issued.statusCode === 200 ? (issued.json().ms_dashboard_token as string) : session;
}

describe("the dashboards token", () => {
  it("is what the dashboards routes are fuzzed with (they refuse the session token)", async () => {
    const figures = routes.find((route) => route.url === "/api/v1/dashboard/figures")!;
    const session = await liveToken();
    expect(await tokenFor(figures, session)).not.toBe(session);
    const providers = routes.find((route) => route.method === "GET" && route.url === "/api/v1/providers")!;
    expect(await tokenFor(providers, session)).toBe(session);
  });
});

const identities = [
  { name: "anonymous", signedIn: false },
  { name: "signed in (Recicla Norte)", signedIn: true },
] as const;

describe.each(identities)("fuzzing every route, $name", ({ name, signedIn }) => {
  it.each(routes.map((route, index) => ({ route, index, label: `${route.method} ${route.url}` })))(
    "$label",
    async ({ route, index }: { route: Route; index: number }) => {
      const session = signedIn ? await tokenFor(route, await liveToken()) : undefined;
      const resolved = session ? await resolvingParams(s.app, route, own.all, session) : undefined;
      const ctx: Context = { ids: own.all, token: session, resolved };
      // One loopback address per route: the per-IP login throttle of one route does not spill over.
      const remoteAddress = `127.${signedIn ? 1 : 2}.${Math.floor(index / 250)}.${(index % 250) + 1}`;
      const seed = seedFor(settings.seed, route, name);
      const drawn = fc.sample(requestFor(route, ctx), { numRuns: settings.runs, seed });
      const requests: FuzzRequest[] = [...fixedRequestsFor(route, ctx), ...drawn];
      const failures: string[] = [];
      for (const request of requests) {
        const { response, problems } = await probe(s.app, request, remoteAddress);
        if (problems.length)
          failures.push(`${problems.join("; ")}\n    ${describeRequest(request, response)}`);
      }
      const status = await health();
      if (status !== 200) failures.push(`/health answered ${status} after this route's requests`);
      expect(
        failures,
        `${failures.length} of ${requests.length} requests failed (FUZZ_SEED=${settings.seed} FUZZ_RUNS=${settings.runs}, route seed ${seed})`,
      ).toEqual([]);
    },
    // `pnpm bench` raises FUZZ_RUNS: the time allowed grows with it (a bound, not a timing assertion).
    30_000 + settings.runs * 1_000,
  );
});
