import { AUTH_CODES, authApi, toApiError } from "@trilha/api";
import { PasswordRules } from "@trilha/forms";
import { Button, buttonVariants, Checkbox, PasswordField, Spinner } from "@trilha/ui";
import { useCallback, useRef, useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router-dom";
import { api } from "../../api/client";
import { AUTH_TEXTS } from "../../auth/messages";
import { type PasswordValues, validatePassword } from "../../auth/password-form";
import { useAuthForm } from "../../auth/use-auth-form";
import { usePasswordLink } from "../../auth/use-password-link";
import { paths } from "../../routes/paths";
import { toast } from "../../toasts/toasts";
import { AuthFrame } from "../auth-frame";
import { TermsModal } from "./terms-modal";

export type PasswordVariant = "redefine" | "strong" | "firstAccess" | "recover";

export const PASSWORD_TEXT = {
  redefineTitle: "REDEFINIR SENHA DE ACESSO",
  firstAccessTitle: "CADASTRAR SENHA DE ACESSO",
  recoverTitle: "Recuperar senha",
  strongNotice: "Altere sua senha para atender aos requisitos de senha segura!",
  password: "Nova senha",
  confirmation: "Confirmação da nova senha",
  recoverPassword: "Senha",
  recoverConfirmation: "Confirmar senha",
  redefine: "REDEFINIR",
  create: "CADASTRAR SENHA",
  send: "Enviar",
  terms: "Estou de acordo e quero prosseguir",
  readTerms: "Ler os termos de uso e a política de privacidade",
  backToLogin: "Voltar para o login",
  /** Not in the spec (issue 13): the page was opened without the e-mail link's id and token. */
  missingLink:
    "Este endereço não traz o link de recuperação enviado por e-mail, então a senha não pode ser alterada. Abra o link do e-mail ou peça um novo em",
  forgotPassword: "Esqueci minha senha",
} as const;

const TITLES: Record<PasswordVariant, string> = {
  redefine: PASSWORD_TEXT.redefineTitle,
  strong: PASSWORD_TEXT.redefineTitle,
  firstAccess: PASSWORD_TEXT.firstAccessTitle,
  recover: PASSWORD_TEXT.recoverTitle,
};

/**
 * Redefinition (plain and forced strong-password), first access (rules, terms, acceptance) and
 * "Recuperar senha" (spec 01 §2). All post `POST /users/password` with the link's id and token, checked
 * first when the screen opens: a used or expired link shows its message and 'Esqueci minha senha'.
 */
export function PasswordPage({ variant }: { variant: PasswordVariant }) {
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const id = params.id ?? search.get("id") ?? "";
  const token = params.tokenPass ?? search.get("token") ?? "";
  const withTerms = variant === "firstAccess";
  // Spec 01 §5: creation and redefinition both show each rule with a live indicator.
  const liveRules = variant !== "recover";
  // A used or expired link says so at once, instead of a form that can only be refused (docs/api/auth.md).
  const link = usePasswordLink(id, token);
  const [termsOpen, setTermsOpen] = useState(false);
  // Without the link's id and token the server can only refuse: the page says so on arrival.
  const missingLink = link === "missing";
  const forgotLink = useRef<HTMLAnchorElement>(null);
  const validate = useCallback((v: PasswordValues) => validatePassword(v, { terms: withTerms }), [withTerms]);
  const form = useAuthForm<PasswordValues>({ password: "", confirmation: "", terms: false }, validate);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    // The alert is already on screen: Enviar takes the user to its way out.
    if (missingLink) return forgotLink.current?.focus();
    void form.submit(async (values) => {
      try {
        await authApi(api.user).changePassword({
          id,
          token,
          passwordNew: values.password,
          passwordNewConfirm: values.confirmation,
        });
      } catch (reason) {
        const error = toApiError(reason);
        // Spec 01 §4: a failed redefinition is silent; a used or expired link says so (docs/decisions.md).
        if (error.code === AUTH_CODES.tokenExpired) toast("error", AUTH_TEXTS.linkUsed);
        if (error.fields)
          return { password: error.fields.passwordNew, confirmation: error.fields.passwordNewConfirm };
        return undefined;
      }
      navigate(paths.successPasswordChange, { replace: true });
      return undefined;
    }, event.currentTarget);
  };

  const recover = variant === "recover";
  if (link === "checking")
    return (
      <AuthFrame title={TITLES[variant]}>
        <div aria-busy="true" className="flex min-h-40 items-center justify-center">
          <Spinner size="lg" />
        </div>
      </AuthFrame>
    );
  if (link === "used")
    return (
      <AuthFrame title={TITLES[variant]}>
        <div className="flex flex-col gap-4">
          <p role="alert" className="rounded-md bg-error-light p-3 text-sm">
            {AUTH_TEXTS.linkUsed}
          </p>
          <Link to={paths.forgotPassword} className={buttonVariants()}>
            {PASSWORD_TEXT.forgotPassword}
          </Link>
          <Link to={paths.home} className="text-sm font-semibold text-primary-dark underline">
            {PASSWORD_TEXT.backToLogin}
          </Link>
        </div>
      </AuthFrame>
    );
  return (
    <AuthFrame title={TITLES[variant]}>
      {variant === "strong" ? (
        <p role="note" className="rounded-md bg-warning-light p-3 text-sm font-semibold">
          {PASSWORD_TEXT.strongNotice}
        </p>
      ) : null}
      {missingLink ? (
        <p role="alert" className="rounded-md bg-error-light p-3 text-sm">
          {PASSWORD_TEXT.missingLink}{" "}
          <Link
            ref={forgotLink}
            to={paths.forgotPassword}
            className="font-semibold text-primary-dark underline"
          >
            {PASSWORD_TEXT.forgotPassword}
          </Link>
          .
        </p>
      ) : null}
      <form noValidate aria-label={TITLES[variant]} onSubmit={onSubmit} className="flex flex-col gap-4">
        <PasswordField
          label={recover ? PASSWORD_TEXT.recoverPassword : PASSWORD_TEXT.password}
          name={recover ? "password" : "passwordNew"}
          autoComplete="new-password"
          required
          value={form.values.password}
          error={form.errors.password}
          onChange={(e) => form.set("password", e.target.value)}
        />
        <PasswordField
          label={recover ? PASSWORD_TEXT.recoverConfirmation : PASSWORD_TEXT.confirmation}
          name={recover ? "confirm_password" : "passwordNewConfirm"}
          autoComplete="new-password"
          required
          value={form.values.confirmation}
          error={form.errors.confirmation}
          onChange={(e) => form.set("confirmation", e.target.value)}
        />
        {liveRules ? (
          <PasswordRules password={form.values.password} confirmation={form.values.confirmation} />
        ) : null}
        {withTerms ? (
          <>
            <Button
              type="button"
              variant="link"
              className="self-start px-0"
              onClick={() => setTermsOpen(true)}
            >
              {PASSWORD_TEXT.readTerms}
            </Button>
            <TermsModal open={termsOpen} onOpenChange={setTermsOpen} />
            <Checkbox
              label={PASSWORD_TEXT.terms}
              name="terms"
              checked={form.values.terms}
              error={form.errors.terms}
              onCheckedChange={(checked) => form.set("terms", checked)}
            />
          </>
        ) : null}
        <Button type="submit" loading={form.submitting}>
          {withTerms ? PASSWORD_TEXT.create : recover ? PASSWORD_TEXT.send : PASSWORD_TEXT.redefine}
        </Button>
        <Link to={paths.home} className="text-sm font-semibold text-primary-dark underline">
          {PASSWORD_TEXT.backToLogin}
        </Link>
      </form>
    </AuthFrame>
  );
}
