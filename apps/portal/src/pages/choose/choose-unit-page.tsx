import { useSnapshot } from "valtio";
import { validateChooseUnit } from "../../auth/sign-in-validation";
import { session } from "../../session/store";
import { ChoiceScreen } from "./choice-screen";

export const CHOOSE_UNIT_TEXT = {
  title: "Escolha a unidade",
  label: "Unidade",
  submit: "CONTINUAR",
  back: "VOLTAR PARA O LOGIN",
} as const;

/** Several modules: the user picks one by its commercial name (spec 01 §2 "choose unit"). */
export function ChooseUnitPage({ leave }: { leave?: (url: string) => void } = {}) {
  const { modules } = useSnapshot(session);
  return (
    <ChoiceScreen
      text={CHOOSE_UNIT_TEXT}
      name="unit"
      options={modules.map((m) => ({ value: String(m.id), label: m.nome_comercial }))}
      validate={validateChooseUnit}
      choose={(flow, unit) => {
        const module = session.modules.find((m) => String(m.id) === unit);
        return module ? flow.chooseModule(module) : undefined;
      }}
      leave={leave}
    />
  );
}
