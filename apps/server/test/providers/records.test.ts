import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../support/database";
import { call, HTML, JPEG, PDF, PNG, providerFields, providersApp, type Setup } from "./support";

const JUSTIFICATION = "Documento substituído por uma versão mais recente.";

describe("certificates, licenses and employees", () => {
  const database = useTestDatabase();
  let s: Setup;
  let provider: string;
  let licenseType: string;

  beforeAll(async () => {
    s = await providersApp(database.db);
    const created = await call(s.app, "POST", "/providers", s.token, providerFields());
    provider = created.body.provider.uuid_provider;
    const types = await call(s.app, "GET", "/licenses/types", s.token);
    licenseType = types.body[0].uuid_license_type;
  }, 60_000);

  const pdf = (name = "certificado.pdf") => ({ file: PDF, name, type: "application/pdf" });

  describe("certificates", () => {
    let uuid: string;
    let certificateFileUrl = "";
    const uuidOf = (url: string) => url.split("/").pop()!;

    it("creates one with its PDF and serves the file to the owning company with its display name", async () => {
      const created = await call(s.app, "POST", `/providers/${provider}/certificates`, s.token, [
        ["name", "ISO 14001"],
        ["number", "123"],
        ["emission", "2026-01-15"],
        ["attachment", pdf("Certificação ambiental.pdf")],
      ]);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      uuid = created.body.uuid_certificate;
      expect(created.body).toMatchObject({
        name: "ISO 14001",
        number: "123",
        emission: "2026-01-15",
        attachment_display_name: "Certificação ambiental.pdf",
        deleted_at: null,
      });
      expect(created.body.attachment).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}$/);
      certificateFileUrl = created.body.attachment;
      const file = await s.app.inject({
        method: "GET",
        url: created.body.attachment,
        headers: { authorization: `Bearer ${s.token}` },
      });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(PDF)).toBe(true);
      expect(file.headers["content-type"]).toBe("application/pdf");
      expect(file.headers["content-disposition"]).toBe(
        `attachment; filename="Certificacao ambiental.pdf"; filename*=UTF-8''${encodeURIComponent("Certificação ambiental.pdf")}`,
      );
      expect(decodeURIComponent(String(file.headers["x-file-name"]))).toBe("Certificação ambiental.pdf");
      const stolen = await s.app.inject({
        method: "GET",
        url: created.body.attachment,
        headers: { authorization: `Bearer ${s.otherToken}` },
      });
      expect(stolen.statusCode).toBe(404);
    });

    it("sends a browser tab that opens a file's URL by itself to the portal's file page, and nothing else", async () => {
      const url = `/api/v1/files/${uuidOf(certificateFileUrl)}`;
      const tab = await s.app.inject({ method: "GET", url, headers: { "sec-fetch-mode": "navigate" } });
      expect(tab.statusCode).toBe(303);
      expect(tab.headers.location).toBe(`/arquivos/${uuidOf(certificateFileUrl)}`);
      // An older browser's tab asks for HTML first.
      const old = await s.app.inject({ method: "GET", url, headers: { accept: "text/html,*/*;q=0.8" } });
      expect(old.headers.location).toBe(`/arquivos/${uuidOf(certificateFileUrl)}`);
      // A script's call without the session, and a malformed id, still get the API's answers.
      expect(
        (await s.app.inject({ method: "GET", url, headers: { "sec-fetch-mode": "cors" } })).statusCode,
      ).toBe(401);
      const bad = await s.app.inject({
        method: "GET",
        url: "/api/v1/files/nao-e-um-id",
        headers: { "sec-fetch-mode": "navigate" },
      });
      expect(bad.statusCode).toBe(401);
      expect(bad.headers.location).toBeUndefined();
    });

    it("refuses a file whose content is not a PDF, whatever its name and type say", async () => {
      for (const file of [
        { file: HTML, name: "certificado.pdf", type: "application/pdf" },
        { file: PNG, name: "certificado.pdf", type: "application/pdf" },
      ]) {
        const spoofed = await call(s.app, "POST", `/providers/${provider}/certificates`, s.token, [
          ["name", "Falso"],
          ["number", "1"],
          ["emission", "2026-01-15"],
          ["attachment", file],
        ]);
        expect(spoofed.status).toBe(422);
        expect(spoofed.body.fields).toEqual({ attachment: "O campo Anexo aceita apenas arquivos PDF." });
      }
      const named = await call(s.app, "POST", `/providers/${provider}/certificates`, s.token, [
        ["name", "Falso"],
        ["number", "1"],
        ["emission", "2026-01-15"],
        ["attachment", { file: PDF, name: "certificado.exe", type: "application/octet-stream" }],
      ]);
      expect(named.status).toBe(422);
      const list = await call(
        s.app,
        "GET",
        `/providers/${provider}/certificates?page=1&per_page=10`,
        s.token,
      );
      expect(list.body.total).toBe(1);
    });

    it("validates each field (422)", async () => {
      const invalid = await call(s.app, "POST", `/providers/${provider}/certificates`, s.token, [
        ["number", "abc"],
        ["emission", "2999-01-01"],
      ]);
      expect(invalid.status).toBe(422);
      expect(invalid.body.fields).toMatchObject({
        name: "O campo Nome do certificado é obrigatório.",
        number: "Número do documento deve ser um número",
        emission: "O campo Data de emissão não pode ser uma data futura.",
        attachment: "O campo Anexo é obrigatório.",
      });
      const negative = await call(s.app, "POST", `/providers/${provider}/certificates`, s.token, [
        ["name", "Negativo"],
        ["number", "-1"],
        ["emission", "2026-01-15"],
        ["attachment", pdf()],
      ]);
      expect(negative.body.fields).toEqual({ number: "Maior que 0" });
    });

    it("refuses a file over 10 MB", async () => {
      const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
      const tooBig = await call(s.app, "POST", `/providers/${provider}/certificates`, s.token, [
        ["name", "Grande"],
        ["number", "2"],
        ["emission", "2026-01-15"],
        ["attachment", { file: big, name: "grande.pdf", type: "application/pdf" }],
      ]);
      expect(tooBig.status).toBe(422);
      expect(tooBig.body.fields).toEqual({ attachment: "O arquivo deve ter no máximo 10 MB." });
    });

    it("edits keeping the stored file when none is sent, and records the change", async () => {
      const edited = await call(s.app, "PUT", `/providers/${provider}/certificates/${uuid}`, s.token, [
        ["name", "ISO 14001:2015"],
        ["number", "123"],
        ["emission", "2026-01-15"],
      ]);
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      expect(edited.body).toMatchObject({
        name: "ISO 14001:2015",
        attachment_display_name: "Certificação ambiental.pdf",
      });
      const replaced = await call(s.app, "PUT", `/providers/${provider}/certificates/${uuid}`, s.token, [
        ["name", "ISO 14001:2015"],
        ["number", "123"],
        ["emission", "2026-01-15"],
        ["attachment", pdf("novo.pdf")],
      ]);
      expect(replaced.body.attachment_display_name).toBe("novo.pdf");
      const history = await call(
        s.app,
        "GET",
        `/providers/${provider}/certificates/${uuid}/changes`,
        s.token,
      );
      expect(history.body.updates.map((update: { changes: unknown }) => update.changes)).toEqual([
        [{ field: "attachment", from: "Certificação ambiental.pdf", to: "novo.pdf" }],
        [{ field: "name", from: "ISO 14001", to: "ISO 14001:2015" }],
      ]);
      expect(history.body.updates[0].user.name).toBe("Rita Restrita");
    });

    it("refuses an invalid edit (422) and leaves the certificate as it was", async () => {
      const invalid = await call(s.app, "PUT", `/providers/${provider}/certificates/${uuid}`, s.token, [
        ["name", ""],
        ["number", "abc"],
        ["emission", "2026-01-15"],
        ["attachment", { file: HTML, name: "novo.pdf", type: "application/pdf" }],
      ]);
      expect(invalid.status).toBe(422);
      expect(invalid.body.fields).toMatchObject({ name: expect.any(String), number: expect.any(String) });
      const spoofed = await call(s.app, "PUT", `/providers/${provider}/certificates/${uuid}`, s.token, [
        ["name", "Outro nome"],
        ["number", "123"],
        ["emission", "2026-01-15"],
        ["attachment", { file: HTML, name: "novo.pdf", type: "application/pdf" }],
      ]);
      expect(spoofed.status).toBe(422);
      const current = await call(s.app, "GET", `/providers/${provider}/certificates/${uuid}`, s.token);
      expect(current.body).toMatchObject({ name: "ISO 14001:2015", attachment_display_name: "novo.pdf" });
    });

    it("inactivates with a justification and lists it under inactive", async () => {
      const bad = await call(s.app, "DELETE", `/providers/${provider}/certificates/${uuid}`, s.token, {});
      expect(bad.status).toBe(422);
      const done = await call(s.app, "DELETE", `/providers/${provider}/certificates/${uuid}`, s.token, {
        justification: JUSTIFICATION,
      });
      expect(done.status).toBe(200);
      expect(done.body.deleted_at).not.toBeNull();
      expect((await call(s.app, "GET", `/providers/${provider}/certificates`, s.token)).body.total).toBe(0);
      const inactive = await call(s.app, "GET", `/providers/${provider}/certificates?active=false`, s.token);
      expect(inactive.body.data.map((c: { uuid_certificate: string }) => c.uuid_certificate)).toEqual([uuid]);
      const history = await call(
        s.app,
        "GET",
        `/providers/${provider}/certificates/${uuid}/changes`,
        s.token,
      );
      expect(history.body.deletions[0]).toMatchObject({ justification: JUSTIFICATION });
    });
  });

  describe("licenses", () => {
    let uuid: string;

    it("lists license types sorted by name", async () => {
      const types = await call(s.app, "GET", "/licenses/types", s.token);
      const names = types.body.map((type: { name: string }) => type.name);
      expect(names.length).toBeGreaterThan(3);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "pt-BR")));
      expect(names.indexOf("Licença de Operação (LO)")).toBeLessThan(names.indexOf("Licença Prévia (LP)"));
    });

    it("creates, reads, edits and inactivates a license", async () => {
      const created = await call(s.app, "POST", `/providers/${provider}/licenses`, s.token, [
        ["type", "operacao"],
        ["uuid_license_type", licenseType],
        ["name", "LO Cetesb"],
        ["code", "4455"],
        ["emission", "2025-06-01"],
        ["expiration", "2027-06-01"],
        ["file", pdf("lo.pdf")],
      ]);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      uuid = created.body.uuid_license;
      expect(created.body).toMatchObject({
        uuid_license_type: licenseType,
        license_type: { uuid_license_type: licenseType, name: expect.any(String) },
        name: "LO Cetesb",
        code: "4455",
        type: "operacao",
        expiration: "2027-06-01",
        file_display_name: "lo.pdf",
      });
      expect((await call(s.app, "GET", `/providers/${provider}/licenses/${uuid}`, s.token)).body.name).toBe(
        "LO Cetesb",
      );
      const edited = await call(s.app, "PUT", `/providers/${provider}/licenses/${uuid}`, s.token, {
        uuid_license_type: licenseType,
        name: "LO Cetesb",
        code: "4456",
        emission: "2025-06-01",
      });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      const history = await call(s.app, "GET", `/providers/${provider}/licenses/${uuid}/changes`, s.token);
      expect(history.body.updates[0].changes).toEqual([
        { field: "code", from: "4455", to: "4456" },
        { field: "expiration", from: "2027-06-01", to: null },
      ]);
      const list = await call(
        s.app,
        "GET",
        `/providers/${provider}/licenses?page=1&per_page=10&active=true`,
        s.token,
      );
      expect(list.body).toMatchObject({ total: 1, data: [{ uuid_license: uuid }] });
    });

    it("refuses an unknown license type and a missing file (422)", async () => {
      const invalid = await call(s.app, "POST", `/providers/${provider}/licenses`, s.token, [
        ["uuid_license_type", "00000000-0000-4000-8000-000000000000"],
        ["name", "LO"],
        ["code", "1"],
        ["emission", "2025-06-01"],
        ["file", pdf()],
      ]);
      expect(invalid.status).toBe(422);
      expect(invalid.body.fields).toEqual({
        uuid_license_type: "Selecione uma opção válida para o campo Tipo de licença.",
      });
      const missing = await call(s.app, "POST", `/providers/${provider}/licenses`, s.token, {
        uuid_license_type: licenseType,
        name: "LO",
        code: "1",
        emission: "2025-06-01",
      });
      expect(missing.body.fields).toEqual({ file: "O campo Arquivo é obrigatório." });
    });

    it("refuses a validity date before the emission (422)", async () => {
      const backwards = await call(s.app, "POST", `/providers/${provider}/licenses`, s.token, [
        ["type", "operacao"],
        ["uuid_license_type", licenseType],
        ["name", "LO ao contrário"],
        ["code", "77"],
        ["emission", "2024-01-01"],
        ["expiration", "2023-01-01"],
        ["file", pdf("lo.pdf")],
      ]);
      expect(backwards.status, JSON.stringify(backwards.body)).toBe(422);
      expect(backwards.body.fields).toEqual({
        expiration: "O campo Data de validade deve ser uma data igual ou posterior a 01/01/2024.",
      });
    });
  });

  describe("employees", () => {
    let uuid: string;

    it("creates one with JPG/PNG documents and refuses a PDF posing as an image", async () => {
      const created = await call(s.app, "POST", `/providers/${provider}/employees`, s.token, [
        ["name", "Carlos"],
        ["last_name", "Condutor"],
        ["email", "carlos@coletaazul.com.br"],
        ["function", "Motorista"],
        ["collaborator_type", "driver"],
        ["cpf", "529.982.247-25"],
        ["cnh", "12345678901"],
        ["cnh_validity", "2028-01-01"],
        ["cnh_categoty", "E"],
        ["cnh_document_image", { file: PNG, name: "cnh.png", type: "image/png" }],
        ["mopp_document_image", { file: JPEG, name: "mopp.jpeg", type: "image/jpeg" }],
      ]);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      uuid = created.body.uuid_employee;
      expect(created.body).toMatchObject({
        name: "Carlos",
        office: "Motorista",
        collaborator_type: "driver",
        cpf: "52998224725",
        cnh_document_image_display_name: "cnh.png",
        mopp_document_image_display_name: "mopp.jpeg",
      });
      const spoofed = await call(s.app, "POST", `/providers/${provider}/employees`, s.token, [
        ["name", "Falso"],
        ["email", "falso@coletaazul.com.br"],
        ["cnh_document_image", { file: PDF, name: "cnh.jpg", type: "image/jpeg" }],
      ]);
      expect(spoofed.status).toBe(422);
      expect(spoofed.body.fields).toEqual({
        cnh_document_image: "O campo Documento da CNH aceita apenas arquivos JPG, JPEG ou PNG.",
      });
      const invalid = await call(s.app, "POST", `/providers/${provider}/employees`, s.token, { name: "" });
      expect(invalid.body.fields).toMatchObject({ name: expect.any(String), email: expect.any(String) });
    });

    it("edits and inactivates an employee with its history", async () => {
      const edited = await call(s.app, "PUT", `/providers/${provider}/employees/${uuid}`, s.token, {
        name: "Carlos",
        email: "carlos.condutor@coletaazul.com.br",
      });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      expect(edited.body.cnh_document_image_display_name).toBe("cnh.png");
      const done = await call(s.app, "DELETE", `/providers/${provider}/employees/${uuid}`, s.token, {
        justification: JUSTIFICATION,
      });
      expect(done.status).toBe(200);
      const history = await call(s.app, "GET", `/providers/${provider}/employees/${uuid}/changes`, s.token);
      expect(history.body.updates[0].changes).toEqual(
        expect.arrayContaining([
          { field: "email", from: "carlos@coletaazul.com.br", to: "carlos.condutor@coletaazul.com.br" },
        ]),
      );
      expect(history.body.deletions).toHaveLength(1);
    });
  });

  it("answers 404 to another company on every sub-record endpoint", async () => {
    const other = s.otherToken;
    for (const kind of ["certificates", "licenses", "employees"]) {
      const list = await call(s.app, "GET", `/providers/${provider}/${kind}?active=all`, s.token);
      const item = list.body.data[0];
      const id = item.uuid_certificate ?? item.uuid_license ?? item.uuid_employee;
      const base = `/providers/${provider}/${kind}`;
      expect((await call(s.app, "GET", `${base}/${id}`, s.token)).status).toBe(200);
      expect((await call(s.app, "GET", base, other)).status).toBe(404);
      expect((await call(s.app, "GET", `${base}/${id}`, other)).status).toBe(404);
      expect((await call(s.app, "GET", `${base}/${id}/changes`, other)).status).toBe(404);
      expect((await call(s.app, "POST", base, other, [["name", "x"]])).status).toBe(404);
      expect((await call(s.app, "PUT", `${base}/${id}`, other, [["name", "x"]])).status).toBe(404);
      expect(
        (await call(s.app, "DELETE", `${base}/${id}`, other, { justification: JUSTIFICATION })).status,
      ).toBe(404);
      expect((await call(s.app, "GET", `${base}/00000000-0000-4000-8000-000000000000`, s.token)).status).toBe(
        404,
      );
    }
  });
});
