import { describe, expect, it } from "vitest";
import { validate } from "./engine";
import {
  CEP_NOT_FOUND,
  providerBasicDataEditLabels,
  providerBasicDataEditSchema,
  providerBasicDataLabels,
  providerBasicDataSchema,
} from "./provider";
import { providerCreateLabels, providerCreateSchema } from "./provider-wizard";
import { describeSchema } from "./schema-test-kit";

export const validBasicData = {
  provider: { alias: "Recicla Sul", activity: "Reciclagem", types: ["carrier", "recipient"] },
  company: {
    registry_type: "cnpj",
    cnpj: "11.222.333/0001-81",
    company_name: "Recicla Sul Ltda",
    trading_name: "Recicla Sul",
    address_country: "Brasil",
    address_zip_code: "01310-100",
    address_name: "Avenida Paulista",
    address_number: "1000",
    address_state: "SP",
    address_city: "São Paulo",
    phone: "(11) 3333-4444",
  },
  responsible: [
    { name: "Ana Souza", role: "Gerente", phone: "(11) 98765-4321", email: "ana@recicla.com.br" },
  ],
};

describeSchema("provider basic data (wizard)", {
  schema: providerBasicDataSchema,
  labels: providerBasicDataLabels,
  valid: validBasicData,
  expected: {
    ...validBasicData,
    provider: { ...validBasicData.provider, types: [{ code: "carrier" }, { code: "recipient" }] },
    company: { ...validBasicData.company, cnpj: "11222333000181" },
  },
  cases: [
    [
      "registry type unknown",
      { "company.registry_type": "rg" },
      "company.registry_type",
      "Selecione uma opção válida para o campo Tipo de cadastro.",
    ],
    ["CNPJ missing", { "company.cnpj": "" }, "company.cnpj", "O campo CNPJ é obrigatório."],
    [
      "CNPJ invalid",
      { "company.cnpj": "11.222.333/0001-80" },
      "company.cnpj",
      "CNPJ não possui um formato válido",
    ],
    ["CPF missing", { "company.registry_type": "cpf" }, "company.cpf", "O campo CPF é obrigatório."],
    [
      "CPF invalid",
      { "company.registry_type": "cpf", "company.cpf": "111.111.111-11" },
      "company.cpf",
      "CPF não possui um formato válido",
    ],
    [
      "international register missing",
      { "company.registry_type": "international_registry" },
      "company.international_registry",
      "O campo Registro Internacional é obrigatório.",
    ],
    [
      "company name too long",
      { "company.company_name": "x".repeat(101) },
      "company.company_name",
      "O campo Razão social deve ter no máximo 100 caracteres.",
    ],
    [
      "trading name missing",
      { "company.trading_name": "" },
      "company.trading_name",
      "O campo Nome fantasia é obrigatório.",
    ],
    [
      "country too long",
      { "company.address_country": "x".repeat(31) },
      "company.address_country",
      "O campo País deve ter no máximo 30 caracteres.",
    ],
    [
      "country missing",
      { "company.address_country": "" },
      "company.address_country",
      "O campo País é obrigatório.",
    ],
    [
      "CEP missing",
      { "company.address_zip_code": "" },
      "company.address_zip_code",
      "O campo CEP é obrigatório.",
    ],
    [
      "CEP malformed",
      { "company.address_zip_code": "123" },
      "company.address_zip_code",
      "CEP não possui um formato válido",
    ],
    [
      "address too long",
      { "company.address_name": "x".repeat(151) },
      "company.address_name",
      "O campo Endereço deve ter no máximo 150 caracteres.",
    ],
    [
      "number not numeric",
      { "company.address_number": "12A" },
      "company.address_number",
      "Número deve ser numérico",
    ],
    [
      "number too long",
      { "company.address_number": "1234567890" },
      "company.address_number",
      "O campo Número deve ter no máximo 9 caracteres.",
    ],
    [
      "complement too long",
      { "company.address_complement": "x".repeat(31) },
      "company.address_complement",
      "O campo Complemento deve ter no máximo 30 caracteres.",
    ],
    [
      "state registration too long",
      { "company.ie": "x".repeat(16) },
      "company.ie",
      "O campo Inscrição estadual deve ter no máximo 15 caracteres.",
    ],
    [
      "municipal registration too long",
      { "company.im": "x".repeat(16) },
      "company.im",
      "O campo Inscrição municipal deve ter no máximo 15 caracteres.",
    ],
    [
      "city without a state",
      { "company.address_state": "" },
      "company.address_city",
      "Selecione um estado para continuar",
    ],
    ["city missing", { "company.address_city": "" }, "company.address_city", "O campo Cidade é obrigatório."],
    [
      "phone too long",
      { "company.phone": "1".repeat(21) },
      "company.phone",
      "O campo Telefone deve ter no máximo 20 caracteres.",
    ],
    [
      "phone malformed",
      { "company.phone": "1234" },
      "company.phone",
      "Telefone não possui um formato válido",
    ],
    [
      "alias too long",
      { "provider.alias": "x".repeat(101) },
      "provider.alias",
      "O campo Apelido deve ter no máximo 100 caracteres.",
    ],
    [
      "segment too long",
      { "provider.activity": "x".repeat(46) },
      "provider.activity",
      "O campo Segmento de atuação deve ter no máximo 45 caracteres.",
    ],
    [
      "no service",
      { "provider.types": [] },
      "provider.types",
      "O campo Serviços prestados deve ter pelo menos 1 item.",
    ],
    [
      "first responsible name missing",
      { "responsible.0.name": "" },
      "responsible.0.name",
      "O campo Nome do responsável 1 é obrigatório.",
    ],
    [
      "first responsible name too long",
      { "responsible.0.name": "x".repeat(101) },
      "responsible.0.name",
      "O campo Nome do responsável 1 deve ter no máximo 100 caracteres.",
    ],
    [
      "first responsible role too long",
      { "responsible.0.role": "x".repeat(41) },
      "responsible.0.role",
      "O campo Cargo do responsável 1 deve ter no máximo 40 caracteres.",
    ],
    [
      "first responsible phone missing",
      { "responsible.0.phone": "" },
      "responsible.0.phone",
      "O campo Telefone do responsável 1 é obrigatório.",
    ],
    [
      "first responsible extension not numeric",
      { "responsible.0.phone_extension": "12a" },
      "responsible.0.phone_extension",
      "Ramal deve ser numérico",
    ],
    [
      "first responsible extension too long",
      { "responsible.0.phone_extension": "12345678901" },
      "responsible.0.phone_extension",
      "O campo Ramal do responsável 1 deve ter no máximo 10 caracteres.",
    ],
    [
      "first responsible e-mail missing",
      { "responsible.0.email": "" },
      "responsible.0.email",
      "O campo E-mail do responsável 1 é obrigatório.",
    ],
    [
      "first responsible e-mail malformed",
      { "responsible.0.email": "ana@" },
      "responsible.0.email",
      "E-mail digitado não é valido!",
    ],
    [
      "first responsible e-mail too long",
      { "responsible.0.email": `${"a".repeat(95)}@b.com` },
      "responsible.0.email",
      "O campo E-mail do responsável 1 deve ter no máximo 100 caracteres.",
    ],
    [
      "second responsible name too long",
      { "responsible.1.name": "x".repeat(101) },
      "responsible.1.name",
      "O campo Nome do responsável 2 deve ter no máximo 100 caracteres.",
    ],
    [
      "second responsible role too long",
      { "responsible.1.role": "x".repeat(41) },
      "responsible.1.role",
      "O campo Cargo do responsável 2 deve ter no máximo 40 caracteres.",
    ],
    [
      "second responsible extension too long",
      { "responsible.1.phone_extension": "12345" },
      "responsible.1.phone_extension",
      "O campo Ramal do responsável 2 deve ter no máximo 4 caracteres.",
    ],
    [
      "second responsible extension not numeric",
      { "responsible.1.phone_extension": "1a" },
      "responsible.1.phone_extension",
      "Ramal deve ser numérico",
    ],
    [
      "second responsible e-mail too long",
      { "responsible.1.email": `${"a".repeat(95)}@b.com` },
      "responsible.1.email",
      "O campo E-mail do responsável 2 deve ter no máximo 100 caracteres.",
    ],
    [
      "same e-mail for both responsibles",
      { "responsible.1.email": "ANA@recicla.com.br" },
      "responsible.1.email",
      "O email dos responsáveis não pode ser o mesmo",
    ],
    [
      "second responsible e-mail without a name",
      { "responsible.1.email": "bia@recicla.com.br" },
      "responsible.1.name",
      "O campo Nome do responsável 2 é obrigatório.",
    ],
  ],
  empty: {
    company: {
      registry_type: "O campo Tipo de cadastro é obrigatório.",
      company_name: "O campo Razão social é obrigatório.",
      trading_name: "O campo Nome fantasia é obrigatório.",
      address_country: "O campo País é obrigatório.",
      address_zip_code: "O campo CEP é obrigatório.",
      address_name: "O campo Endereço é obrigatório.",
      address_number: "O campo Número é obrigatório.",
      address_state: "O campo Estado é obrigatório.",
      address_city: "Selecione um estado para continuar",
      phone: "O campo Telefone é obrigatório.",
    },
    provider: { types: "O campo Serviços prestados deve ter pelo menos 1 item." },
    responsible: [
      {
        name: "O campo Nome do responsável 1 é obrigatório.",
        phone: "O campo Telefone do responsável 1 é obrigatório.",
        email: "O campo E-mail do responsável 1 é obrigatório.",
      },
    ],
  },
});

describe("provider basic data: registry types", () => {
  it("takes free-text state, city, CEP and phone for an international registry", () => {
    const result = validate(
      providerBasicDataSchema,
      {
        ...validBasicData,
        company: {
          ...validBasicData.company,
          registry_type: "international_registry",
          cnpj: undefined,
          international_registry: "AR-30712345",
          address_country: "Argentina",
          address_zip_code: "C1043",
          address_state: "Buenos Aires",
          address_city: "Buenos Aires",
          phone: "+54 11 4321-0000",
        },
        responsible: [{ name: "Juan", phone: "+54 9 11 1234-5678", email: "juan@example.com" }],
      },
      providerBasicDataLabels,
    );
    expect(result.errors).toBeUndefined();
  });

  it("ignores the identifiers of the other registry types", () => {
    const result = validate(providerBasicDataSchema, {
      ...validBasicData,
      company: { ...validBasicData.company, registry_type: "cpf", cpf: "529.982.247-25", cnpj: "garbage" },
    });
    expect(result.errors).toBeUndefined();
    expect(result.value?.company.cpf).toBe("52998224725");
  });

  it("drops a second responsible left blank and keeps one that was filled", () => {
    const blank = validate(providerBasicDataSchema, {
      ...validBasicData,
      responsible: [validBasicData.responsible[0], { name: "", email: "" }],
    });
    expect(blank.value?.responsible).toEqual([validBasicData.responsible[0]]);
    const filled = validate(providerBasicDataSchema, {
      ...validBasicData,
      responsible: [validBasicData.responsible[0], { name: "Bia", email: "bia@recicla.com.br" }],
    });
    expect(filled.value?.responsible[1]).toEqual({ name: "Bia", email: "bia@recicla.com.br" });
  });

  it.each([
    ["e-mail", { email: "bia@recicla.com.br" }],
    ["phone", { phone: "(11) 91234-5678" }],
    ["role", { role: "Supervisora" }],
    ["cellphone", { cellphone: "(11) 91234-5678" }],
    ["extension", { phone_extension: "12" }],
  ])("asks the second responsible's name once their %s is filled", (_, second) => {
    for (const [schema, labels] of [
      [providerBasicDataSchema, providerBasicDataLabels],
      [providerBasicDataEditSchema, providerBasicDataEditLabels],
    ] as const) {
      const result = validate(
        schema,
        { ...validBasicData, responsible: [validBasicData.responsible[0], { name: " ", ...second }] },
        labels,
      );
      expect(result.errors).toEqual({
        responsible: [undefined, { name: "O campo Nome do responsável 2 é obrigatório." }],
      });
    }
  });

  it("lets the edit page clear a stored second responsible: only its uuid left asks for nothing", () => {
    const result = validate(providerBasicDataEditSchema, {
      ...validBasicData,
      responsible: [validBasicData.responsible[0], { uuid_company_responsible: "r-2", name: "", email: "" }],
    });
    expect(result.errors).toBeUndefined();
  });

  it("reads services as codes, as { code } entries or as one multipart entry holding every code", () => {
    for (const types of [
      ["carrier", "manager"],
      [{ code: "carrier" }, { code: "manager" }],
      [{ code: ["carrier", "manager"] }],
    ]) {
      const result = validate(providerBasicDataSchema, { ...validBasicData, provider: { types } });
      expect(result.value?.provider.types).toEqual([{ code: "carrier" }, { code: "manager" }]);
    }
  });

  it("exports the CEP lookup message of the spec", () => {
    expect(CEP_NOT_FOUND).toBe("Todos os serviços de CEP não encontraram o valor informado.");
  });
});

describeSchema("provider basic data (edit)", {
  schema: providerBasicDataEditSchema,
  labels: providerBasicDataEditLabels,
  valid: {
    ...validBasicData,
    provider: { alias: "Recicla" },
    company: { ...validBasicData.company, address_country: "", address_zip_code: "" },
  },
  cases: [
    ["document missing", { "company.cnpj": "" }, "company.cnpj", "O campo CNPJ é obrigatório."],
    [
      "number not numeric",
      { "company.address_number": "s/n" },
      "company.address_number",
      "Número deve ser numérico",
    ],
    [
      "first responsible e-mail missing",
      { "responsible.0.email": "" },
      "responsible.0.email",
      "O campo E-mail do responsável 1 é obrigatório.",
    ],
  ],
  empty: {
    company: {
      registry_type: "O campo Tipo de cadastro é obrigatório.",
      company_name: "O campo Razão social é obrigatório.",
      trading_name: "O campo Nome fantasia é obrigatório.",
      address_name: "O campo Endereço é obrigatório.",
      address_number: "O campo Número é obrigatório.",
      address_state: "O campo Estado é obrigatório.",
      address_city: "Selecione um estado para continuar",
      phone: "O campo Telefone é obrigatório.",
    },
    responsible: [
      {
        name: "O campo Nome do responsável 1 é obrigatório.",
        phone: "O campo Telefone do responsável 1 é obrigatório.",
        email: "O campo E-mail do responsável 1 é obrigatório.",
      },
    ],
  },
});

describe("provider create payload", () => {
  it("accepts the basic data with employees and refuses repeated employees", () => {
    const employee = { name: "Caio", email: "caio@recicla.com.br" };
    const ok = validate(
      providerCreateSchema,
      { ...validBasicData, employee: [employee] },
      providerCreateLabels,
    );
    expect(ok.errors).toBeUndefined();
    const repeated = validate(
      providerCreateSchema,
      { ...validBasicData, employee: [employee, employee] },
      providerCreateLabels,
    );
    expect(repeated.errors).toEqual({ employee: "Colaborador já adicionado" });
  });
});
