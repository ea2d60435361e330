import HCaptcha from "@hcaptcha/react-hcaptcha";
import { useState } from "react";

/** Not in the spec (docs/decisions.md): hcaptcha.com's script did not load (offline, blocked). */
export const CAPTCHA_UNAVAILABLE =
  "Não foi possível carregar a verificação hCaptcha. Verifique sua conexão e recarregue a página.";

type CaptchaWidgetProps = {
  siteKey: string;
  onToken(token: string): void;
  ref?: React.Ref<HCaptcha>;
};

/**
 * hCaptcha's widget, in the captcha's lazy chunk (the login's first page is at its size budget).
 * Without its script the widget draws nothing at all and the form could only say the captcha is
 * required, so a failed load is said here.
 */
export default function CaptchaWidget({ siteKey, onToken, ref }: CaptchaWidgetProps) {
  const [unavailable, setUnavailable] = useState(false);
  return (
    <>
      <HCaptcha
        ref={ref}
        sitekey={siteKey}
        languageOverride="pt"
        // Its error reports to Sentry carry the page's address and the browser's details.
        sentry={false}
        onError={(code) => setUnavailable(code.startsWith("script-"))}
        onVerify={(token) => onToken(token)}
        onExpire={() => onToken("")}
      />
      {unavailable ? (
        <p role="alert" className="text-sm text-error">
          {CAPTCHA_UNAVAILABLE}
        </p>
      ) : null}
    </>
  );
}
