import type { Database } from "../db/database";

/** One changed field of a record: its value before and after, as shown text (null when empty). */
export type Change = { field: string; from: string | null; to: string | null };
export type Snapshot = Record<string, string | null>;

/** What the audit trail says happened to a record (migration 0018 checks the same list). */
export const AUDIT_ACTIONS = ["create", "update", "inactivation", "reactivation"] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const shown = (value: unknown): string | null => {
  if (value === null || value === undefined || value === "") return null;
  if (value instanceof Date) return value.toISOString();
  return String(value);
};

export function snapshotOf(values: Record<string, unknown>): Snapshot {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, shown(value)]));
}

/** The fields whose value differs, in the order of `after`'s keys. */
export function diff(before: Snapshot, after: Snapshot): Change[] {
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return fields
    .filter((field) => (before[field] ?? null) !== (after[field] ?? null))
    .map((field) => ({ field, from: before[field] ?? null, to: after[field] ?? null }));
}

export type AuditEntry = {
  companyId: number;
  /** The resource's name ("provider", "license", "contractor"). */
  resource: string;
  entityId: number;
  /** The owning record of a child resource (a license's provider); null for a top-level one. */
  parent?: { resource: string; id: number } | null;
  /** Null only for writes no user made (seeds, migrations). */
  userId: number | null;
  action: AuditAction;
  changes: Change[];
  justification?: string | null;
};

/** Adds one row to the audit trail; call it inside the transaction of the write it records. */
export async function recordAudit(tx: Database, entry: AuditEntry): Promise<void> {
  await tx.query(
    `insert into audit_records (company_id, resource, entity_id, parent_resource, parent_id, user_id, action,
       changes, justification)
     values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9)`,
    [
      entry.companyId,
      entry.resource,
      entry.entityId,
      entry.parent?.resource ?? null,
      entry.parent?.id ?? null,
      entry.userId,
      entry.action,
      JSON.stringify(entry.changes),
      entry.justification ?? null,
    ],
  );
}

export type AuditItem = {
  uuid: string;
  action: AuditAction;
  when: Date;
  user: { uuid: string; name: string | null } | null;
  changes: Change[];
  justification: string | null;
};

type AuditRow = {
  uuid: string;
  action: AuditAction;
  created_at: Date;
  changes: Change[];
  justification: string | null;
  user_uuid: string | null;
  user_name: string | null;
};

/** A record's audit trail, newest first, each row with the real user who made it. */
export async function listAudit(
  db: Database,
  companyId: number,
  resource: string,
  entityId: number,
): Promise<AuditItem[]> {
  const { rows } = await db.query<AuditRow>(
    `select a.uuid::text as uuid, a.action, a.created_at, a.changes, a.justification,
            u.uuid::text as user_uuid, u.name as user_name
       from audit_records a left join users u on u.id = a.user_id
      where a.company_id = $1 and a.resource = $2 and a.entity_id = $3
      order by a.created_at desc, a.id desc`,
    [companyId, resource, entityId],
  );
  return rows.map((row) => ({
    uuid: row.uuid,
    action: row.action,
    when: row.created_at,
    user: row.user_uuid ? { uuid: row.user_uuid, name: row.user_name } : null,
    changes: row.changes,
    justification: row.justification,
  }));
}

/**
 * The history dialog's answer (`{ updates, deletions }`, as providers answer it, plus the creation):
 * reactivations are listed with the updates (they clear deleted_at), inactivations are the deletions.
 */
export function historyOf(items: readonly AuditItem[]) {
  return {
    created: items.find((item) => item.action === "create") ?? null,
    updates: items.filter((item) => item.action === "update" || item.action === "reactivation"),
    deletions: items.filter((item) => item.action === "inactivation"),
  };
}
