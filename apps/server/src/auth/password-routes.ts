import { AUTH_CODES, AUTH_MESSAGES } from "@trilha/api/auth-messages";
import type { FastifyInstance } from "fastify";
import { HttpError } from "../http/errors";
import { forgetSessions } from "../session/cache";
import { endAllSessions } from "../session/sessions";
import { recordAttempt, resetRequestsFromIpLastHour, resetRequestsLastHour } from "./attempts";
import { hashPassword } from "./crypto";
import { quiet, type SignInKit } from "./kit";
import { consumeUrlToken, peekUrlToken, voidPasswordLinks } from "./url-tokens";
import { findUserByEmail } from "./users";
import { bodies, parseBody } from "./validation";

const tokenExpired = () => new HttpError(401, AUTH_MESSAGES.tokenExpired, { code: AUTH_CODES.tokenExpired });

/** Passwords: the reset request, the link check and setting a new password (reset or first access). */
export function passwordRoutes(app: FastifyInstance, kit: SignInKit) {
  const { db, config, sso, sendReset, requireCaptcha } = kit;

  app.post("/users/password/remember", async (request) => {
    const body = parseBody(bodies.resetRequest, request.body);
    await requireCaptcha(request, body);
    const email = body.email.trim();
    if (await sso.isSsoDomain(email))
      throw new HttpError(409, AUTH_MESSAGES.resetSsoCompany, { code: AUTH_CODES.resetSsoCompany });
    // Per address, and per client across addresses (one client must not mail every user it can name).
    if (
      (await resetRequestsLastHour(db, email)) >= config.resetRequestsPerHour ||
      (await resetRequestsFromIpLastHour(db, request.ip)) >= config.resetRequestsPerIpPerHour
    )
      throw new HttpError(429, AUTH_MESSAGES.resetTooMany, { code: AUTH_CODES.resetTooMany });
    await recordAttempt(db, { kind: "reset", email, ip: request.ip, success: true });
    const user = await findUserByEmail(db, email);
    if (user?.active) await sendReset(request, user);
    // Same answer whether or not the address is registered.
    return { message: "If the e-mail is registered, a reset link is on its way." };
  });

  app.get<{ Querystring: { id?: string; token?: string } }>(
    "/users/password/check",
    quiet,
    async (request) => {
      const { id, token } = request.query;
      const link = token ? await peekUrlToken(db, token, ["reset", "first_access"]) : null;
      if (!link || String(link.user_id) !== String(id)) throw tokenExpired();
      return { valid: true, kind: link.kind };
    },
  );

  app.post("/users/password", async (request) => {
    const body = parseBody(bodies.passwordChange, request.body);
    const hash = await hashPassword(body.passwordNew);
    await db.transaction(async (tx) => {
      const link = await consumeUrlToken(tx, body.token, ["reset", "first_access"]);
      if (!link || String(link.user_id) !== String(body.id)) throw tokenExpired();
      await tx.query(
        `update users set password_hash = $2, must_change_password = false, failed_attempts = 0 where id = $1`,
        [link.user_id, hash],
      );
      await voidPasswordLinks(tx, link.user_id);
      await endAllSessions(tx, link.user_id, "password_changed");
    });
    // Again once committed: a session check that ran during the transaction read the live row.
    forgetSessions();
    return { message: "Password changed." };
  });
}
