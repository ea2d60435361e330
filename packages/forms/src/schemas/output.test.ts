import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { FORM_ERROR_KEY, validate } from "./engine";
import {
  accessKeyGroups,
  checkNfeMatches,
  clearedByPartyChange,
  MTR_TEMPLATE_EMPTY,
  mtrIssueDay,
  mtrTemplateLabels,
  mtrTemplateSchema,
  mtrTemplateValuesSchema,
  NO_TRANSPORT_NEGOTIATION,
  nfeFill,
  outputDocumentLabels,
  outputDocumentSchema,
  outputSteps,
  receiptDateBounds,
  receiptLabels,
  receiptSchema,
  receiptSchemaFor,
  residueLineLabels,
  residueLineSchema,
  transportCostLostByRemoving,
} from "./output";
import { describeSchema } from "./schema-test-kit";

beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(2026, 10, 21, 10));
});
afterAll(() => vi.useRealTimers());

const line = {
  uuid: "r-1",
  residue: "card_board",
  authorization: "yellow",
  quantity: "2,5",
  packaging: "box",
  packaging_quantity: "3",
  origin: "sp",
};
describeSchema("residue line", {
  schema: residueLineSchema,
  labels: residueLineLabels,
  valid: line,
  expected: { ...line, quantity: 2.5, packaging_quantity: 3, measure_unity: "tons" },
  cases: [
    ["negative quantity", { quantity: -1 }, "quantity", "O campo Quantidade deve ser maior ou igual a 0."],
    [
      "negative packaging quantity",
      { packaging_quantity: "-2" },
      "packaging_quantity",
      "O campo Quantidade de embalagens deve ser maior ou igual a 0.",
    ],
    ["quantity not a number", { quantity: "muito" }, "quantity", "O campo Quantidade deve ser um número."],
    // numeric(14, 3): a larger quantity would overflow the column.
    [
      "quantity past the column",
      { quantity: "99999999999999999999" },
      "quantity",
      "O campo Quantidade deve ser menor ou igual a 99.999.999.999,999.",
    ],
    [
      "packaging quantity past the column",
      { packaging_quantity: "100000000000,5" },
      "packaging_quantity",
      "O campo Quantidade de embalagens deve ser menor ou igual a 99.999.999.999,999.",
    ],
    // numeric(14, 3): a fourth decimal would be rounded away by the column (0,0004 t saved as 0 t).
    [
      "quantity with a fourth decimal",
      { quantity: "0,0004" },
      "quantity",
      "O campo Quantidade deve ter no máximo 3 casas decimais.",
    ],
    [
      "packaging quantity with a fourth decimal",
      { packaging_quantity: "2.1234" },
      "packaging_quantity",
      "O campo Quantidade de embalagens deve ter no máximo 3 casas decimais.",
    ],
    // The unit is tons, read-only: another one would be summed as tonnes and sent to SINIR as "t".
    [
      "another unit",
      { measure_unity: "kg" },
      "measure_unity",
      "Selecione uma opção válida para o campo Unidade.",
    ],
  ],
  empty: {
    residue: "O campo Resíduo é obrigatório.",
    authorization: "O campo Autorização ambiental é obrigatório.",
    quantity: "O campo Quantidade é obrigatório.",
    origin: "O campo Origem é obrigatório.",
  },
});

describe("received quantities", () => {
  const receipt = (received_quantity: string | number) => ({
    received_at: "2026-11-20",
    receiver_name: "Carlos",
    lines: [{ uuid: "r-1", received_quantity }],
  });
  it("keep the three decimals a sent quantity has (kilograms in tonnes)", () => {
    expect(validate(receiptSchema, receipt("1.234,567"), receiptLabels).value?.lines[0]).toEqual({
      uuid: "r-1",
      received_quantity: 1234.567,
    });
    // What the multipart body carries for a JS number with three decimals.
    expect(validate(receiptSchema, receipt("0.125"), receiptLabels).errors).toBeUndefined();
    expect(validate(receiptSchema, receipt(1234.567), receiptLabels).errors).toBeUndefined();
  });
  it("refuse a fourth decimal instead of rounding it away", () => {
    expect(validate(receiptSchema, receipt("0,0001"), receiptLabels).errors).toEqual({
      lines: [{ received_quantity: expect.stringContaining("no máximo 3 casas decimais") }],
    });
  });
});

describe("the receipt's date", () => {
  const receipt = (received_at: string) => ({
    received_at,
    receiver_name: "Carlos",
    lines: [{ uuid: "r-1", received_quantity: "1" }],
  });
  it("is the MTR's issue day in Brasília's calendar, whatever the timestamp's zone", () => {
    expect(mtrIssueDay("2026-11-10T02:30:00.000Z")).toBe("2026-11-09");
    expect(mtrIssueDay("2026-11-10T03:00:00.000Z")).toBe("2026-11-10");
  });
  it("may not precede the MTR's issue, with the API's words", () => {
    const schema = receiptSchemaFor("2026-11-10");
    expect(validate(schema, receipt("2026-11-09"), receiptLabels).errors).toEqual({
      received_at: "A data do recebimento não pode ser anterior à emissão do MTR (10/11/2026).",
    });
    expect(validate(schema, receipt("2026-11-10"), receiptLabels).errors).toBeUndefined();
    expect(validate(schema, receipt("2026-11-21"), receiptLabels).errors).toBeUndefined();
  });
  it("may not be after today", () => {
    expect(validate(receiptSchemaFor("2026-11-10"), receipt("2026-11-22"), receiptLabels).errors).toEqual({
      received_at: "O campo Data do recebimento não pode ser uma data futura.",
    });
  });
  it("gives the picker the issue day as its first day and the same message", () => {
    expect(receiptDateBounds("2026-11-10")).toEqual({
      min: "2026-11-10",
      minMessage: "A data do recebimento não pode ser anterior à emissão do MTR (10/11/2026).",
    });
  });
});

describe("the receipt's quantities", () => {
  const receipt = (received_quantity: unknown) => ({
    received_at: "2026-11-10",
    receiver_name: "Carlos",
    lines: [{ uuid: "r-1", received_quantity }],
  });
  it("refuses 0 with a clear message, as the API does (the same schema)", () => {
    const schema = receiptSchemaFor("2026-11-10");
    for (const zero of [0, "0", "0,000"]) {
      expect(validate(schema, receipt(zero), receiptLabels).errors).toEqual({
        lines: [{ received_quantity: "O campo Quantidade recebida deve ser maior que 0." }],
      });
    }
    expect(validate(schema, receipt("0,001"), receiptLabels).errors).toBeUndefined();
  });
});

const xml = { name: "nota.xml", type: "text/xml", size: 300 };
const output = {
  document_type: "nfe",
  nfe_number: "123456",
  emission_date: "2026-11-20",
  nfe_xml: xml,
  mtr_option: "only_pv",
  destiny: "recipient-1",
  transporter: "carrier-1",
  vehicle_type: "truck",
  residues: [line],
  transport_cost: "1.23",
  driver: "Caio",
  vehicle_plate: "ABC1D23",
  trailer_plate: "DEF-4567",
  seal_number: "L-9",
  observations: "Carga seca",
  mtr_responsible: "specific_user",
  responsible_name: "Paula",
  generator_ticket: { name: "ticket.jpg", type: "image/jpeg", size: 500 },
};
describeSchema("output document", {
  schema: outputDocumentSchema,
  labels: outputDocumentLabels,
  valid: output,
  cases: [
    ["nfe without number", { nfe_number: "" }, "nfe_number", "O campo Número da nota fiscal é obrigatório."],
    [
      "nfe number with letters",
      { nfe_number: "-12ab" },
      "nfe_number",
      "O campo Número da nota fiscal deve conter apenas números, no máximo 9.",
    ],
    [
      "nfe number of 10 digits",
      { nfe_number: "1234567890" },
      "nfe_number",
      "O campo Número da nota fiscal deve conter apenas números, no máximo 9.",
    ],
    [
      "nfe without emission date",
      { emission_date: undefined },
      "emission_date",
      "O campo Data de emissão é obrigatório.",
    ],
    ["nfe without XML", { nfe_xml: undefined }, "nfe_xml", "O campo XML da nota fiscal é obrigatório."],
    [
      "XML of the wrong type",
      { nfe_xml: { name: "nota.pdf", type: "application/pdf", size: 1 } },
      "nfe_xml",
      "O campo XML da nota fiscal aceita apenas arquivos XML.",
    ],
    [
      "XML over 1 MB",
      { nfe_xml: { name: "nota.xml", type: "text/xml", size: 1024 * 1024 + 1 } },
      "nfe_xml",
      "O arquivo do campo XML da nota fiscal deve ter no máximo 1 MB.",
    ],
    [
      "unknown MTR option",
      { mtr_option: "all" },
      "mtr_option",
      "Selecione uma opção válida para o campo Opção de MTR.",
    ],
    ["no residue added", { residues: [] }, "residues", "O campo Resíduos deve ter pelo menos 1 item."],
    [
      "residue line without origin",
      { "residues.0.origin": "" },
      "residues.0.origin",
      "O campo Origem é obrigatório.",
    ],
    [
      "vehicle plate missing",
      { vehicle_plate: "" },
      "vehicle_plate",
      "O campo Placa do veículo é obrigatório.",
    ],
    [
      "vehicle plate malformed",
      { vehicle_plate: "AB-12" },
      "vehicle_plate",
      "Placa do veículo não possui um formato válido",
    ],
    [
      "trailer plate malformed",
      { trailer_plate: "12345" },
      "trailer_plate",
      "Placa da carreta não possui um formato válido",
    ],
    [
      "observations over 500",
      { observations: "x".repeat(501) },
      "observations",
      "O campo Observações deve ter no máximo 500 caracteres.",
    ],
    [
      "seal number over 30",
      { seal_number: "x".repeat(31) },
      "seal_number",
      "O campo Número do lacre deve ter no máximo 30 caracteres.",
    ],
    [
      "responsible name over 100",
      { responsible_name: "x".repeat(101) },
      "responsible_name",
      "O campo Nome do responsável deve ter no máximo 100 caracteres.",
    ],
    [
      "responsible name missing",
      { responsible_name: "" },
      "responsible_name",
      "O campo Nome do responsável é obrigatório.",
    ],
    [
      "generator ticket missing",
      { generator_ticket: undefined },
      "generator_ticket",
      "O campo Ticket de balança do gerador é obrigatório.",
    ],
    [
      "MTR responsible missing",
      { mtr_responsible: undefined },
      "mtr_responsible",
      "O campo Responsável pelo MTR é obrigatório.",
    ],
  ],
  empty: {
    document_type: "O campo Tipo de documento é obrigatório.",
    mtr_option: "O campo Opção de MTR é obrigatório.",
    destiny: "O campo Destinatário é obrigatório.",
    transporter: "O campo Transportador é obrigatório.",
    vehicle_type: "O campo Tipo de veículo é obrigatório.",
    residues: "O campo Resíduos deve ter pelo menos 1 item.",
    transport_cost: "O campo Custo do transporte é obrigatório.",
    driver: "O campo Motorista é obrigatório.",
    vehicle_plate: "O campo Placa do veículo é obrigatório.",
    mtr_responsible: "O campo Responsável pelo MTR é obrigatório.",
    responsible_name: "O campo Nome do responsável é obrigatório.",
    generator_ticket: "O campo Ticket de balança do gerador é obrigatório.",
  },
});

describe("output document conditions", () => {
  it("does not ask invoice data of a romaneio", () => {
    const { nfe_number, emission_date, nfe_xml, ...rest } = output;
    expect(validate(outputDocumentSchema, { ...rest, document_type: "romaneio" }).errors).toBeUndefined();
  });
  it("does not ask the generator step when no MTR is issued", () => {
    const { mtr_responsible, responsible_name, generator_ticket, ...rest } = output;
    expect(validate(outputDocumentSchema, { ...rest, mtr_option: "none" }).errors).toBeUndefined();
    expect(
      validate(outputDocumentSchema, { ...rest, mtr_option: "pv_and_others" }, outputDocumentLabels).errors,
    ).toEqual({
      mtr_responsible: "O campo Responsável pelo MTR é obrigatório.",
      responsible_name: "O campo Nome do responsável é obrigatório.",
      generator_ticket: "O campo Ticket de balança do gerador é obrigatório.",
    });
  });
  it("accepts an NF-e number as the DANFE prints it (000.012.345) or bare", () => {
    for (const nfe_number of ["000.012.345", "12345", "999999999"])
      expect(validate(outputDocumentSchema, { ...output, nfe_number }).errors).toBeUndefined();
  });
  it("accepts 500 characters of observations and stores plates normalised", () => {
    const result = validate(outputDocumentSchema, { ...output, observations: "x".repeat(500) });
    expect(result.errors).toBeUndefined();
    expect(result.value?.trailer_plate).toBe("DEF4567");
  });
});

describe("outputSteps", () => {
  it("offers the receipt and the CDF only with an MTR, the cancellation to any issued document", () => {
    const mtr = "2026/000001";
    expect(outputSteps({ status: "issued", mtr_number: mtr })).toEqual(["receipt", "cancel"]);
    expect(outputSteps({ status: "issued", mtr_number: null })).toEqual(["cancel"]);
    expect(outputSteps({ status: "received", mtr_number: mtr })).toEqual(["cdf"]);
    for (const status of ["closed", "cancelled"] as const) {
      expect(outputSteps({ status, mtr_number: mtr })).toEqual([]);
      expect(outputSteps({ status, mtr_number: null })).toEqual([]);
    }
  });
});

describe("nfeFill", () => {
  const read = { number: "4521", emission_date: "2025-11-03" };
  it("fills the number and the emission date left blank with the XML's", () => {
    expect(nfeFill({}, read)).toEqual({ nfe_number: "4521", emission_date: "2025-11-03" });
    expect(nfeFill({ nfe_number: "  ", emission_date: null }, read)).toEqual({
      nfe_number: "4521",
      emission_date: "2025-11-03",
    });
  });
  it("never overwrites what was typed, even a value the XML contradicts", () => {
    expect(nfeFill({ nfe_number: "999" }, read)).toEqual({ emission_date: "2025-11-03" });
    expect(nfeFill({ emission_date: "2025-11-04" }, read)).toEqual({ nfe_number: "4521" });
    // A date still being typed is the user's too.
    expect(nfeFill({ nfe_number: "4521", emission_date: "03/11" }, read)).toEqual({});
  });
  it("replaces what another XML picked before filled, not what was typed over it", () => {
    const before = { nfe_number: "77", emission_date: "2025-10-01" };
    expect(nfeFill(before, read, before)).toEqual({ nfe_number: "4521", emission_date: "2025-11-03" });
    expect(nfeFill({ nfe_number: "78", emission_date: "2025-10-01" }, read, before)).toEqual({
      emission_date: "2025-11-03",
    });
  });
});

describe("checkNfeMatches", () => {
  const read = { number: "1234", emission_date: "2026-11-05" };

  it("accepts what the XML says, ignoring leading zeros and the DANFE's dots", () => {
    expect(checkNfeMatches(read, { nfe_number: "000.001.234", emission_date: "2026-11-05" })).toEqual({});
    expect(checkNfeMatches(read, { nfe_number: " 1234 ", emission_date: "2026-11-05" })).toEqual({});
  });

  it("names each field that differs, with the XML's value", () => {
    expect(checkNfeMatches(read, { nfe_number: "1243", emission_date: "2026-11-06" })).toEqual({
      nfe_number: "O número da nota fiscal não confere com o XML (XML: 1234).",
      emission_date: "A data de emissão não confere com o XML (XML: 05/11/2026).",
    });
  });

  it("leaves blank fields to the schema (not yet typed, or another type than text)", () => {
    expect(checkNfeMatches(read, {})).toEqual({});
    expect(checkNfeMatches(read, { nfe_number: "  ", emission_date: null })).toEqual({});
    expect(checkNfeMatches(read, { nfe_number: "1243" })).toEqual({
      nfe_number: "O número da nota fiscal não confere com o XML (XML: 1234).",
    });
  });

  it("reads an XML's number the way it reads the typed one", () => {
    expect(
      checkNfeMatches({ number: "0001234", emission_date: "2026-11-05" }, { nfe_number: "1234" }),
    ).toEqual({});
  });
});

describe("mtrTemplateSchema", () => {
  it("refuses a template of an empty form, on its values, with the pt-BR message", () => {
    for (const values of [{}, { residues: [] }, { vehicle_plate: "   ", observations: "" }, undefined]) {
      expect(
        validate(mtrTemplateSchema, { name: "Coleta semanal", values }, mtrTemplateLabels).errors,
      ).toEqual({
        values: MTR_TEMPLATE_EMPTY,
      });
    }
  });

  it("takes a template with one choice filled, a residue line included", () => {
    expect(validate(mtrTemplateSchema, { name: "Placa", values: { vehicle_plate: "ABC1D23" } }).errors).toBe(
      undefined,
    );
    expect(validate(mtrTemplateSchema, { name: "Linha", values: { residues: [line] } }).errors).toBe(
      undefined,
    );
  });

  it("says it as a whole-form message when the values are checked alone (the portal, before the name)", () => {
    expect(validate(mtrTemplateValuesSchema, {}).errors).toEqual({ [FORM_ERROR_KEY]: MTR_TEMPLATE_EMPTY });
  });
});

describe("clearedByPartyChange", () => {
  it("empties a Destinatário's residue lines, a Transportador's driver and negotiated cost", () => {
    expect(clearedByPartyChange("destiny", { transport_cost: "n-1" })).toEqual(["residues"]);
    expect(clearedByPartyChange("transporter", { transport_cost: "n-1" })).toEqual([
      "driver",
      "transport_cost",
    ]);
    expect(clearedByPartyChange("transporter", {})).toEqual(["driver", "transport_cost"]);
  });

  it("keeps 'Sem custo negociado', which every transporter offers", () => {
    expect(clearedByPartyChange("transporter", { transport_cost: NO_TRANSPORT_NEGOTIATION })).toEqual([
      "driver",
    ]);
  });
});

describe("transportCostLostByRemoving", () => {
  const costs = [
    { value: "n-1", residue: "r-1" },
    { value: "n-2", residue: "r-2" },
    { value: "none", residue: null },
  ];
  const lines = [{ residue: "r-1" }, { residue: "r-2" }];

  it("names the chosen cost when its residue's only line is removed", () => {
    expect(transportCostLostByRemoving(costs, lines, 0, "n-1")).toEqual({ value: "n-1", residue: "r-1" });
  });

  it("keeps the cost while another line has the same residue", () => {
    expect(transportCostLostByRemoving(costs, [...lines, { residue: "r-1" }], 0, "n-1")).toBeUndefined();
  });

  it("keeps a cost of another residue, 'Sem custo negociado' and no cost at all", () => {
    expect(transportCostLostByRemoving(costs, lines, 1, "n-1")).toBeUndefined();
    expect(transportCostLostByRemoving(costs, lines, 0, "none")).toBeUndefined();
    expect(transportCostLostByRemoving(costs, lines, 0, undefined)).toBeUndefined();
    expect(transportCostLostByRemoving(costs, lines, 0, "")).toBeUndefined();
  });

  it("says nothing of a cost the lines already did not carry (the form clears it on its own)", () => {
    expect(transportCostLostByRemoving(costs, [{ residue: "r-2" }], 0, "n-1")).toBeUndefined();
  });
});

describe("accessKeyGroups", () => {
  it("cuts a 44-digit access key in eleven groups of four, as the DANFE prints it", () => {
    expect(accessKeyGroups("35260312345678000195550010000123451000123456")).toEqual([
      "3526",
      "0312",
      "3456",
      "7800",
      "0195",
      "5500",
      "1000",
      "0123",
      "4510",
      "0012",
      "3456",
    ]);
  });

  it("leaves anything else whole", () => {
    expect(accessKeyGroups("3526031234")).toEqual(["3526031234"]);
    expect(accessKeyGroups("")).toEqual([""]);
  });
});
