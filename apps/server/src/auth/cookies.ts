import { parse, serialize } from "cookie";
import type { FastifyRequest } from "fastify";
import type { AuthConfig } from "./config";

/** The value of the request's cookie `name` (the first one when a browser sends several), or null. */
export function readCookie(request: FastifyRequest, name: string) {
  const value = parse(request.headers.cookie ?? "")[name];
  return value ? value : null;
}

/**
 * A Set-Cookie value for the sign-in's cookies: HttpOnly (no script reads them), SameSite=Lax (the
 * identity provider's redirect back to the SSO callback still carries them), Path=/api/v1, Secure under
 * an https PUBLIC_URL; `maxAgeSeconds` 0 clears the cookie.
 */
export function signInCookieHeader(config: AuthConfig, name: string, value: string, maxAgeSeconds: number) {
  const secure = config.publicUrl.startsWith("https:") ? "; Secure" : "";
  return `${serialize(name, value, { maxAge: maxAgeSeconds, path: "/api/v1", httpOnly: true, sameSite: "lax" })}${secure}`;
}
