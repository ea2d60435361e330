import { toApiError } from "@trilha/api";
import {
  residueLabels,
  residueSchema,
  residueWizardSteps,
  submissionErrors,
  useWizardForm,
} from "@trilha/forms";
import * as React from "react";
import { useNavigate } from "react-router-dom";
import { scrollToTop } from "../../resources/form-focus";
import { WizardPage } from "../../resources/wizard-page";
import { paths } from "../../routes/paths";
import { toast } from "../../toasts/toasts";
import { ResidueChildSection } from "./residue-children";
import {
  IntegratedSystemsFields,
  LegalRequirementsFields,
  ResidueIdentityFields,
  TreatmentsAndStoragesTables,
} from "./residue-fields";
import { toCreateInput, toUpdateInput } from "./residue-values";
import { residues } from "./residues-api";
import { residueText } from "./text";

const initialValues = {
  treatments: [],
  storages: [],
  legal_requirements: {},
  negotiations: [],
  integrated_systems: { ctre: {}, fepam: {} },
};

const steps = residueWizardSteps.map((step, index) => ({ id: String(index), label: step.title }));
const STEP = { basic: 0, legal: 1, negotiations: 2, systems: 3 } as const;

/**
 * /residuos/cadastro: "Cadastrar Novo Resíduo" in four steps (spec 02 §2, the four-step reading). Each
 * step is saved when it is left: the first creates the residue (a draft, with its treatments and
 * storages), the next ones update it, negotiations are saved one by one with their documents, and the
 * last Próximo saves the mappings and finishes. Cancelar after the first step inactivates the draft.
 */
export function ResidueWizardPage() {
  const navigate = useNavigate();
  const [draftId, setDraftId] = React.useState<string | null>(null);

  const onLeaveStep = async (index: number, values: Record<string, unknown>) => {
    if (index === STEP.negotiations) return undefined;
    try {
      if (draftId) await residues.update(draftId, toUpdateInput(values));
      else setDraftId((await residues.create(toCreateInput(values))).uuid_residue);
    } catch (reason) {
      toast("error", draftId ? residueText.stepError : residueText.createError);
      return submissionErrors(toApiError(reason).fields);
    }
    return undefined;
  };

  const onFinish = async (values: unknown) => {
    if (!draftId) return undefined;
    try {
      await residues.update(draftId, toUpdateInput(values as Record<string, unknown>));
    } catch (reason) {
      toast("error", residueText.stepError);
      return submissionErrors(toApiError(reason).fields);
    }
    toast("success", residueText.saved);
    navigate(paths.residues);
    return undefined;
  };

  const wizard = useWizardForm({
    steps: residueWizardSteps,
    schema: residueSchema,
    labels: residueLabels,
    onFinish,
    onLeaveStep,
    onStepChange: scrollToTop,
  });

  // Left unfinished (Cancelar, or another route confirmed): the draft saved by the first step leaves the
  // list, its history saying why.
  const discard = async () => {
    if (draftId) await residues.inactivate(draftId, residueText.draftCancelled).catch(() => undefined);
  };

  return (
    <WizardPage
      title={residueText.wizardTitle}
      steps={steps}
      wizard={wizard}
      initialValues={initialValues}
      onCancel={() => navigate(paths.residues)}
      onDiscard={discard}
      finishLabel="Próximo"
    >
      {(state) => (
        <>
          {wizard.current === STEP.basic ? (
            <>
              <ResidueIdentityFields />
              {/* Once the residue exists its treatments and storages are saved one by one. */}
              {draftId ? (
                <>
                  <ResidueChildSection residueId={draftId} kind="treatments" />
                  <ResidueChildSection residueId={draftId} kind="storages" />
                </>
              ) : (
                <TreatmentsAndStoragesTables state={state} />
              )}
            </>
          ) : null}
          {wizard.current === STEP.legal ? <LegalRequirementsFields state={state} /> : null}
          {wizard.current === STEP.negotiations && draftId ? (
            <ResidueChildSection residueId={draftId} kind="negotiations" />
          ) : null}
          {wizard.current === STEP.systems ? <IntegratedSystemsFields /> : null}
        </>
      )}
    </WizardPage>
  );
}
