import { describe, expect, it } from "vitest";
import { basicDataRequired } from "./required-fields";

const always = [
  "company.company_name",
  "company.trading_name",
  "company.address_name",
  "company.address_number",
  "company.address_state",
  "company.address_city",
  "company.phone",
  "responsible.0.name",
  "responsible.0.phone",
  "responsible.0.email",
];

describe("basic data asterisks follow the schema in force (spec 02 §5)", () => {
  it("wizard: CEP, country and services are required, abroad too", () => {
    for (const registry of ["cnpj", "cpf", "international_registry"] as const) {
      const required = basicDataRequired("wizard", registry);
      for (const path of [...always, "company.address_zip_code", "company.address_country", "provider.types"])
        expect(required, `${registry}: ${path}`).toContain(path);
    }
    expect(basicDataRequired("wizard", "international_registry")).toContain("company.international_registry");
    expect(basicDataRequired("wizard", "cpf")).toContain("company.cpf");
    expect(basicDataRequired("wizard", "cpf")).not.toContain("company.cnpj");
  });

  it("edit: only the document, names, address, number, state, city, phone and the first responsible", () => {
    const required = basicDataRequired("edit", "cnpj");
    for (const path of [...always, "company.cnpj"]) expect(required).toContain(path);
    for (const path of ["company.address_zip_code", "company.address_country", "provider.types"])
      expect(required).not.toContain(path);
  });

  it("leaves optional fields and the second responsible unmarked", () => {
    const required = basicDataRequired("wizard", "cnpj");
    for (const path of [
      "provider.alias",
      "company.address_complement",
      "company.ie",
      "responsible.0.role",
      "responsible.1.name",
      "responsible.1.email",
    ])
      expect(required).not.toContain(path);
  });
});
