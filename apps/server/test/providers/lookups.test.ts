import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Address,
  CepServicesUnavailableError,
  cepPromiseFetcher,
  createCepLookup,
} from "../../src/lookups/cep";
import { type CompanyData, createCompanyLookup } from "../../src/lookups/company";
import type { Lookup } from "../../src/lookups/lookup";
import { useTestDatabase } from "../support/database";
import { call, cnpjOf, providerFields, providersApp, type Setup } from "./support";

const CNPJ = cnpjOf("334445550001");

/** Stand-ins for BrasilAPI's CEP and CNPJ services on 127.0.0.1; `/slow/...` never answers in time. */
function standIn() {
  const hits: string[] = [];
  const server = createServer((request, response) => {
    const url = request.url ?? "";
    hits.push(url);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (url.startsWith("/slow/")) return void setTimeout(() => json(200, {}), 2000);
    if (url === "/cep/01310100")
      return json(200, {
        cep: "01310100",
        state: "SP",
        city: "São Paulo",
        neighborhood: "Bela Vista",
        street: "Avenida Paulista",
      });
    if (url === `/cnpj/${CNPJ}`)
      return json(200, {
        cnpj: CNPJ,
        razao_social: "RECICLA BEM LTDA",
        nome_fantasia: "",
        cep: "1310100",
        descricao_tipo_de_logradouro: "AVENIDA",
        logradouro: "PAULISTA",
        numero: "1000",
        complemento: "SALA 1",
        bairro: "BELA VISTA",
        uf: "sp",
        municipio: "SAO PAULO",
        ddd_telefone_1: "1133334444",
      });
    if (url.startsWith("/broken/")) return json(500, { message: "boom" });
    json(404, { message: "not found" });
  });
  return { server, hits };
}

describe("lookups", () => {
  const database = useTestDatabase();
  const { server, hits } = standIn();
  let base: string;
  let s: Setup;
  // The app's lookups go through these, so a test can point them at another stand-in path.
  const current: { cep: Lookup<Address>; company: Lookup<CompanyData> } = {
    cep: async () => null,
    company: async () => null,
  };

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    current.cep = createCepLookup({ url: `${base}/cep`, timeoutMs: 1000 });
    current.company = createCompanyLookup({ url: `${base}/cnpj`, timeoutMs: 1000 });
    s = await providersApp(database.db, {
      lookups: { cep: (cep) => current.cep(cep), company: (cnpj) => current.company(cnpj) },
    });
  }, 60_000);
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("finds an address by CEP, masked or not, asking the service once", async () => {
    const found = await call(s.app, "GET", "/cep/01310-100", s.token);
    expect(found.status).toBe(200);
    expect(found.body).toEqual({
      cep: "01310100",
      state: "SP",
      city: "São Paulo",
      neighborhood: "Bela Vista",
      street: "Avenida Paulista",
    });
    await call(s.app, "GET", "/cep/01310100", s.token);
    expect(hits.filter((hit) => hit === "/cep/01310100")).toHaveLength(1);
  });

  it("answers the spec's message for an unknown CEP and 422 for a malformed one", async () => {
    const missing = await call(s.app, "GET", "/cep/99999999", s.token);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Todos os serviços de CEP não encontraram o valor informado.");
    expect((await call(s.app, "GET", "/cep/123", s.token)).status).toBe(422);
  });

  it("reads cep-promise's 'all services failed' as not found only when a service said so", async () => {
    const serviceError = (errors: { message: string; service: string }[]) =>
      cepPromiseFetcher(async () => {
        throw Object.assign(new Error("Todos os serviços de CEP retornaram erro."), {
          type: "service_error",
          errors,
        });
      });
    const unknown = serviceError([
      { message: "CEP não encontrado na base do ViaCEP.", service: "viacep" },
      { message: "Erro ao se conectar com o serviço WideNet.", service: "widenet" },
    ]);
    expect(await unknown("99999999", new AbortController().signal)).toBeNull();
    // BrasilAPI's "não encontrado" is what cep-promise says for any of its answers but 200 (a 500 too).
    const unreachable = serviceError([
      { message: "Erro ao se conectar com o serviço ViaCEP.", service: "viacep" },
      { message: "CEP não encontrado na base do BrasilAPI.", service: "brasilapi" },
    ]);
    await expect(unreachable("01310100", new AbortController().signal)).rejects.toThrow(
      CepServicesUnavailableError,
    );
    const ok = cepPromiseFetcher(async (cep) => ({
      cep,
      state: "RJ",
      city: "Rio de Janeiro",
      street: "Rua A",
    }));
    expect(await ok("20000000", new AbortController().signal)).toEqual({
      cep: "20000000",
      state: "RJ",
      city: "Rio de Janeiro",
      neighborhood: "",
      street: "Rua A",
    });
    const broken = cepPromiseFetcher(async () => {
      throw new TypeError("socket hang up");
    });
    await expect(broken("20000000", new AbortController().signal)).rejects.toThrow("socket hang up");
  });

  it("gives up on a slow service (504) and reports a broken one (502), caching neither", async () => {
    const saved = { ...current };
    try {
      current.cep = createCepLookup({ url: `${base}/slow`, timeoutMs: 100 });
      expect((await call(s.app, "GET", "/cep/01310100", s.token)).status).toBe(504);
      current.company = createCompanyLookup({ url: `${base}/broken`, timeoutMs: 500 });
      const failed = await call(s.app, "GET", `/companies?source=receita&cnpj=${CNPJ}`, s.token);
      expect(failed.status).toBe(502);
      expect(failed.body.code).toBe("LOOKUP_UNAVAILABLE");
      await call(s.app, "GET", `/companies?source=receita&cnpj=${CNPJ}`, s.token);
      expect(hits.filter((hit) => hit === `/broken/${CNPJ}`)).toHaveLength(2);
    } finally {
      Object.assign(current, saved);
    }
  });

  it("prefills company data from the federal register (source=receita)", async () => {
    const found = await call(s.app, "GET", `/companies?source=receita&cnpj=${CNPJ}`, s.token);
    expect(found.status).toBe(200);
    expect(found.body.data[0]).toMatchObject({
      registry_type: "cnpj",
      cnpj: CNPJ,
      company_name: "RECICLA BEM LTDA",
      trading_name: "RECICLA BEM LTDA",
      address_zip_code: "01310-100",
      address_name: "AVENIDA PAULISTA",
      address_number: "1000",
      address_state: "SP",
      address_city: "SAO PAULO",
      phone: "1133334444",
    });
    const unknown = await call(
      s.app,
      "GET",
      `/companies?source=receita&cnpj=${cnpjOf("000000000001")}`,
      s.token,
    );
    expect(unknown.status).toBe(404);
    expect((await call(s.app, "GET", "/companies?source=receita&cnpj=123", s.token)).status).toBe(422);
  });

  it("answers the company's own provider data first, and nothing of another company's", async () => {
    expect((await call(s.app, "GET", `/companies?cnpj=${CNPJ}`, s.token)).body).toEqual({ data: [] });
    await call(s.app, "POST", "/providers", s.token, providerFields({ "company[cnpj]": CNPJ }));
    const own = await call(s.app, "GET", `/companies?cnpj=${CNPJ}`, s.token);
    expect(own.body.data[0]).toMatchObject({ cnpj: CNPJ, trading_name: "Coleta Azul" });
    expect((await call(s.app, "GET", `/companies?cnpj=${CNPJ}`, s.otherToken)).body).toEqual({ data: [] });
    expect((await call(s.app, "GET", "/companies", s.token)).status).toBe(422);
  });
});
