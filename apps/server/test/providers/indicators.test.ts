import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../support/database";
import { call, cnpjOf, providerFields, providersApp, type Setup } from "./support";

const JUSTIFICATION = "Prestador encerrou as atividades na região atendida.";

describe("GET /providers/indicators", () => {
  const database = useTestDatabase();
  let s: Setup;

  async function create(token: string, base: string, alias: string) {
    const created = await call(
      s.app,
      "POST",
      "/providers",
      token,
      providerFields({ "provider[alias]": alias, "company[cnpj]": cnpjOf(base) }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const uuid: string = created.body.provider.uuid_provider;
    const { rows } = await database.db.query<{ id: number; company_id: number }>(
      "select id, company_id from providers where uuid = $1",
      [uuid],
    );
    return { uuid, ...rows[0]! };
  }

  /** Records straight in the tables: `deleted` marks the inactive ones, `expiresIn` is days from today. */
  async function records(
    provider: { id: number; company_id: number },
    spec: { employees?: boolean[]; certificates?: boolean[]; licenses?: [number, boolean][] },
  ) {
    const { db } = database;
    const { rows } = await db.query<{ id: number }>(
      `insert into stored_files (company_id, storage_key, display_name, content_type, size)
       values ($1, gen_random_uuid()::text, 'f.pdf', 'application/pdf', 1) returning id`,
      [provider.company_id],
    );
    const file = rows[0]!.id;
    const at = (deleted: boolean) => (deleted ? "now()" : "null");
    for (const deleted of spec.employees ?? []) {
      await db.query(
        `insert into provider_employees (provider_id, company_id, name, email, deleted_at)
         values ($1, $2, 'Func', 'f@x.com', ${at(deleted)})`,
        [provider.id, provider.company_id],
      );
    }
    for (const deleted of spec.certificates ?? []) {
      await db.query(
        `insert into provider_certificates (provider_id, company_id, name, number, emission, attachment_file_id, deleted_at)
         values ($1, $2, 'ISO', '1', current_date, $3, ${at(deleted)})`,
        [provider.id, provider.company_id, file],
      );
    }
    for (const [expiresIn, deleted] of spec.licenses ?? []) {
      await db.query(
        `insert into provider_licenses (provider_id, company_id, license_type_id, name, code, emission, expiration, file_id, deleted_at)
         values ($1, $2, (select id from license_types order by id limit 1), 'LO', '1', current_date - 100,
                 current_date + $3::int, $4, ${at(deleted)})`,
        [provider.id, provider.company_id, expiresIn, file],
      );
    }
  }

  beforeAll(async () => {
    s = await providersApp(database.db);
    const { db } = database;
    const carrier = await create(s.token, "200000000001", "Transporte Ativo");
    const manager = await create(s.token, "200000000002", "Gestora Ativa");
    const gone = await create(s.token, "200000000003", "Encerrada");
    const other = await create(s.otherToken, "200000000004", "De outra empresa");
    await db.query("delete from provider_type_links where provider_id = $1 and type_code = 'carrier'", [
      manager.id,
    ]);
    await records(carrier, {
      employees: [false, false, true],
      certificates: [false, true],
      licenses: [
        [10, false],
        [40, false],
        [-1, false],
        [5, true],
      ],
    });
    await records(manager, { employees: [false], certificates: [false], licenses: [[30, false]] });
    await records(gone, { employees: [false], certificates: [false], licenses: [[3, false]] });
    await records(other, { employees: [false, false], certificates: [false], licenses: [[1, false]] });
    expect(
      (await call(s.app, "DELETE", `/providers/${gone.uuid}`, s.token, { justification: JUSTIFICATION }))
        .status,
    ).toBe(200);
    await db.query(
      "update provider_certificates set updated_at = '2030-01-02T03:04:05Z' where provider_id = $1",
      [manager.id],
    );
    await db.query(
      "update provider_employees set updated_at = '2031-01-01T00:00:00Z' where provider_id = $1",
      [other.id],
    );
  }, 60_000);

  it("answers the company's totals from real data, another company's not counted", async () => {
    const answer = await call(s.app, "GET", "/providers/indicators", s.token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({
      registered: 3,
      active: 2,
      employees: 3,
      licenses_expiring: 2,
      certificates: 2,
      last_update: "2030-01-02T03:04:05.000Z",
      carriers: 1,
    });
  });

  it("answers zeros and a null last update for a company with no providers", async () => {
    await database.db.query(
      "delete from providers where company_id = (select company_id from providers where alias = 'De outra empresa')",
    );
    const answer = await call(s.app, "GET", "/providers/indicators", s.otherToken);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      registered: 0,
      active: 0,
      employees: 0,
      licenses_expiring: 0,
      certificates: 0,
      last_update: null,
      carriers: 0,
    });
  });

  it("requires a session", async () => {
    const answer = await s.app.inject({ method: "GET", url: "/api/v1/providers/indicators" });
    expect(answer.statusCode).toBe(401);
  });
});
