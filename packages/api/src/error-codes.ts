import { AUTH_CODES } from "./types/auth-messages";

/**
 * The stable codes of the API's error answers, shared by the server, which sends them, and its
 * clients, which decide by them. Every error answer has one shape:
 *
 *   { "code": "VALIDATION_FAILED", "message": "Os dados informados são inválidos.",
 *     "fields": { "company.phone": "O campo Telefone é inválido." } }
 *
 * `code` (always) is one of the codes below; `message` (always) a text for people, never to be matched;
 * `fields` (422 only) one pt-BR message per dotted field path; `data` only where a route carries more
 * (the weak-password answer's id and token, the throttle's retry_after). docs/api/auth.md and
 * docs/api/providers.md hold the table. No browser code here: the server imports this module.
 */

/** The 422 answer's top-level message; users read the field messages, but a toast may show this one. */
export const INVALID_DATA = "Os dados informados são inválidos.";

/** Any route: what nothing more precise describes, by status. */
export const COMMON_CODES = {
  /** 422: the body or query failed validation; `fields` has one message per field path. */
  VALIDATION_FAILED: "VALIDATION_FAILED",
  BAD_REQUEST: "BAD_REQUEST",
  UNAUTHORIZED: "UNAUTHORIZED",
  FORBIDDEN: "FORBIDDEN",
  NOT_FOUND: "NOT_FOUND",
  METHOD_NOT_ALLOWED: "METHOD_NOT_ALLOWED",
  NOT_ACCEPTABLE: "NOT_ACCEPTABLE",
  REQUEST_TIMEOUT: "REQUEST_TIMEOUT",
  CONFLICT: "CONFLICT",
  TOO_MANY_REQUESTS: "TOO_MANY_REQUESTS",
  /** 500: an unexpected failure; the message is generic, the details stay in the server's log. */
  INTERNAL_ERROR: "INTERNAL_ERROR",
  SERVICE_UNAVAILABLE: "SERVICE_UNAVAILABLE",
} as const;

/** The request itself: its size, its encoding, its parameters (framework and body-parser limits). */
export const REQUEST_CODES = {
  BODY_TOO_LARGE: "BODY_TOO_LARGE",
  UPLOAD_TOO_LARGE: "UPLOAD_TOO_LARGE",
  UNSUPPORTED_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  INVALID_CONTENT_LENGTH: "INVALID_CONTENT_LENGTH",
  INVALID_JSON: "INVALID_JSON",
  BAD_URL: "BAD_URL",
  /** 414: a path parameter longer than the router takes. */
  URI_TOO_LONG: "URI_TOO_LONG",
  TOO_MANY_PARTS: "TOO_MANY_PARTS",
  TOO_MANY_FILES: "TOO_MANY_FILES",
  TOO_MANY_FIELDS: "TOO_MANY_FIELDS",
  MALFORMED_FIELD_NAME: "MALFORMED_FIELD_NAME",
  MALFORMED_MULTIPART: "MALFORMED_MULTIPART",
  /** 422 with `fields`: a list index past the longest list any field takes. */
  LIST_TOO_LONG: "LIST_TOO_LONG",
  REPEATED_PARAMETER: "REPEATED_PARAMETER",
  /** 400: a value PostgreSQL refused as malformed (a date, a number out of range...). */
  INVALID_PARAMETER: "INVALID_PARAMETER",
} as const;

/** The 412 STALE_RECORD answer's message: a save over a version changed meanwhile, nothing written. */
export const STALE_RECORD_MESSAGE =
  "Este registro foi alterado em outra tela ou por outra pessoa depois que você o abriu. Recarregue a página para ver a versão atual; o que você digitou não foi salvo.";

/** The resource kit's answers (apps/server/src/resources). */
export const RESOURCE_CODES = {
  /** 404: no such record in the signed-in company (another company's id, a non-UUID id alike). */
  NOT_FOUND: "NOT_FOUND",
  /** 409: the record is inactive and cannot be edited until it is reactivated. */
  INACTIVE: "INACTIVE",
  /** 409: the parent record is inactive: its children are read-only until it is reactivated. */
  INACTIVE_PARENT: "INACTIVE_PARENT",
  /** 409: inactivating a record that is already inactive. */
  ALREADY_INACTIVE: "ALREADY_INACTIVE",
  /** 409: reactivating a record that is active. */
  ALREADY_ACTIVE: "ALREADY_ACTIVE",
  /** 409: a unique value (a document number...) is already taken in the company. */
  DUPLICATE: "DUPLICATE",
  /**
   * 412: the save names the version it was made from (`If-Match`, the record's `updated_at` as read) and
   * the record has changed since (another tab, another person): nothing is written.
   */
  STALE: "STALE_RECORD",
} as const;

/** Idempotency-Key handling on signed-in POSTs (apps/server/src/http/idempotency.ts). */
export const IDEMPOTENCY_CODES = {
  invalidKey: "IDEMPOTENCY_KEY_INVALID",
  inProgress: "IDEMPOTENCY_IN_PROGRESS",
  keyReused: "IDEMPOTENCY_KEY_REUSED",
} as const;

/** CEP and CNPJ lookups. */
export const LOOKUP_CODES = {
  CEP_NOT_FOUND: "CEP_NOT_FOUND",
  COMPANY_NOT_FOUND: "COMPANY_NOT_FOUND",
  /** 502 or 504: the outside lookup service failed or timed out. */
  LOOKUP_UNAVAILABLE: "LOOKUP_UNAVAILABLE",
  /** 429: the user's lookups of this kind are over the per-user limit (`data.retry_after`, Retry-After). */
  LOOKUP_THROTTLED: "LOOKUP_THROTTLED",
} as const;

/** Contractors (apps/server/src/contractors, docs/api/contractors.md). */
export const CONTRACTOR_CODES = {
  /** 409: resending the welcome e-mail after the master user created a password. */
  ALREADY_ACTIVATED: "ALREADY_ACTIVATED",
  /** 502: the welcome e-mail could not be sent (the link issued for it is spent again). */
  MAIL_FAILED: "MAIL_FAILED",
  /** 429: the master user's address got the most welcome resends an hour allows (as USER_CODES'). */
  WELCOME_THROTTLED: "WELCOME_THROTTLED",
} as const;

/** The signed-in company's own profile and logo (apps/server/src/companies, docs/api/company.md). */
export const COMPANY_CODES = {
  /** 403: changing the company's profile or logo is for the company's administrators. */
  ADMIN_ONLY: "COMPANY_ADMIN_ONLY",
} as const;

/** The company's users and one's own profile (apps/server/src/users, docs/api/users.md). */
export const USER_CODES = {
  /** 403: managing users and permissions is for the company's administrators. */
  ADMIN_ONLY: "ADMIN_ONLY",
  /** 409: a user inactivating themselves or changing their own access profile. */
  SELF_CHANGE: "SELF_CHANGE",
  /** 409: renaming a user who also belongs to other companies (only they rename themselves). */
  SHARED_USER: "SHARED_USER",
  /** 409: the e-mail is already some user's login name. */
  EMAIL_TAKEN: "EMAIL_TAKEN",
  /** 422: the current password given to change it is not the user's. */
  WRONG_PASSWORD: "WRONG_PASSWORD",
  /** 409: resending the first-access e-mail to a user who already created a password. */
  ALREADY_ACTIVATED: "ALREADY_ACTIVATED",
  /** 502: the first-access e-mail could not be sent (its link is spent again). */
  MAIL_FAILED: "MAIL_FAILED",
  /**
   * 429: resending the first-access e-mail (a user's or a contractor's master user's) to an address that
   * got the most resends an hour allows (`data.retry_after`, Retry-After); nothing is sent.
   */
  WELCOME_THROTTLED: "WELCOME_THROTTLED",
} as const;

/** Output documents and their MTR (apps/server/src/outputs, docs/api/outputs.md). */
export const OUTPUT_CODES = {
  /** 409: the MTR's state does not allow the step (a receipt after cancellation, a CDF before receipt). */
  INVALID_TRANSITION: "INVALID_TRANSITION",
  /**
   * 422 with `fields`: an MTR for the public systems names residues lacking the codes of the company's
   * integrated system (CTR-E, FEPAM), and nothing else is wrong; the form asks for them and issues again.
   */
  MISSING_SYSTEM_MAPPINGS: "MISSING_SYSTEM_MAPPINGS",
} as const;

/** Never sent by the server: what a client's ApiError says when no answer carried a code. */
export const CLIENT_CODES = {
  /** No answer at all (offline, DNS, CORS, aborted). */
  NETWORK_ERROR: "NETWORK_ERROR",
  /** An answer without our shape (a proxy's HTML 502...). */
  UNKNOWN_ERROR: "UNKNOWN_ERROR",
} as const;

export { AUTH_CODES };

type Values<T> = T[keyof T];
export type ErrorCode =
  | Values<typeof COMMON_CODES>
  | Values<typeof REQUEST_CODES>
  | Values<typeof RESOURCE_CODES>
  | Values<typeof IDEMPOTENCY_CODES>
  | Values<typeof LOOKUP_CODES>
  | Values<typeof CONTRACTOR_CODES>
  | Values<typeof OUTPUT_CODES>
  | Values<typeof USER_CODES>
  | Values<typeof AUTH_CODES>;

/** The code of an answer that has none more precise, by status. */
export function statusCode(status: number): ErrorCode {
  switch (status) {
    case 400:
      return COMMON_CODES.BAD_REQUEST;
    case 401:
      return COMMON_CODES.UNAUTHORIZED;
    case 403:
      return COMMON_CODES.FORBIDDEN;
    case 404:
      return COMMON_CODES.NOT_FOUND;
    case 405:
      return COMMON_CODES.METHOD_NOT_ALLOWED;
    case 406:
      return COMMON_CODES.NOT_ACCEPTABLE;
    case 408:
      return COMMON_CODES.REQUEST_TIMEOUT;
    case 409:
      return COMMON_CODES.CONFLICT;
    case 413:
      return REQUEST_CODES.BODY_TOO_LARGE;
    case 415:
      return REQUEST_CODES.UNSUPPORTED_MEDIA_TYPE;
    case 422:
      return COMMON_CODES.VALIDATION_FAILED;
    case 429:
      return COMMON_CODES.TOO_MANY_REQUESTS;
    case 503:
      return COMMON_CODES.SERVICE_UNAVAILABLE;
    default:
      return status >= 500 ? COMMON_CODES.INTERNAL_ERROR : COMMON_CODES.BAD_REQUEST;
  }
}

/** The body of every error answer. */
export type ErrorBody = {
  code: string;
  message: string;
  /** 422: one pt-BR message per dotted field path. */
  fields?: Record<string, string>;
  /** What a route carries beyond the message (documented per code). */
  data?: unknown;
};
