import { AUTH_CODES } from "@trilha/api/auth-messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256 } from "../../src/auth/crypto";
import type { Database } from "../../src/db/database";
import { signIn } from "../auth/support/auth-app";
import { call, providersApp, type Setup } from "../providers/support";
import { useTestDatabase } from "../support/database";

/** A dashboards token of the session (POST /ms-dashboards/login, session bearer). */
async function dashboardsToken(s: Setup, sessionToken: string) {
  const answer = await call(s.app, "POST", "/ms-dashboards/login", sessionToken, {});
  expect(answer.status).toBe(200);
  return answer.body.ms_dashboard_token as string;
}

const figures = (s: Setup, token: string) => call(s.app, "GET", "/dashboard/figures", token);

/** One company's rows, straight in SQL: what the figures count, and what they must not. */
async function seedCompany(db: Database, companyId: number, tag: string) {
  const one = async (sql: string, params: unknown[]) =>
    (await db.query<{ id: number }>(`${sql} returning id`, params)).rows[0]!.id;
  const provider = async (type: string, active = true) => {
    const id = await one("insert into providers (company_id, alias, deleted_at) values ($1, $2, $3)", [
      companyId,
      `${tag} ${type}`,
      active ? null : new Date(),
    ]);
    await db.query("insert into provider_type_links (provider_id, type_code) values ($1, $2)", [id, type]);
    return id;
  };
  const carrier = await provider("carrier");
  const recipient = await provider("recipient");
  await provider("carrier", false);
  const residue = await one(
    "insert into residues (company_id, type, name, abnt_nbr_10004) values ($1, 'domiciliares', $2, 'I') ",
    [companyId, `${tag} resíduo`],
  );
  await one(
    "insert into residues (company_id, type, name, deleted_at) values ($1, 'domiciliares', $2, now())",
    [companyId, `${tag} inativo`],
  );
  await one(
    `insert into residue_storages (company_id, residue_id, type, physical_state, packaging)
     values ($1, $2, 'tambor_area_coberta', 'solido', 'tambor')`,
    [companyId, residue],
  );
  const file = await one(
    `insert into stored_files (company_id, storage_key, display_name, content_type, size)
     values ($1, $2, 'lo.pdf', 'application/pdf', 1)`,
    [companyId, `dashboards/${tag}`],
  );
  const license = (expiration: string, alert: string | null = null) =>
    one(
      `insert into provider_licenses (provider_id, company_id, license_type_id, name, code, emission, expiration,
         alert_date, file_id)
       values ($1, $2, (select min(id) from license_types), 'LO', '1', current_date - 400,
         current_date + ${expiration}, ${alert === null ? "null" : `current_date + ${alert}`}, $3)`,
      [recipient, companyId, file],
    );
  const licenseId = await license("10"); // ≤ 30 days: expiring
  await license("-5"); // expired
  await license("60"); // 31–90 days
  await license("200", "-1"); // its alert date has come: expiring
  const driver = await one(
    "insert into provider_employees (provider_id, company_id, name, email) values ($1, $2, 'Motorista', 'm@x.br')",
    [carrier, companyId],
  );
  let sequence = 0;
  const output = async (status: string, createdAt: string, mtr = true) => {
    sequence += 1;
    const id = await one(
      `insert into outputs (company_id, document_type, mtr_option, destiny_id, transporter_id, vehicle_type,
         driver_id, vehicle_plate, status, mtr_year, mtr_sequence, mtr_number, created_at)
       values ($1, 'romaneio', $2, $3, $4, 'truck', $5, 'ABC1D23', $6, 2026, $7, $8, ${createdAt})`,
      [
        companyId,
        mtr ? "only_pv" : "none",
        recipient,
        carrier,
        driver,
        status,
        mtr ? sequence : null,
        mtr ? `2026/${String(sequence).padStart(6, "0")}` : null,
      ],
    );
    await db.query(
      `insert into output_residues (company_id, output_id, position, residue_id, license_id, quantity, origin)
       values ($1, $2, 1, $3, $4, 2.5, 'sp')`,
      [companyId, id, residue, licenseId],
    );
  };
  await output("issued", "now()");
  await output("received", "now() - interval '2 months'");
  await output("cancelled", "now()"); // never counts
  await output("issued", "now()", false); // no MTR: tonnes count, MTRs do not
}

describe("GET /dashboard/figures and the dashboards token", () => {
  const database = useTestDatabase();
  let s: Setup;
  let companyA = 0;
  let companyB = 0;

  beforeAll(async () => {
    s = await providersApp(database.db);
    companyA = (await call(s.app, "GET", "/session", s.token)).body.company.id;
    companyB = (await call(s.app, "GET", "/session", s.otherToken)).body.company.id;
  }, 60_000);
  afterAll(() => s.app.close());

  it("counts the company's own rows only, from zero, and follows what is added", async () => {
    const dashA = await dashboardsToken(s, s.token);
    const empty = await figures(s, dashA);
    expect(empty.status).toBe(200);
    expect(empty.body.indicators).toEqual({
      residues: 0,
      transporters: 0,
      destinations: 0,
      equipment: 0,
      mtrs_this_month: 0,
      licenses_expiring: 0,
    });
    expect(empty.body.mtrs_per_month).toHaveLength(12);
    expect(empty.body.mtrs_per_month.every((m: { count: number }) => m.count === 0)).toBe(true);
    expect(
      empty.body.tonnes_by_class.map((c: { class: string; tonnes: number }) => [c.class, c.tonnes]),
    ).toEqual([
      ["I", 0],
      ["IIA", 0],
      ["IIB", 0],
    ]);
    expect(empty.body.licenses_by_expiry).toEqual({ expired: 0, within_30_days: 0, within_90_days: 0 });

    // The other company's rows first: they must never count for A.
    await seedCompany(database.db, companyB, "B");
    expect((await figures(s, dashA)).body).toEqual(empty.body);

    await seedCompany(database.db, companyA, "A");
    const seeded = (await figures(s, dashA)).body;
    expect(seeded.indicators).toEqual({
      residues: 1,
      transporters: 1,
      destinations: 1,
      equipment: 1,
      mtrs_this_month: 1,
      licenses_expiring: 2,
    });
    const months = seeded.mtrs_per_month as { month: string; count: number }[];
    expect(months.at(-1)?.count).toBe(1);
    expect(months.reduce((sum, m) => sum + m.count, 0)).toBe(2);
    // Three outputs not cancelled, 2.5 t each, all of a class I residue.
    expect(seeded.tonnes_by_class[0]).toEqual({ class: "I", label: "Classe I - Perigoso", tonnes: 7.5 });
    expect(seeded.licenses_by_expiry).toEqual({ expired: 1, within_30_days: 1, within_90_days: 1 });

    // A new residue and a new transporter show at once.
    await database.db.query(
      "insert into residues (company_id, type, name) values ($1, 'domiciliares', 'Novo resíduo sem classe')",
      [companyA],
    );
    const [{ id: carrier } = { id: 0 }] = (
      await database.db.query<{ id: number }>(
        "insert into providers (company_id, alias) values ($1, 'Novo transportador') returning id",
        [companyA],
      )
    ).rows;
    await database.db.query(
      "insert into provider_type_links (provider_id, type_code) values ($1, 'carrier')",
      [carrier],
    );
    const after = (await figures(s, dashA)).body.indicators;
    expect(after).toMatchObject({ residues: 2, transporters: 2, destinations: 1 });

    // Company B reads its own, with its own dashboards token.
    const dashB = await dashboardsToken(s, s.otherToken);
    expect((await figures(s, dashB)).body.indicators).toMatchObject({ residues: 1, transporters: 1 });
  });

  it("takes the dashboards token only: not the session's, not past its 15 minutes, not another session's", async () => {
    const refused = { status: 401, body: { code: AUTH_CODES.tokenExpired } };
    expect(await figures(s, s.token)).toMatchObject(refused);
    expect(await call(s.app, "POST", "/public_systems/generate_dash", s.token, {})).toMatchObject(refused);

    const dash = await dashboardsToken(s, s.token);
    expect((await call(s.app, "POST", "/public_systems/generate_dash", dash, {})).status).toBe(200);
    expect((await call(s.app, "GET", "/public_systems/logs/SINIR", dash)).status).toBe(200);
    // Not a session token either.
    expect((await call(s.app, "GET", "/session", dash)).status).toBe(401);

    await database.db.query(
      "update auth_url_tokens set expires_at = now() - interval '1 second' where token_hash = $1",
      [sha256(dash)],
    );
    expect(await figures(s, dash)).toMatchObject(refused);

    // Signing out ends the session's dashboards tokens; the next session's token does not revive them.
    const before = await dashboardsToken(s, s.otherToken);
    expect((await figures(s, before)).status).toBe(200);
    await call(s.app, "POST", "/logout", s.otherToken, {});
    const next = await signIn(s.app, "adm@trilha.com.br");
    expect(await figures(s, before)).toMatchObject(refused);
    expect((await figures(s, await dashboardsToken(s, next))).status).toBe(200);
  });
});
