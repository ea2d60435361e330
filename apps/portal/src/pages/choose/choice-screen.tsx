import { Button, Select, type SelectOption } from "@trilha/ui";
import { useMemo } from "react";
import { Navigate } from "react-router-dom";
import type { FlowStep, LoginFlow } from "../../auth/login-flow";
import { type FormErrors, useAuthForm } from "../../auth/use-auth-form";
import { useLoginFlow } from "../../auth/use-sign-in";
import { loginPath, usePartner } from "../../routes/partner-paths";
import { sessionActions } from "../../session/store";
import { AuthFrame } from "../auth-frame";

export type ChoiceText = {
  title: string;
  label: string;
  placeholder?: string;
  submit: string;
  back: string;
};

type ChoiceScreenProps<N extends string> = {
  text: ChoiceText;
  /** The field's name, as the validation names its error. */
  name: N;
  options: SelectOption[];
  validate: (values: Record<N, string>) => FormErrors<Record<N, string>>;
  /** The sign-in's next step for the chosen value (an option's). */
  choose: (flow: LoginFlow, value: string) => Promise<FlowStep> | undefined;
  leave?: ((url: string) => void) | undefined;
};

/**
 * A sign-in choice step (spec 01 §2, the unit or the company): one select, CONTINUAR and VOLTAR PARA O
 * LOGIN (which ends the sign-in started). Opened without a sign-in in progress (a bookmark, a reload
 * after the choices were dropped) there is nothing to choose from, so it goes to the login.
 */
export function ChoiceScreen<N extends string>({
  text,
  name,
  options,
  validate,
  choose,
  leave,
}: ChoiceScreenProps<N>) {
  const partner = usePartner();
  const { flow, run, navigate } = useLoginFlow(
    useMemo(() => ({ partner, leave, returnTo: loginPath(partner) }), [partner, leave]),
  );
  const form = useAuthForm<Record<N, string>>({ [name]: "" } as Record<N, string>, validate);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    void form.submit(async (values) => {
      const next = choose(flow, values[name]);
      if (next) await run(next);
      return undefined;
    }, event.currentTarget);
  };

  const backToLogin = () => {
    sessionActions.logout();
    navigate(loginPath(partner));
  };

  if (options.length === 0) return <Navigate to={loginPath(partner)} replace />;

  return (
    <AuthFrame partner={partner} title={text.title}>
      <form noValidate aria-label={text.title} onSubmit={onSubmit} className="flex flex-col gap-4">
        <Select
          label={text.label}
          name={name}
          {...(text.placeholder ? { placeholder: text.placeholder } : {})}
          options={options}
          value={form.values[name]}
          error={form.errors[name]}
          onValueChange={(value) => form.set(name, value as Record<N, string>[N])}
        />
        <Button type="submit" loading={form.submitting}>
          {text.submit}
        </Button>
        <Button type="button" variant="outline" onClick={backToLogin}>
          {text.back}
        </Button>
      </form>
    </AuthFrame>
  );
}
