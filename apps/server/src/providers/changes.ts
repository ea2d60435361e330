import type { Database } from "../db/database";

export type Change = { field: string; from: string | null; to: string | null };
export type Entity = "provider" | "certificate" | "license" | "employee";
export type Snapshot = Record<string, string | null>;

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

export async function recordChange(
  tx: Database,
  record: {
    companyId: number;
    providerId: number;
    entity: Entity;
    entityId: number;
    userId: number;
    kind: "update" | "deletion";
    changes: Change[];
    justification?: string | null;
  },
) {
  await tx.query(
    `insert into change_records (company_id, provider_id, entity, entity_id, user_id, kind, changes, justification)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8)`,
    [
      record.companyId,
      record.providerId,
      record.entity,
      record.entityId,
      record.userId,
      record.kind,
      JSON.stringify(record.changes),
      record.justification ?? null,
    ],
  );
}

type ChangeRow = {
  uuid: string;
  kind: "update" | "deletion";
  created_at: Date;
  changes: Change[];
  justification: string | null;
  user_uuid: string | null;
  user_name: string | null;
};

/** `{ updates, deletions }`, newest first, each with the real user who made it. */
export async function listChanges(db: Database, companyId: number, entity: Entity, entityId: number) {
  const { rows } = await db.query<ChangeRow>(
    `select r.uuid::text as uuid, r.kind, r.created_at, r.changes, r.justification,
            u.uuid::text as user_uuid, u.name as user_name
       from change_records r left join users u on u.id = r.user_id
      where r.company_id = $1 and r.entity = $2 and r.entity_id = $3
      order by r.created_at desc, r.id desc`,
    [companyId, entity, entityId],
  );
  const item = (row: ChangeRow) => ({
    uuid: row.uuid,
    when: row.created_at,
    user: row.user_uuid ? { uuid: row.user_uuid, name: row.user_name } : null,
    changes: row.changes,
    justification: row.justification,
  });
  return {
    updates: rows.filter((row) => row.kind === "update").map(item),
    deletions: rows.filter((row) => row.kind === "deletion").map(item),
  };
}
