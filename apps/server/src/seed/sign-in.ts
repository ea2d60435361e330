import { readAuthConfig } from "../auth/config";
import { hashPassword, verifyPassword } from "../auth/crypto";
import { issueUrlToken } from "../auth/url-tokens";
import type { Database } from "../db/database";
import { createMailer, type Mailer } from "../mail/mailer";
import { firstAccessMail } from "../mail/templates";
import { SEED_COMPANIES, SEED_MODULES, type SeedUser, SIGN_IN_USERS, SSO_DOMAIN } from "./sign-in-users";

export { SIGN_IN_PASSWORD, SIGN_IN_USERS, SSO_DOMAIN, WEAK_PASSWORD } from "./sign-in-users";

/**
 * Demo data for every sign-in branch (see sign-in-users.ts), idempotent like seedDemo: rows are keyed
 * by CNPJ, module name and e-mail, and each user is put back to its printed password and state on
 * every run, so the printed list never lies. The SSO company's identity provider keeps issuer and
 * client empty: they come from SSO_ISSUER / SSO_CLIENT_ID / SSO_CLIENT_SECRET at run time.
 */
export async function seedSignIn(
  db: Database,
  options: { publicUrl?: string; mailer?: Mailer; env?: Record<string, string | undefined> } = {},
) {
  const config = readAuthConfig(options.env ?? process.env, { publicUrl: options.publicUrl });
  const mailer = options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db });
  const firstAccess: { email: string; id: number; token: string }[] = [];

  await db.transaction(async (tx) => {
    const companies = new Map<string, number>();
    for (const [index, company] of SEED_COMPANIES.entries()) {
      const { rows } = await tx.query<{ id: number }>(
        `insert into companies (trading_name, company_name, cnpj, plan) values ($1, $2, $3, $4)
         on conflict (cnpj) do update set trading_name = excluded.trading_name,
           company_name = excluded.company_name, plan = excluded.plan, active = true, deleted_at = null
         returning id`,
        [company.tradingName, company.companyName, cnpj(71_000_000 + index), company.plan],
      );
      companies.set(company.key, rows[0]!.id);
    }

    const modules = new Map<string, number>();
    for (const module of SEED_MODULES) {
      const { rows } = await tx.query<{ id: number }>(
        `insert into modules (nome_comercial, email) values ($1, $2)
         on conflict (nome_comercial) do update set email = excluded.email, active = true, deleted_at = null
         returning id`,
        [module.nomeComercial, module.email],
      );
      modules.set(module.key, rows[0]!.id);
    }

    for (const [moduleKey, moduleId] of modules) {
      const offered = new Set(
        SIGN_IN_USERS.flatMap((u) => (u.modules.some((m) => m.module === moduleKey) ? u.companies : [])),
      );
      for (const key of offered)
        await tx.query(
          `insert into module_companies (module_id, company_id) values ($1, $2) on conflict do nothing`,
          [moduleId, companies.get(key)],
        );
    }

    await tx.query(
      `insert into auth_identity_providers (company_id, kind, domain)
       select $1, 'azure', $2 where not exists
         (select 1 from auth_identity_providers where lower(domain) = $2 and kind = 'azure')`,
      [companies.get("sso"), SSO_DOMAIN],
    );

    const hashes = await passwordHashes(tx, SIGN_IN_USERS);
    for (const user of SIGN_IN_USERS) {
      const { id, created } = await upsertUser(tx, user, hashes.get(user.email) ?? null);
      await tx.query(`delete from user_modules where user_id = $1`, [id]);
      for (const link of user.modules)
        await tx.query(`insert into user_modules (user_id, module_id, usuario_id) values ($1, $2, $3)`, [
          id,
          modules.get(link.module),
          link.usuarioId ?? null,
        ]);
      await tx.query(`delete from user_companies where user_id = $1`, [id]);
      for (const key of user.companies)
        await tx.query(`insert into user_companies (user_id, company_id) values ($1, $2)`, [
          id,
          companies.get(key),
        ]);
      if (created && user.password === null && !user.email.endsWith(`@${SSO_DOMAIN}`)) {
        const token = await issueUrlToken(tx, {
          kind: "first_access",
          userId: id,
          seconds: config.firstAccessLinkHours * 3600,
        });
        firstAccess.push({ email: user.email, id, token });
      }
    }
  });

  // After the commit: the e-mails point at rows that now exist. A relay that is down must not stop
  // the server from starting: the SMTP mailer has kept the message in the outbox already.
  let unsent = 0;
  for (const link of firstAccess) {
    const user = SIGN_IN_USERS.find((u) => u.email === link.email)!;
    await mailer
      .send(
        firstAccessMail({
          to: user.email,
          name: user.name,
          link: `${config.publicUrl}/login/minha-senha/${link.id}/${link.token}`,
          hours: config.firstAccessLinkHours,
        }),
      )
      .catch(() => {
        unsent++;
      });
  }
  return { users: SIGN_IN_USERS.length, firstAccessMails: firstAccess.length, unsent };
}

/**
 * Each seeded user's password hash (null without a password): the stored one while it still verifies,
 * else a new one. Worked out for every user at once: argon2 (about 40 ms a user) runs on the thread
 * pool, on both cores, instead of one user after another within the seed's transaction.
 */
async function passwordHashes(tx: Database, users: readonly SeedUser[]): Promise<Map<string, string | null>> {
  const { rows } = await tx.query<{ email: string; password_hash: string | null }>(
    `select lower(email) as email, password_hash from users where lower(email) = any($1::text[])`,
    [users.map((user) => user.email.toLowerCase())],
  );
  const stored = new Map(rows.map((row) => [row.email, row.password_hash]));
  const hashes = await Promise.all(
    users.map(async (user) => {
      if (!user.password) return null;
      const existing = stored.get(user.email.toLowerCase());
      // A stored value that is no hash at all reads as a wrong password (a new hash), not as a failed start.
      const keeps = existing ? await verifyPassword(existing, user.password) : false;
      return keeps ? existing! : await hashPassword(user.password);
    }),
  );
  return new Map(users.map((user, index) => [user.email, hashes[index] ?? null]));
}

/** Creates or updates one seeded user with `hash` (passwordHashes); a user without a password keeps its own. */
async function upsertUser(tx: Database, user: SeedUser, hash: string | null) {
  const { rows } = await tx.query<{ id: number; password_hash: string | null }>(
    `select id, password_hash from users where lower(email) = lower($1)`,
    [user.email],
  );
  const existing = rows[0];
  const state = [user.active ?? true, user.contractorActive ?? null];
  if (!existing) {
    const created = await tx.query<{ id: number }>(
      `insert into users (name, email, password_hash, active, contractor_active) values ($1, $2, $3, $4, $5)
       returning id`,
      [user.name, user.email, hash, ...state],
    );
    return { id: created.rows[0]!.id, created: true };
  }
  await tx.query(
    `update users set name = $2, password_hash = $3, active = $4, contractor_active = $5,
            must_change_password = false, failed_attempts = 0, deleted_at = null
      where id = $1`,
    [existing.id, user.name, user.password ? hash : existing.password_hash, ...state],
  );
  return { id: existing.id, created: false };
}

/** A CNPJ with valid check digits from a sequence number (demo data must pass the app's checks). */
export function cnpj(sequence: number) {
  const base = `${String(sequence).padStart(8, "0").slice(-8)}0001`;
  const digit = (digits: string) => {
    const weights =
      digits.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const sum = [...digits].reduce((total, d, i) => total + Number(d) * weights[i]!, 0);
    const rest = sum % 11;
    return rest < 2 ? "0" : String(11 - rest);
  };
  const first = base + digit(base);
  return first + digit(first);
}
