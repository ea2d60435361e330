/**
 * Server-side hCaptcha check, on only when CAPTCHA_ENABLED=true (the portal shows the widget then, see
 * GET /settings/public); the automated-test bypass (`cypress_test`) is honoured only when the server
 * runs with NODE_ENV=test, so a real deployment can never be told to skip it, and the sign-in calls pass
 * it on only for requests from this machine (auth/kit.ts requireCaptcha, isLocalRequest).
 */

export type CaptchaSettings = { enabled: boolean; secret: string | null; siteKey: string | null };

/**
 * The captcha switch (spec 01 §9: on when the setting equals 'true'): CAPTCHA_ENABLED=true turns it on
 * and then needs HCAPTCHA_SECRET (to verify) and HCAPTCHA_SITE_KEY (for the portal's widget); a secret
 * alone does not. `problems` names each bad variable as the start-up's ConfigError lists them; any
 * value but "true" or "false" is one, so a mistyped "TRUE" or "1" cannot switch the captcha off unseen.
 */
export function readCaptchaSettings(env: Record<string, string | undefined>): {
  settings: CaptchaSettings;
  problems: string[];
} {
  const value = (name: string) => {
    const raw = env[name]?.trim();
    return raw ? raw : null;
  };
  const switchValue = value("CAPTCHA_ENABLED");
  const settings = {
    enabled: switchValue === "true",
    secret: value("HCAPTCHA_SECRET"),
    siteKey: value("HCAPTCHA_SITE_KEY"),
  };
  const problems: string[] = [];
  if (switchValue !== null && switchValue !== "true" && switchValue !== "false")
    problems.push(`CAPTCHA_ENABLED: must be "true" or "false" (got ${JSON.stringify(switchValue)})`);
  if (settings.enabled && !settings.secret)
    problems.push(
      "HCAPTCHA_SECRET: required when CAPTCHA_ENABLED=true (the server verifies answers with it)",
    );
  if (settings.enabled && !settings.siteKey)
    problems.push(
      "HCAPTCHA_SITE_KEY: required when CAPTCHA_ENABLED=true (the portal shows the widget with it)",
    );
  return { settings, problems };
}
export type CaptchaVerifier = {
  readonly enabled: boolean;
  verify(input: { response?: string | null; remoteIp?: string; bypass?: unknown }): Promise<boolean>;
};

export function createCaptchaVerifier(options: {
  enabled: boolean;
  secret: string | null;
  siteKey?: string | null;
  verifyUrl: string;
  testMode: boolean;
  timeoutMs?: number;
}): CaptchaVerifier {
  const { secret } = options;
  if (!options.enabled) return { enabled: false, verify: async () => true };
  // The configuration refuses this already; never turn a switched-on captcha into "always passes".
  if (!secret) throw new Error("HCAPTCHA_SECRET: required when CAPTCHA_ENABLED=true");
  return {
    enabled: true,
    async verify({ response, remoteIp, bypass }) {
      if (options.testMode && isTruthy(bypass)) return true;
      if (!response) return false;
      const form = new URLSearchParams({ secret, response });
      if (remoteIp) form.set("remoteip", remoteIp);
      if (options.siteKey) form.set("sitekey", options.siteKey);
      try {
        const answer = await fetch(options.verifyUrl, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: form,
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
        if (!answer.ok) return false;
        const result = (await answer.json()) as { success?: unknown };
        return result.success === true;
      } catch {
        // An unreachable verifier fails closed: a sign-in without a checked captcha is refused.
        return false;
      }
    },
  };
}

function isTruthy(value: unknown) {
  return value === true || value === "true" || value === 1 || value === "1";
}
