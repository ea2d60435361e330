import { contractorWizardSteps } from "@trilha/forms";
import { describe, expect, it } from "vitest";
import { stepOfField as stepOf } from "../../resources/wizard-step-of";
import { saveFailure } from "./save-failure";

const stepOfField = (path: string) => stepOf(contractorWizardSteps, path);

describe("contractor save failures", () => {
  it("finds the wizard step of a field", () => {
    expect(stepOfField("contractor.cnpj")).toBe(0);
    expect(stepOfField("responsible_contractor_financial.email")).toBe(0);
    expect(stepOfField("contract.termino")).toBe(1);
    expect(stepOfField("plan.features.2.users")).toBe(2);
    expect(stepOfField("responsible_first.email")).toBe(3);
    expect(stepOfField("unknown")).toBe(0);
  });

  it("puts a duplicate CNPJ on the CNPJ field and goes back to the first step", () => {
    const failure = saveFailure({
      status: 409,
      data: { code: "DUPLICATE", message: "Um contratante já foi cadastrado com o CNPJ informado: Acme." },
    });
    expect(failure).toEqual({
      message: "Um contratante já foi cadastrado com o CNPJ informado: Acme.",
      fields: { "contractor.cnpj": "Um contratante já foi cadastrado com o CNPJ informado: Acme." },
      step: 0,
    });
  });

  it("keeps the server's field errors and returns to the first step holding one", () => {
    const failure = saveFailure({
      status: 422,
      data: {
        code: "VALIDATION_FAILED",
        message: "Confira os campos destacados.",
        fields: { "responsible_first.email": "Já existe um usuário com o e-mail informado." },
      },
    });
    expect(failure.step).toBe(3);
    expect(failure.fields).toEqual({
      "responsible_first.email": "Já existe um usuário com o e-mail informado.",
    });
  });

  it("falls back to the spec's message when the server gave none or failed", () => {
    expect(saveFailure({ status: 500, data: { code: "INTERNAL", message: "boom" } }).message).toBe(
      "Erro ao cadastrar o contratante.",
    );
    expect(saveFailure(new TypeError("Failed to fetch"))).toEqual({
      message: "Erro ao cadastrar o contratante.",
      fields: {},
      step: null,
    });
  });
});
