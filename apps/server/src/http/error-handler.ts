import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { COMMON_CODES, type ErrorBody, REQUEST_CODES, statusCode } from "@trilha/api/error-codes";
import { defaultMessages, messageFor } from "@trilha/forms/schemas";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { StructError } from "superstruct";
import { HttpError, INVALID_DATA, ValidationError } from "./errors";

const { VALIDATION_FAILED } = COMMON_CODES;

export const INVALID_CONTENT_LENGTH = "O tamanho informado não corresponde ao corpo da requisição.";
const HEADERS_TOO_LARGE = "Os cabeçalhos da requisição são grandes demais.";

/**
 * Fastify's and @fastify/multipart's own 4xx, in the users' language, each with a stable code. Their
 * English messages never reach a client.
 */
const FRAMEWORK_ERRORS: Record<string, { message: string; code: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    message: "A requisição é grande demais para ser processada.",
    code: REQUEST_CODES.BODY_TOO_LARGE,
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    message: "O tipo de conteúdo enviado não é aceito.",
    code: REQUEST_CODES.UNSUPPORTED_MEDIA_TYPE,
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    message: INVALID_CONTENT_LENGTH,
    code: REQUEST_CODES.INVALID_CONTENT_LENGTH,
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    message: "O corpo JSON da requisição está vazio.",
    code: REQUEST_CODES.INVALID_JSON,
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    message: "O corpo da requisição não é um JSON válido.",
    code: REQUEST_CODES.INVALID_JSON,
  },
  FST_ERR_BAD_URL: { message: "O endereço da requisição é inválido.", code: REQUEST_CODES.BAD_URL },
  FST_PARTS_LIMIT: { message: "O formulário enviado tem partes demais.", code: REQUEST_CODES.TOO_MANY_PARTS },
  FST_FILES_LIMIT: {
    message: "O formulário enviado tem arquivos demais (máximo de 40).",
    code: REQUEST_CODES.TOO_MANY_FILES,
  },
  FST_FIELDS_LIMIT: {
    message: "O formulário enviado tem campos demais.",
    code: REQUEST_CODES.TOO_MANY_FIELDS,
  },
  FST_PROTO_VIOLATION: {
    message: "O nome de um campo enviado é inválido.",
    code: REQUEST_CODES.MALFORMED_FIELD_NAME,
  },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    message: "A requisição deveria ser um formulário multipart.",
    code: REQUEST_CODES.UNSUPPORTED_MEDIA_TYPE,
  },
};

/** When nothing more precise is known: one pt-BR message per status. */
export const STATUS_MESSAGES: Record<number, string> = {
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
const INVALID_VALUE_SQLSTATES = new Set([
  "22P02",
  "22007",
  "22008",
  "22003",
  // character_not_in_repertoire (U+0000 in text), untranslatable_character (in jsonb): parseWith
  // refuses such text on its field first (http/input.ts); this only keeps a route that skipped it off a 500.
  "22021",
  "22P05",
]);
export const INVALID_PARAMETER = "Um dos valores informados não tem um formato válido.";

export const REPEATED_PARAMETER = (name: string) => `O parâmetro "${name}" foi informado mais de uma vez.`;

/** The 500's message: nothing of the failure itself reaches the client (it is in the log). */
export const INTERNAL_ERROR_MESSAGE = "Ocorreu um erro inesperado. Tente novamente em instantes.";

/**
 * One error shape for the whole API: `{ code, message, fields?, data? }` (@trilha/api/error-codes).
 * `code` is always there and stable; clients decide by it, never by the message. Bad input never
 * becomes a 500: validation failures (ours, superstruct's or a route schema's) answer 422
 * VALIDATION_FAILED with one pt-BR message per dotted field path in `fields`, and Fastify's own 4xx
 * (malformed JSON, body too large...) keep their status with a pt-BR message and a code.
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
        throw new HttpError(400, REPEATED_PARAMETER(name), { code: REQUEST_CODES.REPEATED_PARAMETER });
      }
    }
  });

  app.setErrorHandler<FastifyError | Error>((error, request, reply) => {
    if (error instanceof ValidationError) {
      return reply.code(422).send(errorBody(error.code, error.message, { fields: error.fields }));
    }
    if (error instanceof StructError) {
      return reply
        .code(422)
        .send(errorBody(VALIDATION_FAILED, INVALID_DATA, { fields: structErrors(error) }));
    }
    if ("validation" in error && error.validation) {
      return reply
        .code(422)
        .send(errorBody(VALIDATION_FAILED, INVALID_DATA, { fields: schemaErrors(error.validation) }));
    }
    if (error instanceof HttpError) {
      const { code, data } = error.options;
      return reply
        .code(error.statusCode)
        .send(errorBody(code ?? statusCode(error.statusCode), error.message, { data }));
    }
    const code = "code" in error && typeof error.code === "string" ? error.code : undefined;
    if (code && INVALID_VALUE_SQLSTATES.has(code)) {
      request.log.warn({ err: error }, "value refused by the database");
      return reply.code(400).send(errorBody(REQUEST_CODES.INVALID_PARAMETER, INVALID_PARAMETER));
    }
    const status = "statusCode" in error ? error.statusCode : undefined;
    if (status && status >= 400 && status < 500) {
      const known = code ? FRAMEWORK_ERRORS[code] : undefined;
      if (known) return reply.code(status).send(errorBody(known.code, known.message));
      // The JSON parser's SyntaxError (malformed text, or a __proto__/constructor key it refuses).
      if (error instanceof SyntaxError) {
        const invalid = FRAMEWORK_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY!;
        return reply.code(status).send(errorBody(invalid.code, invalid.message));
      }
      return reply
        .code(status)
        .send(errorBody(statusCode(status), STATUS_MESSAGES[status] ?? STATUS_MESSAGES[400]!));
    }
    request.log.error({ err: error }, "unexpected error");
    return reply.code(500).send(errorBody(COMMON_CODES.INTERNAL_ERROR, INTERNAL_ERROR_MESSAGE));
  });
}

/**
 * Fastify's `frameworkErrors` option: what its router answers by itself (a malformed URL, a path
 * parameter past maxParamLength) in the one shape, without echoing the path back.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH")
    return reply
      .code(414)
      .send(errorBody(REQUEST_CODES.URI_TOO_LONG, "O endereço da requisição é longo demais."));
  if (error.code === "FST_ERR_BAD_URL")
    return reply.code(400).send(errorBody(REQUEST_CODES.BAD_URL, FRAMEWORK_ERRORS.FST_ERR_BAD_URL!.message));
  request.log.error({ err: error }, "framework error");
  return reply.code(500).send(errorBody(COMMON_CODES.INTERNAL_ERROR, INTERNAL_ERROR_MESSAGE));
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (a Content-Length that is no number, a
 * malformed request line, headers past the limit, a request too slow to arrive): the one error shape
 * in pt-BR, written on the socket, which is then closed (Node's and Fastify's own way; no hook runs).
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  // A connection reset: nothing left to answer.
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, code, message] =
    error.code === "HPE_INVALID_CONTENT_LENGTH" || error.code === "HPE_UNEXPECTED_CONTENT_LENGTH"
      ? [400, REQUEST_CODES.INVALID_CONTENT_LENGTH, INVALID_CONTENT_LENGTH]
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, COMMON_CODES.REQUEST_TIMEOUT, STATUS_MESSAGES[408]!]
        : error.code === "HPE_HEADER_OVERFLOW"
          ? [431, COMMON_CODES.BAD_REQUEST, HEADERS_TOO_LARGE]
          : [400, COMMON_CODES.BAD_REQUEST, STATUS_MESSAGES[400]!];
  this.log.debug({ err: error }, "client error");
  if (socket.writable) {
    const body = JSON.stringify(errorBody(code, message));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** The one error body: `{ code, message }`, then `fields` and `data` only when there are some. */
export function errorBody(
  code: string,
  message: string,
  extra: { fields?: Record<string, string>; data?: unknown } = {},
): ErrorBody {
  return {
    code,
    message,
    ...(extra.fields ? { fields: extra.fields } : {}),
    ...(extra.data !== undefined ? { data: extra.data } : {}),
  };
}

/** Superstruct's messages are for developers: each field gets the pt-BR message @trilha/forms gives it. */
function structErrors(error: StructError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const failure of error.failures()) {
    const field = failure.path.join(".") || "_";
    fields[field] ??= messageFor(failure, {});
  }
  return fields;
}

type SchemaIssue = NonNullable<FastifyError["validation"]>[number];

/** A route schema's (ajv's) English messages replaced by @trilha/forms' pt-BR defaults. */
function schemaErrors(issues: SchemaIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const base = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
    const missing = (issue.params as { missingProperty?: string }).missingProperty;
    const field = [base, missing].filter(Boolean).join(".") || "_";
    const template =
      issue.keyword === "required"
        ? defaultMessages.required
        : issue.keyword === "type" && (issue.params as { type?: string }).type === "string"
          ? defaultMessages.text
          : defaultMessages.invalid;
    // No labels here: the message names no field (the path is its key), never a raw key in the text.
    fields[field] ??= template.replaceAll(" {label}", "");
  }
  return fields;
}
