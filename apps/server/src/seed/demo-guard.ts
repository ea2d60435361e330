import type { Config } from "../config";
import type { Database } from "../db/database";
import { DEMO_CREDENTIALS, DEMO_OPERATOR } from "./demo";
import { SIGN_IN_USERS } from "./sign-in-users";

/** Every e-mail the demo seeds create, all with a password published in the README and the banner. */
export const DEMO_EMAILS: readonly string[] = [
  DEMO_CREDENTIALS.email,
  DEMO_OPERATOR.email,
  ...SIGN_IN_USERS.map((u) => u.email),
];

export class DemoUsersInProductionError extends Error {
  constructor(readonly emails: string[]) {
    super(
      `Refusing to start in production: the database holds demo users with a published password (${emails.join(", ")}). ` +
        "Delete them, or set ALLOW_DEMO_USERS=true to start anyway (a public demo, never real data).",
    );
    this.name = "DemoUsersInProductionError";
  }
}

/** NODE_ENV=production stops here while a demo user exists, unless ALLOW_DEMO_USERS=true. */
export async function refuseDemoUsersInProduction(db: Database, config: Config): Promise<void> {
  if (config.env !== "production" || config.allowDemoUsers) return;
  const { rows } = await db.query<{ email: string }>(
    "select email from users where lower(email) = any($1::text[]) order by email",
    [DEMO_EMAILS.map((email) => email.toLowerCase())],
  );
  if (rows.length > 0) throw new DemoUsersInProductionError(rows.map((row) => row.email));
}
