import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from "fastify";
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

/**
 * Fastify's request log lines, one per request instead of two: "incoming request" is left out and
 * "request completed" (or "request errored") carries the request (method, redacted URL, address) with
 * the status and time. At info, the second line cost about a tenth of a list call's CPU. The other
 * lines (errors, route not found, stream errors) are Fastify's own.
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request completed");
  }
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
