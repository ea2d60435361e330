import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../support/database";
import { call, createProvider, JPEG, PDF, PNG, providersApp, type Setup } from "./support";

/**
 * PUT …/{uuid} with a file field sent empty removes an optional stored file (employee documents) and
 * is refused for a required one (certificate attachment, license file); left out, the file is kept.
 */
describe("removing a stored file on edit", () => {
  const database = useTestDatabase();
  let s: Setup;
  let provider: string;
  let licenseType: string;

  const png = { file: PNG, name: "mopp carlos.png", type: "image/png" };
  const jpeg = { file: JPEG, name: "cnh carlos.jpg", type: "image/jpeg" };
  const pdf = { file: PDF, name: "iso.pdf", type: "application/pdf" };

  beforeAll(async () => {
    s = await providersApp(database.db);
    provider = await createProvider(s, "818181810001");
    licenseType = (await call(s.app, "GET", "/licenses/types", s.token)).body[0].uuid_license_type;
  }, 60_000);

  // Each test has its own employee: the same name and e-mail twice is a duplicate (spec 02 §5).
  let employees = 0;
  const newEmployee = async () => {
    employees += 1;
    const created = await call(s.app, "POST", `/providers/${provider}/employees`, s.token, [
      ["name", "Carlos"],
      ["email", `carlos${employees}@coletaazul.com.br`],
      ["mopp_document_image", png],
      ["cnh_document_image", jpeg],
    ]);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body as Record<string, string>;
  };
  const employeeUrl = (uuid: string) => `/providers/${provider}/employees/${uuid}`;
  const download = (url: string) =>
    s.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${s.token}` } });

  it("clears an optional document sent empty: null on GET and in the list, one history entry", async () => {
    const employee = await newEmployee();
    const moppUrl = employee.mopp_document_image!;
    const saved = await call(s.app, "PUT", employeeUrl(employee.uuid_employee!), s.token, [
      ["name", "Carlos"],
      ["email", employee.email!],
      ["mopp_document_image", ""],
    ]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      mopp_document_image: null,
      mopp_document_image_display_name: null,
      // Left out: kept.
      cnh_document_image: employee.cnh_document_image,
      cnh_document_image_display_name: "cnh carlos.jpg",
    });

    const read = await call(s.app, "GET", employeeUrl(employee.uuid_employee!), s.token);
    expect(read.body.mopp_document_image).toBeNull();
    expect(read.body.mopp_document_image_display_name).toBeNull();
    const list = await call(s.app, "GET", `/providers/${provider}/employees?active=all`, s.token);
    const row = list.body.data.find(
      (item: { uuid_employee: string }) => item.uuid_employee === employee.uuid_employee,
    );
    expect(row.mopp_document_image).toBeNull();
    expect(row.cnh_document_image_display_name).toBe("cnh carlos.jpg");

    const history = await call(s.app, "GET", `${employeeUrl(employee.uuid_employee!)}/changes`, s.token);
    expect(history.body.updates).toHaveLength(1);
    expect(history.body.updates[0].changes).toEqual([
      { field: "mopp_document_image", from: "mopp carlos.png", to: null },
    ]);

    // The stored bytes stay (see the route): the old URL still answers for the company's users.
    expect((await download(moppUrl)).statusCode).toBe(200);
  });

  it("keeps both documents when the fields are left out, with no history entry", async () => {
    const employee = await newEmployee();
    const saved = await call(s.app, "PUT", employeeUrl(employee.uuid_employee!), s.token, [
      ["name", "Carlos"],
      ["email", employee.email!],
    ]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      mopp_document_image: employee.mopp_document_image,
      mopp_document_image_display_name: "mopp carlos.png",
      cnh_document_image: employee.cnh_document_image,
      cnh_document_image_display_name: "cnh carlos.jpg",
    });
    const history = await call(s.app, "GET", `${employeeUrl(employee.uuid_employee!)}/changes`, s.token);
    expect(history.body.updates).toEqual([]);
  });

  it("removes in the same transaction as the other fields: a refused edit keeps the document", async () => {
    const employee = await newEmployee();
    const refused = await call(s.app, "PUT", employeeUrl(employee.uuid_employee!), s.token, [
      ["name", "Carlos"],
      ["email", "não é e-mail"],
      ["mopp_document_image", ""],
    ]);
    expect(refused.status).toBe(422);
    const read = await call(s.app, "GET", employeeUrl(employee.uuid_employee!), s.token);
    expect(read.body.mopp_document_image).toBe(employee.mopp_document_image);
  });

  it("answers 422 with the required message for a required file sent empty, keeping it", async () => {
    const certificate = await call(s.app, "POST", `/providers/${provider}/certificates`, s.token, [
      ["name", "ISO 9001"],
      ["number", "77"],
      ["emission", "2026-01-15"],
      ["attachment", pdf],
    ]);
    expect(certificate.status, JSON.stringify(certificate.body)).toBe(201);
    const license = await call(s.app, "POST", `/providers/${provider}/licenses`, s.token, [
      ["uuid_license_type", licenseType],
      ["name", "Licença de Operação"],
      ["code", "4455"],
      ["emission", "2026-01-15"],
      ["file", pdf],
    ]);
    expect(license.status, JSON.stringify(license.body)).toBe(201);

    const cases = [
      {
        url: `/providers/${provider}/certificates/${certificate.body.uuid_certificate}`,
        fields: [
          ["name", "ISO 9001"],
          ["number", "77"],
          ["emission", "2026-01-15"],
          ["attachment", ""],
        ],
        field: "attachment",
        message: "O campo Anexo é obrigatório.",
        stored: certificate.body.attachment,
      },
      {
        url: `/providers/${provider}/licenses/${license.body.uuid_license}`,
        fields: [
          ["uuid_license_type", licenseType],
          ["name", "Licença de Operação"],
          ["code", "4455"],
          ["emission", "2026-01-15"],
          ["file", ""],
        ],
        field: "file",
        message: "O campo Arquivo é obrigatório.",
        stored: license.body.file,
      },
    ];
    for (const { url, fields, field, message, stored } of cases) {
      const refused = await call(s.app, "PUT", url, s.token, fields as [string, string][]);
      expect(refused.status, field).toBe(422);
      expect(refused.body.fields, field).toEqual({ [field]: message });
      const read = await call(s.app, "GET", url, s.token);
      expect(read.body[field], field).toBe(stored);
      expect((await call(s.app, "GET", `${url}/changes`, s.token)).body.updates, field).toEqual([]);
    }
  });
});
