import { COMMON_CODES } from "@trilha/api/error-codes";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database";
import { version } from "../version";

// A database that hangs (network partition) must not hang the health check: load balancers time out too.
const DATABASE_TIMEOUT_MS = 2_000;

export async function healthRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get("/health", async (request, reply) => {
    try {
      await withTimeout(db.query("select 1"), DATABASE_TIMEOUT_MS);
      return { status: "ok", database: "up", version };
    } catch (error) {
      request.log.error({ err: error }, "health check: database unreachable");
      // The API's error shape (code, message) beside the fields monitors read.
      return reply.code(503).send({
        code: COMMON_CODES.SERVICE_UNAVAILABLE,
        message: "O banco de dados não está respondendo.",
        status: "error",
        database: "down",
        version,
      });
    }
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
