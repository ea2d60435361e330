import { USER_CODES } from "@trilha/api/error-codes";
import type { FastifyReply, FastifyRequest } from "fastify";
import { limitCalls } from "../auth/attempts";
import type { Database } from "../db/database";

/**
 * Per-addressee limit on resending a first-access e-mail (the users list's Reenviar convite, a
 * contractor's master user's Reenviar e-mail de boas-vindas): an administrator, or a script with their
 * session, cannot fill anyone's mailbox with links. At most WELCOME_RESENDS_PER_WINDOW resends to one
 * e-mail address in WELCOME_RESEND_WINDOW_SECONDS, whichever route and company sent them, counted like
 * the sign-in failures and the lookups (auth_attempts, auth/attempts.ts). The e-mail sent when the user
 * or contractor is created is not counted.
 */
export const WELCOME_RESENDS_PER_WINDOW = 3;
export const WELCOME_RESEND_WINDOW_SECONDS = 60 * 60;

/** The 429's message: how many resends the hour allows and when the next one can go. */
export function welcomeThrottledMessage(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = minutes === 1 ? "1 minuto" : `${minutes} minutos`;
  return `O e-mail de primeiro acesso já foi reenviado ${WELCOME_RESENDS_PER_WINDOW} vezes para este endereço na última hora. Tente novamente em ${wait}.`;
}

/** Counts one resend to `email`, or answers 429 WELCOME_THROTTLED (Retry-After, RateLimit headers). */
export async function limitWelcomeResends(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
) {
  await limitCalls(db, request, reply, {
    kind: "welcome_resend",
    email,
    limit: WELCOME_RESENDS_PER_WINDOW,
    windowSeconds: WELCOME_RESEND_WINDOW_SECONDS,
    code: USER_CODES.WELCOME_THROTTLED,
    message: welcomeThrottledMessage,
  });
}
