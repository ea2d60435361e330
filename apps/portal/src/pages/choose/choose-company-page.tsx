import { useSnapshot } from "valtio";
import { validateChooseCompany } from "../../auth/sign-in-validation";
import { usePartner } from "../../routes/partner-paths";
import { session } from "../../session/store";
import { ChoiceScreen } from "./choice-screen";

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
  const submit = partner?.id === "fastfood" ? CHOOSE_COMPANY_TEXT.submitFastfood : CHOOSE_COMPANY_TEXT.submit;
  return (
    <ChoiceScreen
      text={{ ...CHOOSE_COMPANY_TEXT, submit }}
      name="company"
      options={companyModuled.map((c) => ({ value: c.uuid, label: c.trading_name }))}
      validate={validateChooseCompany}
      choose={(flow, company) => {
        const chosen = session.companyModuled.find((c) => c.uuid === company);
        return chosen ? flow.chooseCompany(chosen) : undefined;
      }}
      leave={leave}
    />
  );
}
