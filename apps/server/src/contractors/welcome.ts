import { CONTRACTOR_CODES } from "@trilha/api/error-codes";
import { type FirstAccessMailDeps, issueFirstAccessLink, mailFirstAccess } from "../auth/first-access";
import { HttpError } from "../http/errors";
import { FIRST_ACCESS_PENDING } from "../users/users";

export const ALREADY_ACTIVATED = "O usuário master já acessou a plataforma.";
export const WELCOME_FAILED = "Não foi possível enviar o e-mail de boas-vindas. Tente novamente.";

export type WelcomeDeps = FirstAccessMailDeps;

/**
 * The master user's first-access e-mail (the existing `/login/minha-senha/{id}/{tokenPass}` flow): the
 * open links are spent and a new one issued in one transaction, the e-mail goes after it commits (the
 * outbox writes through its own connection). Refused once the user has a password.
 */
export async function sendWelcome(deps: WelcomeDeps, contractorId: number): Promise<string> {
  const { db, auth } = deps;
  const issued = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      user_id: number;
      name: string;
      email: string;
      entered: boolean;
    }>(
      `select u.id as user_id, u.name, u.email, not ${FIRST_ACCESS_PENDING} as entered
         from contractors c join users u on u.id = c.master_user_id where c.id = $1 for update of c`,
      [contractorId],
    );
    const user = rows[0];
    if (!user) throw new Error(`contractor ${contractorId} has no master user`);
    if (user.entered)
      throw new HttpError(409, ALREADY_ACTIVATED, { code: CONTRACTOR_CODES.ALREADY_ACTIVATED });
    const access = await issueFirstAccessLink(tx, auth, { id: user.user_id, email: user.email });
    const sent = await tx.query<{ welcome_sent_at: Date }>(
      "update contractors set welcome_sent_at = now() where id = $1 returning welcome_sent_at",
      [contractorId],
    );
    return { user, access, sentAt: sent.rows[0]!.welcome_sent_at };
  });
  const { user } = issued;
  await mailFirstAccess(deps, { id: user.user_id, name: user.name, email: user.email }, issued.access, {
    message: WELCOME_FAILED,
    code: CONTRACTOR_CODES.MAIL_FAILED,
    // The contractor shows no welcome sent.
    undo: () => db.query("update contractors set welcome_sent_at = null where id = $1", [contractorId]),
  });
  return issued.sentAt.toISOString();
}
