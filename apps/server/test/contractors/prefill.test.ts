import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCompanyLookup } from "../../src/lookups/company";
import { call, cnpjOf, providersApp, type Setup } from "../providers/support";
import { useTestDatabase } from "../support/database";

const CNPJ = cnpjOf("334445550001");

/** A stand-in for BrasilAPI's /api/cnpj/v1/{cnpj}: one known company, 404 for the rest. */
function brasilApiStandIn() {
  const asked: string[] = [];
  const server = createServer((request, response) => {
    asked.push(request.url ?? "");
    if (request.url === `/api/cnpj/v1/${CNPJ}`) {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          cnpj: CNPJ,
          razao_social: "METALURGICA EXEMPLO LTDA",
          nome_fantasia: "",
          cep: "01310100",
          descricao_tipo_de_logradouro: "AVENIDA",
          logradouro: "PAULISTA",
          numero: "1000",
          uf: "SP",
          municipio: "SAO PAULO",
          ddd_telefone_1: "1133334444",
          cnae_fiscal: 2599399,
        }),
      );
      return;
    }
    response.writeHead(404).end();
  });
  return { server, asked };
}

describe("contractor prefill from the federal register", () => {
  const database = useTestDatabase();
  const standIn = brasilApiStandIn();
  let s: Setup;
  /** Which service the app's lookup asks: the stand-in, or a port nothing listens on. */
  let reachable = true;

  beforeAll(async () => {
    await new Promise<void>((resolve) => standIn.server.listen(0, "127.0.0.1", resolve));
    const { port } = standIn.server.address() as AddressInfo;
    const up = createCompanyLookup({ url: `http://127.0.0.1:${port}/api/cnpj/v1`, timeoutMs: 2000 });
    // A closed port: nothing listens there.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const down = createCompanyLookup({ url: `http://127.0.0.1:${closedPort}/api/cnpj/v1`, timeoutMs: 2000 });
    s = await providersApp(database.db, { lookups: { company: (cnpj) => (reachable ? up : down)(cnpj) } });
  }, 60_000);

  afterAll(async () => {
    await new Promise<void>((resolve) => (standIn.server as Server).close(() => resolve()));
  });

  it("fills the contractor's company fields, CNAE included, from the register", async () => {
    const found = await call(s.app, "GET", `/companies?source=receita&cnpj=${CNPJ}`, s.token);
    expect(found.status).toBe(200);
    expect(found.body.data[0]).toMatchObject({
      cnpj: CNPJ,
      company_name: "METALURGICA EXEMPLO LTDA",
      trading_name: "METALURGICA EXEMPLO LTDA",
      address_zip_code: "01310-100",
      address_name: "AVENIDA PAULISTA",
      address_number: "1000",
      address_state: "SP",
      address_city: "SAO PAULO",
      cnaer_principal: "2599399",
    });
    expect(standIn.asked).toContain(`/api/cnpj/v1/${CNPJ}`);
    const unknown = await call(
      s.app,
      "GET",
      `/companies?source=receita&cnpj=${cnpjOf("000000000191")}`,
      s.token,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe("COMPANY_NOT_FOUND");
  });

  it("answers LOOKUP_UNAVAILABLE when the service cannot be reached", async () => {
    reachable = false;
    const failed = await call(
      s.app,
      "GET",
      `/companies?source=receita&cnpj=${cnpjOf("334445550002")}`,
      s.token,
    );
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({
      code: "LOOKUP_UNAVAILABLE",
      message: "Serviço de consulta indisponível no momento. Tente novamente.",
    });
  });
});
