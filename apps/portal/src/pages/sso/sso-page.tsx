import { authApi, toApiError } from "@trilha/api";
import { api } from "../../api/client";
import { EmailRequestForm, useEmailRequest } from "../../auth/email-request-form";
import { mapSsoError } from "../../auth/messages";
import { type EmailValues, validateSsoRequest } from "../../auth/sign-in-validation";
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
  const request = useEmailRequest(validateSsoRequest);

  const onSubmit = async (values: EmailValues) => {
    try {
      const { redirectUrl } = await authApi(api.user).ssoLogin({
        login_sso_email_input: values.email.trim(),
        login_sso_servico_input: "azure",
        "h-captcha-response": values.captcha,
        ...(request.automated ? { cypress_test: true } : {}),
      });
      leave(redirectUrl);
      return undefined;
    } catch (reason) {
      const { message, field } = mapSsoError(toApiError(reason));
      toast("error", message);
      return { [field]: message };
    }
  };

  return (
    <AuthFrame partner={partner} title={SSO_TEXT.title}>
      <EmailRequestForm
        request={request}
        title={SSO_TEXT.title}
        emailLabel={SSO_TEXT.email}
        submitLabel={SSO_TEXT.submit}
        backLabel={SSO_TEXT.back}
        backTo={loginPath(partner)}
        onSubmit={onSubmit}
        footer={<p className="text-sm text-text-muted">{SSO_TEXT.help}</p>}
      />
    </AuthFrame>
  );
}
