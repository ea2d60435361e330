import { authApi, toApiError } from "@trilha/api";
import { Button, TextField } from "@trilha/ui";
import { useCallback, useRef } from "react";
import { Link } from "react-router-dom";
import { api } from "../../api/client";
import { CaptchaField, type CaptchaHandle } from "../../auth/captcha";
import { mapSsoError } from "../../auth/messages";
import { isAutomatedRun, usePublicSettings } from "../../auth/settings";
import { type EmailValues, validateSsoRequest } from "../../auth/sign-in-validation";
import { useAuthForm } from "../../auth/use-auth-form";
import { loginPath, usePartner } from "../../routes/partner-paths";
import { toast } from "../../toasts/toasts";
import { AuthFrame } from "../auth-frame";

export const SSO_TEXT = {
  title: "Login SSO",
  email: "E-mail corporativo",
  submit: "ENTRAR",
  back: "Entrar com login / senha",
  help: "Problemas para acessar? Fale com nossa equipe de suporte pelo chat.",
} as const;

export type SsoPageProps = { leave?: (url: string) => void };

/** Single sign-on: the server answers the identity provider's address and the browser goes there. */
export function SsoPage({ leave = (url) => window.location.assign(url) }: SsoPageProps) {
  const partner = usePartner();
  const { settings } = usePublicSettings();
  const captcha = useRef<CaptchaHandle>(null);
  const automated = isAutomatedRun();
  const captchaEnabled = settings.captchaEnabled;
  const validate = useCallback(
    (v: EmailValues) => validateSsoRequest(v, { captchaEnabled, automated }),
    [captchaEnabled, automated],
  );
  const form = useAuthForm<EmailValues>({ email: "", captcha: "" }, validate);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    void form.submit(async (values) => {
      try {
        const { redirectUrl } = await authApi(api.user).ssoLogin({
          login_sso_email_input: values.email.trim(),
          login_sso_servico_input: "azure",
        });
        leave(redirectUrl);
        return undefined;
      } catch (reason) {
        const message = mapSsoError(toApiError(reason));
        captcha.current?.reset();
        toast("error", message);
        return { email: message };
      }
    });
  };

  return (
    <AuthFrame partner={partner} title={SSO_TEXT.title}>
      <form noValidate aria-label={SSO_TEXT.title} onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField
          label={SSO_TEXT.email}
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
          {SSO_TEXT.submit}
        </Button>
        <Link className="text-sm font-semibold text-primary-dark underline" to={loginPath(partner)}>
          {SSO_TEXT.back}
        </Link>
        <p className="text-sm text-text-muted">{SSO_TEXT.help}</p>
      </form>
    </AuthFrame>
  );
}
