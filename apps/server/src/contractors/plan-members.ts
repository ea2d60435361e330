import type { Database } from "../db/database";

/**
 * Makes `moduleIds` (a contractor's plan's modules) the modules through which its company is entered,
 * for every user of the company, not only its master user: the users its administrators added reach it
 * through the modules it had then (users.ts, createUser), and a plan that drops them all (Matriz-Filial
 * to Gerador) would leave those users bound to the company with no way in ('Usuário inativo no
 * sistema' at sign-in). A module the company loses is taken from its users only when it reaches no
 * other company of theirs; their modules of other companies and applications are left alone.
 */
export async function bindCompanyModules(tx: Database, companyId: number, moduleIds: readonly number[]) {
  const ids = [...moduleIds];
  const { rows: lost } = await tx.query<{ module_id: number }>(
    "delete from module_companies where company_id = $1 and module_id <> all($2::int[]) returning module_id",
    [companyId, ids],
  );
  await tx.query(
    "insert into module_companies (module_id, company_id) select unnest($2::int[]), $1 on conflict do nothing",
    [companyId, ids],
  );
  await tx.query(
    `insert into user_modules (user_id, module_id)
     select uc.user_id, m.id from user_companies uc cross join unnest($2::int[]) as m(id)
      where uc.company_id = $1
     on conflict do nothing`,
    [companyId, ids],
  );
  if (lost.length === 0) return;
  await tx.query(
    `delete from user_modules um
      using user_companies uc
      where uc.company_id = $1 and um.user_id = uc.user_id and um.module_id = any($2::int[])
        and not exists (
          select 1 from module_companies mc
            join user_companies other on other.company_id = mc.company_id and other.user_id = um.user_id
           where mc.module_id = um.module_id)`,
    [companyId, lost.map((row) => row.module_id)],
  );
}
