import { afterEach, describe, expect, it, vi } from "vitest";
import { createApiClients } from "./clients";
import { contractorsApi } from "./contractors";
import { nestedFormData } from "./resources";
import { captureFetch, entries, fakeXhr } from "./test-support";

afterEach(() => vi.unstubAllGlobals());

describe("nestedFormData", () => {
  it("names every part with brackets, lists indexed, files as files, empty values left out", () => {
    const cartao = new File(["%PDF"], "cartao.pdf", { type: "application/pdf" });
    const aditivo = new File(["%PDF"], "aditivo.pdf", { type: "application/pdf" });
    const form = nestedFormData({
      contractor: {
        cnpj: "11222333000181",
        cartao_cnpj: cartao,
        address_complement: undefined,
        cnaer_principal: null,
      },
      contract: { inicio: "2026-01-01", prazo_indeterminado: true, aditivos: ["/api/v1/files/u-1", aditivo] },
      plan: {
        main_module: "mmf",
        small_generators: 2,
        features: [{ feature: "monitoring", enabled: true, users: 30 }],
      },
    });
    expect(entries(form)).toEqual([
      ["contractor[cnpj]", "11222333000181"],
      ["contractor[cartao_cnpj]", "file"],
      ["contract[inicio]", "2026-01-01"],
      ["contract[prazo_indeterminado]", "true"],
      ["contract[aditivos][0]", "/api/v1/files/u-1"],
      ["contract[aditivos][1]", "file"],
      ["plan[main_module]", "mmf"],
      ["plan[small_generators]", "2"],
      ["plan[features][0][feature]", "monitoring"],
      ["plan[features][0][enabled]", "true"],
      ["plan[features][0][users]", "30"],
    ]);
    expect((form.get("contract[aditivos][1]") as File).name).toBe("aditivo.pdf");
  });
});

describe("contractorsApi", () => {
  const api = createApiClients({ baseUrl: "http://api/api/v1" });
  const contractors = contractorsApi(api.providers);

  it("lists with the table state and the creation-date range", async () => {
    const calls = captureFetch();
    await contractors.list({
      page: 2,
      perPage: 10,
      active: true,
      createdFrom: "2026-11-01",
      createdTo: "2026-11-23",
    });
    expect(calls[0]?.url).toBe(
      "http://api/api/v1/contractors/?page=2&per_page=10&active=true&created_from=2026-11-01&created_to=2026-11-23",
    );
    await contractors.indicators({ createdFrom: "2026-11-01" });
    expect(calls[1]?.url).toBe("http://api/api/v1/contractors/indicators?created_from=2026-11-01");
  });

  it("creates with one multipart POST and updates a section with a multipart PUT", async () => {
    const sent = fakeXhr({ status: 201, body: { uuid_contractor: "c-1" } });
    await expect(
      contractors.create({
        contractor: {
          cnpj: "1",
          company_name: "A",
          trading_name: "A",
          address_name: "R",
          address_number: "1",
          phone: "1",
        },
        responsible_contractor_cool: { name: "L", phone: "1", email: "l@x.br" },
        responsible_contractor_financial: { name: "F", phone: "1", email: "f@x.br" },
        contract: { inicio: "2026-01-01", prazo_indeterminado: true },
        plan: { main_module: "mg", generator_type: "pg" },
        responsible_first: { name: "M", phone: "1", email: "m@x.br" },
      }),
    ).resolves.toEqual({ uuid_contractor: "c-1" });
    expect(sent[0]).toMatchObject({ method: "POST", url: "http://api/api/v1/contractors" });
    expect((sent[0]!.body as FormData).get("plan[generator_type]")).toBe("pg");
    await contractors.update("c 1", { plan: { main_module: "mmf", small_generators: 1 } });
    expect(sent[1]).toMatchObject({ method: "PUT", url: "http://api/api/v1/contractors/c%201" });
    expect(entries(sent[1]!.body as FormData)).toEqual([
      ["plan[main_module]", "mmf"],
      ["plan[small_generators]", "1"],
    ]);
  });

  it("resends the welcome e-mail and prefills by document, the register only when asked", async () => {
    const calls = captureFetch({ data: [{ cnpj: "11222333000181", trading_name: "Cliente" }] });
    await contractors.resendWelcome("c-1");
    expect(calls[0]).toMatchObject({
      method: "POST",
      url: "http://api/api/v1/contractors/c-1/master-user/welcome",
    });
    await expect(contractors.prefill("cnpj", "11222333000181")).resolves.toMatchObject({
      trading_name: "Cliente",
    });
    expect(calls[1]?.url).toBe("http://api/api/v1/companies?cnpj=11222333000181");
    await contractors.prefill("cnpj", "11222333000181", { receita: true });
    expect(calls[2]?.url).toBe("http://api/api/v1/companies?cnpj=11222333000181&source=receita");
  });

  it("finds the contractor of a CNPJ among active and inactive ones, or null", async () => {
    const calls = captureFetch({ data: [{ uuid_contractor: "c-1", cnpj: "11222333000181" }], total: 1 });
    await expect(contractors.findByCnpj("11.222.333/0001-81")).resolves.toMatchObject({
      uuid_contractor: "c-1",
    });
    expect(calls[0]?.url).toBe("http://api/api/v1/contractors/?cnpj=11222333000181&active=all&per_page=1");
    captureFetch({ data: [], total: 0 });
    await expect(contractors.findByCnpj("11222333000181")).resolves.toBeNull();
  });

  it("reads the register's 404 as nothing found and passes an unreachable service on", async () => {
    const answers = [
      { status: 404, body: { code: "COMPANY_NOT_FOUND", message: "Empresa não encontrada." } },
      {
        status: 502,
        body: { code: "LOOKUP_UNAVAILABLE", message: "Serviço de consulta indisponível no momento." },
      },
    ];
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        const answer = answers.shift()!;
        return new Response(JSON.stringify(answer.body), { status: answer.status });
      }),
    );
    await expect(contractors.prefill("cnpj", "11222333000181", { receita: true })).resolves.toBeNull();
    await expect(contractors.prefill("cnpj", "11222333000181", { receita: true })).rejects.toMatchObject({
      status: 502,
    });
  });
});
