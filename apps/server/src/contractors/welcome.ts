import { CONTRACTOR_CODES } from "@trilha/api/error-codes";
import type { AuthConfig } from "../auth/config";
import { issueUrlToken, voidPasswordLinks } from "../auth/url-tokens";
import type { Database } from "../db/database";
import { HttpError } from "../http/errors";
import type { Mailer } from "../mail/mailer";
import { firstAccessMail } from "../mail/templates";

export const ALREADY_ACTIVATED = "O usuário master já criou a sua senha.";
export const WELCOME_FAILED = "Não foi possível enviar o e-mail de boas-vindas. Tente novamente.";

export type WelcomeDeps = {
  db: Database;
  mailer: Mailer;
  auth: Pick<AuthConfig, "publicUrl" | "firstAccessLinkHours">;
  log?: { error(details: object, message: string): void };
};

/**
 * The master user's first-access e-mail (the existing `/login/minha-senha/{id}/{tokenPass}` flow): the
 * open links are spent and a new one issued in one transaction, the e-mail goes after it commits (the
 * outbox writes through its own connection). Refused once the user has a password.
 */
export async function sendWelcome(deps: WelcomeDeps, contractorId: number): Promise<string> {
  const { db, mailer, auth } = deps;
  const issued = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      user_id: number;
      name: string;
      email: string;
      password_hash: string | null;
    }>(
      `select u.id as user_id, u.name, u.email, u.password_hash
         from contractors c join users u on u.id = c.master_user_id where c.id = $1 for update of c`,
      [contractorId],
    );
    const user = rows[0];
    if (!user) throw new Error(`contractor ${contractorId} has no master user`);
    if (user.password_hash)
      throw new HttpError(409, ALREADY_ACTIVATED, { code: CONTRACTOR_CODES.ALREADY_ACTIVATED });
    await voidPasswordLinks(tx, user.user_id);
    const token = await issueUrlToken(tx, {
      kind: "first_access",
      userId: user.user_id,
      seconds: auth.firstAccessLinkHours * 3600,
    });
    const sent = await tx.query<{ welcome_sent_at: Date }>(
      "update contractors set welcome_sent_at = now() where id = $1 returning welcome_sent_at",
      [contractorId],
    );
    return { user, token, sentAt: sent.rows[0]!.welcome_sent_at };
  });
  const link = `${auth.publicUrl}/login/minha-senha/${issued.user.user_id}/${issued.token}`;
  try {
    await mailer.send(
      firstAccessMail({
        to: issued.user.email,
        name: issued.user.name,
        link,
        hours: auth.firstAccessLinkHours,
      }),
    );
  } catch (error) {
    deps.log?.error({ err: error }, "welcome e-mail not sent");
    // The link was never delivered: it is spent again and the contractor shows no welcome sent.
    await voidPasswordLinks(db, issued.user.user_id);
    await db.query("update contractors set welcome_sent_at = null where id = $1", [contractorId]);
    throw new HttpError(502, WELCOME_FAILED, {
      code: CONTRACTOR_CODES.MAIL_FAILED,
      data: { cause: String(error) },
    });
  }
  return issued.sentAt.toISOString();
}
