import { FileLink, type RecordTimestamps, recordStatus, StatusBadge, type StoredFile } from "@trilha/ui";

/** The Status column every resource list has: Ativo or Inativo by `deleted_at`. */
export function statusColumn<R extends RecordTimestamps>() {
  return {
    id: "status",
    header: "Status",
    accessorFn: (r: R) => recordStatus(r.deleted_at),
    cell: ({ row }: { row: { original: R } }) => (
      <StatusBadge status={recordStatus(row.original.deleted_at)} />
    ),
  };
}

/**
 * A record's stored file, from its file field (the URL) and `<field>_display_name` as the API gives
 * them; null without a file.
 */
export function storedFileOf<R>(r: R, field: keyof R & string): StoredFile | null {
  const record = r as Record<string, unknown>;
  const href = record[field];
  const name = record[`${field}_display_name`];
  return typeof href === "string" && href
    ? { href, name: typeof name === "string" && name ? name : href }
    : null;
}

/**
 * A stored file's column: its display name as a download link (empty without a file). Keyed by the
 * item's file field, whose display name the API gives as `<field>_display_name`.
 */
export function fileColumn<R>(field: keyof R & string, header: string) {
  const fileOf = (r: R) => storedFileOf(r, field);
  return {
    id: field,
    header,
    accessorFn: (r: R) => fileOf(r)?.name ?? "",
    cell: ({ row }: { row: { original: R } }) => {
      const file = fileOf(row.original);
      return file ? <FileLink file={file} className="max-w-56" /> : null;
    },
  };
}
