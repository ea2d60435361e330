import { beforeAll, describe, expect, it } from "vitest";
import { call, providersApp, type Setup } from "../providers/support";
import { useTestDatabase } from "../support/database";
import { contractorParts } from "./support";

/**
 * A contractor's plan decides the modules through which its company is entered. Changing the plan
 * (Funcionalidades) must keep every user of the company able to enter it, not only the master user:
 * the users the company's administrators added enter through the modules the company had then.
 */
describe("a contractor's plan change", () => {
  const database = useTestDatabase();
  let s: Setup;

  beforeAll(async () => {
    s = await providersApp(database.db);
  });

  /** The names of the modules through which `userId` reaches `companyId` (the sign-in's rule). */
  const entries = async (userId: number, companyId: number) =>
    (
      await database.db.query<{ name: string }>(
        `select m.nome_comercial as name
           from user_modules um
           join module_companies mc on mc.module_id = um.module_id and mc.company_id = $2
           join user_companies uc on uc.company_id = mc.company_id and uc.user_id = um.user_id
           join modules m on m.id = um.module_id
          where um.user_id = $1
          order by m.nome_comercial`,
        [userId, companyId],
      )
    ).rows.map((row) => row.name);

  it("keeps the company's other users able to enter it through the new plan's modules", async () => {
    const parts = contractorParts("778899000101", "Plano Troca", "marta@planotroca.com.br").map(
      ([key, value]): [string, string | Exclude<typeof value, string>] =>
        key === "plan[main_module]" ? [key, "mmf"] : [key, value],
    );
    const created = await call(s.app, "POST", "/contractors", s.token, [
      ...parts.filter(([key]) => key !== "plan[generator_type]"),
      ["plan[small_generators]", "2"],
      ["plan[large_generators]", "0"],
      ["plan[internal_management_generators]", "0"],
    ]);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { rows } = await database.db.query<{ company: number; master: number }>(
      "select client_company_id as company, master_user_id as master from contractors where uuid = $1",
      [created.body.uuid_contractor],
    );
    const { company, master } = rows[0]!;
    expect(await entries(master, company)).toEqual(["Módulo Matriz-Filial", "Módulo Pequeno Gerador"]);

    // A user the master added (Novo Usuário): bound to the company through the master's modules.
    const { rows: added } = await database.db.query<{ id: number }>(
      "insert into users (name, email) values ('Paulo', 'paulo@planotroca.com.br') returning id",
    );
    const user = added[0]!.id;
    await database.db.query("insert into user_companies (user_id, company_id) values ($1, $2)", [
      user,
      company,
    ]);
    await database.db.query(
      "insert into user_modules (user_id, module_id) select $1, module_id from user_modules where user_id = $2",
      [user, master],
    );
    expect(await entries(user, company)).toEqual(["Módulo Matriz-Filial", "Módulo Pequeno Gerador"]);

    // The plan becomes Gerador (Grande Gerador): none of the old modules stays the company's.
    const changed = await call(s.app, "PUT", `/contractors/${created.body.uuid_contractor}`, s.token, [
      ["plan[main_module]", "mg"],
      ["plan[generator_type]", "gg"],
    ]);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await entries(master, company)).toEqual(["Módulo Gerador", "Módulo Grande Gerador"]);
    expect(await entries(user, company)).toEqual(["Módulo Gerador", "Módulo Grande Gerador"]);
    // The modules the company no longer has are not kept for its users (they reach no company of theirs).
    const { rows: kept } = await database.db.query<{ name: string }>(
      `select m.nome_comercial as name from user_modules um join modules m on m.id = um.module_id
        where um.user_id = $1 order by m.nome_comercial`,
      [user],
    );
    expect(kept.map((row) => row.name)).toEqual(["Módulo Gerador", "Módulo Grande Gerador"]);
  });
});
