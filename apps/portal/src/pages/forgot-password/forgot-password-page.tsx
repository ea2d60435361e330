import { authApi, toApiError } from "@trilha/api";
import { Button, TextField } from "@trilha/ui";
import { useCallback, useRef } from "react";
import { Link, useNavigate } from "react-router-dom";
import { api } from "../../api/client";
import { CaptchaField, type CaptchaHandle } from "../../auth/captcha";
import { mapResetResult } from "../../auth/messages";
import { isAutomatedRun, usePublicSettings } from "../../auth/settings";
import { type EmailValues, validateResetRequest } from "../../auth/sign-in-validation";
import { useAuthForm } from "../../auth/use-auth-form";
import { loginPath, usePartner } from "../../routes/partner-paths";
import { paths } from "../../routes/paths";
import { toast } from "../../toasts/toasts";
import { AuthFrame } from "../auth-frame";

export const FORGOT_TEXT = {
  title: "REDEFINIR SENHA DE ACESSO",
  intro: "Informe o e-mail cadastrado e enviaremos um link para você redefinir sua senha.",
  email: "E-mail",
  submit: "ENVIAR LINK",
  back: "acessar usando login / senha",
} as const;

/** Reset request (generic and association-branded): any known or unknown e-mail goes on to the info page. */
export function ForgotPasswordPage() {
  const partner = usePartner();
  const navigate = useNavigate();
  const { settings } = usePublicSettings();
  const captcha = useRef<CaptchaHandle>(null);
  const automated = isAutomatedRun();
  const captchaEnabled = settings.captchaEnabled;
  const validate = useCallback(
    (v: EmailValues) => validateResetRequest(v, { captchaEnabled, automated }),
    [captchaEnabled, automated],
  );
  const form = useAuthForm<EmailValues>({ email: "", captcha: "" }, validate);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    void form.submit(async (values) => {
      const email = values.email.trim();
      let failure: unknown = null;
      try {
        await authApi(api.user).requestPasswordReset({
          email,
          "h-captcha-response": values.captcha,
          ...(automated ? { cypress_test: true } : {}),
        });
      } catch (reason) {
        failure = reason;
      }
      const result = mapResetResult(failure ? toApiError(failure) : null);
      if (result.ok) {
        navigate(paths.forgotPasswordInfo, { state: { email } });
        return undefined;
      }
      captcha.current?.reset();
      toast("error", result.message);
      return { [result.field]: result.message };
    });
  };

  return (
    <AuthFrame partner={partner} title={FORGOT_TEXT.title}>
      <p className="text-sm text-text-muted">{FORGOT_TEXT.intro}</p>
      <form noValidate aria-label={FORGOT_TEXT.title} onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField
          label={FORGOT_TEXT.email}
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
          {FORGOT_TEXT.submit}
        </Button>
        <Link className="text-sm font-semibold text-primary-dark underline" to={loginPath(partner)}>
          {FORGOT_TEXT.back}
        </Link>
      </form>
    </AuthFrame>
  );
}
