import { describe, expect, it } from "vitest";
import { toEditValues, toUpdateInput } from "./provider-edit-page";
import { makeProvider } from "./provider-fixtures";
import { toCreateInput } from "./provider-wizard-page";

describe("edit form values", () => {
  it("fills the form from a loaded provider: masks, type codes, the API's telephone names", () => {
    const provider = makeProvider(1, {
      responsible: [{ name: "Ana", email: "ana@x.br", telephone: "51999990000", telephone_extension: "12" }],
    });
    const values = toEditValues(provider) as {
      provider: { types: string[] };
      company: Record<string, unknown>;
      responsible: Record<string, unknown>[];
    };
    expect(values.provider.types).toEqual(["manager"]);
    expect(values.company.registry_type).toBe("cnpj");
    expect(values.company.cnpj).toBe("11.222.333/0001-81");
    expect(values.responsible[0]).toMatchObject({ phone: "(51) 99999-0000", phone_extension: "12" });
  });

  it("defaults the registry type to CNPJ when the company has none", () => {
    const provider = makeProvider(2);
    provider.company.registry_type = null;
    expect((toEditValues(provider).company as { registry_type: string }).registry_type).toBe("cnpj");
  });
});

describe("save payloads", () => {
  it("drops an empty second responsible and the employees' local ids", () => {
    const input = toCreateInput({
      provider: { types: [{ code: "carrier" }] },
      company: { registry_type: "cnpj", cnpj: "11444777000161" },
      responsible: [
        { name: "Ana", email: "ana@x.br", phone: "5199" },
        { name: "", email: undefined },
      ],
      employee: [{ id: "tmp-1", name: "Caio", email: "caio@x.br" }],
    } as never);
    expect(input.responsible).toHaveLength(1);
    expect(input.employee).toEqual([{ name: "Caio", email: "caio@x.br" }]);
    const update = toUpdateInput({
      provider: { types: [] },
      company: { company_name: "X" },
      responsible: [{ name: "Ana", email: "a@x.br" }, undefined],
    } as never);
    expect(update.responsible).toEqual([{ name: "Ana", email: "a@x.br" }]);
  });
});
