import { HttpError } from "../http/errors";

/**
 * The stable codes of the kit's error answers: clients decide by `code`, never by the message text.
 * Answers keep today's shape `{ message, code, errors? }`.
 */
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
} as const;
export type ResourceCode = (typeof RESOURCE_CODES)[keyof typeof RESOURCE_CODES];

export const { NOT_FOUND, INACTIVE, INACTIVE_PARENT, ALREADY_INACTIVE, ALREADY_ACTIVE, DUPLICATE } =
  RESOURCE_CODES;

/** pt-BR messages a descriptor may replace with its own (`messages`). */
export const DEFAULT_MESSAGES = {
  notFound: "Registro não encontrado.",
  inactive: "O registro está inativo. Reative-o para editá-lo.",
  inactiveParent: "O registro principal está inativo. Reative-o para editar os seus itens.",
  alreadyInactive: "O registro já está inativo.",
  alreadyActive: "O registro já está ativo.",
  duplicate: "Já existe um registro com estes dados.",
} as const;

export class ResourceError extends HttpError {
  constructor(
    statusCode: number,
    message: string,
    readonly code: ResourceCode,
  ) {
    super(statusCode, message, { code });
    this.name = "ResourceError";
  }
}

export const notFound = (message: string) => new ResourceError(404, message, NOT_FOUND);
export const duplicate = (message: string) => new ResourceError(409, message, DUPLICATE);

/** PostgreSQL's unique_violation: two writes racing past a duplicate check meet the unique index. */
export const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === "23505";
