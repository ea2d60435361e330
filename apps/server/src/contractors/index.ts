import type { FastifyInstance } from "fastify";
import type { AuthConfig } from "../auth/config";
import type { Database } from "../db/database";
import type { Mailer } from "../mail/mailer";
import { findOwned, resourceRoutes, scoped, scopeOf } from "../resources";
import type { FileStorage } from "../storage/storage";
import { limitWelcomeResends } from "../users/welcome-throttle";
import { CONTRACTOR_NOT_FOUND, contractorsResource, createdRange } from "./contractors";
import { sendWelcome } from "./welcome";

export { planModules } from "./contractors";

export type ContractorsDeps = {
  db: Database;
  storage: FileStorage;
  mailer: Mailer;
  auth: Pick<AuthConfig, "publicUrl" | "firstAccessLinkHours">;
};

/**
 * Contractors (issue 14) on the resource kit, plus the domain's own routes: the indicators and the
 * master user's welcome e-mail resend. Scoped "company-or-adm" (ADM-plan users manage every one).
 */
export function contractorsModule(app: FastifyInstance, given: ContractorsDeps) {
  const deps = { ...given, log: app.log };
  const { db } = deps;
  const resource = contractorsResource(async (uuid) => {
    const { rows } = await db.query<{ id: number }>("select id from contractors where uuid = $1", [uuid]);
    try {
      return await sendWelcome(deps, rows[0]!.id);
    } catch {
      // Logged by sendWelcome; the contractor stays and the edit page's resend sends it.
      return null;
    }
  });

  /** GET /contractors/indicators: active and inactive contractors (in the creation range when given). */
  app.get("/contractors/indicators", async (request) => {
    const { params, where } = scoped(scopeOf(request, resource.scope));
    where.push(...createdRange(request.query as Record<string, string | undefined>, params));
    const { rows } = await db.query<{ active: number; inactive: number }>(
      `select count(*) filter (where r.deleted_at is null)::int as active,
              count(*) filter (where r.deleted_at is not null)::int as inactive
         from contractors r where ${where.join(" and ")}`,
      params.values,
    );
    return rows[0] ?? { active: 0, inactive: 0 };
  });

  /** POST /contractors/{id}/master-user/welcome: a new first-access link (the previous one is spent). */
  app.post<{ Params: { id: string } }>("/contractors/:id/master-user/welcome", async (request, reply) => {
    const scope = scopeOf(request, resource.scope);
    const owned = await findOwned(
      db,
      scope,
      { table: "contractors", message: CONTRACTOR_NOT_FOUND },
      request.params.id,
    );
    const master = await db.query<{ email: string }>(
      "select u.email from contractors c join users u on u.id = c.master_user_id where c.id = $1",
      [owned.id],
    );
    if (master.rows[0]) await limitWelcomeResends(db, request, reply, master.rows[0].email);
    return { welcome_sent_at: await sendWelcome(deps, owned.id) };
  });

  resourceRoutes(app, resource, deps);
}
