import { verify } from "@node-rs/argon2";
import { companyProfileLabels, companyProfileSchema, validate } from "@trilha/forms/schemas";
import { describe, expect, it } from "vitest";
import { DEMO_COMPANY, DEMO_CREDENTIALS, DEMO_MODULE, seedDemo as seedWith } from "../src/seed/demo";
import { createLocalStorage } from "../src/storage/storage";
import { tempDir } from "./support/app";
import { useTestDatabase } from "./support/database";

const test = useTestDatabase();
// The demo documents go to a temporary folder, never to the development data folder.
const storage = createLocalStorage(tempDir("seed-storage"));
const seedDemo = (db: typeof test.db) => seedWith(db, { storage });

// Counted by the demo's natural keys, so other seeds sharing the tables do not change the figures.
async function demoCounts() {
  const { rows } = await test.db.query<Record<string, number>>(
    `select
       (select count(*) from companies where cnpj = $1) as companies,
       (select count(*) from modules where nome_comercial = $2) as modules,
       (select count(*) from users where lower(email) = lower($3)) as users,
       (select count(*) from module_companies mc join companies c on c.id = mc.company_id where c.cnpj = $1)
         as module_companies,
       (select count(*) from user_modules um join users u on u.id = um.user_id where lower(u.email) = lower($3))
         as user_modules,
       (select count(*) from user_companies uc join users u on u.id = uc.user_id where lower(u.email) = lower($3))
         as user_companies,
       (select count(*) from outputs o join companies c on c.id = o.company_id where c.cnpj = $1) as outputs`,
    [DEMO_COMPANY.cnpj, DEMO_MODULE.nomeComercial, DEMO_CREDENTIALS.email],
  );
  return rows[0];
}

function validCnpj(cnpj: string): boolean {
  const digit = (base: string) => {
    const weights =
      base.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const rest = [...base].reduce((sum, char, i) => sum + Number(char) * weights[i]!, 0) % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const base = cnpj.slice(0, 12);
  const first = digit(base);
  return /^\d{14}$/.test(cnpj) && cnpj === `${base}${first}${digit(`${base}${first}`)}`;
}

describe("demo seed", () => {
  it("creates the demo company, its restricted module and the demo user, linked together", async () => {
    expect(await seedDemo(test.db)).toEqual({ userCreated: true, passwordReset: false, outputsIssued: 6 });

    const { rows } = await test.db.query<Record<string, unknown>>(
      `select c.trading_name, c.cnpj, c.plan, m.nome_comercial, m.email as module_email, u.email, u.active,
              u.must_change_password, um.usuario_id
         from users u
         join user_modules um on um.user_id = u.id
         join modules m on m.id = um.module_id
         join module_companies mc on mc.module_id = m.id
         join companies c on c.id = mc.company_id
         join user_companies uc on uc.company_id = c.id and uc.user_id = u.id
        where lower(u.email) = lower($1)`,
      [DEMO_CREDENTIALS.email],
    );
    expect(rows).toEqual([
      {
        trading_name: "Trilha Demonstração",
        cnpj: DEMO_COMPANY.cnpj,
        plan: "PROFISSIONAL",
        nome_comercial: DEMO_MODULE.nomeComercial,
        module_email: "restricted",
        email: DEMO_CREDENTIALS.email,
        active: true,
        must_change_password: false,
        usuario_id: null,
      },
    ]);
    expect(validCnpj(DEMO_COMPANY.cnpj)).toBe(true);
  });

  it("gives the demo company its own data, valid as the company profile saves it, and keeps later edits", async () => {
    const columns = Object.keys(DEMO_COMPANY.profile).join(", ");
    const read = async () =>
      (
        await test.db.query(`select trading_name, company_name, ${columns} from companies where cnpj = $1`, [
          DEMO_COMPANY.cnpj,
        ])
      ).rows[0];
    const company = await read();
    expect(company).toMatchObject(DEMO_COMPANY.profile);
    expect(validate(companyProfileSchema, { company }, companyProfileLabels).errors).toBeUndefined();

    await test.db.query("update companies set address_number = '2000' where cnpj = $1", [DEMO_COMPANY.cnpj]);
    await seedDemo(test.db);
    expect(await read()).toMatchObject({ address_number: "2000" });
    await test.db.query("update companies set address_number = $2 where cnpj = $1", [
      DEMO_COMPANY.cnpj,
      DEMO_COMPANY.profile.address_number,
    ]);
  });

  it("stores an argon2id hash that verifies the printed password", async () => {
    const { rows } = await test.db.query<{ password_hash: string }>(
      "select password_hash from users where email = $1",
      [DEMO_CREDENTIALS.email],
    );
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verify(rows[0]!.password_hash, DEMO_CREDENTIALS.password)).toBe(true);
    expect(await verify(rows[0]!.password_hash, "Trilha@2025")).toBe(false);
  });

  it("changes nothing when run again", async () => {
    const hash = "select password_hash from users where email = $1";
    const before = await demoCounts();
    const hashBefore = await test.db.query(hash, [DEMO_CREDENTIALS.email]);
    expect(await seedDemo(test.db)).toEqual({ userCreated: false, passwordReset: false, outputsIssued: 0 });
    expect(await demoCounts()).toEqual(before);
    expect(before).toEqual({
      companies: 1,
      modules: 1,
      users: 1,
      module_companies: 1,
      user_modules: 1,
      user_companies: 1,
      outputs: 6,
    });
    expect((await test.db.query(hash, [DEMO_CREDENTIALS.email])).rows).toEqual(hashBefore.rows);
  });

  it("puts the printed password back and unlocks the demo user if they were changed", async () => {
    await test.db.query(
      "update users set password_hash = 'not-a-hash', failed_attempts = 5, active = false where email = $1",
      [DEMO_CREDENTIALS.email],
    );
    expect(await seedDemo(test.db)).toEqual({ userCreated: false, passwordReset: true, outputsIssued: 0 });
    const { rows } = await test.db.query<{ password_hash: string; failed_attempts: number; active: boolean }>(
      "select password_hash, failed_attempts, active from users where email = $1",
      [DEMO_CREDENTIALS.email],
    );
    expect(rows[0]).toMatchObject({ failed_attempts: 0, active: true });
    expect(await verify(rows[0]!.password_hash, DEMO_CREDENTIALS.password)).toBe(true);
  });
});
