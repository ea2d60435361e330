import type { FastifyServerOptions } from "fastify";
import type { Config } from "./config";

/** Pino options: JSON lines everywhere, human-readable lines in development (pino-pretty is a dev tool). */
export async function loggerOptions(
  config: Pick<Config, "env" | "logLevel">,
): Promise<FastifyServerOptions["logger"]> {
  if (config.env !== "development") return { level: config.logLevel };
  const { default: pretty } = await import("pino-pretty");
  return {
    level: config.logLevel,
    stream: pretty({ translateTime: "HH:MM:ss.l", ignore: "pid,hostname", singleLine: true, sync: true }),
  };
}
