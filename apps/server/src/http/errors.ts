/** An expected failure with its HTTP status; the error handler sends `{ message, code?, data? }`. */
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

/** The 422 body's top-level message; users read the field messages, but a toast may show this one. */
export const INVALID_DATA = "Os dados informados são inválidos.";

/** A request that failed validation: answered 422 with one message per field path (and a code, if given). */
export class ValidationError extends HttpError {
  constructor(
    readonly errors: Record<string, string>,
    message = INVALID_DATA,
    readonly code?: string,
  ) {
    super(422, message, code ? { code } : {});
    this.name = "ValidationError";
  }
}
