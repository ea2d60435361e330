import { beforeAll, describe, expect, it } from "vitest";
import { NOTIFICATIONS_SHOWN } from "../../src/notifications/routes";
import { call, providersApp, type Setup } from "../providers/support";
import { useTestDatabase } from "../support/database";
import { createCompanyRecords } from "../support/tenant-data";

describe("GET /notifications?before: the older pages of /notificacoes", () => {
  const database = useTestDatabase();
  let s: Setup;
  const TOTAL = 2 * NOTIFICATIONS_SHOWN + 7;

  beforeAll(async () => {
    s = await providersApp(database.db);
    const records = await createCompanyRecords(s.app, s.token, "556667770001");
    // TOTAL alerts of one licence, a minute apart: "Alerta 1" the oldest.
    await database.db.query(
      `insert into notifications (company_id, kind, license_id, alert_date, title, message, created_at)
       select l.company_id, 'license_alert', l.id, date '2026-01-01' + i, 'Alerta ' || i, 'Mensagem ' || i,
              timestamptz '2026-01-01 12:00' + make_interval(mins => i)
         from provider_licenses l, generate_series(1, $2::int) i where l.uuid = $1`,
      [records.license, TOTAL],
    );
  });

  it("walks every notification once, newest first, and says when none is left", async () => {
    const titles: string[] = [];
    let page = await call(s.app, "GET", "/notifications", s.token);
    const pages = [page.body];
    while (page.body.has_more) {
      const last = page.body.data.at(-1).uuid;
      page = await call(s.app, "GET", `/notifications?before=${last}`, s.token);
      expect(page.status).toBe(200);
      pages.push(page.body);
    }
    for (const body of pages) titles.push(...body.data.map((n: { title: string }) => n.title));
    expect(pages.map((body) => body.data.length)).toEqual([NOTIFICATIONS_SHOWN, NOTIFICATIONS_SHOWN, 7]);
    expect(titles).toEqual(Array.from({ length: TOTAL }, (_, i) => `Alerta ${TOTAL - i}`));
    expect(pages.every((body) => body.unread === TOTAL)).toBe(true);
  });

  it("answers another company's cursor, a missing one and a malformed one alike, with nothing in it", async () => {
    const own = await call(s.app, "GET", "/notifications", s.token);
    const theirs = await call(s.app, "GET", `/notifications?before=${own.body.data[0].uuid}`, s.otherToken);
    const missing = await call(
      s.app,
      "GET",
      "/notifications?before=00000000-0000-4000-8000-000000000000",
      s.otherToken,
    );
    const malformed = await call(s.app, "GET", "/notifications?before=123", s.otherToken);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(missing.body);
    expect(malformed.body).toEqual(missing.body);
    expect(theirs.body.message).toBe("Notificação não encontrada.");
  });
});
