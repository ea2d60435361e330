import { afterEach, describe, expect, it, vi } from "vitest";
import { createApiClients } from "./clients";
import { toApiError } from "./errors";
import { providerFormData, providersApi, recordFormData } from "./providers";
import { referenceApi } from "./reference";
import { captureFetch, entries, fakeXhr } from "./test-support";

afterEach(() => vi.unstubAllGlobals());

describe("providerFormData", () => {
  it("names every part with the bracketed names of the create call", () => {
    const mopp = new File(["x"], "mopp.png", { type: "image/png" });
    const form = providerFormData({
      provider: { alias: "Recicla", activity: "Coleta", types: [{ code: "carrier" }, "manager"] },
      company: { registry_type: "cnpj", cnpj: "11222333000181", address_complement: undefined },
      responsible: [{ name: "Ana", email: "ana@x.br" }, { name: "Bia" }],
      employee: [{ name: "Caio", email: "caio@x.br", mopp_file: mopp }],
    });
    expect(entries(form)).toEqual([
      ["provider[alias]", "Recicla"],
      ["provider[activity]", "Coleta"],
      ["provider[types][][code]", "carrier"],
      ["provider[types][][code]", "manager"],
      ["company[registry_type]", "cnpj"],
      ["company[cnpj]", "11222333000181"],
      ["responsible[0][name]", "Ana"],
      ["responsible[0][email]", "ana@x.br"],
      ["responsible[1][name]", "Bia"],
      ["employee[0][name]", "Caio"],
      ["employee[0][email]", "caio@x.br"],
      ["employee[0][mopp_file]", "file"],
    ]);
    expect((form.get("employee[0][mopp_file]") as File).name).toBe("mopp.png");
  });

  it("leaves empty optional fields out of a sub-record body", () => {
    expect(entries(recordFormData({ name: "ISO", number: "12", attachment: null, extra: "" }))).toEqual([
      ["name", "ISO"],
      ["number", "12"],
    ]);
  });
});

describe("providersApi", () => {
  const api = createApiClients({ baseUrl: "http://api/api/v1" });
  const providers = providersApi(api.providers);

  it("maps the table state to 1-based page, per_page, active and search", async () => {
    const calls = captureFetch();
    await providers.list({ page: 3, perPage: 20, active: false, search: "sul" });
    expect(calls[0]?.url).toBe("http://api/api/v1/providers/?page=3&per_page=20&active=false&search=sul");
    await providers.licenses.list("p 1", { page: 1, perPage: 10, active: true });
    expect(calls[1]?.url).toBe("http://api/api/v1/providers/p%201/licenses?page=1&per_page=10&active=true");
  });

  it("checks duplicates by the registry's own parameter and reads data[0]", async () => {
    const calls = captureFetch({ data: [{ uuid_provider: "p-1" }], total: 1 });
    await expect(providers.findByDocument("cnpj", "11222333000181")).resolves.toEqual({
      uuid_provider: "p-1",
    });
    await providers.findByDocument("international_registry", "AB12");
    expect(calls.map((c) => c.url)).toEqual([
      "http://api/api/v1/providers?cnpj=11222333000181",
      "http://api/api/v1/providers?international_register=AB12",
    ]);
  });

  it("asks 50 options of one type", async () => {
    const calls = captureFetch({ data: [{ uuid_provider: "p-2" }], total: 1 });
    await expect(providers.options("carrier")).resolves.toEqual([{ uuid_provider: "p-2" }]);
    expect(calls[0]?.url).toBe("http://api/api/v1/providers?per_page=50&type=carrier");
  });

  it("asks 50 options of one type matching a search", async () => {
    const calls = captureFetch({ data: [{ uuid_provider: "p-2" }], total: 1 });
    await providers.options("recipient", "ciclo norte");
    expect(calls[0]?.url).toBe("http://api/api/v1/providers?per_page=50&type=recipient&search=ciclo+norte");
  });

  it("reads the company's indicators from /providers/indicators", async () => {
    const totals = {
      registered: 3,
      active: 2,
      employees: 4,
      licenses_expiring: 1,
      certificates: 2,
      last_update: "2026-11-20T10:00:00.000Z",
      carriers: 1,
    };
    const calls = captureFetch(totals);
    await expect(providers.indicators()).resolves.toEqual(totals);
    expect(calls[0]).toMatchObject({ url: "http://api/api/v1/providers/indicators", method: "GET" });
  });

  it("inactivates with DELETE on the item's path carrying the justification", async () => {
    const calls = captureFetch({});
    await providers.inactivate("p-1", "Justificativa com trinta caracteres ou mais");
    await providers.employees.inactivate("p-1", "e-9", "Outra justificativa longa o bastante aqui");
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      [
        "DELETE",
        "http://api/api/v1/providers/p-1",
        '{"justification":"Justificativa com trinta caracteres ou mais"}',
      ],
      [
        "DELETE",
        "http://api/api/v1/providers/p-1/employees/e-9",
        '{"justification":"Outra justificativa longa o bastante aqui"}',
      ],
    ]);
  });

  it("reactivates with POST .../reactivation carrying the justification and answers the provider", async () => {
    const calls = captureFetch({ uuid_provider: "p-1", deleted_at: null });
    const provider = await providers.reactivate("p 1", "Justificativa com trinta caracteres ou mais");
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      [
        "POST",
        "http://api/api/v1/providers/p%201/reactivation",
        '{"justification":"Justificativa com trinta caracteres ou mais"}',
      ],
    ]);
    expect(provider).toEqual({ uuid_provider: "p-1", deleted_at: null });
  });

  it("rejects a reactivation of an active provider with the server's 409 message", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () => new Response(JSON.stringify({ message: "O prestador já está ativo." }), { status: 409 }),
      ),
    );
    const error = await providers
      .reactivate("p-1", "Justificativa com trinta caracteres ou mais")
      .catch((reason: unknown) => toApiError(reason));
    expect(error).toMatchObject({ status: 409, message: "O prestador já está ativo." });
  });

  it("uploads the create as multipart with the bearer, reports progress and answers the new id", async () => {
    const sent = fakeXhr({ status: 201, body: { provider: { uuid_provider: "new-1" } } });
    const client = createApiClients({ baseUrl: "http://api/api/v1" });
    client.setToken("tok");
    const progress: number[] = [];
    const uuid = await providersApi(client.providers).create(
      { provider: { types: ["carrier"] }, company: { cnpj: "1" }, responsible: [] },
      { onProgress: (p) => progress.push(p) },
    );
    expect(uuid).toBe("new-1");
    expect(progress).toEqual([0, 25, 100]);
    expect(sent[0]?.method).toBe("POST");
    expect(sent[0]?.url).toBe("http://api/api/v1/providers");
    expect(sent[0]?.headers.Authorization).toBe("Bearer tok");
    expect(sent[0]?.headers.Accept).toBe("application/json");
    expect(entries(sent[0]?.body as FormData)).toContainEqual(["provider[types][][code]", "carrier"]);
  });

  it("rejects a 409 like redaxios does, so toApiError reads its status", async () => {
    fakeXhr({ status: 409, body: { message: "duplicado" } });
    const error = await providers
      .create({ provider: { types: [] }, company: {}, responsible: [] })
      .catch((reason: unknown) => toApiError(reason));
    expect(error).toMatchObject({ status: 409, message: "duplicado" });
  });

  it("sends a license with type operacao and keeps a stored file out of an edit", async () => {
    const sent = fakeXhr({ status: 200, body: { uuid_license: "l-1" } });
    await providers.licenses.update("p-1", "l-1", {
      uuid_license_type: "t-1",
      name: "LO",
      code: "42",
      emission: "2026-01-02",
      file: "licencas/lo.pdf",
    });
    expect(sent[0]?.method).toBe("PUT");
    expect(sent[0]?.url).toBe("http://api/api/v1/providers/p-1/licenses/l-1");
    expect(entries(sent[0]?.body as FormData)).toEqual([
      ["uuid_license_type", "t-1"],
      ["name", "LO"],
      ["code", "42"],
      ["emission", "2026-01-02"],
      ["type", "operacao"],
    ]);
  });

  it("sends an emptied employee document as an empty field and leaves a kept one out", async () => {
    const sent = fakeXhr({ status: 200, body: { uuid_employee: "e-1" } });
    await providers.employees.update("p-1", "e-1", {
      name: "Carlos",
      email: "carlos@recicla.com.br",
      mopp_document_image: "",
      cnh_document_image: "/api/v1/files/cnh-carlos",
    });
    expect(entries(sent[0]?.body as FormData)).toEqual([
      ["name", "Carlos"],
      ["email", "carlos@recicla.com.br"],
      ["mopp_document_image", ""],
    ]);
  });

  it("stops an upload when its signal aborts", async () => {
    fakeXhr({ status: 200, body: {} });
    const controller = new AbortController();
    controller.abort();
    await expect(
      providers.certificates.create(
        "p-1",
        { name: "ISO", number: "1", emission: "2026-01-01" },
        { signal: controller.signal },
      ),
    ).rejects.toMatchObject({ name: "AbortError" });
  });
});

describe("referenceApi", () => {
  const api = createApiClients({ baseUrl: "http://api/api/v1" });

  it("sorts license types by name and reads cities of a state", async () => {
    captureFetch([
      { uuid_license_type: "2", name: "Operação" },
      { uuid_license_type: "1", name: "Instalação" },
    ]);
    const reference = referenceApi(api.providers);
    await expect(reference.licenseTypes()).resolves.toEqual([
      { uuid_license_type: "1", name: "Instalação" },
      { uuid_license_type: "2", name: "Operação" },
    ]);
    const calls = captureFetch({ data: [{ name: "Porto Alegre" }] });
    await expect(reference.cities("RS")).resolves.toEqual([{ name: "Porto Alegre" }]);
    expect(calls[0]?.url).toBe("http://api/api/v1/cities?state=RS");
  });

  it("falls back to the federal register for an unknown CNPJ", async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        urls.push(url);
        const found = url.includes("source=receita") ? { company_name: "Recicla Sul Ltda" } : { data: [] };
        return new Response(JSON.stringify(found), { status: 200 });
      }),
    );
    await expect(referenceApi(api.providers).companyPrefill("cnpj", "11222333000181")).resolves.toEqual({
      company_name: "Recicla Sul Ltda",
    });
    expect(urls).toEqual([
      "http://api/api/v1/companies?cnpj=11222333000181",
      "http://api/api/v1/companies?source=receita&cnpj=11222333000181",
    ]);
  });

  it("looks a CEP up by its digits", async () => {
    const calls = captureFetch({ street: "Rua A", state: "RS", city: "Porto Alegre" });
    await referenceApi(api.providers).cep("90010-000");
    expect(calls[0]?.url).toBe("http://api/api/v1/cep/90010000");
  });
});
