import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dashboardFigures } from "../../src/dashboards/figures";
import type { Database } from "../../src/db/database";
import type { Mailer, MailMessage } from "../../src/mail/mailer";
import {
  alertSubject,
  LICENSE_ALERTS_QUEUE,
  licenseAlertsHandler,
  runLicenseAlerts,
  scheduleLicenseAlerts,
} from "../../src/notifications";
import { licenseAlertMail, localClock } from "../../src/notifications/license-alerts";
import { call, providersApp, type Setup } from "../providers/support";
import { useTestDatabase } from "../support/database";
import { drivenWorker } from "../support/jobs";

const TODAY = "2026-05-14";
const PUBLIC_URL = "http://portal.test";

/** A mailer that keeps what it is given, or refuses everything. */
function mailbox(failing = false): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    kind: "outbox",
    sent,
    async send(message) {
      if (failing) throw new Error("relay down");
      sent.push(message);
    },
  };
}

/** A provider of the company (inactive when asked) and a licence maker for it, straight in SQL. */
/** The notifications written for these licences: a lookup by licence. */
async function notificationsOf(db: Database, licenses: { id: number }[]) {
  const { rows } = await db.query<{ license_id: number; title: string; message: string }>(
    "select license_id, title, message from notifications where license_id = any($1::int[])",
    [licenses.map((license) => license.id)],
  );
  return (license: { id: number }) => rows.find((row) => row.license_id === license.id);
}

async function providerOf(db: Database, companyId: number, alias: string, active = true) {
  const one = async (sql: string, params: unknown[]) =>
    (await db.query<{ id: number; uuid: string }>(`${sql} returning id, uuid::text as uuid`, params))
      .rows[0]!;
  const provider = await one("insert into providers (company_id, alias, deleted_at) values ($1, $2, $3)", [
    companyId,
    alias,
    active ? null : new Date(),
  ]);
  const file = await one(
    `insert into stored_files (company_id, storage_key, display_name, content_type, size)
     values ($1, $2, 'lo.pdf', 'application/pdf', 1)`,
    [companyId, `alerts/${alias}`],
  );
  const license = (name: string, alert: string | null, expiration: string | null, deleted = false) =>
    one(
      `insert into provider_licenses (provider_id, company_id, license_type_id, name, code, emission, expiration,
         alert_date, file_id, deleted_at)
       values ($1, $2, (select min(id) from license_types), $3, '4455', '2025-01-01', $4, $5, $6, $7)`,
      [provider.id, companyId, name, expiration, alert, file.id, deleted ? new Date() : null],
    );
  return { uuid: provider.uuid, license };
}

describe("licence alerts: the daily pass and the header's notifications", () => {
  const database = useTestDatabase();
  let s: Setup;
  let companyA = 0;
  let companyB = 0;

  beforeAll(async () => {
    s = await providersApp(database.db);
    companyA = (await call(s.app, "GET", "/session", s.token)).body.company.id;
    companyB = (await call(s.app, "GET", "/session", s.otherToken)).body.company.id;
  }, 60_000);
  afterAll(() => s.app.close());

  it("notifies each due licence once, e-mails each company once, and scopes the read routes", async () => {
    const { db } = database;
    await db.query("update companies set email = 'licencas@reciclanorte.com.br' where id = $1", [companyA]);
    await db.query("update companies set email = null where id = $1", [companyB]);
    const a = await providerOf(db, companyA, "Coleta Azul");
    await a.license("LO Cetesb", "2026-05-10", "2026-06-30"); // due
    await a.license("LO futura", "2026-05-20", "2026-08-30"); // alert date not yet
    await a.license("LO inativa", "2026-05-01", "2026-06-30", true); // inactive licence
    await a.license("LO antiga", "2025-12-01", "2026-01-01"); // expired long ago
    await a.license("LO sem data", null, "2026-05-20"); // no alert date
    const inactive = await providerOf(db, companyA, "Prestador inativo", false);
    await inactive.license("LO do inativo", "2026-05-01", "2026-06-30");
    const b = await providerOf(db, companyB, "Transporte B");
    await b.license("LO da B", "2026-05-14", null);

    const mail = mailbox();
    const deps = { db, mailer: mail, publicUrl: PUBLIC_URL };
    expect(await runLicenseAlerts(deps, TODAY)).toEqual({ created: 2, emailed: 2 });
    expect(mail.sent).toHaveLength(2);
    const toA = mail.sent.find((m) => m.text.includes("Coleta Azul"));
    const toB = mail.sent.find((m) => m.text.includes("Transporte B"));
    expect(toA?.to).toBe("licencas@reciclanorte.com.br");
    expect(toA?.subject).toBe("Trilha - Licença a vencer");
    expect(toA?.text).toContain(
      "A licença LO Cetesb (nº 4455) do prestador Coleta Azul vence em 30/06/2026.",
    );
    expect(toA?.text).toContain(`${PUBLIC_URL}/prestadores/edicao/${a.uuid}?secao=licencas`);
    expect(toA?.text).not.toContain("LO da B");
    // B has no e-mail of its own: its first user hears of it.
    const firstUserOfB = await db.query<{ email: string }>(
      `select u.email from user_companies uc join users u on u.id = uc.user_id
        where uc.company_id = $1 order by uc.created_at, u.id limit 1`,
      [companyB],
    );
    expect(toB?.to).toBe(firstUserOfB.rows[0]!.email);
    expect(toB?.text).toContain("chegou à data de alerta (14/05/2026)");

    // The same day again (a retried job, a second process): nothing new, nothing sent.
    expect(await runLicenseAlerts(deps, TODAY)).toEqual({ created: 0, emailed: 0 });
    expect(mail.sent).toHaveLength(2);

    // A relay that fails gives the rows back; the next pass sends them in one e-mail.
    await a.license("LO nova", "2026-05-14", "2026-09-01");
    await expect(runLicenseAlerts({ ...deps, mailer: mailbox(true) }, TODAY)).rejects.toThrow("relay down");
    expect(await runLicenseAlerts(deps, TODAY)).toEqual({ created: 0, emailed: 1 });
    expect(mail.sent.at(-1)?.text).toContain("LO nova");
    expect(mail.sent.at(-1)?.text).not.toContain("LO Cetesb");

    // The header's list: A's own, newest first, with the provider to link to.
    const listA = await call(s.app, "GET", "/notifications", s.token);
    expect(listA.status).toBe(200);
    expect(listA.body.unread).toBe(2);
    expect(listA.body.data.map((n: { title: string }) => n.title)).toEqual([
      "Licença a vencer: LO nova",
      "Licença a vencer: LO Cetesb",
    ]);
    expect(listA.body.data[0]).toMatchObject({ kind: "license_alert", read_at: null, uuid_provider: a.uuid });
    const listB = await call(s.app, "GET", "/notifications", s.otherToken);
    expect(listB.body.data.map((n: { title: string }) => n.title)).toEqual(["Licença a vencer: LO da B"]);

    // Another company's id, a malformed one: 404 alike, and nothing marked.
    const ofB = listB.body.data[0].uuid;
    expect((await call(s.app, "POST", `/notifications/${ofB}/read`, s.token, {})).status).toBe(404);
    expect((await call(s.app, "POST", "/notifications/123/read", s.token, {})).status).toBe(404);
    const read = await call(s.app, "POST", `/notifications/${listA.body.data[0].uuid}/read`, s.token, {});
    expect(read.body).toEqual({ unread: 1 });
    expect((await call(s.app, "POST", "/notifications/read-all", s.token, {})).body).toEqual({ unread: 0 });
    expect((await call(s.app, "GET", "/notifications", s.otherToken)).body.unread).toBe(1);

    // The poll is not the user's activity: it leaves the session's last_seen_at alone.
    await db.query(
      `update auth_sessions set last_seen_at = now() - interval '5 minutes'
        where ended_at is null and user_id = (select id from users where email = 'restrito@trilha.com.br')`,
    );
    const seen = () =>
      db.query<{ at: Date }>(
        `select max(last_seen_at) as at from auth_sessions
          where ended_at is null and user_id = (select id from users where email = 'restrito@trilha.com.br')`,
      );
    const before = (await seen()).rows[0]!.at.getTime();
    expect((await call(s.app, "GET", "/notifications", s.token)).status).toBe(200);
    expect((await seen()).rows[0]!.at.getTime()).toBe(before);
  });

  it("enqueues the day's job once, from the configured hour, and its worker runs the pass", async () => {
    const { db } = database;
    const settings = { hour: 7 };
    // 06:00 in Brasília (UTC-3) on a fresh database: the day before never had its pass, which is due at
    // once; then nothing until 07:00, when the day's own is.
    expect(await scheduleLicenseAlerts(db, settings, new Date("2026-05-15T09:00:00Z"))).toBe(true);
    expect(await scheduleLicenseAlerts(db, settings, new Date("2026-05-15T09:30:00Z"))).toBe(false);
    expect(await scheduleLicenseAlerts(db, settings, new Date("2026-05-15T11:00:00Z"))).toBe(true);
    expect(await scheduleLicenseAlerts(db, settings, new Date("2026-05-15T11:10:00Z"))).toBe(false);

    const mail = mailbox();
    const worker = drivenWorker(db, {
      [LICENSE_ALERTS_QUEUE]: licenseAlertsHandler({ db, mailer: mail, publicUrl: PUBLIC_URL }),
    });
    expect(await worker.runOnce()).toBe(true);
    expect(await worker.runOnce()).toBe(true);
    expect(await worker.runOnce()).toBe(false);
    const jobs = await db.query<{ status: string; payload: { day: string } }>(
      "select status, payload from jobs where queue = $1 order by key",
      [LICENSE_ALERTS_QUEUE],
    );
    expect(jobs.rows).toEqual([
      { status: "done", payload: { day: "2026-05-14" } },
      { status: "done", payload: { day: "2026-05-15" } },
    ]);
    // Before the hour of the next day, the day before (this one) has had its pass: nothing is due.
    expect(await scheduleLicenseAlerts(db, settings, new Date("2026-05-16T09:00:00Z"))).toBe(false);
    // A finished day is not asked again, later that day or by another process.
    expect(await scheduleLicenseAlerts(db, settings, new Date("2026-05-15T20:00:00Z"))).toBe(false);
    await worker.stop();
  });

  it("titles a licence that already expired 'Licença vencida', one still to expire 'Licença a vencer', and the e-mail's subject counts them apart", async () => {
    const { db } = database;
    const day = "2026-12-01";
    const provider = await providerOf(db, companyA, "Coleta Vencida");
    const expired = await provider.license("LO vencida", "2026-11-10", "2026-11-18");
    const expiring = await provider.license("LO vencendo", "2026-11-25", "2026-12-20");
    const mail = mailbox();
    await runLicenseAlerts({ db, mailer: mail, publicUrl: PUBLIC_URL }, day);
    // The subject counts them apart, as the control panel does ('vencidas não contam').
    expect(mail.sent.map((m) => m.subject)).toEqual(["Trilha - 1 licença a vencer e 1 vencida"]);
    const of = await notificationsOf(db, [expired, expiring]);
    expect(of(expired)).toMatchObject({
      title: "Licença vencida: LO vencida",
      message: expect.stringContaining("venceu em 18/11/2026"),
    });
    expect(of(expiring)).toMatchObject({
      title: "Licença a vencer: LO vencendo",
      message: expect.stringContaining("vence em 20/12/2026"),
    });
  });

  it("does not say 'Licença' twice for a licence whose name already says it (the licence types' names)", async () => {
    const { db } = database;
    const day = "2026-12-01";
    const provider = await providerOf(db, companyA, "Coleta Nomeada");
    const expiring = await provider.license("Licença de Operação (LO)", "2026-11-25", "2026-12-20");
    const expired = await provider.license("LICENÇA PRÉVIA 12", "2026-11-10", "2026-11-18");
    await runLicenseAlerts({ db, mailer: mailbox(), publicUrl: PUBLIC_URL }, day);
    const of = await notificationsOf(db, [expired, expiring]);
    expect(of(expiring)).toMatchObject({
      title: "A vencer: Licença de Operação (LO)",
      message: "Licença de Operação (LO) (nº 4455) do prestador Coleta Nomeada vence em 20/12/2026.",
    });
    expect(of(expired)).toMatchObject({
      title: "Vencida: LICENÇA PRÉVIA 12",
      message: "LICENÇA PRÉVIA 12 (nº 4455) do prestador Coleta Nomeada venceu em 18/11/2026.",
    });
  });

  it("counts expired licences as the control panel does: one licence alerted twice before its e-mail is one", async () => {
    const { db } = database;
    // Brasília's today, the panel's; the days around it.
    const today = localClock(new Date()).day;
    const day = (offset: number) => {
      const at = new Date(`${today}T12:00:00Z`);
      at.setUTCDate(at.getUTCDate() + offset);
      return at.toISOString().slice(0, 10);
    };
    await db.query("update companies set email = 'licencas@transporte-b.com.br' where id = $1", [companyB]);
    const provider = await providerOf(db, companyB, "Coleta Renovada");
    const renewed = await provider.license("LO renovada", day(-12), day(-2));
    await provider.license("LO vigente", day(-1), day(10));
    // Alerted five days ago, when the relay was down: the notification waits for the next e-mail.
    const deps = { db, mailer: mailbox(), publicUrl: PUBLIC_URL };
    await expect(runLicenseAlerts({ ...deps, mailer: mailbox(true) }, day(-5))).rejects.toThrow("relay down");
    // Its alert date moved meanwhile: today's pass writes a second notification of the same licence.
    await db.query("update provider_licenses set alert_date = $2 where id = $1", [renewed.id, day(-4)]);
    expect(await runLicenseAlerts(deps, today)).toEqual({ created: 2, emailed: 1 });

    const figures = await dashboardFigures(db, companyB);
    expect(figures.licenses_by_expiry.expired).toBe(1);
    // One licence expired, one still to expire, as the panel counts them; listed once each.
    expect(deps.mailer.sent.map((m) => m.subject)).toEqual(["Trilha - 1 licença a vencer e 1 vencida"]);
    const text = deps.mailer.sent[0]!.text;
    expect(text).toContain("2 licenças de prestadores chegaram à data de alerta:");
    expect(text.match(/LO renovada/g)).toHaveLength(1);
    expect(text).toContain(`LO renovada (nº 4455) do prestador Coleta Renovada venceu em`);
  });

  it("speaks of one licence in the singular, of several in the plural, in the e-mail", () => {
    const item = {
      message: "A licença LO (nº 1) do prestador X vence em 20/12/2026.",
      link: "l",
      expired: false,
    };
    const one = licenseAlertMail({ to: "a@b.c", company: "Recicla", items: [item] });
    expect(one.text).toContain("Uma licença de prestador chegou à data de alerta:");
    expect(one.text).toContain("Ela também aparece em Notificações, no topo da Trilha.");
    expect(one.html).toContain("Ela também aparece em Notificações");
    const two = licenseAlertMail({ to: "a@b.c", company: "Recicla", items: [item, item] });
    expect(two.text).toContain("Elas também aparecem em Notificações, no topo da Trilha.");
  });

  it("counts the subject's licences apart: still to expire, then expired", () => {
    const items = (expiring: number, expired: number) => [
      ...Array.from({ length: expiring }, () => ({ expired: false })),
      ...Array.from({ length: expired }, () => ({ expired: true })),
    ];
    expect(alertSubject(items(1, 0))).toBe("Licença a vencer");
    expect(alertSubject(items(0, 1))).toBe("Licença vencida");
    expect(alertSubject(items(85, 0))).toBe("85 licenças a vencer");
    expect(alertSubject(items(0, 3))).toBe("3 licenças vencidas");
    expect(alertSubject(items(85, 11))).toBe("85 licenças a vencer e 11 vencidas");
    expect(alertSubject(items(1, 1))).toBe("1 licença a vencer e 1 vencida");
    expect(alertSubject(items(1200, 2))).toBe("1.200 licenças a vencer e 2 vencidas");
  });
});
