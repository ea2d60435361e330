import { Button, PasswordField, TextField } from "@trilha/ui";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { Link, useNavigate } from "react-router-dom";
import { CaptchaField, type CaptchaHandle } from "../../auth/captcha";
import { isAutomatedRun, usePublicSettings } from "../../auth/settings";
import { type LoginValues, validateLogin } from "../../auth/sign-in-validation";
import { useAuthForm } from "../../auth/use-auth-form";
import { showStoredFlags, useLoginFlow } from "../../auth/use-sign-in";
import { forgotPasswordPath, partnerState, usePartner } from "../../routes/partner-paths";
import { paths } from "../../routes/paths";
import { AuthFrame } from "../auth-frame";

export const LOGIN_TEXT = {
  title: "Acesse sua conta",
  email: "E-mail ou usuário",
  emailPlaceholder: "seuemail@empresa.com.br",
  password: "Senha",
  submit: "ENTRAR",
  forgot: "ESQUECI MINHA SENHA",
  sso: "Entrar com SSO",
} as const;

/** Generic and branded login (spec 01 §2), the variant chosen by the partner keyword in the address. */
export function LoginPage({ leave }: { leave?: (url: string) => void } = {}) {
  const partner = usePartner();
  const { settings } = usePublicSettings();
  const captcha = useRef<CaptchaHandle>(null);
  const navigate = useNavigate();
  const resetCaptcha = useCallback(() => captcha.current?.reset(), []);
  const env = useMemo(() => ({ partner, leave }), [partner, leave]);
  const { flow, run } = useLoginFlow(env);
  const automated = isAutomatedRun();
  const captchaEnabled = settings.captchaEnabled;
  const validate = useCallback(
    (v: LoginValues) => validateLogin(v, { captchaEnabled, automated }),
    [captchaEnabled, automated],
  );
  // The form resets the captcha after every sign-in attempt, whatever the server answered.
  const form = useAuthForm<LoginValues>({ email: "", password: "", captcha: "" }, validate, { captcha });

  useEffect(() => {
    showStoredFlags({ navigate, onResetCaptcha: resetCaptcha });
  }, [navigate, resetCaptcha]);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    void form.submit(async (values) => {
      const failure = await run(
        flow.login({
          email: values.email.trim(),
          password: values.password,
          "h-captcha-response": values.captcha,
          ...(automated ? { cypress_test: true } : {}),
        }),
      );
      if (failure?.markFields) return { email: failure.message, password: failure.message };
      if (failure?.captcha) return { captcha: failure.message };
      return undefined;
    }, event.currentTarget);
  };

  return (
    <AuthFrame partner={partner} title={LOGIN_TEXT.title} showHowItWorks>
      <form noValidate aria-label="Login" onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField
          label={LOGIN_TEXT.email}
          name="email"
          autoComplete="username"
          placeholder={LOGIN_TEXT.emailPlaceholder}
          value={form.values.email}
          error={form.errors.email}
          onChange={(e) => form.set("email", e.target.value)}
        />
        <PasswordField
          label={LOGIN_TEXT.password}
          name="password"
          autoComplete="current-password"
          value={form.values.password}
          error={form.errors.password}
          onChange={(e) => form.set("password", e.target.value)}
        />
        <CaptchaField
          ref={captcha}
          settings={settings}
          error={form.errors.captcha}
          onToken={(token) => form.set("captcha", token)}
        />
        <Button type="submit" loading={form.submitting}>
          {LOGIN_TEXT.submit}
        </Button>
        <div className="flex flex-wrap justify-between gap-2 text-sm font-semibold">
          {/* Their routes carry no partner keyword: the state keeps the partner's theme and back link. */}
          <Link
            className="text-primary-dark underline"
            to={forgotPasswordPath(partner)}
            state={partnerState(partner)}
          >
            {partner?.forgotLabel ?? LOGIN_TEXT.forgot}
          </Link>
          <Link className="text-primary-dark underline" to={paths.loginSso} state={partnerState(partner)}>
            {LOGIN_TEXT.sso}
          </Link>
        </div>
      </form>
    </AuthFrame>
  );
}
