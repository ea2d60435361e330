// The providers' history over the resource kit's audit trail (migration 0018): the same calls and answers
// as when it had its own change_records table. Goes away when providers are rebuilt on the kit.
import type { Database } from "../db/database";
import { type AuditAction, type Change, listAudit, recordAudit } from "../resources/audit";

export { type Change, diff, type Snapshot, snapshotOf } from "../resources/audit";

export type Entity = "provider" | "certificate" | "license" | "employee";

/** An update whose only change clears deleted_at is a reactivation (migration 0018 reads old rows alike). */
function actionOf(kind: "update" | "deletion", changes: readonly Change[]): AuditAction {
  if (kind === "deletion") return "inactivation";
  const [only] = changes;
  const reactivation =
    changes.length === 1 && only?.field === "deleted_at" && only.from !== null && only.to === null;
  return reactivation ? "reactivation" : "update";
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
  const own = record.entity === "provider" && record.providerId === record.entityId;
  await recordAudit(tx, {
    companyId: record.companyId,
    resource: record.entity,
    entityId: record.entityId,
    parent: own ? null : { resource: "provider", id: record.providerId },
    userId: record.userId,
    action: actionOf(record.kind, record.changes),
    changes: record.changes,
    justification: record.justification ?? null,
  });
}

/** `{ updates, deletions }`, newest first, each with the real user who made it. */
export async function listChanges(db: Database, companyId: number, entity: Entity, entityId: number) {
  const items = await listAudit(db, companyId, entity, entityId);
  const item = ({ action: _action, ...rest }: (typeof items)[number]) => rest;
  return {
    updates: items.filter((row) => row.action === "update" || row.action === "reactivation").map(item),
    deletions: items.filter((row) => row.action === "inactivation").map(item),
  };
}
