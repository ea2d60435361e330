import { describe, expect, it } from "vitest";
import { validate } from "./engine";
import {
  asksForMappings,
  foldPlace,
  integratedSystemsFor,
  missingMappingMessage,
  missingMappingsLabels,
  missingMappingsSchema,
  missingSystems,
} from "./integrated-systems";

describe("the integrated systems an MTR for the public systems needs", () => {
  it("asks for CTR-E in the city of São Paulo, however its name is written", () => {
    for (const city of ["São Paulo", "sao paulo", "SAO PAULO", "  São   Paulo ", "SÃO PAULO"]) {
      expect(integratedSystemsFor({ address_state: "SP", address_city: city })).toEqual(["ctre"]);
    }
    expect(integratedSystemsFor({ address_state: "São Paulo", address_city: "São Paulo" })).toEqual(["ctre"]);
    expect(integratedSystemsFor({ address_state: "sp", address_city: "Sao Paulo" })).toEqual(["ctre"]);
  });

  it("asks for nothing elsewhere in the state of São Paulo, nor for a São Paulo of another state", () => {
    expect(integratedSystemsFor({ address_state: "SP", address_city: "Campinas" })).toEqual([]);
    expect(integratedSystemsFor({ address_state: "SP", address_city: "São Paulo do Potengi" })).toEqual([]);
    expect(integratedSystemsFor({ address_state: "MG", address_city: "São Paulo" })).toEqual([]);
  });

  it("asks for FEPAM anywhere in Rio Grande do Sul", () => {
    expect(integratedSystemsFor({ address_state: "RS", address_city: "Porto Alegre" })).toEqual(["fepam"]);
    expect(integratedSystemsFor({ address_state: "rs", address_city: null })).toEqual(["fepam"]);
    expect(integratedSystemsFor({ address_state: "Rio Grande do Sul" })).toEqual(["fepam"]);
  });

  it("asks for nothing without an address or in other states", () => {
    expect(integratedSystemsFor({})).toEqual([]);
    expect(integratedSystemsFor({ address_state: null, address_city: "São Paulo" })).toEqual([]);
    expect(integratedSystemsFor({ address_state: "RJ", address_city: "Rio de Janeiro" })).toEqual([]);
    expect(integratedSystemsFor({ address_state: "Rio Grande do Norte" })).toEqual([]);
  });

  it("folds accents, case and spaces", () => {
    expect(foldPlace("  São  PAULO ")).toBe("sao paulo");
    expect(foldPlace(undefined)).toBe("");
  });

  it("only for an MTR on the platform and the public systems", () => {
    expect(asksForMappings("pv_and_others")).toBe(true);
    expect(asksForMappings("only_pv")).toBe(false);
    expect(asksForMappings("none")).toBe(false);
  });
});

describe("a residue's missing mappings", () => {
  const full = { residue: "R01", packaging: "E01", class: "I", unit: "t" };
  it("lacks a system when any of its four fields is empty or blank", () => {
    expect(missingSystems({ fepam: full }, ["fepam"])).toEqual([]);
    expect(missingSystems({ fepam: { ...full, unit: " " } }, ["fepam"])).toEqual(["fepam"]);
    expect(missingSystems({ fepam: { ...full, class: null } }, ["fepam"])).toEqual(["fepam"]);
    expect(missingSystems({ ctre: full }, ["fepam"])).toEqual(["fepam"]);
    expect(missingSystems(null, ["ctre"])).toEqual(["ctre"]);
    expect(missingSystems(null, [])).toEqual([]);
  });

  it("says which residue and which system", () => {
    expect(missingMappingMessage("Papelão", ["fepam"])).toBe(
      'O resíduo "Papelão" não tem os códigos do FEPAM (Sistemas integrados) que o MTR nos sistemas públicos exige. Informe-os ou emita o MTR somente na plataforma.',
    );
  });
});

describe("the dialog asking for the missing mappings", () => {
  it("requires the four codes of each system asked for, and only those", () => {
    const result = validate(
      missingMappingsSchema,
      { residues: [{ uuid: "r-1", systems: ["fepam"], fepam: { residue: "R01" }, ctre: {} }] },
      missingMappingsLabels,
    );
    expect(result.errors).toEqual({
      residues: [
        {
          fepam: {
            packaging: "O campo Acondicionamento no FEPAM é obrigatório.",
            class: "O campo Classe no FEPAM é obrigatório.",
            unit: "O campo Unidade no FEPAM é obrigatório.",
          },
        },
      ],
    });
  });

  it("accepts the codes filled in", () => {
    const fepam = { residue: "R01", packaging: "E01", class: "I", unit: "t" };
    const result = validate(
      missingMappingsSchema,
      { residues: [{ uuid: "r-1", systems: ["fepam"], fepam }] },
      missingMappingsLabels,
    );
    expect(result.errors).toBeUndefined();
  });
});
