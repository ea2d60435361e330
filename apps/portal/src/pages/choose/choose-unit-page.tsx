import { Button, Select } from "@trilha/ui";
import { useMemo } from "react";
import { Navigate } from "react-router-dom";
import { useSnapshot } from "valtio";
import { type UnitValues, validateChooseUnit } from "../../auth/sign-in-validation";
import { useAuthForm } from "../../auth/use-auth-form";
import { useLoginFlow } from "../../auth/use-sign-in";
import { loginPath, usePartner } from "../../routes/partner-paths";
import { session, sessionActions } from "../../session/store";
import { AuthFrame } from "../auth-frame";

export const CHOOSE_UNIT_TEXT = {
  title: "Escolha a unidade",
  label: "Unidade",
  submit: "CONTINUAR",
  back: "VOLTAR PARA O LOGIN",
} as const;

/** Several modules: the user picks one by its commercial name (spec 01 §2 "choose unit"). */
export function ChooseUnitPage({ leave }: { leave?: (url: string) => void } = {}) {
  const partner = usePartner();
  const { modules } = useSnapshot(session);
  const { flow, run, navigate } = useLoginFlow(
    useMemo(() => ({ partner, leave, returnTo: loginPath(partner) }), [partner, leave]),
  );
  const form = useAuthForm<UnitValues>({ unit: "" }, validateChooseUnit);
  const options = modules.map((m) => ({ value: String(m.id), label: m.nome_comercial }));

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    void form.submit(async ({ unit }) => {
      const module = session.modules.find((m) => String(m.id) === unit);
      if (module) await run(flow.chooseModule(module));
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
    <AuthFrame partner={partner} title={CHOOSE_UNIT_TEXT.title}>
      <form
        noValidate
        aria-label={CHOOSE_UNIT_TEXT.title}
        onSubmit={onSubmit}
        className="flex flex-col gap-4"
      >
        <Select
          label={CHOOSE_UNIT_TEXT.label}
          name="unit"
          options={options}
          value={form.values.unit}
          error={form.errors.unit}
          onValueChange={(value) => form.set("unit", value)}
        />
        <Button type="submit" loading={form.submitting}>
          {CHOOSE_UNIT_TEXT.submit}
        </Button>
        <Button type="button" variant="outline" onClick={backToLogin}>
          {CHOOSE_UNIT_TEXT.back}
        </Button>
      </form>
    </AuthFrame>
  );
}
