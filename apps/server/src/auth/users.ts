import type { Database } from "../db/database";

export type UserRow = {
  id: number;
  email: string;
  name: string;
  password_hash: string | null;
  active: boolean;
  must_change_password: boolean;
  failed_attempts: number;
  contractor_active: boolean | null;
};

export type ModuleRow = {
  module_id: number;
  uuid: string;
  nome_comercial: string;
  email: string;
  usuario_id: number | null;
};

export type ModuleView = {
  id: string;
  uuid: string;
  nome_comercial: string;
  email: string;
  user_profile: { usuario_id: number } | null;
};

export type CompanyView = {
  id: number;
  uuid: string;
  trading_name: string;
  cnpj: string;
  plan: string;
  plans: string;
};

const userColumns = `id, email, name, password_hash, active, must_change_password, failed_attempts, contractor_active`;

export async function findUserByEmail(db: Database, email: string) {
  const { rows } = await db.query<UserRow>(
    `select ${userColumns} from users where lower(email) = lower($1) and deleted_at is null`,
    [email.trim()],
  );
  return rows[0] ?? null;
}

export async function findUserById(db: Database, id: number) {
  const { rows } = await db.query<UserRow>(`select ${userColumns} from users where id = $1`, [id]);
  return rows[0] ?? null;
}

const moduleSelect = `select m.id as module_id, m.uuid::text as uuid, m.nome_comercial, m.email, um.usuario_id
   from user_modules um join modules m on m.id = um.module_id`;

export async function userModules(db: Database, userId: number) {
  const { rows } = await db.query<ModuleRow>(
    `${moduleSelect} where um.user_id = $1 and m.active and m.deleted_at is null order by m.nome_comercial`,
    [userId],
  );
  return rows;
}

export async function findUserModule(db: Database, userId: number, ref: { uuid?: string; id?: number }) {
  const modules = await userModules(db, userId);
  return modules.find((m) => m.uuid === ref.uuid?.toLowerCase() || m.module_id === ref.id) ?? null;
}

export function toModuleView(row: ModuleRow): ModuleView {
  return {
    // The module call sends this back as `uuid`; id and uuid carry the same value so either reading works.
    id: row.uuid,
    uuid: row.uuid,
    nome_comercial: row.nome_comercial,
    email: row.email,
    user_profile: row.usuario_id === null ? null : { usuario_id: Number(row.usuario_id) },
  };
}

/** The companies a module offers to this user: in the module and bound to the user (0001's rule). */
export async function moduleCompanies(db: Database, userId: number, moduleId: number) {
  const { rows } = await db.query<Omit<CompanyView, "plans">>(
    `select c.id, c.uuid::text as uuid, c.trading_name, c.cnpj, c.plan
       from module_companies mc
       join user_companies uc on uc.company_id = mc.company_id and uc.user_id = $1 and uc.deleted_at is null
       join companies c on c.id = mc.company_id
      where mc.module_id = $2 and c.active and c.deleted_at is null
      order by c.trading_name, c.id`,
    [userId, moduleId],
  );
  return rows.map(toCompanyView);
}

export async function countUserCompanies(db: Database, userId: number) {
  const { rows } = await db.query<{ count: number }>(
    `select count(*)::int as count
       from user_companies uc join companies c on c.id = uc.company_id
      where uc.user_id = $1 and uc.deleted_at is null and c.active and c.deleted_at is null`,
    [userId],
  );
  return Number(rows[0]?.count ?? 0);
}

export async function findCompanyById(db: Database, id: number) {
  const { rows } = await db.query<Omit<CompanyView, "plans">>(
    `select id, uuid::text as uuid, trading_name, cnpj, plan from companies where id = $1`,
    [id],
  );
  return rows[0] ? toCompanyView(rows[0]) : null;
}

function toCompanyView(row: Omit<CompanyView, "plans">): CompanyView {
  // The spec reads the plan as `plan` or `plans`; both carry it.
  return { ...row, id: Number(row.id), plans: row.plan };
}
