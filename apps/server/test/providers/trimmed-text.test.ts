import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../support/database";
import { call, cnpjOf, PDF, providerFields, providersApp, type Setup } from "./support";

/** Free text is stored without the spaces typed around it: the shared schemas' text() trims. */
describe("text typed with spaces around it", () => {
  const database = useTestDatabase();
  let s: Setup;

  beforeAll(async () => {
    s = await providersApp(database.db);
  }, 60_000);

  it("stores a provider's alias and company name, and a certificate's name, trimmed", async () => {
    const created = await call(
      s.app,
      "POST",
      "/providers",
      s.token,
      providerFields({
        "provider[alias]": "  Apelido QA  ",
        "company[company_name]": "  Razão QA Ltda.  ",
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const provider = created.body.provider;
    expect(provider.alias).toBe("Apelido QA");
    expect(provider.company.company_name).toBe("Razão QA Ltda.");
    const stored = await call(s.app, "GET", `/providers/${provider.uuid_provider}`, s.token);
    expect(stored.body.provider?.alias ?? stored.body.alias).toBe("Apelido QA");

    const certificate = await call(
      s.app,
      "POST",
      `/providers/${provider.uuid_provider}/certificates`,
      s.token,
      [
        ["name", "  ISO 14001  "],
        ["number", "12"],
        ["emission", "2025-01-10"],
        ["attachment", { file: PDF, name: "iso.pdf", type: "application/pdf" }],
      ],
    );
    expect(certificate.status, JSON.stringify(certificate.body)).toBe(201);
    expect(certificate.body.name).toBe("ISO 14001");
  });

  it("reads a required field holding only spaces as empty", async () => {
    const blank = await call(
      s.app,
      "POST",
      "/providers",
      s.token,
      providerFields({ "company[company_name]": "   ", "company[cnpj]": cnpjOf("556667780001") }),
    );
    expect(blank.status).toBe(422);
    expect(blank.body.fields).toMatchObject({
      "company.company_name": expect.stringContaining("obrigatório"),
    });
  });

  it("stores a residue's common name and internal code trimmed", async () => {
    const created = await call(s.app, "POST", "/residues", s.token, {
      type: "industriais",
      name: "  Óleo usado  ",
      internal_code: "  QA-01  ",
      treatments: [{ category: "reciclagem", technology: "rerrefino", class: "I" }],
      storages: [
        { type: "tanque", physical_state: "liquido", packaging: "tambor", discount_packaging: false },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ name: "Óleo usado", internal_code: "QA-01" });
  });
});
