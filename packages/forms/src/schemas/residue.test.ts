import { describe, expect, it } from "vitest";
import { validate } from "./engine";
import {
  AMOUNT_UNITS,
  legalRequirementsLabels,
  legalRequirementsSchema,
  negotiationDraftSchema,
  negotiationLabels,
  negotiationSchema,
  residueBasicDataLabels,
  residueBasicDataSchema,
  residueLabels,
  residueSchema,
  storageDraftSchema,
  treatmentDraftSchema,
} from "./residue";
import { describeSchema } from "./schema-test-kit";

const basic = {
  type: "classe_1",
  name: "Papelão",
  internal_code: "PAP-01",
  treatments: [{ category: "reciclagem", technology: "prensagem", class: "IIA" }],
  storages: [{ type: "baia", physical_state: "solido", packaging: "fardo" }],
};
describeSchema("residue basic data", {
  schema: residueBasicDataSchema,
  labels: residueBasicDataLabels,
  valid: basic,
  expected: { ...basic, storages: [{ ...basic.storages[0], discount_packaging: true }] },
  cases: [
    [
      "a common name past the form's 100 characters",
      { name: "x".repeat(101) },
      "name",
      "O campo Nome comum deve ter no máximo 100 caracteres.",
    ],
    [
      "an internal code past the form's 50 characters",
      { internal_code: "x".repeat(51) },
      "internal_code",
      "O campo Código interno deve ter no máximo 50 caracteres.",
    ],
    [
      "treatment without technology",
      { "treatments.0.technology": "" },
      "treatments.0.technology",
      "O campo Tecnologia de tratamento é obrigatório.",
    ],
    [
      "storage without physical state",
      { "storages.0.physical_state": undefined },
      "storages.0.physical_state",
      "O campo Estado físico é obrigatório.",
    ],
    [
      "discount tare not Sim/Não",
      { "storages.0.discount_packaging": "talvez" },
      "storages.0.discount_packaging",
      "O campo Descontar tara da embalagem deve ser marcado ou desmarcado.",
    ],
  ],
  empty: { type: "O campo Tipo de resíduo é obrigatório.", name: "O campo Nome comum é obrigatório." },
});

describeSchema("legal requirements (all optional)", {
  schema: legalRequirementsSchema,
  labels: legalRequirementsLabels,
  valid: { abnt_nbr_10004: "A001", onu_code: "1993", main_risk_class: "3", subsidiary_risk_class: "6.1" },
  cases: [
    [
      "a list that is not text",
      { ibama_list: { code: 1 } },
      "ibama_list",
      "O campo Lista IBAMA deve ser um texto.",
    ],
    [
      "a subsidiary risk equal to the principal one",
      { subsidiary_risk_class: "3" },
      "subsidiary_risk_class",
      "A classe de risco subsidiária deve ser diferente da principal.",
    ],
  ],
  empty: undefined as never,
});

const negotiation = {
  manager: "manager-1",
  type: "price_closed",
  period: "defined",
  start: "2026-01-01",
  end: "2026-12-31",
  repeat_period: "annually",
  recipient: "recipient-1",
  recipient_amount_type: "expense",
  recipient_cost: "1.234,50",
  recipient_amount_per: "ton",
  carrier: "carrier-1",
  carrier_amount_type: "income",
  carrier_cost: 10,
  carrier_amount_per: "travel",
  vehicle_type: "truck",
  emergency_file: { name: "ficha.pdf", type: "application/pdf", size: 10 },
};
describeSchema("negotiation", {
  schema: negotiationSchema,
  labels: negotiationLabels,
  valid: negotiation,
  expected: { ...negotiation, recipient_cost: 1234.5 },
  cases: [
    [
      "unknown type",
      { type: "price_free" },
      "type",
      "Selecione uma opção válida para o campo Tipo de negociação.",
    ],
    ["unknown period", { period: "weekly" }, "period", "Selecione uma opção válida para o campo Período."],
    ["defined period without end", { end: "" }, "end", "O campo Fim é obrigatório."],
    [
      "end before start",
      { end: "2025-01-01" },
      "end",
      "O campo Fim deve ser uma data igual ou posterior a 01/01/2026.",
    ],
    [
      "unknown repeat period",
      { repeat_period: "monthly" },
      "repeat_period",
      "Selecione uma opção válida para o campo Repetição.",
    ],
    [
      "unknown amount type",
      { carrier_amount_type: "gift" },
      "carrier_amount_type",
      "Selecione uma opção válida para o campo Tipo de valor do transportador.",
    ],
    [
      "unknown unit",
      { recipient_amount_per: "m3" },
      "recipient_amount_per",
      "Selecione uma opção válida para o campo Unidade negociada do destinador.",
    ],
    [
      "negative cost",
      { carrier_cost: -1 },
      "carrier_cost",
      "O campo Valor do transportador deve ser maior ou igual a 0.",
    ],
    [
      "cost past its column (numeric(14, 2))",
      { carrier_cost: "99999999999999999" },
      "carrier_cost",
      "O campo Valor do transportador deve ser menor ou igual a 999.999.999.999,99.",
    ],
    // A value saved without its party, type or unit said nothing (what, to whom, per what?).
    [
      "recipient value without its recipient",
      { recipient: undefined },
      "recipient",
      "O campo Destinador é obrigatório quando o Valor do destinador é informado.",
    ],
    [
      "recipient value without its type",
      { recipient_amount_type: undefined },
      "recipient_amount_type",
      "O campo Tipo de valor do destinador é obrigatório quando o Valor do destinador é informado.",
    ],
    [
      "carrier value (0 too) without its unit",
      { carrier_cost: 0, carrier_amount_per: "" },
      "carrier_amount_per",
      "O campo Unidade negociada do transportador é obrigatório quando o Valor do transportador é informado.",
    ],
    [
      "declaration not a PDF",
      { declaration_file: { name: "d.png", type: "image/png", size: 1 } },
      "declaration_file",
      "O campo Declaração de transporte de resíduos aceita apenas arquivos PDF.",
    ],
  ],
  empty: {
    manager: "O campo Gerenciador é obrigatório.",
    type: "O campo Tipo de negociação é obrigatório.",
    period: "O campo Período é obrigatório.",
    start: "O campo Início é obrigatório.",
  },
});

describe("residue", () => {
  it("accepts a continuous negotiation without an end and uses liters for m³ too", () => {
    expect(AMOUNT_UNITS).toEqual(["kg", "ton", "liters", "travel"]);
    const result = validate(
      residueSchema,
      {
        ...basic,
        negotiations: [
          { ...negotiation, period: "continuous", end: undefined, recipient_amount_per: "liters" },
        ],
      },
      residueLabels,
    );
    expect(result.errors).toBeUndefined();
  });
  it("takes a side named without a value, and a negotiation with neither side", () => {
    const partyOnly = {
      ...negotiation,
      carrier_amount_type: undefined,
      carrier_cost: undefined,
      carrier_amount_per: undefined,
    };
    expect(validate(negotiationSchema, partyOnly, negotiationLabels).errors).toBeUndefined();
    const { manager, type, period, start, end } = negotiation;
    expect(
      validate(negotiationSchema, { manager, type, period, start, end }, negotiationLabels).errors,
    ).toBeUndefined();
  });
  it("labels the fields of a negotiation inside the list", () => {
    const result = validate(
      residueSchema,
      { ...basic, negotiations: [{ ...negotiation, manager: "" }] },
      residueLabels,
    );
    expect(result.errors).toEqual({ negotiations: [{ manager: "O campo Gerenciador é obrigatório." }] });
  });
});

describe("the residue wizard's inclusion tables refuse an item listed already", () => {
  it("treatments, storages and negotiations, each by its own keys", () => {
    const treatment = { category: "reciclagem", technology: "prensagem", class: "IIA" };
    expect(validate(treatmentDraftSchema([treatment]), treatment).errors).toEqual({
      "FINAL_FORM/form-error": "Tratamento já adicionado",
    });
    expect(validate(treatmentDraftSchema([treatment]), { ...treatment, class: "I" }).errors).toBeUndefined();
    const storage = { type: "baia", physical_state: "solido", packaging: "fardo" };
    expect(validate(storageDraftSchema([storage]), storage).errors).toEqual({
      "FINAL_FORM/form-error": "Armazenamento já adicionado",
    });
    const negotiation = { manager: "m-1", type: "price_closed", period: "continuous", start: "2026-01-01" };
    expect(validate(negotiationDraftSchema([negotiation]), negotiation).errors).toEqual({
      "FINAL_FORM/form-error": "Negociação já adicionada",
    });
    expect(
      validate(negotiationDraftSchema([negotiation]), { ...negotiation, start: "2026-02-01" }).errors,
    ).toBeUndefined();
  });
});
