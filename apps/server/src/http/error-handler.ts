import type { FastifyError, FastifyInstance } from "fastify";
import { StructError } from "superstruct";
import { HttpError, INVALID_DATA, ValidationError } from "./errors";

/**
 * Fastify's and @fastify/multipart's own 4xx, in the users' language, each with a stable code. Their
 * English messages never reach a client.
 */
const FRAMEWORK_ERRORS: Record<string, { message: string; code: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    message: "A requisição é grande demais para ser processada.",
    code: "BODY_TOO_LARGE",
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    message: "O tipo de conteúdo enviado não é aceito.",
    code: "UNSUPPORTED_MEDIA_TYPE",
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    message: "O tamanho informado não corresponde ao corpo da requisição.",
    code: "INVALID_CONTENT_LENGTH",
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { message: "O corpo JSON da requisição está vazio.", code: "INVALID_JSON" },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    message: "O corpo da requisição não é um JSON válido.",
    code: "INVALID_JSON",
  },
  FST_ERR_BAD_URL: { message: "O endereço da requisição é inválido.", code: "BAD_URL" },
  FST_PARTS_LIMIT: { message: "O formulário enviado tem partes demais.", code: "TOO_MANY_PARTS" },
  FST_FILES_LIMIT: {
    message: "O formulário enviado tem arquivos demais (máximo de 40).",
    code: "TOO_MANY_FILES",
  },
  FST_FIELDS_LIMIT: { message: "O formulário enviado tem campos demais.", code: "TOO_MANY_FIELDS" },
  FST_PROTO_VIOLATION: { message: "O nome de um campo enviado é inválido.", code: "MALFORMED_FIELD_NAME" },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    message: "A requisição deveria ser um formulário multipart.",
    code: "UNSUPPORTED_MEDIA_TYPE",
  },
};

/** When nothing more precise is known: one pt-BR message per status. */
const STATUS_MESSAGES: Record<number, string> = {
  400: "A requisição é inválida.",
  401: "Acesso não autorizado.",
  403: "Acesso negado.",
  404: "Recurso não encontrado.",
  405: "Método não permitido.",
  406: "Formato de resposta não disponível.",
  408: "A requisição demorou demais.",
  413: "A requisição é grande demais para ser processada.",
  415: "O tipo de conteúdo enviado não é aceito.",
  429: "Muitas requisições. Tente novamente mais tarde.",
};

/**
 * PostgreSQL refusing a value's form (invalid_text_representation, invalid datetime format, datetime
 * or numeric out of range): input the routes' checks let through. A client error, never a 500.
 */
const INVALID_VALUE_SQLSTATES = new Set(["22P02", "22007", "22008", "22003"]);
export const INVALID_PARAMETER = "Um dos valores informados não tem um formato válido.";

export const REPEATED_PARAMETER = (name: string) => `O parâmetro "${name}" foi informado mais de uma vez.`;

/**
 * One error shape for the whole API: `{ message, code?, errors?, data? }`. Bad input never becomes a
 * 500: validation failures (ours, superstruct's or a route schema's) answer 422 with one message per
 * field, and Fastify's own 4xx (malformed JSON, body too large...) keep their status with a pt-BR
 * message and a code.
 *
 * Also refuses, for every route, a query string that repeats a key (`?type=a&type=b`): Node's parser
 * gives an array there, which no route expects. One place for all routes, so it runs first.
 */
export function installErrorHandler(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => {
    const query = request.query;
    if (typeof query !== "object" || query === null) return;
    for (const [name, value] of Object.entries(query)) {
      if (Array.isArray(value)) {
        throw new HttpError(400, REPEATED_PARAMETER(name), { code: "REPEATED_PARAMETER" });
      }
    }
  });

  app.setErrorHandler<FastifyError | Error>((error, request, reply) => {
    if (error instanceof ValidationError) {
      return reply
        .code(422)
        .send({ message: error.message, ...(error.code ? { code: error.code } : {}), errors: error.errors });
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
    const code = "code" in error && typeof error.code === "string" ? error.code : undefined;
    if (code && INVALID_VALUE_SQLSTATES.has(code)) {
      request.log.warn({ err: error }, "value refused by the database");
      return reply.code(400).send({ message: INVALID_PARAMETER, code: "INVALID_PARAMETER" });
    }
    const status = "statusCode" in error ? error.statusCode : undefined;
    if (status && status >= 400 && status < 500) {
      const known = code ? FRAMEWORK_ERRORS[code] : undefined;
      if (known) return reply.code(status).send(known);
      // The JSON parser's SyntaxError (malformed text, or a __proto__/constructor key it refuses).
      if (error instanceof SyntaxError)
        return reply.code(status).send(FRAMEWORK_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY);
      return reply.code(status).send({
        message: STATUS_MESSAGES[status] ?? STATUS_MESSAGES[400],
        code: code ?? `HTTP_${status}`,
      });
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
