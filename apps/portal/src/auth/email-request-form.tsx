import { Button, TextField } from "@trilha/ui";
import { useCallback, useRef } from "react";
import { Link } from "react-router-dom";
import { CaptchaField, type CaptchaHandle } from "./captcha";
import { isAutomatedRun, usePublicSettings } from "./settings";
import type { CaptchaRule, EmailValues } from "./sign-in-validation";
import { type FormErrors, useAuthForm } from "./use-auth-form";

/**
 * State of the one-e-mail sign-in forms (SSO, reset request): the e-mail, the captcha when the settings
 * enable it, and the shared schema's validation for the page's rule.
 */
export function useEmailRequest(
  validate: (values: EmailValues, rule: CaptchaRule) => FormErrors<EmailValues>,
) {
  const { settings } = usePublicSettings();
  const captcha = useRef<CaptchaHandle>(null);
  const automated = isAutomatedRun();
  const captchaEnabled = settings.captchaEnabled;
  const check = useCallback(
    (values: EmailValues) => validate(values, { captchaEnabled, automated }),
    [validate, captchaEnabled, automated],
  );
  const form = useAuthForm<EmailValues>({ email: "", captcha: "" }, check, { captcha });
  return { form, captcha, settings, automated };
}

export type EmailRequestFormProps = {
  request: ReturnType<typeof useEmailRequest>;
  title: string;
  emailLabel: string;
  submitLabel: string;
  backLabel: string;
  backTo: string;
  onSubmit(values: EmailValues): Promise<FormErrors<EmailValues> | undefined>;
  /** Shown under the back link (the SSO page's help text). */
  footer?: React.ReactNode;
};

/** The e-mail + captcha + submit + back-to-login form both one-e-mail pages show. */
export function EmailRequestForm({
  request: { form, captcha, settings },
  title,
  emailLabel,
  submitLabel,
  backLabel,
  backTo,
  onSubmit,
  footer,
}: EmailRequestFormProps) {
  return (
    <form
      noValidate
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(onSubmit, event.currentTarget);
      }}
      className="flex flex-col gap-4"
    >
      <TextField
        label={emailLabel}
        name="email"
        type="email"
        autoComplete="email"
        value={form.values.email}
        error={form.errors.email}
        onChange={(e) => form.set("email", e.target.value)}
      />
      <CaptchaField
        ref={captcha}
        settings={settings}
        error={form.errors.captcha}
        onToken={(token) => form.set("captcha", token)}
      />
      <Button type="submit" loading={form.submitting}>
        {submitLabel}
      </Button>
      <Link className="text-sm font-semibold text-primary-dark underline" to={backTo}>
        {backLabel}
      </Link>
      {footer}
    </form>
  );
}
