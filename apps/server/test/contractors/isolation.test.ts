import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it, vi } from "vitest";

// Every Fastify instance records its routes from the first line (support/route-table.ts).
vi.mock("fastify", async (importOriginal) => {
  const { recordingFastify } = await import("../support/route-table");
  return recordingFastify(await importOriginal<typeof import("fastify")>());
});

import { post } from "../auth/support/auth-app";
import { call, PDF, providersApp, type Setup } from "../providers/support";
import { useTestDatabase } from "../support/database";
import { multipartBody } from "../support/fuzz";
import { fillPath, type Route, routesOf } from "../support/route-table";
import { contractorParts } from "./support";

/**
 * The generated isolation test (test/generated) signs company B in as the ADM user, who sees every
 * contractor by design; here B is an ordinary company (Verde Sul). Every contractor route with an id,
 * called with Recicla Norte's contractor id and Verde Sul's session, answers exactly what it answers
 * for an id nobody has, and changes nothing.
 */
const JUSTIFICATION = "Justificativa de teste de isolamento entre empresas, longa o bastante.";
const TWIN = "00000000-0000-4000-8000-000000000001";

describe("contractors of another company", () => {
  const database = useTestDatabase();
  let s: Setup;
  let sul: string;
  let id: string;

  beforeAll(async () => {
    s = await providersApp(database.db);
    const login = await post(s.app, "/login", { email: "empresas@trilha.com.br", password: "Trilha@2024" });
    const module = await post(s.app, "/login/module", { uuid: login.body.modules[0].id }, login.body.token);
    const company = module.body.companies.find(
      (c: { trading_name: string }) => c.trading_name === "Verde Sul",
    );
    sul = (await post(s.app, "/companies/current", { uuid_company: company.uuid }, module.body.token)).body
      .token;
    const created = await call(
      s.app,
      "POST",
      "/contractors",
      s.token,
      contractorParts("778889990001", "Isolada", "marta@isolada.com.br", [
        ["contractor[cartao_cnpj]", { file: PDF, name: "cartao.pdf", type: "application/pdf" }],
      ]),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    id = created.body.uuid_contractor;
  }, 60_000);

  const asSul = (route: Route, value: string): Promise<LightMyRequestResponse> => {
    const headers: Record<string, string> = { accept: "application/json", authorization: `Bearer ${sul}` };
    let payload: string | Buffer | undefined;
    if (route.method === "POST" || route.method === "PUT") {
      const form = multipartBody([
        ["justification", JUSTIFICATION],
        ["contractor[trading_name]", "Invadida"],
        ["contract[inicio]", "2026-01-01"],
        ["contract[prazo_indeterminado]", "true"],
      ]);
      headers["content-type"] = form.contentType;
      payload = form.payload;
    } else if (route.method === "DELETE") {
      headers["content-type"] = "application/json";
      payload = JSON.stringify({ justification: JUSTIFICATION });
    }
    return s.app.inject({
      method: route.method as "GET",
      url: fillPath(route, { id: value }),
      headers,
      payload,
    });
  };

  it("answers every contractor route with an id as for an id nobody has, and changes nothing", async () => {
    const routes = routesOf(s.app).filter((route) => route.url.startsWith("/api/v1/contractors/:id"));
    // get, update, inactivate, reactivate, changes, welcome resend.
    expect(routes.length).toBeGreaterThanOrEqual(6);
    const before = await database.db.query("select * from contractors order by id");
    const outbox = await database.db.query("select count(*)::int as n from auth_outbox");
    for (const route of routes) {
      const answer = await asSul(route, id);
      const nowhere = await asSul(route, TWIN);
      const label = `${route.method} ${route.url}`;
      expect(answer.statusCode, label).toBeGreaterThanOrEqual(400);
      expect([answer.statusCode, JSON.parse(answer.body).message], label).toEqual([
        nowhere.statusCode,
        JSON.parse(nowhere.body).message,
      ]);
    }
    expect((await database.db.query("select * from contractors order by id")).rows).toEqual(before.rows);
    expect((await database.db.query("select count(*)::int as n from auth_outbox")).rows).toEqual(outbox.rows);
    // The stored PDF is not Verde Sul's either.
    const file = (await call(s.app, "GET", `/contractors/${id}`, s.token)).body.contractor
      .cartao_cnpj as string;
    const download = await s.app.inject({
      method: "GET",
      url: file,
      headers: { authorization: `Bearer ${sul}` },
    });
    expect(download.statusCode).toBe(404);
    // The ADM user, who manages every contractor, downloads it.
    const adm = await s.app.inject({
      method: "GET",
      url: file,
      headers: { authorization: `Bearer ${s.otherToken}` },
    });
    expect(adm.statusCode).toBe(200);
    expect(adm.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });
});
