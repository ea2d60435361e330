import type { FastifyRequest } from "fastify";
import { HttpError } from "../http/errors";
import { sessionOf } from "./authenticate";

/**
 * A check that lets through only the company's administrators (the session's profile in its company);
 * anyone else gets a 403 with the route's own words and code. A plugin's preHandler hook (/users), or
 * awaited first in a handler (the company's profile and logo).
 */
export function requireCompanyAdmin(message: string, code: string) {
  return async (request: FastifyRequest) => {
    if (sessionOf(request).role !== "admin") throw new HttpError(403, message, { code });
  };
}
