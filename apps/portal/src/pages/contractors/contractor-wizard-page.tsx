import type { ContractorCreateInput } from "@trilha/api";
import {
  type ContractorValues,
  contractorLabels,
  contractorSchema,
  contractorWizardSteps,
  DEFAULT_COUNTRY,
  submissionErrors,
  useWizardForm,
} from "@trilha/forms";
import * as React from "react";
import { useNavigate } from "react-router-dom";
import { scrollToTop } from "../../resources/form-focus";
import type { FormState } from "../../resources/form-state";
import { useLeaveAfterSave } from "../../resources/leave-after-save";
import type { Upload } from "../../resources/upload-progress";
import { WizardPage } from "../../resources/wizard-page";
import { paths, toPath } from "../../routes/paths";
import { toast } from "../../toasts/toasts";
import { DuplicateModal } from "../providers/duplicate-modal";
import {
  ContractFields,
  ContractorDataFields,
  initialPlanFeatures,
  MasterUserFields,
  PlanFields,
} from "./contractor-fields";
import { contractors } from "./contractors-api";
import { saveFailure } from "./save-failure";
import { contractorText } from "./text";
import { type ContractorDuplicate, useCnpjPrefill } from "./use-cnpj-prefill";

const initialValues = {
  contractor: { address_country: DEFAULT_COUNTRY },
  contract: { prazo_indeterminado: false, aditivos: [] },
  plan: { features: initialPlanFeatures() },
  responsible_first: {},
};

const steps = contractorWizardSteps.map((step, index) => ({ id: String(index), label: step.title }));
const UPLOAD_KEY = "contractor";

/**
 * /contratantes/cadastro: "Cadastrar Novo Contratante" in four steps (spec 02 §2): the contractor,
 * the contract, the plan and the master user, saved together in one call on Salvar.
 */
export function ContractorWizardPage() {
  const navigate = useNavigate();
  const after = useLeaveAfterSave();
  const [uploads, setUploads] = React.useState<Upload[]>([]);
  const formRef = React.useRef<FormState["form"] | null>(null);
  const [duplicate, setDuplicate] = React.useState<ContractorDuplicate | null>(null);
  const { prefill, hint } = useCnpjPrefill(formRef, setDuplicate);
  const backToRef = React.useRef<(index: number) => void>(() => undefined);

  const onFinish = async (values: ContractorValues) => {
    const label = values.contractor.trading_name || contractorText.wizardTitle;
    setUploads([{ key: UPLOAD_KEY, label, percent: 0 }]);
    try {
      await contractors.create(values as unknown as ContractorCreateInput, {
        onProgress: (percent) => setUploads([{ key: UPLOAD_KEY, label, percent }]),
      });
    } catch (reason) {
      setUploads([]);
      const failure = saveFailure(reason);
      toast("error", failure.message);
      if (failure.step !== null) backToRef.current(failure.step);
      return submissionErrors(failure.fields);
    }
    toast("success", contractorText.saved);
    await after.leave(paths.contractors);
    return undefined;
  };

  const wizard = useWizardForm<ContractorValues>({
    steps: contractorWizardSteps,
    schema: contractorSchema,
    labels: contractorLabels,
    onFinish: after.once(onFinish),
    onStepChange: scrollToTop,
  });
  backToRef.current = wizard.backTo;

  const newSearch = () => {
    setDuplicate(null);
    formRef.current?.change("contractor.cnpj", undefined);
    // Back to the CNPJ for the new search, once the dialog has returned focus.
    window.setTimeout(
      () => document.querySelector<HTMLInputElement>('input[name="contractor.cnpj"]')?.focus(),
      0,
    );
  };

  return (
    <WizardPage
      title={contractorText.wizardTitle}
      steps={steps}
      wizard={wizard}
      initialValues={initialValues}
      uploads={uploads}
      onCancel={() => navigate(paths.contractors)}
      backButton="anterior"
      dialogs={(allowLeaving) => (
        <DuplicateModal
          company={duplicate?.company ?? null}
          field="CNPJ"
          onEdit={() => {
            if (!duplicate) return;
            allowLeaving();
            navigate(toPath(paths.contractorEdit, { id: duplicate.uuid_contractor }));
          }}
          onNewSearch={newSearch}
          onClose={() => setDuplicate(null)}
        />
      )}
    >
      {(state) => {
        formRef.current = state.form;
        return (
          <>
            {wizard.current === 0 ? <ContractorDataFields onCnpjComplete={prefill} cnpjHint={hint} /> : null}
            {wizard.current === 1 ? <ContractFields /> : null}
            {wizard.current === 2 ? <PlanFields /> : null}
            {wizard.current === 3 ? <MasterUserFields /> : null}
          </>
        );
      }}
    </WizardPage>
  );
}
