import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../support/database";
import { call, JPEG, PNG, providerFields, providersApp, type Setup } from "./support";

/**
 * An employee created in the wizard (POST /providers, `employee[i][...]`, spec 02 §3 "Employee (wizard)")
 * must come back on the edit side (…/employees, "Employee (edit)") with every field it was given and
 * must save again from the edit form, whatever its type.
 */
describe("employee from the wizard to the edit form", () => {
  const database = useTestDatabase();
  let s: Setup;
  let provider: string;

  beforeAll(async () => {
    s = await providersApp(database.db);
    const created = await call(
      s.app,
      "POST",
      "/providers",
      s.token,
      providerFields({}, [
        ["employee[0][id]", "draft-1"],
        ["employee[0][name]", "Beatriz Escritório"],
        ["employee[0][email]", "beatriz@coletaazul.com.br"],
        ["employee[0][function]", "Analista"],
        ["employee[0][type]", "adm"],
        ["employee[0][cpf]", "529.982.247-25"],
        ["employee[0][moop_expiration]", "2027-05-31"],
        ["employee[0][mopp_file]", { file: PNG, name: "mopp beatriz.png", type: "image/png" }],
        ["employee[0][license_number]", "12345678901"],
        ["employee[0][license_expiration]", "2028-02-29"],
        ["employee[0][license_type]", "AB"],
        ["employee[0][license_file]", { file: JPEG, name: "cnh.jpg", type: "image/jpeg" }],
        ["employee[1][name]", "Otávio Pátio"],
        ["employee[1][email]", "otavio@coletaazul.com.br"],
        ["employee[1][type]", "operation"],
      ]),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    provider = created.body.provider.uuid_provider;
  }, 60_000);

  const employeeNamed = async (name: string) => {
    const list = await call(s.app, "GET", `/providers/${provider}/employees?active=all`, s.token);
    expect(list.status).toBe(200);
    const found = list.body.data.find((item: { name: string }) => item.name === name);
    expect(found, `${name} in ${JSON.stringify(list.body.data)}`).toBeDefined();
    return found;
  };

  it("maps every wizard field onto its edit field", async () => {
    const employee = await employeeNamed("Beatriz Escritório");
    expect(employee).toMatchObject({
      name: "Beatriz Escritório",
      email: "beatriz@coletaazul.com.br",
      function: "Analista",
      office: "Analista",
      collaborator_type: "adm",
      cpf: "52998224725",
      cnh: "12345678901",
      cnh_categoty: "AB",
      mopp_document_image_display_name: "mopp beatriz.png",
      cnh_document_image_display_name: "cnh.jpg",
      deleted_at: null,
    });
    expect(String(employee.mopp_validity).slice(0, 10)).toBe("2027-05-31");
    expect(String(employee.cnh_validity).slice(0, 10)).toBe("2028-02-29");
    for (const field of ["mopp_document_image", "cnh_document_image"] as const) {
      const file = await s.app.inject({
        method: "GET",
        url: employee[field],
        headers: { authorization: `Bearer ${s.token}` },
      });
      expect(file.statusCode, field).toBe(200);
    }
    const mopp = await s.app.inject({
      method: "GET",
      url: employee.mopp_document_image,
      headers: { authorization: `Bearer ${s.token}` },
    });
    expect(mopp.rawPayload.equals(PNG)).toBe(true);
    expect((await employeeNamed("Otávio Pátio")).collaborator_type).toBe("operation");
  });

  it("saves an 'adm' employee again from the edit form, keeping its type and its documents", async () => {
    const employee = await employeeNamed("Beatriz Escritório");
    const uuid = employee.uuid_employee;
    // What the edit form sends back: every field, stored files left out (they are kept).
    const edited = await call(s.app, "PUT", `/providers/${provider}/employees/${uuid}`, s.token, [
      ["name", "Beatriz"],
      ["last_name", "Escritório"],
      ["email", "beatriz@coletaazul.com.br"],
      ["function", "Coordenadora"],
      ["collaborator_type", "adm"],
      ["cpf", "529.982.247-25"],
      ["number", "(11) 98888-1111"],
      ["mopp_validity", "2027-05-31"],
      ["cnh", "12345678901"],
      ["cnh_validity", "2028-02-29"],
      ["cnh_categoty", "AB"],
    ]);
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);

    const read = await call(s.app, "GET", `/providers/${provider}/employees/${uuid}`, s.token);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      uuid_employee: uuid,
      name: "Beatriz",
      last_name: "Escritório",
      function: "Coordenadora",
      collaborator_type: "adm",
      cpf: "52998224725",
      cnh: "12345678901",
      cnh_categoty: "AB",
      mopp_document_image: employee.mopp_document_image,
      mopp_document_image_display_name: "mopp beatriz.png",
      cnh_document_image: employee.cnh_document_image,
      cnh_document_image_display_name: "cnh.jpg",
    });
    expect(read.body.number).toMatch(/98888-?1111/);
    expect(String(read.body.mopp_validity).slice(0, 10)).toBe("2027-05-31");

    const history = await call(s.app, "GET", `/providers/${provider}/employees/${uuid}/changes`, s.token);
    expect(history.body.updates[0].changes).toEqual(
      expect.arrayContaining([
        { field: "function", from: "Analista", to: "Coordenadora" },
        { field: "name", from: "Beatriz Escritório", to: "Beatriz" },
      ]),
    );
    expect(history.body.updates[0].changes.map((c: { field: string }) => c.field)).not.toContain(
      "collaborator_type",
    );
  });

  it("changes an 'operation' employee into a driver and back", async () => {
    const { uuid_employee: uuid } = await employeeNamed("Otávio Pátio");
    for (const type of ["driver", "operation"]) {
      const edited = await call(s.app, "PUT", `/providers/${provider}/employees/${uuid}`, s.token, {
        name: "Otávio Pátio",
        email: "otavio@coletaazul.com.br",
        collaborator_type: type,
      });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      const read = await call(s.app, "GET", `/providers/${provider}/employees/${uuid}`, s.token);
      expect(read.body.collaborator_type).toBe(type);
    }
  });

  it("refuses a type neither form offers, on create and on edit alike", async () => {
    const { uuid_employee: uuid } = await employeeNamed("Otávio Pátio");
    const message = "Selecione uma opção válida para o campo Tipo de colaborador.";
    const edited = await call(s.app, "PUT", `/providers/${provider}/employees/${uuid}`, s.token, {
      name: "Otávio Pátio",
      email: "otavio@coletaazul.com.br",
      collaborator_type: "manager",
    });
    expect(edited.status).toBe(422);
    expect(edited.body.fields).toEqual({ collaborator_type: message });
    const wizard = await call(
      s.app,
      "POST",
      "/providers",
      s.token,
      providerFields(
        { "company[cnpj]": "", "company[registry_type]": "cpf", "company[cpf]": "52998224725" },
        [
          ["employee[0][name]", "Gerente"],
          ["employee[0][email]", "gerente@coletaazul.com.br"],
          ["employee[0][type]", "manager"],
        ],
      ),
    );
    expect(wizard.status).toBe(422);
    expect(wizard.body.fields).toEqual({ "employee.0.type": message });
  });
});
