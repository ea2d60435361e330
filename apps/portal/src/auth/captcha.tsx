import type HCaptcha from "@hcaptcha/react-hcaptcha";
import { lazy, Suspense, useImperativeHandle, useRef } from "react";

// Its own chunk, fetched only when a form shows the widget (the captcha is on and has a site key).
const HCaptchaWidget = lazy(() => import("./captcha-widget"));

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
      {/* The widget's own height while its chunk loads, so the form does not jump. */}
      <Suspense fallback={<div data-slot="captcha-loading" aria-busy="true" className="h-[78px]" />}>
        <HCaptchaWidget ref={widget} siteKey={siteKey} onToken={onToken} />
      </Suspense>
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
