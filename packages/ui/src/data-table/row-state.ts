/** Record timestamps the back end sends on every listed entity. */
export type RecordTimestamps = {
  created_at?: string | null;
  updated_at?: string | null;
  deleted_at?: string | null;
};

export type RowAction = "edit" | "inactivate" | "justifications" | "reactivate";

/** Inactive: `deleted_at` is set. */
export function isDeleted(row: RecordTimestamps): boolean {
  return row.deleted_at != null && row.deleted_at !== "";
}

/** Edited: `updated_at` is present and differs from `created_at`. */
export function isEdited(row: RecordTimestamps): boolean {
  return row.updated_at != null && row.updated_at !== "" && row.updated_at !== row.created_at;
}

/**
 * Editar and Inativar only on active rows; Justificativas on inactive rows and on active rows
 * that were changed after creation (their change records carry justifications); Reativar on inactive
 * rows (the DataTable offers it only when the caller handles it).
 */
export function rowActions(row: RecordTimestamps): RowAction[] {
  if (isDeleted(row)) return ["justifications", "reactivate"];
  return isEdited(row) ? ["edit", "inactivate", "justifications"] : ["edit", "inactivate"];
}
