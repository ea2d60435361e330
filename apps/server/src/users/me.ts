import { AUTH_CODES, AUTH_MESSAGES } from "@trilha/api/auth-messages";
import { USER_CODES } from "@trilha/api/error-codes";
import { myPasswordLabels, myPasswordSchema, myProfileLabels, myProfileSchema } from "@trilha/forms/schemas";
import type { FastifyInstance } from "fastify";
import type { AuthConfig } from "../auth/config";
import { hashPassword, verifyPassword } from "../auth/crypto";
import { voidPasswordLinks } from "../auth/url-tokens";
import type { Database } from "../db/database";
import { parseWith } from "../http/body";
import { HttpError, ValidationError } from "../http/errors";
import { type AuthSession, sessionOf } from "../session/authenticate";
import { forgetSessions } from "../session/cache";

export const WRONG_PASSWORD = "A senha atual não confere.";
export const PASSWORD_CHANGED = "Senha alterada.";

async function profileOf(db: Database, session: AuthSession) {
  const { rows } = await db.query<{ uuid: string; name: string; email: string; last_login_at: Date | null }>(
    "select uuid::text as uuid, name, email, last_login_at from users where id = $1",
    [session.user.id],
  );
  const user = rows[0]!;
  return {
    uuid: user.uuid,
    name: user.name,
    email: user.email,
    role: session.role,
    company: { trading_name: session.company.trading_name },
    last_login_at: user.last_login_at?.toISOString() ?? null,
  };
}

/**
 * The signed-in user's own profile ("Editar Meu Perfil"): `GET /me`, `PUT /me` (the name; the e-mail is
 * the login name and stays) and `PUT /me/password` (the current password, then the password rules).
 * A wrong current password counts as a failed sign-in: past the lockout limit the change is refused as
 * the sign-in is, so a session left open cannot be used to guess the password.
 */
export function myProfileRoutes(
  app: FastifyInstance,
  { db, auth }: { db: Database; auth: Pick<AuthConfig, "lockoutAttempts"> },
) {
  app.get("/me", async (request) => profileOf(db, sessionOf(request)));

  app.put("/me", { config: { input: { body: myProfileSchema } } }, async (request) => {
    const session = sessionOf(request);
    const value = parseWith(myProfileSchema, myProfileLabels, request.body);
    // The name shows in each of the user's companies: their places there change version too, so an
    // Editar Usuário or Permissões opened before is refused as stale (412) instead of undoing the rename.
    await db.query(
      `with renamed as (
         update users set name = $2, updated_at = now() where id = $1 and name <> $2 returning id
       )
       update user_companies set updated_at = now() where user_id in (select id from renamed)`,
      [session.user.id, value.name.trim()],
    );
    // Sessions carry the user's name (the header shows it): the ones this process keeps read it again.
    forgetSessions();
    return profileOf(db, session);
  });

  app.put("/me/password", { config: { input: { body: myPasswordSchema } } }, async (request) => {
    const session = sessionOf(request);
    const value = parseWith(myPasswordSchema, myPasswordLabels, request.body);
    const { rows } = await db.query<{ password_hash: string | null; failed_attempts: number }>(
      "select password_hash, failed_attempts from users where id = $1",
      [session.user.id],
    );
    const user = rows[0]!;
    if (user.failed_attempts >= auth.lockoutAttempts)
      throw new HttpError(429, AUTH_MESSAGES.maxAttempts, { code: AUTH_CODES.maxAttempts });
    if (!(await verifyPassword(user.password_hash, value.passwordCurrent))) {
      await db.query("update users set failed_attempts = failed_attempts + 1 where id = $1", [
        session.user.id,
      ]);
      throw new ValidationError(
        { passwordCurrent: WRONG_PASSWORD },
        WRONG_PASSWORD,
        USER_CODES.WRONG_PASSWORD,
      );
    }
    const hash = await hashPassword(value.passwordNew);
    await db.transaction(async (tx) => {
      await tx.query(
        "update users set password_hash = $2, must_change_password = false, failed_attempts = 0 where id = $1",
        [session.user.id, hash],
      );
      await voidPasswordLinks(tx, session.user.id);
      // The user's other sessions (another browser, a forgotten computer) end; this one goes on.
      await tx.query(
        `update auth_sessions set ended_at = now(), end_reason = 'password_changed'
          where user_id = $1 and id <> $2 and ended_at is null`,
        [session.user.id, session.id],
      );
    });
    forgetSessions();
    return { message: PASSWORD_CHANGED };
  });
}
