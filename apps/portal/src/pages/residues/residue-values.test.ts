import type { Residue } from "@trilha/api";
import { describe, expect, it } from "vitest";
import { toCreateInput, toEditValues, toUpdateInput } from "./residue-values";

const values = {
  type: "industriais",
  name: "Óleo lubrificante usado",
  internal_code: "",
  treatments: [{ category: "reciclagem", technology: "rerrefino", class: "I" }],
  storages: [{ type: "tanque", physical_state: "liquido", packaging: "tambor", discount_packaging: false }],
  legal_requirements: { abnt_nbr_10004: "I" },
  integrated_systems: { ctre: { residue: "130205" } },
};

describe("residue bodies", () => {
  it("creates with the first step's rows and leaves an empty code out", () => {
    expect(toCreateInput(values)).toEqual({
      type: "industriais",
      name: "Óleo lubrificante usado",
      internal_code: undefined,
      treatments: values.treatments,
      storages: values.storages,
    });
  });

  it("updates with every part, absent parts as empty groups", () => {
    expect(toUpdateInput(values)).toEqual({
      type: "industriais",
      name: "Óleo lubrificante usado",
      internal_code: undefined,
      legal_requirements: { abnt_nbr_10004: "I" },
      integrated_systems: { ctre: { residue: "130205" }, fepam: {} },
    });
    expect(toUpdateInput({ type: "x", name: "y" }).integrated_systems).toEqual({ ctre: {}, fepam: {} });
  });

  it("reads a stored residue's nulls as empty fields", () => {
    const residue = {
      type: "industriais",
      name: "Óleo",
      internal_code: null,
      legal_requirements: { abnt_nbr_10004: "I", onu_code: null },
      integrated_systems: {
        ctre: { residue: "130205", packaging: null, class: null, unit: null },
        fepam: { residue: null, packaging: null, class: null, unit: null },
      },
    } as unknown as Residue;
    expect(toEditValues(residue)).toEqual({
      type: "industriais",
      name: "Óleo",
      internal_code: undefined,
      legal_requirements: { abnt_nbr_10004: "I", onu_code: undefined },
      integrated_systems: {
        ctre: { residue: "130205", packaging: undefined, class: undefined, unit: undefined },
        fepam: { residue: undefined, packaging: undefined, class: undefined, unit: undefined },
      },
    });
  });
});
