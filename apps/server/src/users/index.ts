import { RESOURCE_CODES, USER_CODES } from "@trilha/api/error-codes";
import type { FastifyInstance } from "fastify";
import type { AuthConfig } from "../auth/config";
import type { Database } from "../db/database";
import { HttpError } from "../http/errors";
import type { Mailer } from "../mail/mailer";
import { findOwned, resourceRoutes, scopeOf } from "../resources";
import { requireCompanyAdmin } from "../session/require-admin";
import { myProfileRoutes } from "./me";
import { USER_NOT_FOUND, usersResource } from "./users";
import { sendUserWelcome } from "./welcome";
import { limitWelcomeResends } from "./welcome-throttle";

export const INACTIVE_WELCOME = "O usuário está inativo. Reative-o para reenviar o convite.";

export const ADMIN_ONLY = "Apenas administradores da empresa podem gerenciar usuários e permissões.";

export type UsersDeps = {
  db: Database;
  mailer: Mailer;
  auth: Pick<AuthConfig, "publicUrl" | "firstAccessLinkHours" | "lockoutAttempts">;
};

/** Every /users call is an administrator's (the session's profile in its company). */
const requireAdmin = requireCompanyAdmin(ADMIN_ONLY, USER_CODES.ADMIN_ONLY);

/**
 * The company's users on the resource kit, their first-access e-mail resend, for administrators only;
 * and every user's own profile (/me). Registered as a plugin: the administrators' guard is this
 * plugin's hook, after the back office's session guard. See docs/api/users.md.
 */
export async function usersModule(app: FastifyInstance, given: UsersDeps) {
  const deps = { ...given, log: app.log };
  const { db } = deps;
  myProfileRoutes(app, deps);

  await app.register(async (admin) => {
    admin.addHook("preHandler", requireAdmin);
    const resource = usersResource(async (uuid) => {
      const { rows } = await db.query<{ user_id: number }>(
        "select user_id from user_companies where uuid = $1",
        [uuid],
      );
      try {
        return await sendUserWelcome(deps, rows[0]!.user_id);
      } catch {
        // Logged by mailFirstAccess; the user stays and the list's resend sends it.
        return null;
      }
    });

    /** POST /users/{id}/welcome: a new first-access link (the previous one is spent). */
    admin.post<{ Params: { id: string } }>("/users/:id/welcome", async (request, reply) => {
      const owned = await findOwned(
        db,
        scopeOf(request),
        { table: "user_companies", message: USER_NOT_FOUND },
        request.params.id,
      );
      const { rows } = await db.query<{ user_id: number; email: string; closed: boolean }>(
        "select r.user_id, u.email, (not u.active or u.deleted_at is not null) as closed from user_companies r join users u on u.id = r.user_id where r.id = $1",
        [owned.id],
      );
      // An inactive user's link would create a password for a sign-in that is refused.
      if (owned.deleted_at || rows[0]!.closed)
        throw new HttpError(409, INACTIVE_WELCOME, { code: RESOURCE_CODES.INACTIVE });
      await limitWelcomeResends(db, request, reply, rows[0]!.email);
      return { welcome_sent_at: await sendUserWelcome(deps, rows[0]!.user_id) };
    });

    resourceRoutes(admin, resource, deps);
  });
}
