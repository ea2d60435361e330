import { RESOURCE_CODES, STALE_RECORD_MESSAGE } from "@trilha/api/error-codes";
import { HttpError } from "../http/errors";

/**
 * The stable codes of the kit's error answers, from the table the server and its clients share
 * (@trilha/api/error-codes): clients decide by `code`, never by the message text. Answers have the
 * API's one shape `{ code, message, fields? }`.
 */
export { RESOURCE_CODES };
export type ResourceCode = (typeof RESOURCE_CODES)[keyof typeof RESOURCE_CODES];

export const { NOT_FOUND, INACTIVE, INACTIVE_PARENT, ALREADY_INACTIVE, ALREADY_ACTIVE, DUPLICATE, STALE } =
  RESOURCE_CODES;

/** pt-BR messages a descriptor may replace with its own (`messages`). */
export const DEFAULT_MESSAGES = {
  notFound: "Registro não encontrado.",
  inactive: "O registro está inativo. Reative-o para editá-lo.",
  inactiveParent: "O registro principal está inativo. Reative-o para editar os seus itens.",
  alreadyInactive: "O registro já está inativo.",
  alreadyActive: "O registro já está ativo.",
  duplicate: "Já existe um registro com estes dados.",
  stale: STALE_RECORD_MESSAGE,
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
