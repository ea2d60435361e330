import { type Residue, toApiError } from "@trilha/api";
import {
  residueLabels,
  residueSchema,
  residueWizardSteps,
  submissionErrors,
  useWizardForm,
} from "@trilha/forms";
import { Skeleton } from "@trilha/ui";
import * as React from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router-dom";
import { scrollToTop } from "../../resources/form-focus";
import { useLeaveAfterSave } from "../../resources/leave-after-save";
import { LoadFailed } from "../../resources/load-failed";
import { resourceText } from "../../resources/text";
import { useRecord } from "../../resources/use-record";
import { WizardPage } from "../../resources/wizard-page";
import { paths, toPath } from "../../routes/paths";
import { toast } from "../../toasts/toasts";
import { ResidueChildSection } from "./residue-children";
import {
  IntegratedSystemsFields,
  LegalRequirementsFields,
  ResidueIdentityFields,
  TreatmentsAndStoragesTables,
} from "./residue-fields";
import {
  DRAFT_PARAM,
  isOpenDraft,
  residueDraftPath,
  toCreateInput,
  toEditValues,
  toUpdateInput,
} from "./residue-values";
import { residues } from "./residues-api";
import { residueText } from "./text";

const emptyValues = {
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
 * storages, listed as 'Rascunho' until finished), the next ones update it, negotiations are saved one by
 * one with their documents, and the last Próximo saves the mappings and finishes the draft. Cancelar
 * after the first step inactivates the draft. `?rascunho={id}` continues a draft.
 */
export function ResidueWizardPage() {
  // Read once: the wizard itself writes the draft it creates into the address (a reload resumes it).
  const [params] = useSearchParams();
  const [resumed] = React.useState(() => params.get(DRAFT_PARAM));
  return resumed ? <ResumedDraft id={resumed} /> : <ResidueWizard draft={null} />;
}

/**
 * A draft continued (Continuar cadastro, or a reload): the wizard from its first step with what was
 * saved. A residue finished or discarded meanwhile opens on its edit page instead.
 */
function ResumedDraft({ id }: { id: string }) {
  const { record, missing, failed, retry } = useRecord(residues, id);
  if (record && !isOpenDraft(record)) return <Navigate to={toPath(paths.residueEdit, { id })} replace />;
  if (record) return <ResidueWizard draft={record} />;
  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-primary-dark">{residueText.wizardTitle}</h1>
      {missing ? <p role="alert">{residueText.notFound}</p> : null}
      {failed ? <LoadFailed message={residueText.draft.loadError} onRetry={retry} /> : null}
      {!missing && !failed ? (
        <div role="status">
          <span className="sr-only">{resourceText.loadingRecord}</span>
          <Skeleton className="h-64 w-full" />
        </div>
      ) : null}
    </section>
  );
}

function ResidueWizard({ draft }: { draft: Residue | null }) {
  const navigate = useNavigate();
  const after = useLeaveAfterSave();
  const [draftId, setDraftId] = React.useState<string | null>(draft?.uuid_residue ?? null);
  const [initialValues] = React.useState(() =>
    draft ? { ...emptyValues, ...toEditValues(draft) } : emptyValues,
  );

  const onLeaveStep = async (index: number, values: Record<string, unknown>) => {
    if (index === STEP.negotiations) return undefined;
    try {
      if (draftId) await residues.update(draftId, toUpdateInput(values));
      else {
        const created = await residues.create({ ...toCreateInput(values), draft: true });
        setDraftId(created.uuid_residue);
        // A reload (or the browser's Back and Forward) comes back to this draft, not to a new residue.
        navigate(residueDraftPath(created.uuid_residue), { replace: true });
      }
    } catch (reason) {
      toast("error", draftId ? residueText.stepError : residueText.createError);
      return submissionErrors(toApiError(reason).fields);
    }
    return undefined;
  };

  const onFinish = async (values: unknown) => {
    if (!draftId) return undefined;
    try {
      // The last Próximo finishes the draft: from now on it is an active residue.
      await residues.update(draftId, { ...toUpdateInput(values as Record<string, unknown>), draft: false });
    } catch (reason) {
      toast("error", residueText.stepError);
      return submissionErrors(toApiError(reason).fields);
    }
    toast("success", residueText.saved);
    await after.leave(paths.residues);
    return undefined;
  };

  const wizard = useWizardForm({
    steps: residueWizardSteps,
    schema: residueSchema,
    labels: residueLabels,
    onFinish: after.once(onFinish),
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
      {() => (
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
                <TreatmentsAndStoragesTables />
              )}
            </>
          ) : null}
          {wizard.current === STEP.legal ? <LegalRequirementsFields /> : null}
          {wizard.current === STEP.negotiations && draftId ? (
            <ResidueChildSection residueId={draftId} kind="negotiations" />
          ) : null}
          {wizard.current === STEP.systems ? <IntegratedSystemsFields /> : null}
        </>
      )}
    </WizardPage>
  );
}
