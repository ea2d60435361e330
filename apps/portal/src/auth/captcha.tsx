import HCaptcha from "@hcaptcha/react-hcaptcha";
import { useImperativeHandle, useRef } from "react";

export type CaptchaHandle = { reset(): void };

export type CaptchaProps = {
  siteKey: string;
  onToken(token: string): void;
  error?: string;
  ref?: React.Ref<CaptchaHandle>;
};

/** The human-verification widget, shown only when the server's settings enable it. */
export function Captcha({ siteKey, onToken, error, ref }: CaptchaProps) {
  const widget = useRef<HCaptcha>(null);
  useImperativeHandle(ref, () => ({
    reset() {
      widget.current?.resetCaptcha();
      onToken("");
    },
  }));
  return (
    <div data-slot="captcha" className="flex flex-col gap-1">
      <HCaptcha
        ref={widget}
        sitekey={siteKey}
        languageOverride="pt"
        onVerify={(token) => onToken(token)}
        onExpire={() => onToken("")}
      />
      {error ? (
        <p role="alert" className="text-sm text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export type CaptchaFieldProps = Omit<CaptchaProps, "siteKey"> & {
  /** The public settings: the widget shows only when the captcha is on and a site key is set. */
  settings: { captchaEnabled: boolean; hcaptchaSiteKey?: string | null };
};

/** The captcha block of the login, SSO and reset-request forms. */
export function CaptchaField({ settings, ...props }: CaptchaFieldProps) {
  if (!settings.captchaEnabled || !settings.hcaptchaSiteKey) return null;
  return <Captcha siteKey={settings.hcaptchaSiteKey} {...props} />;
}
