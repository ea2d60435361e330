import type { Database } from "../db/database";
import { HttpError } from "../http/errors";
import type { Mailer } from "../mail/mailer";
import { firstAccessMail } from "../mail/templates";
import type { AuthConfig } from "./config";
import { issueUrlToken, voidPasswordLinks } from "./url-tokens";

/**
 * A new first-access link for a user without a password (a contractor's master user, a user a company
 * added): the links still open are spent and one is issued, in the caller's transaction. The e-mail
 * (`firstAccessMail`) goes after the commit; if it fails, the caller spends the links again.
 */
export async function issueFirstAccessLink(
  tx: Database,
  auth: Pick<AuthConfig, "publicUrl" | "firstAccessLinkHours">,
  userId: number,
): Promise<string> {
  await voidPasswordLinks(tx, userId);
  const token = await issueUrlToken(tx, {
    kind: "first_access",
    userId,
    seconds: auth.firstAccessLinkHours * 3600,
  });
  return `${auth.publicUrl}/login/minha-senha/${userId}/${token}`;
}

export type FirstAccessMailDeps = {
  db: Database;
  mailer: Mailer;
  auth: Pick<AuthConfig, "publicUrl" | "firstAccessLinkHours">;
  log?: { error(details: object, message: string): void };
};

/**
 * E-mails the link `issueFirstAccessLink` gave, once its transaction committed. If the e-mail cannot go,
 * the link (never delivered) is spent again, `undo` reverts the caller's bookkeeping, and the call
 * answers 502 with `failure`'s message and code.
 */
export async function mailFirstAccess(
  deps: FirstAccessMailDeps,
  user: { id: number; name: string; email: string },
  link: string,
  failure: { message: string; code: string; undo?: () => Promise<unknown> },
) {
  try {
    await deps.mailer.send(
      firstAccessMail({ to: user.email, name: user.name, link, hours: deps.auth.firstAccessLinkHours }),
    );
  } catch (error) {
    deps.log?.error({ err: error }, "first-access e-mail not sent");
    await voidPasswordLinks(deps.db, user.id);
    await failure.undo?.();
    throw new HttpError(502, failure.message, { code: failure.code, data: { cause: String(error) } });
  }
}
