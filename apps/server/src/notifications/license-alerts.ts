import type { Database } from "../db/database";
import type { Mailer, MailMessage } from "../mail/mailer";
import { escapeHtml } from "../mail/templates";
import { licenseExpired, licenseInForce } from "../providers/license-validity";
import { PLATFORM_TIME_ZONE } from "../time-zone";

/** A licence that expired more than this many days ago no longer alerts (it is history, not a warning). */
export const EXPIRED_GRACE_DAYS = 30;

export type LicenseAlertDeps = {
  db: Database;
  mailer: Mailer;
  /** The portal's origin, for the e-mail's links to the providers' pages. */
  publicUrl: string;
  log?: { warn(details: object, message: string): void; info(details: object, message: string): void };
};

export type LicenseAlertResult = {
  /** Notifications added by this pass. */
  created: number;
  /** Companies e-mailed by this pass (one e-mail each). */
  emailed: number;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Brasília's calendar day ("2026-05-14") and hour (0–23) at `at`. */
export function localClock(at: Date): { day: string; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: PLATFORM_TIME_ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/**
 * One day's licence alerts (issue 17). Idempotent, so a rerun of the day (a retried job, the test hook,
 * a second process) adds and sends nothing new:
 * 1. every active licence of an active provider whose alert date is `today` or earlier, not expired more
 *    than EXPIRED_GRACE_DAYS ago, gets one notification per alert date (the unique index decides);
 * 2. every company with notifications not yet e-mailed gets ONE e-mail listing them. The rows are
 *    claimed (emailed_at set) before sending, so two passes never send the same rows; a failed send
 *    gives them back and throws, and the job's retry sends them.
 */
export async function runLicenseAlerts(deps: LicenseAlertDeps, today: string): Promise<LicenseAlertResult> {
  if (!DAY.test(today)) throw new Error(`runLicenseAlerts: "${today}" is not a yyyy-MM-dd day.`);
  const { db } = deps;
  const inserted = await db.query<{ id: number }>(
    `insert into notifications (company_id, kind, license_id, alert_date, title, message)
     select l.company_id, 'license_alert', l.id, l.alert_date,
            left(case
                   when ${licenseExpired("l", "$1::date")} then case when n.named then 'Vencida: ' else 'Licença vencida: ' end
                   else case when n.named then 'A vencer: ' else 'Licença a vencer: ' end
                 end || l.name, 300),
            left(format('%s (nº %s) do prestador %s %s.',
              case when n.named then btrim(l.name) else 'A licença ' || l.name end,
              l.code, coalesce(nullif(pc.trading_name, ''), nullif(p.alias, ''), 'sem nome'),
              case
                when l.expiration is null then 'chegou à data de alerta (' || to_char(l.alert_date, 'DD/MM/YYYY') || ')'
                when ${licenseExpired("l", "$1::date")} then 'venceu em ' || to_char(l.expiration, 'DD/MM/YYYY')
                else 'vence em ' || to_char(l.expiration, 'DD/MM/YYYY')
              end), 1000)
       from provider_licenses l
       join providers p on p.id = l.provider_id and p.company_id = l.company_id
       join companies c on c.id = l.company_id
       left join provider_companies pc on pc.provider_id = p.id
       -- A name that already says what it is ('Licença de Operação (LO)', as the licence types are called)
       -- is not preceded by the word again: 'Licença a vencer: Licença de…', 'A licença Licença de…'. The
       -- letters spelled out: case-insensitive matching of Ç depends on the database's locale.
       cross join lateral (select l.name ~ '^[[:space:]]*[Ll][Ii][Cc][Ee][Nn][CcÇç][Aa]' as named) n
      where l.deleted_at is null and p.deleted_at is null
        and c.active and c.deleted_at is null and c.plan <> 'CANCELADO'
        and l.alert_date is not null and l.alert_date <= $1::date
        and ${licenseInForce("l", "$1::date - $2::int")}
     on conflict (license_id, alert_date) do nothing
     returning id`,
    [today, EXPIRED_GRACE_DAYS],
  );

  const { rows: pending } = await db.query<{ company_id: number }>(
    "select distinct company_id from notifications where emailed_at is null and kind = 'license_alert'",
  );
  let emailed = 0;
  for (const { company_id: companyId } of pending) {
    if (await emailCompany(deps, Number(companyId), today)) emailed += 1;
  }
  const created = inserted.rows.length;
  if (created > 0 || emailed > 0) deps.log?.info({ today, created, emailed }, "licence alerts");
  return { created, emailed };
}

/**
 * Who hears about a company's licences: the company's own e-mail (/perfil-empresa) when it has one, else
 * the company's first administrator still active there (its master user, in practice). One address, so one e-mail.
 */
async function recipientOf(db: Database, companyId: number) {
  const { rows } = await db.query<{ email: string | null; trading_name: string }>(
    `select coalesce(
              nullif(btrim(c.email), ''),
              (select u.email from user_companies uc join users u on u.id = uc.user_id
                where uc.company_id = c.id and uc.deleted_at is null and u.active and u.deleted_at is null
                order by (uc.role = 'admin') desc, uc.created_at, u.id limit 1)
            ) as email,
            c.trading_name
       from companies c where c.id = $1`,
    [companyId],
  );
  return rows[0] ?? null;
}

/** `today` tells an expired licence from one still to expire (the subject counts them apart). */
async function emailCompany(deps: LicenseAlertDeps, companyId: number, today: string): Promise<boolean> {
  const { db, mailer } = deps;
  const recipient = await recipientOf(db, companyId);
  if (!recipient?.email) {
    // Kept unsent: the next pass e-mails them once the company has an address.
    deps.log?.warn({ companyId }, "licence alerts: the company has no e-mail address");
    return false;
  }
  const { rows: claimed } = await db.query<{
    id: number;
    license_id: number;
    message: string;
    provider: string;
    expired: boolean;
  }>(
    `with claimed as (
       update notifications set emailed_at = now()
        where company_id = $1 and emailed_at is null and kind = 'license_alert'
        returning id, license_id, message, created_at
     )
     select c.id, c.license_id, c.message, p.uuid::text as provider, ${licenseExpired("l", "$2::date")} as expired
       from claimed c
       join provider_licenses l on l.id = c.license_id
       join providers p on p.id = l.provider_id
      order by c.created_at, c.id`,
    [companyId, today],
  );
  if (claimed.length === 0) return false;
  // One item per licence, as the control panel counts licences: a licence alerted twice before an e-mail
  // went out (its alert date moved while the company had no address, or a send failed) is listed once,
  // by its latest notification, and counted once in the subject.
  const latest = new Map<number, (typeof claimed)[number]>();
  for (const row of claimed) {
    latest.delete(row.license_id);
    latest.set(row.license_id, row);
  }
  try {
    await mailer.send(
      licenseAlertMail({
        to: recipient.email,
        company: recipient.trading_name,
        items: [...latest.values()].map((row) => ({
          message: row.message,
          expired: row.expired,
          link: `${deps.publicUrl}/prestadores/edicao/${row.provider}?secao=licencas`,
        })),
      }),
    );
  } catch (error) {
    await db.query("update notifications set emailed_at = null where id = any($1::int[])", [
      claimed.map((row) => row.id),
    ]);
    throw error;
  }
  return true;
}

/** The one e-mail of a company's day: each licence's message and a link to its provider's licences. */
export function licenseAlertMail(options: {
  to: string;
  company: string;
  items: { message: string; link: string; expired: boolean }[];
}): MailMessage {
  const count = options.items.length;
  const intro =
    count === 1
      ? "Uma licença de prestador chegou à data de alerta:"
      : `${count} licenças de prestadores chegaram à data de alerta:`;
  const outro =
    count === 1
      ? "Ela também aparece em Notificações, no topo da Trilha."
      : "Elas também aparecem em Notificações, no topo da Trilha.";
  const text = [
    `Olá, ${options.company}!`,
    "",
    intro,
    "",
    ...options.items.map((item) => `- ${item.message}\n  ${item.link}`),
    "",
    outro,
    "",
    "Equipe Trilha",
  ].join("\n");
  const list = options.items
    .map(
      (item) =>
        `<li>${escapeHtml(item.message)} <a href="${escapeHtml(item.link)}">Ver licenças do prestador</a></li>`,
    )
    .join("");
  const html = `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#222"><p>Olá, ${escapeHtml(options.company)}!</p><p>${escapeHtml(intro)}</p><ul>${list}</ul><p>${escapeHtml(outro)}</p><p>Equipe Trilha</p></body></html>`;
  return {
    to: options.to,
    subject: `Trilha - ${alertSubject(options.items)}`,
    text,
    html,
  };
}

/**
 * The e-mail's subject counts what the control panel counts: licences still to expire apart from the
 * ones already expired ("85 licenças a vencer e 11 vencidas"), so the two never disagree.
 */
export function alertSubject(items: readonly { expired: boolean }[]): string {
  const expired = items.filter((item) => item.expired).length;
  const expiring = items.length - expired;
  if (items.length === 1) return expired ? "Licença vencida" : "Licença a vencer";
  const count = (n: number) => n.toLocaleString("pt-BR");
  const toExpire = expiring === 1 ? "1 licença a vencer" : `${count(expiring)} licenças a vencer`;
  if (expired === 0) return toExpire;
  const gone = expired === 1 ? "vencida" : "vencidas";
  if (expiring === 0) return `${count(expired)} licenças ${gone}`;
  return `${toExpire} e ${count(expired)} ${gone}`;
}
