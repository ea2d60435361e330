import type { FastifyRequest, FastifyServerOptions } from "fastify";
import type { Config } from "./config";

/** Pino options: JSON lines everywhere, human-readable lines in development (pino-pretty is a dev tool). */
export async function loggerOptions(
  config: Pick<Config, "env" | "logLevel">,
): Promise<FastifyServerOptions["logger"]> {
  const common = { level: config.logLevel, serializers: { req: serializeRequest } };
  if (config.env !== "development") return common;
  const { default: pretty } = await import("pino-pretty");
  return {
    ...common,
    stream: pretty({ translateTime: "HH:MM:ss.l", ignore: "pid,hostname", singleLine: true, sync: true }),
  };
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    remoteAddress: request.ip,
  };
}

const TOKEN_SEGMENT = /^[A-Za-z0-9_\-.~%]{24,}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SECRET_PARAMS = new Set(["token", "code", "state", "tokenpass", "access_token", "id_token"]);

/**
 * Sign-in links carry single-use secrets in the path (`/logar_by_micro_service/{token}`,
 * `/login/recriar-senha/{id}/{token}`) or the query (OpenID `code`/`state`); request logs must not keep
 * them. Long token-like path segments and secret query values become `***`; UUIDs (record ids) stay.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const redactedPath = path
    .split("/")
    .map((segment) => (TOKEN_SEGMENT.test(segment) && !UUID.test(segment) ? "***" : segment))
    .join("/");
  if (queryAt === -1) return redactedPath;
  const params = new URLSearchParams(url.slice(queryAt + 1));
  for (const key of [...params.keys()]) {
    if (SECRET_PARAMS.has(key.toLowerCase())) params.set(key, "***");
  }
  return `${redactedPath}?${params.toString().replaceAll("%2A", "*")}`;
}
