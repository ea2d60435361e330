import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database";
import { isUuid, notFound } from "../resources";
import { sessionOf } from "../session/authenticate";

/** How many notifications the header lists (the latest). */
export const NOTIFICATIONS_SHOWN = 50;
const NOT_FOUND_MESSAGE = "Notificação não encontrada.";

type Row = {
  uuid: string;
  kind: string;
  title: string;
  message: string;
  created_at: Date;
  read_at: Date | null;
  uuid_provider: string | null;
  uuid_license: string | null;
};

const unreadCount = async (db: Database, companyId: number) =>
  Number(
    (
      await db.query<{ unread: number }>(
        "select count(*)::int as unread from notifications where company_id = $1 and read_at is null",
        [companyId],
      )
    ).rows[0]?.unread ?? 0,
  );

/**
 * The header's Notificações (issue 17), the session's company only:
 * - GET /notifications: `{ data, unread, has_more }`, the latest 50, how many of all are unread, and
 *   whether older ones exist; `?before=<uuid>` answers the 50 that come after that notification
 *   (/notificacoes' "Carregar mais"). Polled by the portal, so it does not count as the session's
 *   activity (`passiveSession`): an open tab alone must not keep an idle session alive.
 * - POST /notifications/:id/read and POST /notifications/read-all: `{ unread }`; another company's id,
 *   a missing one and a malformed one answer 404 alike.
 */
export function notificationRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get<{ Querystring: { before?: string } }>(
    "/notifications",
    { config: { passiveSession: true } },
    async (request) => {
      const { company } = sessionOf(request);
      const params: unknown[] = [company.id];
      let after = "";
      const before = request.query.before;
      if (before !== undefined && before !== "") {
        // Another company's notification and a missing one are the same unknown cursor.
        if (!isUuid(before)) throw notFound(NOT_FOUND_MESSAGE);
        const { rows } = await db.query<{ created_at: Date; id: number }>(
          "select created_at, id from notifications where uuid = $1 and company_id = $2",
          [before, company.id],
        );
        if (!rows[0]) throw notFound(NOT_FOUND_MESSAGE);
        params.push(rows[0].created_at, rows[0].id);
        after = "and (n.created_at, n.id) < ($2, $3)";
      }
      // One more than shown says whether older ones exist.
      const { rows } = await db.query<Row>(
        `select n.uuid::text as uuid, n.kind, n.title, n.message, n.created_at, n.read_at,
                p.uuid::text as uuid_provider, l.uuid::text as uuid_license
           from notifications n
           left join provider_licenses l on l.id = n.license_id and l.company_id = n.company_id
           left join providers p on p.id = l.provider_id and p.company_id = n.company_id
          where n.company_id = $1 ${after}
          order by n.created_at desc, n.id desc
          limit ${NOTIFICATIONS_SHOWN + 1}`,
        params,
      );
      return {
        data: rows.slice(0, NOTIFICATIONS_SHOWN).map((row) => ({
          ...row,
          created_at: row.created_at.toISOString(),
          read_at: row.read_at?.toISOString() ?? null,
        })),
        unread: await unreadCount(db, company.id),
        has_more: rows.length > NOTIFICATIONS_SHOWN,
      };
    },
  );

  app.post<{ Params: { id: string } }>("/notifications/:id/read", async (request) => {
    const { company } = sessionOf(request);
    const { id } = request.params;
    if (!isUuid(id)) throw notFound(NOT_FOUND_MESSAGE);
    const { rows } = await db.query(
      `update notifications set read_at = coalesce(read_at, now())
        where uuid = $1 and company_id = $2 returning id`,
      [id, company.id],
    );
    if (rows.length === 0) throw notFound(NOT_FOUND_MESSAGE);
    return { unread: await unreadCount(db, company.id) };
  });

  app.post("/notifications/read-all", async (request) => {
    const { company } = sessionOf(request);
    await db.query("update notifications set read_at = now() where company_id = $1 and read_at is null", [
      company.id,
    ]);
    return { unread: 0 };
  });
}
