import { readCaptchaSettings } from "../captcha/hcaptcha";
import { ConfigError } from "../config";

/**
 * Settings of the sign-in module, read from the environment with validated defaults.
 * Kept beside the module (not in src/config.ts) so the foundation's config stays small;
 * buildApp passes the result to `authModule`.
 */
export type AuthConfig = {
  nodeEnv: string;
  /** The portal's public origin, used in e-mail links and SSO redirects. */
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** CAPTCHA_ENABLED=true; then both hCaptcha keys are set (readCaptchaSettings). */
  captchaEnabled: boolean;
  hcaptchaSecret: string | null;
  hcaptchaSiteKey: string | null;
  hcaptchaVerifyUrl: string;
  sessionIdleMinutes: number;
  /**
   * How long a verified session is answered from this process's memory (0: every call asks the
   * database). Sign-out and the other session ends in this process forget it at once; another process
   * may still answer an ended session for up to this long.
   */
  sessionCacheSeconds: number;
  /** Sign-in tokens (between POST /login and the company choice) live this long. */
  signInMinutes: number;
  resetLinkMinutes: number;
  firstAccessLinkHours: number;
  microServiceUrl: string | null;
  thirdPartyUrl: string | null;
  sso: { issuer: string | null; clientId: string | null; clientSecret: string | null };
  lockoutAttempts: number;
  /** Failed logins accepted per IP (and per e-mail) in a 15-minute window before THROTTLED. */
  throttlePerIp: number;
  throttlePerEmail: number;
  resetRequestsPerHour: number;
  /** Reset requests accepted from one IP in an hour, whatever the addresses (RESET_REQUESTS_PER_IP_PER_HOUR). */
  resetRequestsPerIpPerHour: number;
  version: string;
  supportPhone: string;
  supportEmail: string;
};

type Env = Record<string, string | undefined>;

/** `base` carries what the server's own config already settled (mode and public URL). */
export function readAuthConfig(
  env: Env = process.env,
  base: { env?: string; publicUrl?: string } = {},
): AuthConfig {
  const nodeEnv = base.env ?? env.NODE_ENV ?? "development";
  const captcha = readCaptchaSettings(env);
  if (captcha.problems.length > 0) throw new ConfigError(captcha.problems);
  const port = env.PORT ?? "3000";
  return {
    nodeEnv,
    publicUrl: (base.publicUrl ?? url(env, "PUBLIC_URL", `http://localhost:${port}`)).replace(/\/$/, ""),
    smtpUrl: optional(env.SMTP_URL),
    mailFrom: env.MAIL_FROM ?? "Trilha <nao-responda@trilha.dev>",
    captchaEnabled: captcha.settings.enabled,
    hcaptchaSecret: captcha.settings.secret,
    hcaptchaSiteKey: captcha.settings.siteKey,
    hcaptchaVerifyUrl: url(env, "HCAPTCHA_VERIFY_URL", "https://api.hcaptcha.com/siteverify"),
    sessionIdleMinutes: positive(env, "SESSION_IDLE_MINUTES", 20),
    sessionCacheSeconds: atMost(env, "SESSION_CACHE_SECONDS", 2, 10),
    signInMinutes: positive(env, "SIGN_IN_MINUTES", 10),
    resetLinkMinutes: positive(env, "RESET_LINK_MINUTES", 60),
    firstAccessLinkHours: positive(env, "FIRST_ACCESS_LINK_HOURS", 72),
    microServiceUrl: optionalUrl(env, "MICRO_SERVICE_URL"),
    thirdPartyUrl: optionalUrl(env, "THIRD_PARTY_URL"),
    sso: {
      issuer: optionalUrl(env, "SSO_ISSUER"),
      clientId: optional(env.SSO_CLIENT_ID),
      clientSecret: optional(env.SSO_CLIENT_SECRET),
    },
    lockoutAttempts: positive(env, "LOGIN_LOCKOUT_ATTEMPTS", 5),
    throttlePerIp: positive(env, "LOGIN_THROTTLE_PER_IP", 30),
    throttlePerEmail: positive(env, "LOGIN_THROTTLE_PER_EMAIL", 10),
    resetRequestsPerHour: positive(env, "RESET_REQUESTS_PER_HOUR", 3),
    resetRequestsPerIpPerHour: positive(env, "RESET_REQUESTS_PER_IP_PER_HOUR", 30),
    version: env.APP_VERSION ?? "3.1.2",
    supportPhone: env.SUPPORT_PHONE ?? "(11) 4000-1234",
    supportEmail: env.SUPPORT_EMAIL ?? "suporte@trilha.dev",
  };
}

function optional(value: string | undefined) {
  return value && value.trim() !== "" ? value.trim() : null;
}

function url(env: Env, name: string, fallback: string) {
  const value = optional(env[name]) ?? fallback;
  try {
    new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute URL (got "${value}")`);
  }
  return value;
}

function optionalUrl(env: Env, name: string) {
  return optional(env[name]) === null ? null : url(env, name, "").replace(/\/$/, "");
}

/** A number from 0 to `max` (0 turns the feature off). */
function atMost(env: Env, name: string, fallback: number, max: number) {
  const raw = optional(env[name]);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > max)
    throw new Error(`${name} must be a number from 0 to ${max} (got "${raw}")`);
  return value;
}

function positive(env: Env, name: string, fallback: number) {
  const raw = optional(env[name]);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number (got "${raw}")`);
  return value;
}
