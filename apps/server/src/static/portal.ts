import { existsSync } from "node:fs";
import { join, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import { COMMON_CODES } from "@trilha/api/error-codes";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { errorBody, STATUS_MESSAGES } from "../http/error-handler";

export const PORTAL_NOT_BUILT =
  "Trilha: the portal is not built yet. Run `pnpm build:product` (or `pnpm start`) from the repository root, then reload.";

/**
 * Serves the built portal and answers the not-found case for the whole server: unknown `/api` paths get
 * JSON, page navigations get the SPA's index.html so the portal's router draws the route (or NotFound).
 */
export async function servePortal(app: FastifyInstance, { portalDist }: { portalDist: string }) {
  const built = existsSync(join(portalDist, "index.html"));

  if (built) {
    await app.register(fastifyStatic, {
      root: portalDist,
      // The portal's build writes `.br` and `.gz` beside its assets (apps/portal/vite.config.ts): they
      // are sent as they are with Content-Encoding and Vary: Accept-Encoding, never compressed per request.
      preCompressed: true,
      // Source maps carry the whole source: never served, even if a build left some in the folder.
      allowedPath: (pathName) => !/\.map$/i.test(pathName),
      // Vite fingerprints everything under assets/: cache it for good; the rest must be revalidated.
      setHeaders(reply, path) {
        const fingerprinted = path.startsWith(join(portalDist, "assets") + sep);
        reply.header("cache-control", fingerprinted ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  } else {
    app.log.warn({ portalDist }, "portal not built: pages answer a plain message");
  }

  // Page addresses the static files refuse with a bare 403 (@fastify/static fails closed on '//' and '.'
  // segments, and on a path too long to check): a link mangled by a mail client or typed by hand would
  // leave the user on a JSON error. Redirected to their one spelling, or answered with the portal.
  app.addHook("onRequest", async (request, reply) => {
    const [path = "/", query] = splitUrl(request.url);
    if (path === "/api" || path.startsWith("/api/") || !isPageNavigation(request, path)) return;
    const canonical = canonicalPath(path);
    if (canonical !== path) {
      // Only a path of this host: never one a browser could read as another host's (a backslash).
      if (!SAFE_PATH.test(canonical)) return;
      return reply.redirect(query === undefined ? canonical : `${canonical}?${query}`, 308);
    }
    if (built && path.split("/").some((segment) => segment.length > FILE_NAME_MAX)) {
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    }
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    if (path === "/api" || path.startsWith("/api/")) return notFound(reply);
    if (!isPageNavigation(request, path)) return notFound(reply);
    if (!built) return reply.type("text/plain; charset=utf-8").send(PORTAL_NOT_BUILT);
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });
}

/** No file name is longer (NAME_MAX): a segment past it can only be a page's parameter. */
const FILE_NAME_MAX = 255;
/** A redirect target: one leading slash, then the characters a path may carry unescaped. */
const SAFE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~%!$&'()*+,;=:@/]*$/;

function splitUrl(url: string): [string, string | undefined] {
  const at = url.indexOf("?");
  return at < 0 ? [url, undefined] : [url.slice(0, at), url.slice(at + 1)];
}

/** Doubled slashes collapsed and '.' segments dropped ('..' is left to the static files' refusal). */
function canonicalPath(path: string): string {
  const collapsed = path.replace(/\/{2,}/g, "/").replace(/\/\.(?=\/|$)/g, "");
  return collapsed === "" ? "/" : collapsed;
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send(errorBody(COMMON_CODES.NOT_FOUND, STATUS_MESSAGES[404]!));
}

// A missing script or image (a path with an extension) must stay a 404: answering it with HTML would
// turn a broken link into a confusing parse error in the browser.
function isPageNavigation(request: FastifyRequest, path: string): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const last = path.slice(path.lastIndexOf("/") + 1);
  if (last.includes(".")) return false;
  const accept = request.headers.accept;
  return !accept || accept.includes("text/html") || accept.includes("*/*");
}
