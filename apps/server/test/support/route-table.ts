import type { FastifyInstance, RouteOptions } from "fastify";
import type { Struct } from "superstruct";

/**
 * The server's route table, collected from the real app through Fastify's `onRoute` hook, so the
 * generated tests (test/generated) cover a route added later without new test code.
 *
 * `buildApp` creates its Fastify instance itself and registers every route before it returns, so the
 * hook has to be on the instance from its first line: a test file wraps the `fastify` factory with
 * `recordingFastify` (vi.mock, see test/generated/*.test.ts) and reads the table with `routesOf(app)`.
 */

/**
 * Optional route convention read by the generated fuzz tests: a route may say which @trilha/forms
 * structs its body and query are checked with, and whether its body is multipart, e.g.
 * `app.post("/things", { config: { input: { body: thingSchema, multipart: true } } }, handler)`.
 * Routes that do not say get generic bodies and queries (and the hints in test/support/fuzz.ts).
 */
export type RouteInput = {
  // biome-ignore lint/suspicious/noExplicitAny: any superstruct struct
  body?: Struct<any, any>;
  // biome-ignore lint/suspicious/noExplicitAny: any superstruct struct
  query?: Struct<any, any>;
  multipart?: boolean;
};

export type Route = {
  method: string;
  /** Full path as registered, prefix included ("/api/v1/providers/:id"). */
  url: string;
  /** Path parameter names in order (":id", ":uuid", "*"). */
  params: string[];
  input?: RouteInput;
};

const tables = new WeakMap<object, Route[]>();

type FastifyFactory = (...args: never[]) => FastifyInstance;

/** Wraps the `fastify` module so every instance records its routes from the start. */
export function recordingFastify<M extends { default: unknown }>(actual: M): M {
  const original = actual.default as FastifyFactory;
  const factory = ((...args: never[]) => {
    const app = original(...args);
    const routes: Route[] = [];
    tables.set(app, routes);
    app.addHook("onRoute", (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const input = (route.config as { input?: RouteInput } | undefined)?.input;
      for (const method of methods) {
        routes.push({
          method: String(method).toUpperCase(),
          url: route.url,
          params: paramsOf(route.url),
          input,
        });
      }
    });
    return app;
  }) as FastifyFactory;
  return { ...actual, default: factory, fastify: factory };
}

export function paramsOf(url: string): string[] {
  const params = [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
  return url.endsWith("*") ? [...params, "*"] : params;
}

/**
 * Every route of the app, one entry per method, HEAD left out (Fastify derives it from GET), sorted.
 * Throws if the app was not built by the wrapped factory: the generated tests must never test nothing.
 */
export function routesOf(app: FastifyInstance): Route[] {
  const routes = tables.get(app);
  if (!routes)
    throw new Error("routesOf: this app was not built through recordingFastify (vi.mock of fastify)");
  const seen = new Set<string>();
  return routes
    .filter((route) => route.method !== "HEAD")
    .filter((route) => {
      const key = `${route.method} ${route.url}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
}

/** Routes the table must hold: if one goes missing, the collection broke (or the route moved). */
export const KNOWN_ROUTES = [
  "GET /api/v1/health",
  "POST /api/v1/login",
  "GET /api/v1/users/password/check",
  "GET /api/v1/sso/callback",
  "GET /api/v1/providers",
  "POST /api/v1/providers",
  "PUT /api/v1/providers/:id",
  "DELETE /api/v1/providers/:id",
  "POST /api/v1/providers/:id/certificates",
  "PUT /api/v1/providers/:id/licenses/:uuid",
  "DELETE /api/v1/providers/:id/employees/:uuid",
  "GET /api/v1/files/:uuid",
  "GET /api/v1/cep/:cep",
  "PUT /api/v1/mtr-templates/:id",
  "DELETE /api/v1/mtr-templates/:id",
] as const;

/** The path with each parameter replaced by the (URL-encoded) value given for it. */
export function fillPath(route: Route, values: Record<string, string>): string {
  return route.url.replace(/:([A-Za-z0-9_]+)|\*$/g, (_, name: string | undefined) =>
    encodeURIComponent(values[name ?? "*"] ?? ""),
  );
}
