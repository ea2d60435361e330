import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../support/database";
import { call, cnpjOf, PDF, PNG, providerFields, providersApp, type Setup } from "./support";

const JUSTIFICATION = "Prestador encerrou as atividades na região atendida.";
const REACTIVATION = "Prestador retomou as atividades na região atendida.";
const INACTIVE = {
  message: "O prestador está inativo. Reative-o para editar o cadastro.",
  code: "INACTIVE_PARENT",
};

describe("sub-records of an inactive provider", () => {
  const database = useTestDatabase();
  let s: Setup;
  let provider: string;
  let licenseType: string;
  const existing: Record<string, string> = {};

  const pdf = { file: PDF, name: "documento.pdf", type: "application/pdf" };
  const png = { file: PNG, name: "cnh.png", type: "image/png" };
  const bodies = () => ({
    certificates: [
      ["name", "ISO 9001"],
      ["number", "77"],
      ["emission", "2026-01-15"],
      ["attachment", pdf],
    ],
    licenses: [
      ["uuid_license_type", licenseType],
      ["name", "Licença de Operação"],
      ["code", "4455"],
      ["emission", "2026-01-15"],
      ["file", pdf],
    ],
    employees: [
      ["name", "Marcos"],
      ["email", "marcos@coletaazul.com.br"],
      ["cnh_document_image", png],
    ],
  });
  const kinds = ["certificates", "licenses", "employees"] as const;
  const originalName = { certificates: "ISO 9001", licenses: "Licença de Operação", employees: "Marcos" };
  const uuidKey = { certificates: "uuid_certificate", licenses: "uuid_license", employees: "uuid_employee" };

  const total = async (kind: string) =>
    (await call(s.app, "GET", `/providers/${provider}/${kind}?page=1&per_page=50&active=all`, s.token)).body
      .total as number;

  beforeAll(async () => {
    s = await providersApp(database.db);
    const created = await call(
      s.app,
      "POST",
      "/providers",
      s.token,
      providerFields({ "company[cnpj]": cnpjOf("717171710001") }),
    );
    provider = created.body.provider.uuid_provider;
    const types = await call(s.app, "GET", "/licenses/types", s.token);
    licenseType = types.body[0].uuid_license_type;
    for (const kind of kinds) {
      const record = await call(
        s.app,
        "POST",
        `/providers/${provider}/${kind}`,
        s.token,
        bodies()[kind] as [string, string][],
      );
      expect(record.status, JSON.stringify(record.body)).toBe(201);
      existing[kind] = record.body[uuidKey[kind]];
    }
    const inactivated = await call(s.app, "DELETE", `/providers/${provider}`, s.token, {
      justification: JUSTIFICATION,
    });
    expect(inactivated.status).toBe(200);
  }, 60_000);

  it("refuses a new certificate, license or employee with PUT's 409 and message, storing nothing", async () => {
    for (const kind of kinds) {
      const before = await total(kind);
      const refused = await call(
        s.app,
        "POST",
        `/providers/${provider}/${kind}`,
        s.token,
        bodies()[kind] as [string, string][],
      );
      expect(refused.status, kind).toBe(409);
      expect(refused.body, kind).toEqual(INACTIVE);
      expect(await total(kind), kind).toBe(before);
    }
  });

  it("answers 409 rather than field errors when the form is also invalid", async () => {
    const refused = await call(s.app, "POST", `/providers/${provider}/certificates`, s.token, [
      ["number", "abc"],
    ]);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual(INACTIVE);
  });

  it("refuses an edit of an existing record, which keeps its values and history", async () => {
    const edits = {
      certificates: [["name", "ISO 9001 revisado"], ...bodies().certificates.slice(1, 3)],
      licenses: [
        ["uuid_license_type", licenseType],
        ["name", "Licença revisada"],
        ...bodies().licenses.slice(2, 4),
      ],
      employees: [
        ["name", "Marcos Revisado"],
        ["email", "marcos@coletaazul.com.br"],
      ],
    };
    for (const kind of kinds) {
      const url = `/providers/${provider}/${kind}/${existing[kind]}`;
      const refused = await call(s.app, "PUT", url, s.token, edits[kind] as [string, string][]);
      expect(refused.status, kind).toBe(409);
      expect(refused.body, kind).toEqual(INACTIVE);
      const current = await call(s.app, "GET", url, s.token);
      expect(current.body.name, kind).toBe(originalName[kind]);
      expect((await call(s.app, "GET", `${url}/changes`, s.token)).body.updates, kind).toEqual([]);
    }
  });

  it("refuses to inactivate a record with the same 409, before reading the justification", async () => {
    for (const kind of kinds) {
      const url = `/providers/${provider}/${kind}/${existing[kind]}`;
      for (const body of [{ justification: JUSTIFICATION }, { justification: "curta" }]) {
        const refused = await call(s.app, "DELETE", url, s.token, body);
        expect(refused.status, kind).toBe(409);
        expect(refused.body, kind).toEqual(INACTIVE);
      }
      const current = await call(s.app, "GET", url, s.token);
      expect(current.body.deleted_at, kind).toBeNull();
      expect((await call(s.app, "GET", `${url}/changes`, s.token)).body.deletions, kind).toEqual([]);
    }
  });

  it("accepts writes again once the provider is reactivated", async () => {
    const reactivated = await call(s.app, "POST", `/providers/${provider}/reactivation`, s.token, {
      justification: REACTIVATION,
    });
    expect(reactivated.status).toBe(200);
    const created = await call(s.app, "POST", `/providers/${provider}/certificates`, s.token, [
      ["name", "ISO 45001"],
      ["number", "78"],
      ["emission", "2026-01-15"],
      ["attachment", pdf],
    ]);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const edited = await call(
      s.app,
      "PUT",
      `/providers/${provider}/employees/${existing.employees}`,
      s.token,
      [
        ["name", "Marcos Revisado"],
        ["email", "marcos@coletaazul.com.br"],
      ],
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.name).toBe("Marcos Revisado");
    const inactivated = await call(
      s.app,
      "DELETE",
      `/providers/${provider}/licenses/${existing.licenses}`,
      s.token,
      { justification: JUSTIFICATION },
    );
    expect(inactivated.status, JSON.stringify(inactivated.body)).toBe(200);
    expect(inactivated.body.deleted_at).not.toBeNull();
  });
});
