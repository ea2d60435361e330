import nodemailer from "nodemailer";
import type { Sql } from "../auth/sql";

export type MailMessage = { to: string; subject: string; text: string; html: string };

/** Where e-mail goes: SMTP in real deployments, the outbox table otherwise (read at /dev/outbox). */
export type Mailer = { readonly kind: "smtp" | "outbox"; send(message: MailMessage): Promise<void> };

export type OutboxMessage = MailMessage & { id: number; from: string; created_at: string };

export function createMailer(options: { smtpUrl: string | null; from: string; db: Sql }): Mailer {
  if (options.smtpUrl) return smtpMailer(options.smtpUrl, options.from);
  return outboxMailer(options.db, options.from);
}

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: "smtp",
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

export function outboxMailer(db: Sql, from: string): Mailer {
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

export async function listOutbox(db: Sql, filter: { to?: string } = {}) {
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
