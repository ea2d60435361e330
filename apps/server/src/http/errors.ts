import { COMMON_CODES, INVALID_DATA } from "@trilha/api/error-codes";

/**
 * An expected failure with its HTTP status and stable code; the error handler sends
 * `{ code, message, data? }`. Without a code, the handler names the status (statusCode() of
 * @trilha/api/error-codes): give one wherever a client may need to tell this failure from another.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly options: { code?: string; data?: unknown } = {},
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export { INVALID_DATA };

/**
 * A request that failed validation: answered 422 `{ code, message, fields }` with one pt-BR message
 * per dotted field path; the code is VALIDATION_FAILED unless a more precise one is given (LIST_TOO_LONG).
 */
export class ValidationError extends HttpError {
  readonly code: string;
  constructor(
    readonly fields: Record<string, string>,
    message = INVALID_DATA,
    code: string = COMMON_CODES.VALIDATION_FAILED,
  ) {
    super(422, message, { code });
    this.code = code;
    this.name = "ValidationError";
  }
}
