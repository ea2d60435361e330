import type { Config } from "./config";
import { DEMO_CREDENTIALS } from "./seed/demo";
import { SIGN_IN_PASSWORD, SIGN_IN_USERS } from "./seed/sign-in-users";

export function banner(config: Config, { seeded }: { seeded: boolean }): string {
  const database = config.databaseUrl
    ? `PostgreSQL (${redact(config.databaseUrl)})`
    : `PGlite in ${config.dataDir}`;
  const lines = [
    "",
    `  Trilha is running at ${config.publicUrl}`,
    `  database: ${database}`,
    ...(seeded
      ? [
          "",
          "  Demo sign-in",
          `    e-mail:   ${DEMO_CREDENTIALS.email}`,
          `    password: ${DEMO_CREDENTIALS.password}`,
          "",
          `  Sign-in demo users (password ${SIGN_IN_PASSWORD} unless noted; e-mails at ${config.publicUrl}/dev/outbox)`,
          ...SIGN_IN_USERS.map((user) => `    ${user.email.padEnd(34)} ${user.shows}`),
        ]
      : []),
    "",
    "  Ctrl+C stops the server.",
    "",
  ];
  return lines.join("\n");
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}
