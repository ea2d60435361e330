import { hashPassword, verifyPassword } from "../auth/crypto";
import type { Database } from "../db/database";
import type { FileStorage } from "../storage/storage";
import { seedContractors } from "./contractors";
import { ensureDemoFiles } from "./files";
import { seedOutputs } from "./outputs";
import { seedProviders } from "./providers";
import { seedResidues } from "./residues";

/** Printed by `pnpm start`; the password meets every password rule of spec 01 §5. */
export const DEMO_CREDENTIALS = { email: "demo@trilha.com.br", password: "Trilha@2024" } as const;

/**
 * The demo company's Operador (role `member`): the journeys as someone who is not an administrator (no
 * users or permissions, the company profile read-only). Printed by `pnpm start` beside the demo user.
 */
export const DEMO_OPERATOR = {
  email: "operador@trilha.com.br",
  password: DEMO_CREDENTIALS.password,
  name: "Otávio Operador",
} as const;

export const DEMO_COMPANY = {
  tradingName: "Trilha Demonstração",
  companyName: "Trilha Demonstração Gestão de Resíduos Ltda.",
  cnpj: "42891567000145",
  plan: "PROFISSIONAL",
  /** Its own data (/perfil-empresa), written when the company is created and left to its users after. */
  profile: {
    address_country: "Brasil",
    // Outside the capital: a company in São Paulo city (or in RS) owes its MTRs' public systems the
    // residues' CTR-E (FEPAM) codes, which the demo's residues do not have.
    address_zip_code: "13012-100",
    address_name: "Avenida Francisco Glicério",
    address_number: "1000",
    address_region: "Centro",
    address_state: "SP",
    address_city: "Campinas",
    phone: "(19) 3000-1000",
    email: "contato@trilha.com.br",
    segment: "Gestão de resíduos",
  },
} as const;

/** The module whose e-mail 'restricted' keeps its users inside the portal (spec 01 §1). */
export const DEMO_MODULE = { nomeComercial: "Modulo Gerador", email: "restricted" } as const;

const PROFILE_COLUMNS = Object.keys(DEMO_COMPANY.profile) as (keyof typeof DEMO_COMPANY.profile)[];

const DEMO_USER = { ...DEMO_CREDENTIALS, name: "Usuário Demonstração" } as const;

type DemoAccount = { email: string; password: string; name: string };

/** `outputsIssued`: the demo output documents this run issued (none once the company has any). */
export type SeedResult = { userCreated: boolean; passwordReset: boolean; outputsIssued: number };

/**
 * Creates or refreshes the demo data, keyed by natural keys (CNPJ, module name, e-mail), so running it on
 * every start changes nothing once it is in place. The demo user's password is put back to the printed one
 * (and the account re-enabled) if it was changed: the banner must never print credentials that fail.
 */
export async function seedDemo(db: Database, { storage }: { storage: FileStorage }): Promise<SeedResult> {
  // Bytes cannot join the transaction: what this run stored goes again if the transaction rolls back.
  const written: string[] = [];
  try {
    return await seedDemoRows(db, storage, written);
  } catch (error) {
    await Promise.allSettled(written.map((key) => storage.remove(key)));
    throw error;
  }
}

async function seedDemoRows(db: Database, storage: FileStorage, written: string[]): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    const company = await tx.query<{ id: number }>(
      `insert into companies (trading_name, company_name, cnpj, plan, ${PROFILE_COLUMNS.join(", ")})
       values ($1, $2, $3, $4, ${PROFILE_COLUMNS.map((_, i) => `$${i + 5}`).join(", ")})
       on conflict (cnpj) do update
         set trading_name = excluded.trading_name, company_name = excluded.company_name, plan = excluded.plan,
             active = true, deleted_at = null
       returning id`,
      [
        DEMO_COMPANY.tradingName,
        DEMO_COMPANY.companyName,
        DEMO_COMPANY.cnpj,
        DEMO_COMPANY.plan,
        ...PROFILE_COLUMNS.map((column) => DEMO_COMPANY.profile[column]),
      ],
    );
    const companyId = company.rows[0]!.id;

    const module = await tx.query<{ id: number }>(
      `insert into modules (nome_comercial, email) values ($1, $2)
       on conflict (nome_comercial) do update set email = excluded.email, active = true, deleted_at = null
       returning id`,
      [DEMO_MODULE.nomeComercial, DEMO_MODULE.email],
    );
    const moduleId = module.rows[0]!.id;

    await tx.query(
      "insert into module_companies (module_id, company_id) values ($1, $2) on conflict do nothing",
      [moduleId, companyId],
    );

    const { userId, userCreated, passwordReset } = await upsertDemoUser(tx, DEMO_USER);
    await tx.query("insert into user_modules (user_id, module_id) values ($1, $2) on conflict do nothing", [
      userId,
      moduleId,
    ]);
    await tx.query(
      "insert into user_companies (user_id, company_id) values ($1, $2) on conflict do nothing",
      [userId, companyId],
    );

    // The Operador is put back to that profile, active in the company, on every run: the printed line
    // ("not an administrator") must stay true after someone promoted or inactivated them.
    const operator = await upsertDemoUser(tx, DEMO_OPERATOR);
    await tx.query("insert into user_modules (user_id, module_id) values ($1, $2) on conflict do nothing", [
      operator.userId,
      moduleId,
    ]);
    await tx.query(
      `insert into user_companies (user_id, company_id, role) values ($1, $2, 'member')
       on conflict (user_id, company_id) do update set role = 'member', deleted_at = null, updated_at = now()
         where user_companies.role <> 'member' or user_companies.deleted_at is not null`,
      [operator.userId, companyId],
    );

    const files = await ensureDemoFiles(tx, storage, companyId, written);
    await seedProviders(tx, { companyId, userId, files });
    await seedContractors(tx, { companyId, userId });
    await seedResidues(tx, { companyId });
    const outputsIssued = await seedOutputs(tx, {
      companyId,
      company: DEMO_COMPANY,
      userId,
      operatorId: operator.userId,
      storage,
      written,
    });
    return { userCreated, passwordReset, outputsIssued };
  });
}

async function upsertDemoUser(tx: Database, account: DemoAccount) {
  const existing = await tx.query<{ id: number; password_hash: string | null }>(
    "select id, password_hash from users where lower(email) = lower($1)",
    [account.email],
  );
  const user = existing.rows[0];
  if (!user) {
    const created = await tx.query<{ id: number }>(
      "insert into users (name, email, password_hash) values ($1, $2, $3) returning id",
      [account.name, account.email, await hashPassword(account.password)],
    );
    return { userId: created.rows[0]!.id, userCreated: true, passwordReset: false };
  }
  // A stored value that is no hash at all (edited by hand, another algorithm) reads as a wrong password.
  const works = user.password_hash !== null && (await verifyPassword(user.password_hash, account.password));
  if (!works) {
    await tx.query("update users set password_hash = $2, updated_at = now() where id = $1", [
      user.id,
      await hashPassword(account.password),
    ]);
  }
  await tx.query(
    `update users set active = true, must_change_password = false, failed_attempts = 0, deleted_at = null
     where id = $1 and (not active or must_change_password or failed_attempts > 0 or deleted_at is not null)`,
    [user.id],
  );
  return { userId: user.id, userCreated: false, passwordReset: !works };
}
