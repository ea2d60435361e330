/** Record timestamps the back end sends on every listed entity. */
export type RecordTimestamps = {
  created_at?: string | null;
  updated_at?: string | null;
  deleted_at?: string | null;
};

/** Inactive: `deleted_at` is set (the row reads muted). */
export function isDeleted(row: RecordTimestamps): boolean {
  return row.deleted_at != null && row.deleted_at !== "";
}

/** Edited: `updated_at` is present and differs from `created_at`. */
export function isEdited(row: RecordTimestamps): boolean {
  return row.updated_at != null && row.updated_at !== "" && row.updated_at !== row.created_at;
}
