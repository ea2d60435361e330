import { describe, expect, it } from "vitest";
import {
  contractDataLabels,
  contractDataSchema,
  contractEndBounds,
  contractorDataLabels,
  contractorDataSchema,
  contractorLabels,
  contractorSchema,
  contractorUpdateSchema,
  masterUserLabels,
  masterUserSchema,
  planLabels,
  planSchema,
  planUserOptions,
} from "./contractor";
import { validate } from "./engine";
import { describeSchema } from "./schema-test-kit";

const representative = {
  name: "Rita",
  phone: "(11) 3333-4444",
  phone_extension: "12",
  email: "rita@cliente.com.br",
};
const contractorData = {
  contractor: {
    cnpj: "11.222.333/0001-81",
    company_name: "Cliente S.A.",
    trading_name: "Cliente",
    address_country: "Brasil",
    address_zip_code: "01310-100",
    address_name: "Rua A",
    address_number: "10",
    phone: "(11) 3333-4444",
    cartao_cnpj: { name: "cartao.pdf", type: "application/pdf", size: 100 },
  },
  responsible_contractor_cool: representative,
  responsible_contractor_financial: { ...representative, email: "fin@cliente.com.br" },
};

describeSchema("contractor data", {
  schema: contractorDataSchema,
  labels: contractorDataLabels,
  valid: contractorData,
  cases: [
    [
      "company name too long",
      { "contractor.company_name": "x".repeat(101) },
      "contractor.company_name",
      "O campo Razão social deve ter no máximo 100 caracteres.",
    ],
    [
      "trading name too long",
      { "contractor.trading_name": "x".repeat(101) },
      "contractor.trading_name",
      "O campo Nome fantasia deve ter no máximo 100 caracteres.",
    ],
    [
      "country too long",
      { "contractor.address_country": "x".repeat(31) },
      "contractor.address_country",
      "O campo País deve ter no máximo 30 caracteres.",
    ],
    [
      "ZIP too long",
      { "contractor.address_zip_code": "01310-10000" },
      "contractor.address_zip_code",
      "O campo CEP deve ter no máximo 10 caracteres.",
    ],
    [
      "address too long",
      { "contractor.address_name": "x".repeat(151) },
      "contractor.address_name",
      "O campo Endereço deve ter no máximo 150 caracteres.",
    ],
    [
      "number too long",
      { "contractor.address_number": "1".repeat(10) },
      "contractor.address_number",
      "O campo Número deve ter no máximo 9 caracteres.",
    ],
    [
      "number not numeric",
      { "contractor.address_number": "1B" },
      "contractor.address_number",
      "Número deve ser numérico",
    ],
    [
      "complement too long",
      { "contractor.address_complement": "x".repeat(31) },
      "contractor.address_complement",
      "O campo Complemento deve ter no máximo 30 caracteres.",
    ],
    [
      "phone too long",
      { "contractor.phone": "1".repeat(21) },
      "contractor.phone",
      "O campo Telefone deve ter no máximo 20 caracteres.",
    ],
    [
      "international registry too long",
      { "contractor.international_registry": "1".repeat(15) },
      "contractor.international_registry",
      "O campo Registro Internacional deve ter no máximo 14 caracteres.",
    ],
    [
      "CNPJ invalid",
      { "contractor.cnpj": "11.222.333/0001-82" },
      "contractor.cnpj",
      "CNPJ não possui um formato válido",
    ],
    [
      "CNPJ card not a PDF",
      { "contractor.cartao_cnpj": { name: "a.png", type: "image/png", size: 1 } },
      "contractor.cartao_cnpj",
      "O campo Cartão CNPJ aceita apenas arquivos PDF.",
    ],
    [
      "extension too long",
      { "responsible_contractor_cool.phone_extension": "1".repeat(11) },
      "responsible_contractor_cool.phone_extension",
      "O campo Ramal do representante legal deve ter no máximo 10 caracteres.",
    ],
    [
      "extension not numeric",
      { "responsible_contractor_financial.phone_extension": "x" },
      "responsible_contractor_financial.phone_extension",
      "Ramal deve ser numérico",
    ],
    [
      "e-mail too long",
      { "responsible_contractor_cool.email": `${"a".repeat(95)}@b.com` },
      "responsible_contractor_cool.email",
      "O campo E-mail do representante legal deve ter no máximo 100 caracteres.",
    ],
    [
      "e-mail malformed",
      { "responsible_contractor_financial.email": "fin" },
      "responsible_contractor_financial.email",
      "E-mail digitado não é valido!",
    ],
  ],
  empty: {
    contractor: {
      cnpj: "O campo CNPJ é obrigatório.",
      company_name: "O campo Razão social é obrigatório.",
      trading_name: "O campo Nome fantasia é obrigatório.",
      address_name: "O campo Endereço é obrigatório.",
      address_number: "O campo Número é obrigatório.",
      phone: "O campo Telefone é obrigatório.",
    },
    responsible_contractor_cool: {
      name: "O campo Nome do representante legal é obrigatório.",
      phone: "O campo Telefone do representante legal é obrigatório.",
      email: "O campo E-mail do representante legal é obrigatório.",
    },
    responsible_contractor_financial: {
      name: "O campo Nome do responsável financeiro é obrigatório.",
      phone: "O campo Telefone do responsável financeiro é obrigatório.",
      email: "O campo E-mail do responsável financeiro é obrigatório.",
    },
  },
});

const contract = {
  interno: "C-1",
  inicio: "2026-01-01",
  termino: "2027-01-01",
  observacoes: "Renovação anual",
};
describeSchema("contract data", {
  schema: contractDataSchema,
  labels: contractDataLabels,
  valid: contract,
  expected: { ...contract, prazo_indeterminado: false, aditivos: [] },
  cases: [
    [
      "end before start",
      { termino: "2025-12-31" },
      "termino",
      "O campo Término do contrato deve ser uma data igual ou posterior a 01/01/2026.",
    ],
    ["end missing", { termino: "" }, "termino", "O campo Término do contrato é obrigatório."],
    [
      "addendum not a PDF",
      { aditivos: [{ name: "a.docx", size: 3 }] },
      "aditivos.0",
      "O campo Aditivo aceita apenas arquivos PDF.",
    ],
  ],
  empty: {
    inicio: "O campo Início do contrato é obrigatório.",
    termino: "O campo Término do contrato é obrigatório.",
  },
});

describe("contractEndBounds", () => {
  it("starts Término's picker on Início, a day before it reading the schema's own message", () => {
    const bounds = contractEndBounds("2026-02-01");
    expect(bounds).toEqual({
      min: "2026-02-01",
      minMessage: "O campo Término do contrato deve ser uma data igual ou posterior a 01/02/2026.",
    });
    const refused = validate(
      contractDataSchema,
      { inicio: "2026-02-01", termino: "2026-01-31" },
      contractDataLabels,
    );
    expect((refused.errors as Record<string, unknown>).termino).toBe(bounds.minMessage);
  });

  it("sets no limit while Início is empty or not a whole day", () => {
    for (const inicio of [undefined, "", "01/02", "2026-02-30"])
      expect(contractEndBounds(inicio)).toEqual({});
  });
});

describe("contract with an indeterminate term", () => {
  it("needs no end date", () => {
    expect(
      validate(contractDataSchema, { inicio: "2026-01-01", prazo_indeterminado: true }).errors,
    ).toBeUndefined();
  });
});

const plan = {
  main_module: "mg",
  generator_type: "gg",
  features: [{ feature: "monitoring", enabled: true, users: "20" }],
};
describeSchema("plan builder", {
  schema: planSchema,
  labels: planLabels,
  valid: plan,
  expected: {
    main_module: "mg",
    generator_type: "gg",
    features: [{ feature: "monitoring", enabled: true, users: 20 }],
  },
  cases: [
    [
      "mg without a generator type",
      { generator_type: undefined },
      "generator_type",
      "O campo Tipo de gerador é obrigatório.",
    ],
    [
      "unknown generator type",
      { generator_type: "xg" },
      "generator_type",
      "Selecione uma opção válida para o campo Tipo de gerador.",
    ],
    [
      "users below 10",
      { "features.0.users": 0 },
      "features.0.users",
      "O campo Quantidade de usuários deve ser maior ou igual a 10.",
    ],
    [
      "users above 100",
      { "features.0.users": 110 },
      "features.0.users",
      "O campo Quantidade de usuários deve ser menor ou igual a 100.",
    ],
    [
      "users off the step",
      { "features.0.users": 25 },
      "features.0.users",
      "O campo Quantidade de usuários deve ser um múltiplo de 10.",
    ],
    [
      "unknown feature",
      { "features.0.feature": "chat" },
      "features.0.feature",
      "Selecione uma opção válida para o campo Funcionalidade.",
    ],
    [
      "mmf without counts",
      { main_module: "mmf" },
      "small_generators",
      "O campo Pequeno Gerador é obrigatório.",
    ],
    [
      "negative count",
      { main_module: "mmf", small_generators: -1, large_generators: 0, internal_management_generators: 0 },
      "small_generators",
      "O campo Pequeno Gerador deve ser maior ou igual a 0.",
    ],
    [
      "count past what a plan holds",
      { main_module: "mmf", small_generators: 10000, large_generators: 0, internal_management_generators: 0 },
      "small_generators",
      "O campo Pequeno Gerador deve ser menor ou igual a 9.999.",
    ],
  ],
  empty: { main_module: "O campo Módulo principal é obrigatório." },
});

describe("plan builder defaults", () => {
  it("offers 10 to 100 users in steps of 10 and defaults to 10", () => {
    expect(planUserOptions).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    const result = validate(planSchema, {
      main_module: "mg",
      generator_type: "pg",
      features: [{ feature: "homologation" }],
    });
    expect(result.value?.features).toEqual([{ feature: "homologation", enabled: false, users: 10 }]);
  });
  it("takes the module counts for mmf", () => {
    const result = validate(planSchema, {
      main_module: "mmf",
      small_generators: "2",
      large_generators: "1",
      internal_management_generators: "0",
    });
    expect(result.errors).toBeUndefined();
    expect(result.value?.small_generators).toBe(2);
  });
});

describeSchema("master user", {
  schema: masterUserSchema,
  labels: masterUserLabels,
  valid: { name: "Paula", phone: "(11) 98765-4321", phone_extension: "123", email: "paula@cliente.com.br" },
  expected: { name: "Paula", phone: "11987654321", phone_extension: "123", email: "paula@cliente.com.br" },
  cases: [
    ["name too long", { name: "x".repeat(101) }, "name", "O campo Nome deve ter no máximo 100 caracteres."],
    [
      "phone too long",
      { phone: "1".repeat(21) },
      "phone",
      "O campo Telefone deve ter no máximo 20 caracteres.",
    ],
    ["phone malformed", { phone: "(11) 1234" }, "phone", "Telefone não possui um formato válido"],
    [
      "extension too long",
      { phone_extension: "1".repeat(11) },
      "phone_extension",
      "O campo Ramal deve ter no máximo 10 caracteres.",
    ],
    ["e-mail malformed", { email: "paula" }, "email", "E-mail digitado não é valido!"],
    [
      "e-mail too long",
      { email: `${"a".repeat(95)}@b.com` },
      "email",
      "O campo E-mail deve ter no máximo 100 caracteres.",
    ],
  ],
  empty: {
    name: "O campo Nome é obrigatório.",
    phone: "O campo Telefone é obrigatório.",
    email: "O campo E-mail é obrigatório.",
  },
});

describe("whole contractor registration", () => {
  it("validates every step together with labelled nested paths", () => {
    const result = validate(
      contractorSchema,
      { ...contractorData, contract, plan, responsible_first: { name: "Paula" } },
      contractorLabels,
    );
    expect(result.errors).toEqual({
      responsible_first: { phone: "O campo Telefone é obrigatório.", email: "O campo E-mail é obrigatório." },
    });
  });
});

describe("an edit page's save", () => {
  it("takes one section alone and leaves the others out", () => {
    const result = validate(contractorUpdateSchema, { plan }, contractorLabels);
    expect(result.errors).toBeUndefined();
    expect(result.value).toEqual({ plan: expect.objectContaining({ main_module: plan.main_module }) });
  });

  it("lets one person be both the legal representative and the financial responsible", () => {
    const { responsible_contractor_cool } = contractorData;
    const result = validate(
      contractorUpdateSchema,
      { responsible_contractor_cool, responsible_contractor_financial: responsible_contractor_cool },
      contractorLabels,
    );
    expect(result.errors).toBeUndefined();
  });

  it("validates a section sent whole, and keeps a stored file named by its URL", () => {
    const kept = "/api/v1/files/8f0c2a1e-6b7d-4c3e-9a1f-2b3c4d5e6f70";
    const result = validate(
      contractorUpdateSchema,
      { contract: { ...contract, contrato: kept, observacoes: "x".repeat(501) } },
      contractorLabels,
    );
    expect(result.errors).toEqual({
      contract: { observacoes: "O campo Observações deve ter no máximo 500 caracteres." },
    });
  });
});
