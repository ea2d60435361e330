// The company's users (user menu: "Gerenciar Usuarios", "Gerenciar Permissoes") on the resource kit. The
// record is the user's place in the company (user_companies, migration 0060): its access profile, its
// inactivation (the user loses this company, not the others) and its history; the person's name,
// e-mail and account (closed everywhere when inactive, so the place is listed inactive too) live in
// users. Creating one writes the user (no password: the first-access e-mail creates it) and binds it to
// the modules its administrator reaches the company through, so the sign-in's choice steps find it.
import { USER_CODES } from "@trilha/api/error-codes";
import {
  type UserUpdateValues,
  type UserValues,
  userLabels,
  userSchema,
  userUpdateSchema,
} from "@trilha/forms/schemas";
import { HttpError, ValidationError } from "../http/errors";
import { defineResource, type WriteContext } from "../resources";
import { forgetSessions } from "../session/cache";

export const USER_NOT_FOUND = "Usuário não encontrado.";
export const EMAIL_TAKEN = "Já existe um usuário com o e-mail informado.";
export const SELF_INACTIVATION = "Você não pode inativar o seu próprio usuário.";
export const SELF_ROLE = "Você não pode alterar o seu próprio perfil de acesso.";
export const SHARED_NAME =
  "Este usuário também acessa outras empresas: só ele pode alterar o próprio nome, em Editar Meu Perfil.";
export const SHARED_ACCOUNT =
  "A conta deste usuário está inativa e ele também acessa outras empresas: somente a administração da plataforma pode reativá-la.";

/**
 * The person's account is closed everywhere (users.active false, the account deleted, or flagged as an
 * inactive contractor's, 'Prestador inativo…'): the sign-in refuses them whatever their places say, so
 * the place is listed inactive too (`inactiveSince`). The account keeps no date of its own: its last
 * edit stands for it.
 */
const ACCOUNT_INACTIVE = "(not u.active or u.deleted_at is not null or u.contractor_active is false)";

/**
 * Whether the person `u` still waits for their first access: no password, and never signed in (an SSO
 * user has no password either). The users list's "pending", a contractor's `first_access_pending`, the
 * welcome e-mail's resend and the master e-mail's lock all read this one rule.
 */
export const FIRST_ACCESS_PENDING = "(u.password_hash is null and u.last_login_at is null)";

/** A user inactivated in a company: its sessions there end with this reason. */
export const REMOVED = "removed";

const selfChange = (message: string) => new HttpError(409, message, { code: USER_CODES.SELF_CHANGE });

async function createUser(value: UserValues, { tx, scope }: WriteContext) {
  const email = value.email.trim();
  const { rows: taken } = await tx.query("select 1 from users where lower(email) = lower($1)", [email]);
  if (taken[0]) throw new ValidationError({ email: EMAIL_TAKEN });
  const { rows } = await tx.query<{ id: number }>(
    "insert into users (name, email) values ($1, $2) returning id",
    [value.name.trim(), email],
  );
  const userId = rows[0]!.id;
  // The modules through which the administrator who adds them reaches this company: the new user
  // signs in through the same choice steps (a module that hands off to another application is not
  // given to whom the administrator did not give it).
  await tx.query(
    `insert into user_modules (user_id, module_id)
     select $1, um.module_id from user_modules um
       join module_companies mc on mc.module_id = um.module_id and mc.company_id = $2
      where um.user_id = $3
     on conflict do nothing`,
    [userId, scope.companyId, scope.userId],
  );
  return { user_id: userId, role: value.role };
}

async function updateUser(value: UserUpdateValues, { tx, scope, current }: WriteContext) {
  const userId = Number(current!.user_id);
  if (userId === scope.userId && value.role !== current!.role) throw selfChange(SELF_ROLE);
  await renameUser(tx, { userId, companyId: scope.companyId, by: scope.userId, name: value.name });
  return { user_id: userId, role: value.role };
}

/**
 * Writes a person's name from one company's screens (its users; a contractor's master user, from the
 * contractor's edit). The name is the person's, shown in every company they enter: one company renames
 * only its own, and a person who also enters another is renamed by themself alone (Editar Meu Perfil),
 * else 409 SHARED_USER, SHARED_NAME. The same name is no change.
 */
export async function renameUser(
  tx: WriteContext["tx"],
  { userId, companyId, by, name }: { userId: number; companyId: number; by: number; name: string },
) {
  const trimmed = name.trim();
  const { rows } = await tx.query<{ name: string; shared: boolean }>(
    `select name, exists (
              select 1 from user_companies where user_id = u.id and company_id <> $2
            ) as shared
       from users u where id = $1`,
    [userId, companyId],
  );
  if (!rows[0] || rows[0].name === trimmed) return;
  if (rows[0].shared && userId !== by)
    throw new HttpError(409, SHARED_NAME, { code: USER_CODES.SHARED_USER });
  await tx.query("update users set name = $2, updated_at = now() where id = $1", [userId, trimmed]);
}

/**
 * A company's administrator may reopen a closed account only where it opens this company alone: an
 * account with an active place in another company would open that one too, which is not theirs to
 * decide (as a shared person's name is not, SHARED_NAME).
 */
async function refuseSharedAccount(id: number, tx: WriteContext["tx"], companyId: number) {
  const { rows } = await tx.query<{ shared: boolean }>(
    `select exists (
              select 1 from user_companies o
               where o.user_id = r.user_id and o.company_id <> r.company_id and o.deleted_at is null
            ) as shared
       from user_companies r join users u on u.id = r.user_id
      where r.id = $1 and r.company_id = $2 and ${ACCOUNT_INACTIVE}`,
    [id, companyId],
  );
  if (rows[0]?.shared) throw new HttpError(409, SHARED_ACCOUNT, { code: USER_CODES.SHARED_USER });
}

/**
 * `onCreated(uuid)` sends the new user's first-access e-mail once the record is committed; it answers
 * when it went (null if it could not: the list's "Reenviar convite" sends it again).
 */
export function usersResource(onCreated: (uuid: string) => Promise<string | null>) {
  return defineResource<UserValues, UserUpdateValues>({
    name: "user",
    path: "users",
    table: "user_companies",
    scope: "company",
    idKey: "uuid_user",
    // user_id is written on create and kept on update; the JSON never shows it (shape).
    columns: ["user_id", "role"],
    schema: { create: userSchema, update: userUpdateSchema },
    labels: userLabels,
    join: "join users u on u.id = r.user_id",
    select: [
      "u.name",
      "u.email",
      // SSO users have no password either: one who signed in is not waiting for the e-mail's link.
      `${FIRST_ACCESS_PENDING} as pending`,
      "u.last_login_at",
      // The person also has a place in another company: their name is theirs alone (renameUser), so
      // Editar Usuário shows it read-only instead of refusing it only on Salvar.
      "exists (select 1 from user_companies o where o.user_id = r.user_id and o.company_id <> r.company_id) as shared",
    ].join(", "),
    inactiveSince: `coalesce(r.deleted_at, u.deleted_at, case when ${ACCOUNT_INACTIVE} then u.updated_at end)`,
    search: ["u.name", "u.email"],
    sort: { fields: { name: "u.name", email: "u.email", role: "r.role" }, default: "name" },
    messages: { notFound: USER_NOT_FOUND },
    resolve: (value, context) =>
      context.current
        ? updateUser(value as UserUpdateValues, context)
        : createUser(value as UserValues, context),
    shape: ({ user_id, ...json }, _row, scope) => ({ ...json, is_self: user_id === scope?.userId }),
    snapshot: (row) => ({ name: row.name, email: row.email, role: row.role }),
    duplicate: () => EMAIL_TAKEN,
    async beforeStateChange(id, action, { tx, scope }) {
      if (action === "reactivation") return refuseSharedAccount(id, tx, scope.companyId);
      const { rows } = await tx.query<{ user_id: number }>(
        "select user_id from user_companies where id = $1 and company_id = $2",
        [id, scope.companyId],
      );
      const userId = rows[0]?.user_id;
      if (userId === scope.userId) throw selfChange(SELF_INACTIVATION);
      // Signed in to this company: out at once (their sessions in other companies go on).
      await tx.query(
        `update auth_sessions set ended_at = now(), end_reason = $3
          where user_id = $1 and company_id = $2 and ended_at is null`,
        [userId, scope.companyId, REMOVED],
      );
    },
    // Reactivating the place of a closed account opens the account too (refuseSharedAccount allowed it).
    async afterStateChange(id, action, { tx, scope }) {
      if (action !== "reactivation") return;
      await tx.query(
        `update users u set active = true, deleted_at = null,
                contractor_active = case when u.contractor_active is false then true else u.contractor_active end
           from user_companies r
          where r.id = $1 and r.company_id = $2 and u.id = r.user_id and ${ACCOUNT_INACTIVE}`,
        [id, scope.companyId],
      );
    },
    // Sessions carry the user's profile in the company (and the name): cached ones are read again.
    afterCommit: forgetSessions,
    created: async (json) => ({ ...json, welcome_sent_at: await onCreated(String(json.uuid_user)) }),
  });
}
