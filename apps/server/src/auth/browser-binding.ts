import type { FastifyReply, FastifyRequest } from "fastify";
import type { AuthConfig } from "./config";
import { readCookie, signInCookieHeader } from "./cookies";
import { newToken, sameHash, sha256 } from "./crypto";

/**
 * Login CSRF defence: a sign-in belongs to the browser that started it. POST /login and POST /sso/login
 * set this cookie (a random nonce; HttpOnly, SameSite=Lax so the identity provider's redirect back to
 * the callback still carries it, Path=/api/v1) and keep the nonce's hash with the sign-in. The steps a
 * browser reaches by navigation (the hand-off links, the SSO callback) and the landing code's exchange
 * refuse a browser that does not carry it, so a link made from someone else's sign-in cannot sign a
 * victim into that account. The cookie is cleared when the sign-in ends in a session.
 */
export const SIGN_IN_COOKIE = "trilha_signin";

/** As long as a sign-in may take: the SSO state's 10 minutes, then three steps of SIGN_IN_MINUTES each. */
function lifetimeSeconds(config: AuthConfig) {
  return (10 + 3 * config.signInMinutes) * 60;
}

/** A new binding: the nonce for the browser's cookie and the hash kept with the sign-in. */
export function newBrowserBinding() {
  const nonce = newToken();
  return { nonce, hash: sha256(nonce) };
}

/** Gives the browser the binding's nonce (once the sign-in it belongs to was accepted). */
export function bindBrowser(reply: FastifyReply, config: AuthConfig, binding: { nonce: string }) {
  reply.header(
    "set-cookie",
    signInCookieHeader(config, SIGN_IN_COOKIE, binding.nonce, lifetimeSeconds(config)),
  );
}

/** The sign-in is over (or was refused): the browser forgets the nonce. */
export function releaseBrowser(reply: FastifyReply, config: AuthConfig) {
  reply.header("set-cookie", signInCookieHeader(config, SIGN_IN_COOKIE, "", 0));
}

/** The hash of the nonce this request carries, or null. */
export function browserHashOf(request: FastifyRequest) {
  const nonce = readCookie(request, SIGN_IN_COOKIE);
  return nonce ? sha256(nonce) : null;
}

/** Whether the request comes from the browser `expected` (a kept hash) was bound to. */
export function sameBrowser(request: FastifyRequest, expected: string | null | undefined) {
  const carried = browserHashOf(request);
  return !!expected && !!carried && sameHash(carried, expected);
}
