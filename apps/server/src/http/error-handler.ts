import type { FastifyError, FastifyInstance } from "fastify";
import { StructError } from "superstruct";
import { HttpError, INVALID_DATA, ValidationError } from "./errors";

/**
 * One error shape for the whole API: `{ message, code?, errors?, data? }`. Bad input never becomes a
 * 500: validation failures (ours, superstruct's or a route schema's) answer 422 with one message per
 * field, and Fastify's own 4xx (malformed JSON, body too large...) keep their status.
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler<FastifyError | Error>((error, request, reply) => {
    if (error instanceof ValidationError) {
      return reply.code(422).send({ message: error.message, errors: error.errors });
    }
    if (error instanceof StructError) {
      return reply.code(422).send({ message: INVALID_DATA, errors: structErrors(error) });
    }
    if ("validation" in error && error.validation) {
      return reply.code(422).send({ message: INVALID_DATA, errors: schemaErrors(error.validation) });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message, ...error.options });
    }
    const status = "statusCode" in error ? error.statusCode : undefined;
    if (status && status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ message: error.message, code: "code" in error ? error.code : undefined });
    }
    request.log.error({ err: error }, "unexpected error");
    return reply.code(500).send({ message: "Internal Server Error" });
  });
}

function structErrors(error: StructError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const failure of error.failures()) {
    const field = failure.path.join(".") || "_";
    errors[field] ??= failure.message;
  }
  return errors;
}

type SchemaIssue = NonNullable<FastifyError["validation"]>[number];

function schemaErrors(issues: SchemaIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const base = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
    const missing = (issue.params as { missingProperty?: string }).missingProperty;
    const field = [base, missing].filter(Boolean).join(".") || "_";
    errors[field] ??= issue.message ?? "is invalid";
  }
  return errors;
}
