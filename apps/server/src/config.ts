import { isAbsolute, resolve } from "node:path";
import { coerce, defaulted, define, type Infer, optional, string, type, validate } from "superstruct";
import { readCaptchaSettings } from "./captcha/hcaptcha";
import { defaultDataDir, defaultPortalDist } from "./paths";

const secretVariables = new Set(["DATABASE_URL", "SINIR_PASSWORD"]);

const nodeEnvs = ["development", "test", "production"] as const;
const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const port = coerce(
  define<number>(
    "port",
    (value) =>
      (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 65535) ||
      "must be a whole number from 1 to 65535",
  ),
  string(),
  (text) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : text),
);

const flag = coerce(
  define<boolean>("flag", (value) => typeof value === "boolean" || 'must be "true" or "false"'),
  string(),
  (text) => ({ true: true, false: false, "1": true, "0": false })[text.trim().toLowerCase()] ?? text,
);

const urlWith = (protocols: string[], description: string) =>
  define<string>("url", (value) => {
    if (typeof value !== "string") return `must be ${description}`;
    try {
      return protocols.includes(new URL(value).protocol) || `must be ${description}`;
    } catch {
      return `must be ${description}`;
    }
  });

const oneOf = <T extends string>(values: readonly T[]) =>
  define<T>("oneOf", (value) => values.includes(value as T) || `must be one of ${values.join(", ")}`);

const text = define<string>(
  "text",
  (value) => (typeof value === "string" && value.trim() !== "") || "must not be empty",
);

// "false" (default: the client address is the socket's), "true" (trust every hop: only behind a proxy that
// overwrites X-Forwarded-For), or the proxies' addresses/CIDRs separated by commas.
const trustProxy = coerce(
  define<boolean | string[]>(
    "trustProxy",
    (value) =>
      typeof value === "boolean" ||
      (Array.isArray(value) && value.length > 0 && value.every((entry) => /^[0-9a-fA-F.:/]+$/.test(entry))) ||
      'must be "true", "false" or a comma-separated list of proxy addresses',
  ),
  string(),
  (text) => {
    const value = text.trim().toLowerCase();
    if (value === "true" || value === "false") return value === "true";
    return value.split(",").map((entry) => entry.trim());
  },
);

// `type` (not `object`) because the environment holds every other variable of the machine too.
const Environment = type({
  PORT: defaulted(port, 3000),
  HOST: optional(text),
  NODE_ENV: defaulted(oneOf(nodeEnvs), "development"),
  LOG_LEVEL: defaulted(oneOf(logLevels), "info"),
  DATABASE_URL: optional(urlWith(["postgres:", "postgresql:"], "a postgres:// connection URL")),
  DATA_DIR: optional(text),
  PORTAL_DIST: optional(text),
  SEED_DEMO: optional(flag),
  ALLOW_DEMO_USERS: defaulted(flag, false),
  PUBLIC_URL: optional(urlWith(["http:", "https:"], "an http(s):// URL")),
  TRUST_PROXY: defaulted(trustProxy, false),
  LEGISLATION_REPORT_URL: optional(urlWith(["https:", "http:"], "an http(s):// URL")),
  SINIR_API_URL: optional(urlWith(["https:", "http:"], "an http(s):// URL")),
  SINIR_USER: optional(text),
  SINIR_PASSWORD: optional(text),
  SINIR_UNIT: optional(text),
});

type Environment = Infer<typeof Environment>;

export type NodeEnv = (typeof nodeEnvs)[number];
export type LogLevel = (typeof logLevels)[number];

export type Config = {
  port: number;
  /** HOST, or 127.0.0.1 while demo users (known password) are seeded, else 0.0.0.0. */
  host: string;
  /** HOST was set: the operator chose the interface (the banner says so instead of the demo warning). */
  hostExplicit: boolean;
  /** ALLOW_DEMO_USERS: a production start accepts demo users in the database (otherwise it refuses). */
  allowDemoUsers: boolean;
  env: NodeEnv;
  logLevel: LogLevel;
  /** PostgreSQL when set; otherwise the embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  portalDist: string;
  seedDemo: boolean;
  publicUrl: string;
  /** Fastify's trustProxy: which X-Forwarded-* headers to believe (login throttling keys on the client IP). */
  trustProxy: boolean | string[];
  /** LEGISLATION_REPORT_URL: the report /legislacao embeds (its origin is allowed as a frame source). */
  legislationReportUrl: string | null;
  /**
   * SINIR_API_URL, SINIR_USER, SINIR_PASSWORD, SINIR_UNIT: the national MTR web service outputs are sent to
   * (integrations/mtr/sinir.ts); null when unset, and sending then fails saying what to set.
   */
  sinir: { apiUrl: string | null; user: string | null; password: string | null; unit: string | null };
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Reads and validates the environment; throws a ConfigError naming every bad variable at once. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable (`PORT=` in a .env file) means "use the default", as an unset one does.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const [error, parsed] = validate(present, Environment, { coerce: true });
  const problems =
    error?.failures().map((failure) => {
      const name = failure.path.join(".") || "environment";
      // Connection URLs may carry a password: never echo them into logs.
      const shown = secretVariables.has(name) ? "" : ` (got ${JSON.stringify(failure.value)})`;
      return `${name}: ${failure.message}${shown}`;
    }) ?? [];
  // The sign-in module reads the captcha settings when the app is built; checked here as well so a
  // switched-on captcha without its keys stops the start at once, listed with the other problems.
  problems.push(...readCaptchaSettings(present).problems);
  if (problems.length > 0 || !parsed) throw new ConfigError(problems);
  const config = fromEnvironment(parsed);
  if (config.env === "production" && config.seedDemo && !config.allowDemoUsers) {
    throw new ConfigError([
      "SEED_DEMO: seeding demo users (known password) in production needs ALLOW_DEMO_USERS=true",
    ]);
  }
  return config;
}

function fromEnvironment(env: Environment): Config {
  const seedDemo = env.SEED_DEMO ?? env.NODE_ENV !== "production";
  return {
    port: env.PORT,
    // Demo users share a published password and the outbox shows live reset links: unless the operator
    // names an interface, a seeded server is reachable from this machine only.
    host: env.HOST ?? (seedDemo ? "127.0.0.1" : "0.0.0.0"),
    hostExplicit: env.HOST !== undefined,
    allowDemoUsers: env.ALLOW_DEMO_USERS,
    env: env.NODE_ENV,
    logLevel: env.LOG_LEVEL,
    databaseUrl: env.DATABASE_URL,
    // Relative paths given by the operator are read from the working directory, as a shell user expects;
    // the defaults are fixed to the package so `pnpm start` from the repo root and `pnpm dev` agree.
    dataDir: env.DATA_DIR ? absolute(env.DATA_DIR) : defaultDataDir,
    portalDist: env.PORTAL_DIST ? absolute(env.PORTAL_DIST) : defaultPortalDist,
    seedDemo,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    trustProxy: env.TRUST_PROXY,
    legislationReportUrl: env.LEGISLATION_REPORT_URL ?? null,
    sinir: {
      apiUrl: env.SINIR_API_URL ?? null,
      user: env.SINIR_USER ?? null,
      password: env.SINIR_PASSWORD ?? null,
      unit: env.SINIR_UNIT ?? null,
    },
  };
}

function absolute(path: string): string {
  return isAbsolute(path) ? path : resolve(process.cwd(), path);
}
