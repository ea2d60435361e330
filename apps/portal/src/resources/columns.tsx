import {
  type BadgeStatus,
  FileLink,
  type RecordTimestamps,
  recordStatus,
  StatusBadge,
  type StoredFile,
} from "@trilha/ui";

/** A row's badge: a record's state, or a row's own status and label (a residue draft's 'Rascunho'). */
type Badge = { status: BadgeStatus; label?: string };

/**
 * The Status column every resource list has: Ativo or Inativo by `deleted_at`, unless `badge` gives
 * a row its own (null for the rows that keep theirs); the column's value is the badge's label, or the
 * record's state.
 */
export function statusColumn<R extends RecordTimestamps>({
  badge,
}: {
  badge?: (row: R) => (Badge & { label: string }) | null;
} = {}) {
  const badgeOf = (r: R): Badge => badge?.(r) ?? { status: recordStatus(r.deleted_at) };
  return {
    id: "status",
    header: "Status",
    accessorFn: (r: R) => {
      const { status, label } = badgeOf(r);
      return label ?? status;
    },
    cell: ({ row }: { row: { original: R } }) => <StatusBadge {...badgeOf(row.original)} />,
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
