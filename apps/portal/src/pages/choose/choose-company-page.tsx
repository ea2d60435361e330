import { Button, Select } from "@trilha/ui";
import { useMemo } from "react";
import { Navigate } from "react-router-dom";
import { useSnapshot } from "valtio";
import { type CompanyValues, validateChooseCompany } from "../../auth/sign-in-validation";
import { useAuthForm } from "../../auth/use-auth-form";
import { useLoginFlow } from "../../auth/use-sign-in";
import { loginPath, usePartner } from "../../routes/partner-paths";
import { session, sessionActions } from "../../session/store";
import { AuthFrame } from "../auth-frame";

export const CHOOSE_COMPANY_TEXT = {
  title: "Escolha o módulo",
  label: "Módulo",
  placeholder: "Selecione um módulo",
  submit: "CONTINUAR",
  submitFastfood: "IR",
  back: "VOLTAR PARA O LOGIN",
} as const;

/** Several companies in the module: the user picks one by trading name (spec 01 §2 "choose module"). */
export function ChooseCompanyPage({ leave }: { leave?: (url: string) => void } = {}) {
  const partner = usePartner();
  const { companyModuled } = useSnapshot(session);
  const { flow, run, navigate } = useLoginFlow(
    useMemo(() => ({ partner, leave, returnTo: loginPath(partner) }), [partner, leave]),
  );
  const form = useAuthForm<CompanyValues>({ company: "" }, validateChooseCompany);
  const options = companyModuled.map((c) => ({ value: c.uuid, label: c.trading_name }));

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    void form.submit(async ({ company }) => {
      const chosen = session.companyModuled.find((c) => c.uuid === company);
      if (chosen) await run(flow.chooseCompany(chosen));
      return undefined;
    });
  };

  const backToLogin = () => {
    sessionActions.logout();
    navigate(loginPath(partner));
  };

  // Opened without a sign-in in progress (a bookmark, a reload after the choices were dropped): nothing
  // to choose from, so the login.
  if (options.length === 0) return <Navigate to={loginPath(partner)} replace />;

  return (
    <AuthFrame partner={partner} title={CHOOSE_COMPANY_TEXT.title}>
      <form
        noValidate
        aria-label={CHOOSE_COMPANY_TEXT.title}
        onSubmit={onSubmit}
        className="flex flex-col gap-4"
      >
        <Select
          label={CHOOSE_COMPANY_TEXT.label}
          name="company"
          placeholder={CHOOSE_COMPANY_TEXT.placeholder}
          options={options}
          value={form.values.company}
          error={form.errors.company}
          onValueChange={(value) => form.set("company", value)}
        />
        <Button type="submit" loading={form.submitting}>
          {partner?.id === "fastfood" ? CHOOSE_COMPANY_TEXT.submitFastfood : CHOOSE_COMPANY_TEXT.submit}
        </Button>
        <Button type="button" variant="outline" onClick={backToLogin}>
          {CHOOSE_COMPANY_TEXT.back}
        </Button>
      </form>
    </AuthFrame>
  );
}
