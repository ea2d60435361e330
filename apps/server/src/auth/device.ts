import type { FastifyReply, FastifyRequest } from "fastify";
import type { AuthConfig } from "./config";
import { readCookie, signInCookieHeader } from "./cookies";
import { newToken, sameHash, sha256 } from "./crypto";

/**
 * The browser a sign-in comes from, for the "one live session per user" rule (spec 01 §8 erro 2: the
 * account in use on *another* device): a sign-in from the browser whose session is live replaces that
 * session, one from any other browser is refused while it is live.
 *
 * The browser is known by this cookie alone: a random id (32 bytes, base64url) made by the server at the
 * browser's first successful sign-in and renewed at each one; HttpOnly (no script reads it), SameSite=Lax
 * (the identity provider's redirect to the SSO callback still carries it), Path=/api/v1, Secure under an
 * https PUBLIC_URL, 400 days (the longest life browsers grant). Sessions keep its SHA-256. It names the
 * browser, not a person or a session: it stays after 'Sair' (a browser signed out has no live session
 * to replace) and alone it signs nobody in: it only lets a sign-in that passed every other check end
 * the same user's session of the same browser. No header or body field counts for it.
 */
export const DEVICE_COOKIE = "trilha_device";

/** 400 days in seconds: Chromium caps a cookie's life there (RFC 6265bis). */
const LIFETIME_SECONDS = 400 * 24 * 60 * 60;

/** What newToken() makes: anything else in the cookie is taken for no cookie. */
const DEVICE_ID = /^[\w-]{43}$/;

export type Device = { id: string; hash: string };

/** The device of the request's cookie, or a new one for a browser without it (or with a value not ours). */
export function deviceOf(request: FastifyRequest): Device {
  const id = readCookie(request, DEVICE_COOKIE);
  const kept = id && DEVICE_ID.test(id) ? id : newToken();
  return { id: kept, hash: sha256(kept) };
}

/** Gives the browser its device id (or renews it), once its sign-in was accepted. */
export function keepDevice(reply: FastifyReply, config: AuthConfig, device: Device) {
  reply.header("set-cookie", signInCookieHeader(config, DEVICE_COOKIE, device.id, LIFETIME_SECONDS));
}

/** Whether a session kept `kept` (its device hash) for this device; a session without one is nobody's. */
export function sameDevice(kept: string | null | undefined, device: Device) {
  return !!kept && sameHash(kept, device.hash);
}
