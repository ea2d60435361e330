import type { FastifyReply, FastifyRequest } from "fastify";
import type { AuthConfig } from "./config";
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

function cookie(config: AuthConfig, value: string, maxAge: number) {
  const secure = config.publicUrl.startsWith("https:") ? "; Secure" : "";
  return `${SIGN_IN_COOKIE}=${value}; Max-Age=${maxAge}; Path=/api/v1; HttpOnly; SameSite=Lax${secure}`;
}

/** A new binding: the nonce for the browser's cookie and the hash kept with the sign-in. */
export function newBrowserBinding() {
  const nonce = newToken();
  return { nonce, hash: sha256(nonce) };
}

/** Gives the browser the binding's nonce (once the sign-in it belongs to was accepted). */
export function bindBrowser(reply: FastifyReply, config: AuthConfig, binding: { nonce: string }) {
  reply.header("set-cookie", cookie(config, binding.nonce, lifetimeSeconds(config)));
}

/** The sign-in is over (or was refused): the browser forgets the nonce. */
export function releaseBrowser(reply: FastifyReply, config: AuthConfig) {
  reply.header("set-cookie", cookie(config, "", 0));
}

/** The hash of the nonce this request carries, or null. */
export function browserHashOf(request: FastifyRequest) {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === SIGN_IN_COOKIE && value.length > 0) {
      const nonce = value.join("=");
      return nonce ? sha256(nonce) : null;
    }
  }
  return null;
}

/** Whether the request comes from the browser `expected` (a kept hash) was bound to. */
export function sameBrowser(request: FastifyRequest, expected: string | null | undefined) {
  const carried = browserHashOf(request);
  return !!expected && !!carried && sameHash(carried, expected);
}
