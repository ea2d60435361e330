import type { Config } from "./config";
import { DEMO_CREDENTIALS, DEMO_OPERATOR } from "./seed/demo";
import { SIGN_IN_PASSWORD, SIGN_IN_USERS, SSO_DOMAIN, SSO_UNCONFIGURED_SHOWS } from "./seed/sign-in-users";

/**
 * `ssoConfigured`: whether the SSO company's identity provider has an issuer and a client (SSO_ISSUER,
 * SSO_CLIENT_ID); without them the SSO demo user's line says what /login-sso answers instead.
 */
export function banner(
  config: Config,
  { seeded, ssoConfigured = false }: { seeded: boolean; ssoConfigured?: boolean },
): string {
  const database = config.databaseUrl
    ? `PostgreSQL (${redact(config.databaseUrl)})`
    : `PGlite in ${config.dataDir}`;
  const lines = [
    "",
    `  Trilha is running at ${config.publicUrl}`,
    `  database: ${database}`,
    ...listening(config, seeded),
    ...(seeded
      ? [
          "",
          "  Demo sign-in",
          `    e-mail:   ${DEMO_CREDENTIALS.email}`,
          `    password: ${DEMO_CREDENTIALS.password}`,
          `    the same company's Operador (not an administrator): ${DEMO_OPERATOR.email} / ${DEMO_OPERATOR.password}`,
          "",
          `  Sign-in demo users (password ${SIGN_IN_PASSWORD} unless noted; ${whereMailGoes(config)})`,
          ...SIGN_IN_USERS.map((user) => {
            const sso = user.email.endsWith(`@${SSO_DOMAIN}`);
            return `    ${user.email.padEnd(34)} ${sso && !ssoConfigured ? SSO_UNCONFIGURED_SHOWS : user.shows}`;
          }),
        ]
      : []),
    "",
    "  Ctrl+C stops the server.",
    "",
  ];
  return lines.join("\n");
}

/** The outbox's page exists outside production only (auth/index.ts registers it so). */
function whereMailGoes(config: Config): string {
  return config.env === "production"
    ? "e-mails go through SMTP_URL, or stay in the outbox table without it: its /dev/outbox page is off in production"
    : `e-mails at ${config.publicUrl}/dev/outbox`;
}

function listening(config: Config, seeded: boolean): string[] {
  const where = `  listening on ${config.host}:${config.port}`;
  if (config.hostExplicit) {
    const every = config.host === "0.0.0.0" || config.host === "::";
    const local = config.host === "localhost" || /^(127\.|::1$)/.test(config.host);
    return [
      every ? `${where} (every interface, HOST=${config.host})` : `${where} (HOST=${config.host})`,
      ...(seeded && !local
        ? ["  warning: demo users with a known password can be reached from other machines."]
        : []),
    ];
  }
  if (!seeded) return [`${where} (every interface; set HOST to choose one)`];
  return [
    `${where}: this machine only, because demo users with a known password are seeded.`,
    "  To accept other machines set HOST=0.0.0.0 (or an address), or SEED_DEMO=false for real data.",
  ];
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}
