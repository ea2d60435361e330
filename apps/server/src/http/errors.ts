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

/** A request that failed validation: answered 422 with one message per field path. */
export class ValidationError extends HttpError {
  constructor(
    readonly errors: Record<string, string>,
    message = "The given data was invalid.",
  ) {
    super(422, message);
    this.name = "ValidationError";
  }
}
