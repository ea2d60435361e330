import type { Database } from "../db/database";
import { HttpError } from "../http/errors";
import type { Mailer } from "../mail/mailer";
import { firstAccessMail, ssoAccessMail } from "../mail/templates";
import { isSsoEmail } from "../sso/domains";
import type { AuthConfig } from "./config";
import { issueUrlToken, voidPasswordLinks } from "./url-tokens";

/** What a new user's welcome e-mail leads to: the page that creates their password, or the SSO sign-in. */
export type FirstAccess = { link: string; sso: boolean };

/**
 * A new first-access link for a user without a password (a contractor's master user, a user a company
 * added): the links still open are spent and one is issued, in the caller's transaction. The e-mail
 * (`mailFirstAccess`) goes after the commit; if it fails, the caller spends the links again. A user whose
 * e-mail domain signs in through a company's identity provider gets no password link (their company
 * refuses Trilha passwords, as the reset does): the e-mail leads to the SSO sign-in instead.
 */
export async function issueFirstAccessLink(
  tx: Database,
  auth: Pick<AuthConfig, "publicUrl" | "firstAccessLinkHours">,
  user: { id: number; email: string },
): Promise<FirstAccess> {
  await voidPasswordLinks(tx, user.id);
  if (await isSsoEmail(tx, user.email)) return { link: `${auth.publicUrl}/login-sso`, sso: true };
  const token = await issueUrlToken(tx, {
    kind: "first_access",
    userId: user.id,
    seconds: auth.firstAccessLinkHours * 3600,
  });
  return { link: `${auth.publicUrl}/login/minha-senha/${user.id}/${token}`, sso: false };
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
  access: FirstAccess,
  failure: { message: string; code: string; undo?: () => Promise<unknown> },
) {
  const to = { to: user.email, name: user.name, link: access.link };
  try {
    await deps.mailer.send(
      access.sso ? ssoAccessMail(to) : firstAccessMail({ ...to, hours: deps.auth.firstAccessLinkHours }),
    );
  } catch (error) {
    deps.log?.error({ err: error }, "first-access e-mail not sent");
    await voidPasswordLinks(deps.db, user.id);
    await failure.undo?.();
    throw new HttpError(502, failure.message, { code: failure.code, data: { cause: String(error) } });
  }
}
