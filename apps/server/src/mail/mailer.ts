import type { Database } from "../db/database";
import { loadOnce } from "../load-once";

export type MailMessage = { to: string; subject: string; text: string; html: string };

/** Where e-mail goes: SMTP in real deployments, the outbox table otherwise (read at /dev/outbox). */
export type Mailer = { readonly kind: "smtp" | "outbox"; send(message: MailMessage): Promise<void> };

export type OutboxMessage = MailMessage & { id: number; from: string; created_at: string };

export function createMailer(options: { smtpUrl: string | null; from: string; db: Database }): Mailer {
  const outbox = outboxMailer(options.db, options.from);
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options.from, outbox) : outbox;
}

/**
 * nodemailer over SMTP_URL. A message the relay refuses (or a relay that is down) is kept in the
 * outbox before the error goes up, so an operator can still find and resend it.
 */
export function smtpMailer(smtpUrl: string, from: string, fallback?: Mailer): Mailer {
  // nodemailer is loaded by the first message, not at the server's start (issue 12's cold start).
  const transportOf = loadOnce(() =>
    import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, socketTimeout: 20_000 }),
    ),
  );
  return {
    kind: "smtp",
    async send(message) {
      try {
        await (await transportOf()).sendMail({ from, ...message });
      } catch (error) {
        await fallback?.send(message);
        throw error;
      }
    },
  };
}

export function outboxMailer(db: Database, from: string): Mailer {
  return {
    kind: "outbox",
    async send(message) {
      await db.query(
        `insert into auth_outbox (sender, recipient, subject, body_text, body_html) values ($1, $2, $3, $4, $5)`,
        [from, message.to, message.subject, message.text, message.html],
      );
    },
  };
}

export async function listOutbox(db: Database, filter: { to?: string } = {}) {
  const { rows } = await db.query<OutboxMessage>(
    `select id, sender as "from", recipient as "to", subject, body_text as text, body_html as html,
            created_at
       from auth_outbox
      where ($1::text is null or lower(recipient) = lower($1))
      order by id desc
      limit 200`,
    [filter.to ?? null],
  );
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    created_at: new Date(row.created_at).toISOString(),
  }));
}
