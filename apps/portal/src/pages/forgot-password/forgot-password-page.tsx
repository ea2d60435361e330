import { authApi, toApiError } from "@trilha/api";
import { useNavigate } from "react-router-dom";
import { api } from "../../api/client";
import { EmailRequestForm, useEmailRequest } from "../../auth/email-request-form";
import { mapResetResult } from "../../auth/messages";
import { type EmailValues, validateResetRequest } from "../../auth/sign-in-validation";
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
  const request = useEmailRequest(validateResetRequest);

  const onSubmit = async (values: EmailValues) => {
    const email = values.email.trim();
    let failure: unknown = null;
    try {
      await authApi(api.user).requestPasswordReset({
        email,
        "h-captcha-response": values.captcha,
        ...(request.automated ? { cypress_test: true } : {}),
      });
    } catch (reason) {
      failure = reason;
    }
    const result = mapResetResult(failure ? toApiError(failure) : null);
    if (result.ok) {
      navigate(paths.forgotPasswordInfo, { state: { email } });
      return undefined;
    }
    toast("error", result.message);
    return { [result.field]: result.message };
  };

  return (
    <AuthFrame partner={partner} title={FORGOT_TEXT.title}>
      <p className="text-sm text-text-muted">{FORGOT_TEXT.intro}</p>
      <EmailRequestForm
        request={request}
        title={FORGOT_TEXT.title}
        emailLabel={FORGOT_TEXT.email}
        submitLabel={FORGOT_TEXT.submit}
        backLabel={FORGOT_TEXT.back}
        backTo={loginPath(partner)}
        onSubmit={onSubmit}
      />
    </AuthFrame>
  );
}
