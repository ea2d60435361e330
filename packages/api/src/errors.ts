import { CLIENT_CODES } from "./error-codes";

/**
 * What a failed call carries, whatever the transport: redaxios rejects with the response itself.
 * The server's error body is `{ code, message, fields?, data? }` (see error-codes.ts); clients decide
 * by `code`, never by `message`.
 */
export type ApiError = {
  status: number;
  /** The answer's stable code; NETWORK_ERROR without an answer, UNKNOWN_ERROR for an answer without one. */
  code: string;
  message: string;
  /** Field errors of a 422 answer, keyed by the payload's dotted field path. */
  fields?: Record<string, string>;
  /** What the route carries beyond the message (the weak-password id and token, retry_after...). */
  data?: unknown;
};

type ResponseLike = { status?: number; data?: unknown; statusText?: string };

export function toApiError(reason: unknown): ApiError {
  if (reason && typeof reason === "object" && "status" in reason) {
    const response = reason as ResponseLike;
    const body = (isObject(response.data) ? response.data : {}) as {
      code?: unknown;
      message?: unknown;
      fields?: unknown;
      data?: unknown;
    };
    const status = response.status ?? 0;
    return {
      status,
      code:
        typeof body.code === "string" && body.code
          ? body.code
          : status === 0
            ? CLIENT_CODES.NETWORK_ERROR
            : CLIENT_CODES.UNKNOWN_ERROR,
      message: typeof body.message === "string" ? body.message : (response.statusText ?? ""),
      ...(isStringRecord(body.fields) ? { fields: body.fields } : {}),
      ...(body.data !== undefined ? { data: body.data } : {}),
    };
  }
  return {
    status: 0,
    code: CLIENT_CODES.NETWORK_ERROR,
    message: reason instanceof Error ? reason.message : String(reason),
  };
}

/**
 * The toast of a refused call: the server's own message when it refused the request (a 4xx, whose
 * message the API writes in pt-BR for the user: "Tratamento já adicionado", "Resíduo não encontrado."),
 * the screen's fallback when there was no answer, the server failed, or something else answered (a
 * proxy's 413 has no code, and its status text is English).
 */
export function refusalMessage(error: ApiError, fallback: string): string {
  const ours = error.code !== CLIENT_CODES.UNKNOWN_ERROR && error.code !== CLIENT_CODES.NETWORK_ERROR;
  return ours && error.status >= 400 && error.status < 500 && error.message ? error.message : fallback;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === "object" && !Array.isArray(value);
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return isObject(value) && Object.values(value).every((v) => typeof v === "string");
}
