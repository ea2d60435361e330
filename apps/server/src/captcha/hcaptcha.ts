/**
 * Server-side hCaptcha check. With no secret configured the check is off (the portal hides the
 * widget too, see GET /settings/public); the automated-test bypass (`cypress_test`) is honoured only
 * when the server runs with NODE_ENV=test, so a real deployment can never be told to skip it.
 */
export type CaptchaVerifier = {
  readonly enabled: boolean;
  verify(input: { response?: string | null; remoteIp?: string; bypass?: unknown }): Promise<boolean>;
};

export function createCaptchaVerifier(options: {
  secret: string | null;
  siteKey?: string | null;
  verifyUrl: string;
  testMode: boolean;
  timeoutMs?: number;
}): CaptchaVerifier {
  const { secret } = options;
  if (!secret) return { enabled: false, verify: async () => true };
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
