import type { Database } from "../db/database";

/**
 * Whether an e-mail's domain signs in through a company's identity provider (an enabled
 * auth_identity_providers row): such users have no Trilha password to reset or to create.
 */
export async function isSsoEmail(db: Database, email: string): Promise<boolean> {
  const domain = email.trim().toLowerCase().split("@")[1] ?? "";
  const { rows } = await db.query(
    "select 1 from auth_identity_providers where lower(domain) = $1 and enabled limit 1",
    [domain],
  );
  return rows.length > 0;
}
