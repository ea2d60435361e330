import { readdirSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../support/database";
import { call, cnpjOf, JPEG, PDF, providerFields, providersApp, type Setup } from "./support";

const JUSTIFICATION = "Prestador encerrou as atividades na região atendida.";

describe("providers", () => {
  const database = useTestDatabase();
  let s: Setup;
  let uuid: string;

  beforeAll(async () => {
    s = await providersApp(database.db);
  }, 60_000);

  it("creates a provider from the wizard's bracketed multipart fields, employees and files included", async () => {
    const created = await call(
      s.app,
      "POST",
      "/providers",
      s.token,
      providerFields(
        { "responsible[1][name]": "Sérgio Segundo", "responsible[1][email]": "sergio@coletaazul.com.br" },
        [
          ["employee[0][name]", "João Motorista"],
          ["employee[0][email]", "joao@coletaazul.com.br"],
          ["employee[0][type]", "driver"],
          ["employee[0][license_file]", { file: JPEG, name: "cnh.jpg", type: "image/jpeg" }],
        ],
      ),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const provider = created.body.provider;
    uuid = provider.uuid_provider;
    expect(provider).toMatchObject({
      alias: "Coleta Azul",
      activity: "Coleta de resíduos",
      company: {
        registry_type: "cnpj",
        cnpj: cnpjOf("112223330001"),
        trading_name: "Coleta Azul",
        address_state: "SP",
        address_city: "São Paulo",
        phone: "(11) 3333-4444",
      },
      responsible: [
        { name: "Paula Responsável", email: "paula@coletaazul.com.br", telephone: expect.any(String) },
        { name: "Sérgio Segundo", email: "sergio@coletaazul.com.br" },
      ],
      employees: [{ name: "João Motorista", email: "joao@coletaazul.com.br", collaborator_type: "driver" }],
      deleted_at: null,
    });
    expect(provider.types.map((type: { code: string }) => type.code).sort()).toEqual(["carrier", "manager"]);
  });

  it("lists, gets and finds by document", async () => {
    const list = await call(s.app, "GET", "/providers/?page=1&per_page=10&active=true", s.token);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(1);
    expect(list.body.data[0].uuid_provider).toBe(uuid);
    const one = await call(s.app, "GET", `/providers/${uuid}`, s.token);
    expect(one.body.uuid_provider).toBe(uuid);
    const dup = await call(s.app, "GET", `/providers?cnpj=${cnpjOf("112223330001")}`, s.token);
    expect(dup.body.data[0].company.company_name).toBe("Coleta Azul Serviços Ambientais Ltda.");
  });

  it("searches alias, names and document digits (masked or not), filters by type and pages", async () => {
    const second = await call(
      s.app,
      "POST",
      "/providers",
      s.token,
      providerFields({
        "provider[alias]": "Verde Destino",
        "company[cnpj]": cnpjOf("998877660001"),
        "company[company_name]": "Aterro Verde Destinação S.A.",
        "company[trading_name]": "Verde Destino",
      }).filter(([name, value]) => !(name === "provider[types][][code]" && value === "carrier")),
    );
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    const search = async (query: string) =>
      (await call(s.app, "GET", `/providers/?page=1&per_page=10&${query}`, s.token)).body;
    expect((await search("search=verde")).data.map((p: { alias: string }) => p.alias)).toEqual([
      "Verde Destino",
    ]);
    expect((await search("search=Servi%C3%A7os%20Ambientais")).total).toBe(1);
    expect((await search(`search=${encodeURIComponent("99.887.766")}`)).data[0].alias).toBe("Verde Destino");
    expect((await search("search=nada-assim")).total).toBe(0);
    expect((await search("type=carrier")).data.map((p: { alias: string }) => p.alias)).toEqual([
      "Coleta Azul",
    ]);
    expect((await search("type=manager")).total).toBe(2);
    // A negotiation's select finds past its first 50 options by asking with the typed text and the type.
    expect((await search("type=manager&search=verde")).data.map((p: { alias: string }) => p.alias)).toEqual([
      "Verde Destino",
    ]);
    expect((await search("type=carrier&search=verde")).total).toBe(0);
    const page2 = (await call(s.app, "GET", "/providers/?per_page=1&page=2", s.token)).body;
    expect(page2.total).toBe(2);
    expect(page2.data).toHaveLength(1);
    expect(page2.data[0].alias).toBe("Coleta Azul");
    expect((await call(s.app, "GET", "/providers/?page=0", s.token)).status).toBe(422);
    expect((await call(s.app, "GET", "/providers/?per_page=500", s.token)).status).toBe(422);
    expect((await call(s.app, "GET", "/providers/?active=talvez", s.token)).status).toBe(422);
  });

  it("lists the provider types", async () => {
    const types = await call(s.app, "GET", "/providers/types", s.token);
    expect(types.body).toEqual([
      { code: "recipient", name: "Destinador" },
      { code: "manager", name: "Gerenciador" },
      { code: "carrier", name: "Transportador" },
    ]);
  });

  it("answers 422 with one message per field for an invalid create", async () => {
    const invalid = await call(
      s.app,
      "POST",
      "/providers",
      s.token,
      providerFields({
        "company[cnpj]": "11111111111111",
        "company[company_name]": "",
        "company[address_number]": "12A",
        "responsible[0][email]": "não-é-email",
      }).filter(([name]) => name !== "provider[types][][code]"),
    );
    expect(invalid.status).toBe(422);
    expect(invalid.body.fields).toMatchObject({
      "company.cnpj": expect.any(String),
      "company.company_name": "O campo Razão social é obrigatório.",
      "company.address_number": "Número deve ser numérico",
      "responsible.0.email": "E-mail digitado não é valido!",
      "provider.types": expect.any(String),
    });
    const unknownType = await call(
      s.app,
      "POST",
      "/providers",
      s.token,
      providerFields({ "company[cnpj]": cnpjOf("123123123000") }, [["provider[types][][code]", "pirate"]]),
    );
    expect(unknownType.status).toBe(422);
    expect(unknownType.body.fields["provider.types"]).toBeDefined();
    const total = (await call(s.app, "GET", "/providers/?active=all", s.token)).body.total;
    expect(total).toBe(2);
  });

  it("refuses a second responsible without a name (422 on the name) instead of dropping what was typed", async () => {
    const before = (await call(s.app, "GET", "/providers/?active=all", s.token)).body.total;
    const created = await call(
      s.app,
      "POST",
      "/providers",
      s.token,
      providerFields({
        "company[cnpj]": cnpjOf("321321321000"),
        "responsible[1][email]": "bia@coletaazul.com.br",
      }),
    );
    expect(created.status).toBe(422);
    expect(created.body.fields).toEqual({
      "responsible.1.name": "O campo Nome do responsável 2 é obrigatório.",
    });
    expect((await call(s.app, "GET", "/providers/?active=all", s.token)).body.total).toBe(before);
    const edited = await call(
      s.app,
      "PUT",
      `/providers/${uuid}`,
      s.token,
      providerFields({ "responsible[1][phone]": "(11) 97777-6666", "responsible[1][role]": "Supervisora" }),
    );
    expect(edited.status).toBe(422);
    expect(edited.body.fields).toEqual({
      "responsible.1.name": "O campo Nome do responsável 2 é obrigatório.",
    });
    const stored = await call(s.app, "GET", `/providers/${uuid}`, s.token);
    expect(stored.body.responsible.map((r: { name: string }) => r.name)).toEqual([
      "Paula Responsável",
      "Sérgio Segundo",
    ]);
  });

  it("answers 409 for a document already registered in the company, not for another company's", async () => {
    const again = await call(s.app, "POST", "/providers", s.token, providerFields());
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      message: "Um prestador ja foi cadastrado com o CNPJ informado",
      code: "DUPLICATE",
    });
    const elsewhere = await call(s.app, "POST", "/providers", s.otherToken, providerFields());
    expect(elsewhere.status).toBe(201);
    const cpf = providerFields({
      "company[registry_type]": "cpf",
      "company[cpf]": "529.982.247-25",
      "company[cnpj]": "",
    });
    expect((await call(s.app, "POST", "/providers", s.token, cpf)).status).toBe(201);
    const cpfAgain = await call(s.app, "POST", "/providers", s.token, cpf);
    expect(cpfAgain.status).toBe(409);
    expect(cpfAgain.body.message).toBe("Um prestador ja foi cadastrado com o CPF informado");
    const found = await call(s.app, "GET", "/providers?cpf=52998224725", s.token);
    expect(found.body.total).toBe(1);
  });

  it("refuses an employee document whose bytes are not an image, leaving nothing behind", async () => {
    const before = (await call(s.app, "GET", "/providers/?active=all", s.token)).body.total;
    const spoofed = await call(
      s.app,
      "POST",
      "/providers",
      s.token,
      providerFields({ "company[cnpj]": cnpjOf("555444333000") }, [
        ["employee[0][name]", "Ana Ajudante"],
        ["employee[0][email]", "ana@coletaazul.com.br"],
        ["employee[0][mopp_file]", { file: PDF, name: "mopp.png", type: "image/png" }],
      ]),
    );
    expect(spoofed.status).toBe(422);
    expect(spoofed.body.fields).toEqual({
      "employee.0.mopp_file": "O campo Documento do MOPP aceita apenas arquivos JPG, JPEG ou PNG.",
    });
    expect((await call(s.app, "GET", "/providers/?active=all", s.token)).body.total).toBe(before);
    const files = await database.db.query("select 1 from stored_files where storage_key like 'employees/%'");
    expect(files.rows).toHaveLength(1);
    expect(readdirSync(join(s.storageDir, "employees"))).toHaveLength(1);
  });

  it("edits basic data in one transaction with its change record, by the real user", async () => {
    const edited = await call(
      s.app,
      "PUT",
      `/providers/${uuid}`,
      s.token,
      providerFields({ "company[trading_name]": "Coleta Azul Express", "provider[alias]": "Azul" }),
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.company.trading_name).toBe("Coleta Azul Express");
    expect(edited.body.responsible).toHaveLength(1);
    expect(new Date(edited.body.updated_at).getTime()).toBeGreaterThan(
      new Date(edited.body.created_at).getTime(),
    );
    const found = await call(s.app, "GET", "/providers/?search=AZUL%20EXPRESS", s.token);
    expect(found.body.data.map((p: { uuid_provider: string }) => p.uuid_provider)).toEqual([uuid]);
    const history = await call(s.app, "GET", `/providers/${uuid}/changes`, s.token);
    expect(history.body.deletions).toEqual([]);
    expect(history.body.updates).toHaveLength(1);
    const [update] = history.body.updates;
    expect(update.user).toMatchObject({ name: "Rita Restrita" });
    expect(update.justification).toBeNull();
    expect(update.changes).toEqual(
      expect.arrayContaining([
        { field: "provider.alias", from: "Coleta Azul", to: "Azul" },
        { field: "company.trading_name", from: "Coleta Azul", to: "Coleta Azul Express" },
        { field: "responsible.1.name", from: "Sérgio Segundo", to: null },
      ]),
    );
    const same = await call(
      s.app,
      "PUT",
      `/providers/${uuid}`,
      s.token,
      providerFields({ "company[trading_name]": "Coleta Azul Express", "provider[alias]": "Azul" }),
    );
    expect(same.status).toBe(200);
    expect((await call(s.app, "GET", `/providers/${uuid}/changes`, s.token)).body.updates).toHaveLength(1);
  });

  it("refuses an invalid edit (422) and one taking another provider's document (409)", async () => {
    const invalid = await call(
      s.app,
      "PUT",
      `/providers/${uuid}`,
      s.token,
      providerFields({ "company[phone]": "" }),
    );
    expect(invalid.status).toBe(422);
    expect(invalid.body.fields["company.phone"]).toBeDefined();
    const taken = await call(
      s.app,
      "PUT",
      `/providers/${uuid}`,
      s.token,
      providerFields({ "company[cnpj]": cnpjOf("998877660001") }),
    );
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      code: "DUPLICATE",
      message: "Um prestador ja foi cadastrado com o CNPJ informado",
    });
    expect((await call(s.app, "GET", `/providers/${uuid}`, s.token)).body.company.cnpj).toBe(
      cnpjOf("112223330001"),
    );
    // The document number is an ordinary edit field (spec 02 §2): a free one is taken and recorded.
    const renumbered = await call(
      s.app,
      "PUT",
      `/providers/${uuid}`,
      s.token,
      providerFields({ "company[cnpj]": cnpjOf("443322110001") }),
    );
    expect(renumbered.status, JSON.stringify(renumbered.body)).toBe(200);
    expect(renumbered.body.company.cnpj).toBe(cnpjOf("443322110001"));
    const history = await call(s.app, "GET", `/providers/${uuid}/changes`, s.token);
    expect(history.body.updates[0].changes).toContainEqual({
      field: "company.cnpj",
      from: cnpjOf("112223330001"),
      to: cnpjOf("443322110001"),
    });
    const back = await call(s.app, "PUT", `/providers/${uuid}`, s.token, providerFields());
    expect(back.status).toBe(200);
  });

  it("inactivates with a 30–500 character justification, recorded in the history", async () => {
    const short = await call(s.app, "DELETE", `/providers/${uuid}`, s.token, { justification: "curta" });
    expect(short.status).toBe(422);
    expect(short.body.fields.justification).toBe(
      "A justificativa é obrigatória e deve conter entre 30 e 500 caracteres.",
    );
    expect(
      (await call(s.app, "DELETE", `/providers/${uuid}`, s.token, { justification: "x".repeat(501) })).status,
    ).toBe(422);
    const done = await call(s.app, "DELETE", `/providers/${uuid}`, s.token, { justification: JUSTIFICATION });
    expect(done.status).toBe(200);
    expect(done.body.deleted_at).not.toBeNull();
    expect(
      (await call(s.app, "DELETE", `/providers/${uuid}`, s.token, { justification: JUSTIFICATION })).status,
    ).toBe(409);
    const inactive = await call(s.app, "GET", "/providers/?active=false", s.token);
    expect(inactive.body.data.map((p: { uuid_provider: string }) => p.uuid_provider)).toEqual([uuid]);
    const active = await call(s.app, "GET", "/providers/", s.token);
    expect(active.body.data.map((p: { uuid_provider: string }) => p.uuid_provider)).not.toContain(uuid);
    const history = await call(s.app, "GET", `/providers/${uuid}/changes`, s.token);
    expect(history.body.deletions).toEqual([
      expect.objectContaining({
        justification: JUSTIFICATION,
        user: expect.objectContaining({ name: "Rita Restrita" }),
      }),
    ]);
    // The duplicate check still finds an inactive provider.
    expect((await call(s.app, "GET", `/providers?cnpj=${cnpjOf("112223330001")}`, s.token)).body.total).toBe(
      1,
    );
  });

  it("answers 404 for unknown ids and 401 without a session", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      expect((await call(s.app, "GET", `/providers/${id}`, s.token)).status).toBe(404);
      expect((await call(s.app, "GET", `/providers/${id}/changes`, s.token)).status).toBe(404);
      expect((await call(s.app, "PUT", `/providers/${id}`, s.token, providerFields())).status).toBe(404);
      expect(
        (await call(s.app, "DELETE", `/providers/${id}`, s.token, { justification: JUSTIFICATION })).status,
      ).toBe(404);
    }
    const anonymous = await s.app.inject({ method: "GET", url: "/api/v1/providers/" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("never shows or changes a provider to another company", async () => {
    const other = s.otherToken;
    const list = await call(s.app, "GET", "/providers/?active=all", other);
    expect(list.body.data.map((p: { uuid_provider: string }) => p.uuid_provider)).not.toContain(uuid);
    expect((await call(s.app, "GET", `/providers?cnpj=${cnpjOf("998877660001")}`, other)).body.total).toBe(0);
    expect((await call(s.app, "GET", `/providers/${uuid}`, other)).status).toBe(404);
    expect((await call(s.app, "GET", `/providers/${uuid}/changes`, other)).status).toBe(404);
    expect((await call(s.app, "PUT", `/providers/${uuid}`, other, providerFields())).status).toBe(404);
    expect(
      (await call(s.app, "DELETE", `/providers/${uuid}`, other, { justification: JUSTIFICATION })).status,
    ).toBe(404);
    expect((await call(s.app, "GET", `/companies?cnpj=${cnpjOf("998877660001")}`, other)).body.data).toEqual(
      [],
    );
  });
});
