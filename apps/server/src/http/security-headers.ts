import { randomBytes } from "node:crypto";
import helmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";

/** hCaptcha's script, frames and calls (docs.hcaptcha.com, "Content Security Policy"). */
export const HCAPTCHA_HOSTS = ["https://hcaptcha.com", "https://*.hcaptcha.com"] as const;

const HSTS = "max-age=31536000; includeSubDomains";

/**
 * The Content-Security-Policy of every answer, HTML and API alike. No inline script anywhere: a page
 * that needs one (the expired hand-off page) asks for a per-response nonce with `inlineScriptNonce`.
 * Styles keep 'unsafe-inline': Radix's scroll lock (react-remove-scroll) and hCaptcha insert <style>
 * elements at run time, and the outbox shows e-mails whose HTML carries style attributes.
 */
export const CSP_DIRECTIVES = {
  "default-src": ["'self'"],
  "script-src": ["'self'", ...HCAPTCHA_HOSTS],
  "script-src-attr": ["'none'"],
  "style-src": ["'self'", "'unsafe-inline'", ...HCAPTCHA_HOSTS],
  "img-src": ["'self'", "data:", "blob:"],
  "font-src": ["'self'", "data:"],
  "connect-src": ["'self'", ...HCAPTCHA_HOSTS],
  "frame-src": [...HCAPTCHA_HOSTS],
  "worker-src": ["'self'", "blob:"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
} as const;

/**
 * Browser hardening for the whole server (issue 10, finding 6): CSP, X-Frame-Options DENY, nosniff,
 * Referrer-Policy, and HSTS only for requests that arrived over TLS — PUBLIC_URL is https, or a proxy
 * trusted by TRUST_PROXY says X-Forwarded-Proto: https (Fastify's `request.protocol` believes it then).
 * Register on the root instance before any route.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { publicUrl, frameSources = [] }: { publicUrl: string; frameSources?: readonly string[] },
) {
  // Pages the portal embeds (the legislation report) are allowed as frames by their origin only.
  const frames = frameSources.map((url) => new URL(url).origin);
  const headers = await helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(
        Object.entries(CSP_DIRECTIVES).map(([name, values]) => [
          name,
          name === "frame-src" ? [...values, ...frames] : [...values],
        ]),
      ),
    },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Below, per request: helmet's own would send it over plain HTTP too.
    strictTransportSecurity: false,
  });

  const alwaysTls = new URL(publicUrl).protocol === "https:";
  app.addHook("onRequest", (request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    if (alwaysTls || request.protocol === "https") reply.header("strict-transport-security", HSTS);
    done();
  });
}

/**
 * The headers helmet sends with `options`, read once from a throwaway instance. They do not depend on
 * the request, and @fastify/helmet builds helmet's middleware again on every request (parsing the
 * policy each time), which was a measurable part of a list call's time.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string][]> {
  const probe = Fastify();
  await probe.register(helmet, options);
  let headers: [string, string][] = [];
  probe.get("/", async (_request, reply) => {
    headers = Object.entries(reply.raw.getHeaders()).map(([name, value]) => [name, String(value)]);
    return "";
  });
  await probe.inject({ url: "/" });
  await probe.close();
  if (!headers.some(([name]) => name === "content-security-policy")) {
    throw new Error("helmet set no Content-Security-Policy: the security headers could not be read.");
  }
  return headers;
}

/**
 * Allows one inline <script nonce="..."> in this answer only: adds a fresh nonce to the response's
 * script-src (the rest of the policy unchanged) and returns it for the page to put on its script tag.
 */
export function inlineScriptNonce(reply: FastifyReply): string {
  const nonce = randomBytes(16).toString("base64");
  const current = reply.raw.getHeader("content-security-policy");
  if (typeof current === "string") {
    reply.raw.setHeader(
      "content-security-policy",
      current.replace(
        /(^|;)\s*script-src ([^;]*)/,
        (_, start: string, values: string) => `${start}script-src ${values} 'nonce-${nonce}'`,
      ),
    );
  }
  return nonce;
}
