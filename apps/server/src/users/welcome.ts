import { USER_CODES } from "@trilha/api/error-codes";
import { type FirstAccessMailDeps, issueFirstAccessLink, mailFirstAccess } from "../auth/first-access";
import { HttpError } from "../http/errors";

export const USER_ALREADY_ACTIVATED = "O usuário já acessou a plataforma.";
export const USER_WELCOME_FAILED = "Não foi possível enviar o e-mail de primeiro acesso. Tente novamente.";

/**
 * The first-access e-mail of a company's user (`/login/minha-senha/{id}/{tokenPass}`, the contractors'
 * master user's flow): a new link in one transaction, the e-mail after it commits. Refused once the
 * user has a password. Answers when it was sent.
 */
export async function sendUserWelcome(deps: FirstAccessMailDeps, userId: number): Promise<string> {
  const user = await deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ name: string; email: string; password_hash: string | null }>(
      "select name, email, password_hash from users where id = $1 for update",
      [userId],
    );
    const found = rows[0]!;
    if (found.password_hash)
      throw new HttpError(409, USER_ALREADY_ACTIVATED, { code: USER_CODES.ALREADY_ACTIVATED });
    return {
      id: userId,
      name: found.name,
      email: found.email,
      access: await issueFirstAccessLink(tx, deps.auth, { id: userId, email: found.email }),
    };
  });
  await mailFirstAccess(deps, user, user.access, {
    message: USER_WELCOME_FAILED,
    code: USER_CODES.MAIL_FAILED,
  });
  return new Date().toISOString();
}
