import { beforeAll, describe, expect, it } from "vitest";
import { call, cnpjOf, providerFields, providersApp, type Setup } from "../providers/support";
import { useTestDatabase } from "../support/database";

describe("provider state and city (Brazilian registries)", () => {
  const database = useTestDatabase();
  let s: Setup;
  let uuid: string;

  const post = (overrides: Record<string, string>) =>
    call(s.app, "POST", "/providers", s.token, providerFields(overrides));
  const count = async () =>
    (await call(s.app, "GET", "/providers/?active=all", s.token)).body.total as number;

  beforeAll(async () => {
    s = await providersApp(database.db);
    const created = await post({ "company[cnpj]": cnpjOf("818181810001") });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    uuid = created.body.provider.uuid_provider;
  }, 60_000);

  it("refuses a state that is not a UF and a city that is not in the state, saving nothing", async () => {
    const before = await count();
    const state = await post({ "company[cnpj]": cnpjOf("818181810002"), "company[address_state]": "ZZ" });
    expect(state.status).toBe(422);
    expect(state.body).toEqual({
      code: "VALIDATION_FAILED",
      message: "Os dados informados são inválidos.",
      fields: { "company.address_state": "Estado inválido." },
    });
    for (const [uf, city] of [
      ["SP", "Gotham"],
      ["SP", "Curitiba"], // a real city, of another state
      ["PR", "São Paulo"],
    ] as const) {
      const refused = await post({
        "company[cnpj]": cnpjOf("818181810003"),
        "company[address_state]": uf,
        "company[address_city]": city,
      });
      expect(refused.status, `${uf}/${city}`).toBe(422);
      expect(refused.body.fields, `${uf}/${city}`).toEqual({
        "company.address_city": "Cidade não encontrada no estado informado.",
      });
    }
    expect(await count()).toBe(before);
  });

  it("accepts case and accents aside and stores the names as the IBGE tables spell them", async () => {
    const created = await post({
      "company[cnpj]": cnpjOf("818181810004"),
      "company[address_state]": "rs",
      "company[address_city]": "  SAO  leopoldo ",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.provider.company).toMatchObject({
      address_state: "RS",
      address_city: "São Leopoldo",
    });
    const cpf = await post({
      "company[registry_type]": "cpf",
      "company[cnpj]": "",
      "company[cpf]": "529.982.247-25",
      "company[address_state]": "DF",
      "company[address_city]": "brasilia",
    });
    expect(cpf.status, JSON.stringify(cpf.body)).toBe(201);
    expect(cpf.body.provider.company).toMatchObject({ address_state: "DF", address_city: "Brasília" });
  });

  it("keeps an international registry's state and city as free text", async () => {
    const abroad = await post({
      "company[registry_type]": "international_registry",
      "company[cnpj]": "",
      "company[international_registry]": "TX-778899",
      "company[address_country]": "Estados Unidos",
      "company[address_state]": "Texas",
      "company[address_city]": "Gotham",
    });
    expect(abroad.status, JSON.stringify(abroad.body)).toBe(201);
    expect(abroad.body.provider.company).toMatchObject({ address_state: "Texas", address_city: "Gotham" });
  });

  it("checks an edit alike, leaving the stored address and history untouched when refused", async () => {
    const edit = (overrides: Record<string, string>) =>
      call(
        s.app,
        "PUT",
        `/providers/${uuid}`,
        s.token,
        providerFields({ "company[cnpj]": cnpjOf("818181810001"), ...overrides }),
      );
    const state = await edit({ "company[address_state]": "ZZ" });
    expect(state.status).toBe(422);
    expect(state.body.fields).toEqual({ "company.address_state": "Estado inválido." });
    const city = await edit({ "company[address_city]": "Gotham" });
    expect(city.status).toBe(422);
    expect(city.body.fields).toEqual({
      "company.address_city": "Cidade não encontrada no estado informado.",
    });
    const stored = await call(s.app, "GET", `/providers/${uuid}`, s.token);
    expect(stored.body.company).toMatchObject({ address_state: "SP", address_city: "São Paulo" });
    expect((await call(s.app, "GET", `/providers/${uuid}/changes`, s.token)).body.updates).toEqual([]);

    // The same place typed another way is no change at all.
    const same = await edit({ "company[address_state]": "sp", "company[address_city]": "sao paulo" });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect((await call(s.app, "GET", `/providers/${uuid}/changes`, s.token)).body.updates).toEqual([]);

    const moved = await edit({ "company[address_state]": "RJ", "company[address_city]": "niteroi" });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.company).toMatchObject({ address_state: "RJ", address_city: "Niterói" });
  });
});
