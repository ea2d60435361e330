import { describe, expect, it } from "vitest";
import { validate } from "./engine";
import { MAX_LIST_ITEMS } from "./fields";
import { MAX_PROVIDER_TYPES, MAX_RESPONSIBLES, providerBasicDataEditSchema } from "./provider";
import { providerCreateLabels, providerCreateSchema } from "./provider-wizard";

describe("lists past their cap (issue 10, finding 2)", () => {
  it("refuses 40,000 employees with one message on the list, without reading a single item", () => {
    const employee = Array.from({ length: 40_000 }, () => ({}));
    const { errors } = validate(providerCreateSchema, { employee }, providerCreateLabels);
    // One message for the list, none for its items: the items were never validated.
    expect(errors?.employee).toBe(`O campo Colaboradores deve ter no máximo ${MAX_LIST_ITEMS} itens.`);
  });

  it("keeps validating a list at its cap item by item", () => {
    const employee = Array.from({ length: MAX_LIST_ITEMS }, () => ({}));
    const { errors } = validate(providerCreateSchema, { employee }, providerCreateLabels);
    expect(Array.isArray(errors?.employee)).toBe(true);
    expect((errors?.employee as unknown[] | undefined)?.length).toBe(MAX_LIST_ITEMS);
  });

  it(`takes at most ${MAX_RESPONSIBLES} responsibles`, () => {
    const responsible = Array.from({ length: 100_000 }, () => ({ name: "x" }));
    const { errors } = validate(providerCreateSchema, { responsible }, providerCreateLabels);
    expect(errors?.responsible).toBe("O campo Responsáveis deve ter no máximo 2 itens.");
  });

  it(`takes at most ${MAX_PROVIDER_TYPES} services, however they are sent`, () => {
    const codes = ["recipient", "manager", "carrier", "carrier"];
    for (const types of [codes.map((code) => ({ code })), [{ code: codes }]]) {
      const { errors } = validate(providerBasicDataEditSchema, { provider: { types } }, providerCreateLabels);
      expect((errors?.provider as Record<string, unknown> | undefined)?.types).toBe(
        "O campo Serviços prestados deve ter no máximo 3 itens.",
      );
    }
  });

  it("does not read an index no list can reach as a one-item list", () => {
    const { errors } = validate(
      providerCreateSchema,
      { employee: { 100000: { name: "x" } } },
      providerCreateLabels,
    );
    expect(typeof errors?.employee).toBe("string");
  });
});
