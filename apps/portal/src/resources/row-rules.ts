import { isDeleted, isEdited, type RecordTimestamps } from "@trilha/ui";

export type RowRule = "edit" | "inactivate" | "justifications" | "reactivate";

/**
 * Which actions a listed row offers (spec 02 §2): Editar and Inativar only on active rows;
 * Justificativas on inactive rows and on active rows changed after creation (their change records
 * carry justifications); Reativar on inactive rows. The list controller offers each only when the
 * page handles it.
 */
export function rowRules(row: RecordTimestamps): RowRule[] {
  if (isDeleted(row)) return ["justifications", "reactivate"];
  return isEdited(row) ? ["edit", "inactivate", "justifications"] : ["edit", "inactivate"];
}
