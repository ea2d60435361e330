import type { Database } from "../db/database";
import type { Scope } from "../resources";

/** One step of the document's timeline, with who took it. */
export async function recordEvent(
  tx: Database,
  scope: Scope,
  outputId: number,
  action: string,
  detail: Record<string, unknown>,
) {
  await tx.query(
    `insert into output_events (company_id, output_id, action, user_id, detail) values ($1, $2, $3, $4, $5)`,
    [scope.companyId, outputId, action, scope.userId || null, JSON.stringify(detail)],
  );
}
