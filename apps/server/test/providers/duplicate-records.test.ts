import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../support/database";
import { call, createProvider, PDF, providersApp, type Setup } from "./support";

const JUSTIFICATION = "Documento substituído por uma versão mais recente.";
const pdf = { file: PDF, name: "documento.pdf", type: "application/pdf" };

/**
 * Spec 02 §5: the wizard's inclusion tables refuse a repeated certificate, license or employee; the edit
 * page's forms save through the API, which refuses the same repeats among the provider's active records.
 */
describe("duplicate certificates, licenses and employees", () => {
  const database = useTestDatabase();
  let s: Setup;
  let provider: string;
  let licenseType: string;
  let otherLicenseType: string;

  beforeAll(async () => {
    s = await providersApp(database.db);
    provider = await createProvider(s, "101202303000");
    const types = await call(s.app, "GET", "/licenses/types", s.token);
    licenseType = types.body[0].uuid_license_type;
    otherLicenseType = types.body[1].uuid_license_type;
  }, 60_000);

  const certificates = "/providers/{p}/certificates";
  const at = (path: string, id = provider) => path.replace("{p}", id);

  it("refuses a certificate with the same name, number and emission (409), on create and on edit", async () => {
    const certificate = (name: string, number: string): [string, string | typeof pdf][] => [
      ["name", name],
      ["number", number],
      ["emission", "2026-01-15"],
      ["attachment", pdf],
    ];
    const first = await call(s.app, "POST", at(certificates), s.token, certificate("ISO 14001", "123"));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await call(s.app, "POST", at(certificates), s.token, certificate(" iso 14001 ", "123"));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: "DUPLICATE", message: "Cerificado já adicionado" });

    const second = await call(s.app, "POST", at(certificates), s.token, certificate("ISO 14001", "124"));
    expect(second.status).toBe(201);
    const id = second.body.uuid_certificate;
    const into = await call(
      s.app,
      "PUT",
      `${at(certificates)}/${id}`,
      s.token,
      certificate("ISO 14001", "123"),
    );
    expect(into.status).toBe(409);
    expect(into.body.message).toBe("Cerificado já adicionado");
    expect((await call(s.app, "GET", `${at(certificates)}/${id}`, s.token)).body.number).toBe("124");
    // Saving a certificate unchanged is not a repeat of itself.
    const same = await call(
      s.app,
      "PUT",
      `${at(certificates)}/${id}`,
      s.token,
      certificate("ISO 14001", "124"),
    );
    expect(same.status).toBe(200);

    // Only active certificates count, and only the provider's own.
    const inactivated = await call(
      s.app,
      "DELETE",
      `${at(certificates)}/${first.body.uuid_certificate}`,
      s.token,
      {
        justification: JUSTIFICATION,
      },
    );
    expect(inactivated.status).toBe(200);
    expect(
      (await call(s.app, "POST", at(certificates), s.token, certificate("ISO 14001", "123"))).status,
    ).toBe(201);
    // Reactivating the old one beside its new twin is refused as a new repeat is, and it stays inactive.
    const back = await call(
      s.app,
      "POST",
      `${at(certificates)}/${first.body.uuid_certificate}/reactivation`,
      s.token,
      { justification: JUSTIFICATION },
    );
    expect(back.status).toBe(409);
    expect(back.body).toEqual({ code: "DUPLICATE", message: "Cerificado já adicionado" });
    const still = await call(s.app, "GET", `${at(certificates)}/${first.body.uuid_certificate}`, s.token);
    expect(still.body.deleted_at).not.toBeNull();
    const other = await createProvider(s, "101202304000");
    const elsewhere = await call(
      s.app,
      "POST",
      at(certificates, other),
      s.token,
      certificate("ISO 14001", "124"),
    );
    expect(elsewhere.status).toBe(201);
  });

  it("refuses a license with the same type, name, code and emission (409)", async () => {
    const licenses = at("/providers/{p}/licenses");
    const license = (type: string, code: string) =>
      [
        ["uuid_license_type", type],
        ["name", "LO Cetesb"],
        ["code", code],
        ["emission", "2025-06-01"],
        ["file", pdf],
      ] as [string, string | typeof pdf][];
    expect((await call(s.app, "POST", licenses, s.token, license(licenseType, "4455"))).status).toBe(201);
    const again = await call(s.app, "POST", licenses, s.token, license(licenseType, "4455"));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: "DUPLICATE", message: "Licença já adicionada" });
    const otherType = await call(s.app, "POST", licenses, s.token, license(otherLicenseType, "4455"));
    expect(otherType.status).toBe(201);
    const into = await call(s.app, "PUT", `${licenses}/${otherType.body.uuid_license}`, s.token, {
      uuid_license_type: licenseType,
      name: "LO Cetesb",
      code: "4455",
      emission: "2025-06-01",
    });
    expect(into.status).toBe(409);
    expect(into.body.message).toBe("Licença já adicionada");
  });

  it("refuses an employee with the same name and e-mail (409)", async () => {
    const employees = at("/providers/{p}/employees");
    const first = await call(s.app, "POST", employees, s.token, {
      name: "Carlos",
      email: "carlos@coleta.com.br",
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await call(s.app, "POST", employees, s.token, {
      name: "carlos",
      email: "CARLOS@coleta.com.br",
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: "DUPLICATE", message: "Colaborador já adicionado" });
    const namesake = await call(s.app, "POST", employees, s.token, {
      name: "Carlos",
      email: "carlos2@coleta.com.br",
    });
    expect(namesake.status).toBe(201);
    const into = await call(s.app, "PUT", `${employees}/${namesake.body.uuid_employee}`, s.token, {
      name: "Carlos",
      email: "carlos@coleta.com.br",
    });
    expect(into.status).toBe(409);
    expect(into.body.message).toBe("Colaborador já adicionado");
    // An inactive twin comes back only once the active one differs.
    const gone = `${employees}/${first.body.uuid_employee}`;
    expect((await call(s.app, "DELETE", gone, s.token, { justification: JUSTIFICATION })).status).toBe(200);
    const retyped = await call(s.app, "PUT", `${employees}/${namesake.body.uuid_employee}`, s.token, {
      name: "Carlos",
      email: "carlos@coleta.com.br",
    });
    expect(retyped.status).toBe(200);
    const twin = await call(s.app, "POST", `${gone}/reactivation`, s.token, { justification: JUSTIFICATION });
    expect(twin.status).toBe(409);
    expect(twin.body.message).toBe("Colaborador já adicionado");
    await call(s.app, "PUT", `${employees}/${namesake.body.uuid_employee}`, s.token, {
      name: "Carlos",
      email: "carlos2@coleta.com.br",
    });
    expect(
      (await call(s.app, "POST", `${gone}/reactivation`, s.token, { justification: JUSTIFICATION })).status,
    ).toBe(200);
  });

  it("lets two different certificates saved at once both in (the check takes turns, it does not refuse)", async () => {
    const saves = ["9001", "9002", "9003"].map((number) =>
      call(s.app, "POST", at(certificates), s.token, [
        ["name", "ISO 9001"],
        ["number", number],
        ["emission", "2026-02-01"],
        ["attachment", pdf],
      ]),
    );
    expect((await Promise.all(saves)).map((saved) => saved.status)).toEqual([201, 201, 201]);
  });
});
