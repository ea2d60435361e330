import type {
  CertificateInput,
  LicenseInput,
  Provider,
  ProviderCreateInput,
  RegistryType,
} from "@trilha/api";
import {
  DEFAULT_COUNTRY,
  DEFAULT_REGISTRY_TYPE,
  type ProviderCreatePayload,
  providerCreateLabels,
  providerCreateSchema,
  providerDocumentsStepLabels,
  providerDocumentsStepSchema,
  providerWizardSteps,
  registryTypeLabels,
  submissionErrors,
  useWizardForm,
  validate,
} from "@trilha/forms";
import * as React from "react";
import { useNavigate } from "react-router-dom";
import { scrollToTop } from "../../resources/form-focus";
import { type FormState, textOf } from "../../resources/form-state";
import { useLeaveAfterSave } from "../../resources/leave-after-save";
import type { Upload } from "../../resources/upload-progress";
import { WizardPage } from "../../resources/wizard-page";
import { stepOfField } from "../../resources/wizard-step-of";
import { paths, toPath } from "../../routes/paths";
import { toast } from "../../toasts/toasts";
import { BasicDataFields, registryOf } from "./basic-data-fields";
import { DuplicateModal } from "./duplicate-modal";
import { progressKey } from "./save-provider";
import { providerText } from "./text";
import { useDocumentCheck, useSaveProvider } from "./use-provider-calls";
import { DocumentsStep, EmployeesStep } from "./wizard-steps";

const initialValues = {
  company: { registry_type: DEFAULT_REGISTRY_TYPE, address_country: DEFAULT_COUNTRY },
  provider: { types: [] },
  responsible: [{}],
  licenses: [],
  certificates: [],
  employee: [],
};

const steps = providerWizardSteps.map((step, index) => ({ id: String(index), label: step.title }));

const isFilled = (record: object | undefined) =>
  !!record && Object.values(record).some((value) => value !== undefined && value !== "");

/** The validated wizard values as the create call's parts (the second responsible only when filled). */
export function toCreateInput(values: ProviderCreatePayload): ProviderCreateInput {
  const { provider, company, responsible, employee } = values;
  return {
    provider: { alias: provider.alias, activity: provider.activity, types: provider.types },
    company: company as ProviderCreateInput["company"],
    responsible: (responsible as (object | undefined)[]).filter(
      isFilled,
    ) as ProviderCreateInput["responsible"],
    // Files come back as the same File objects the user chose; the schema only types them loosely.
    employee: employee.map(({ id: _id, ...rest }) => rest) as unknown as ProviderCreateInput["employee"],
  };
}

/** /prestadores/cadastro: "Cadastrar Novo Prestador" in three steps (spec 02 §2, §4, §5). */
export function ProviderWizardPage() {
  const navigate = useNavigate();
  const after = useLeaveAfterSave();
  const [duplicate, setDuplicate] = React.useState<{ provider: Provider; registry: RegistryType } | null>(
    null,
  );
  const [uploads, setUploads] = React.useState<Upload[]>([]);
  const formRef = React.useRef<FormState["form"] | null>(null);
  const save = useSaveProvider();
  const backToRef = React.useRef<(index: number) => void>(() => undefined);

  const onFinish = async (values: ProviderCreatePayload, form: FormState["form"]) => {
    const all = form.getState().values;
    const documents = validate(providerDocumentsStepSchema, all, providerDocumentsStepLabels).value;
    const licenses = (documents?.licenses ?? []) as LicenseInput[];
    const certificates = (documents?.certificates ?? []) as CertificateInput[];
    const plan: Upload[] = [
      {
        key: progressKey.provider,
        label: textOf(all, "company.trading_name") || providerText.wizardTitle,
        percent: 0,
      },
      ...licenses.map((l, i) => ({ key: progressKey.license(i), label: l.name, percent: 0 })),
      ...certificates.map((c, i) => ({ key: progressKey.certificate(i), label: c.name, percent: 0 })),
    ];
    setUploads(plan);
    const registry = registryOf(all);
    const outcome = await save(
      { registry, provider: toCreateInput(values), licenses, certificates },
      (key, percent) => setUploads((current) => current.map((u) => (u.key === key ? { ...u, percent } : u))),
    );
    if (!outcome.ok) {
      setUploads([]);
      toast("error", outcome.error);
      // The fields refused (a duplicate's document, a 422's) are shown on their step, the first focused.
      const first = Object.keys(outcome.fields)[0];
      if (first) backToRef.current(stepOfField(providerWizardSteps, first));
      return submissionErrors(outcome.fields);
    }
    for (const error of outcome.errors) toast("error", error);
    toast("success", providerText.saved);
    await after.leave(paths.providers);
  };

  const wizard = useWizardForm<ProviderCreatePayload>({
    steps: providerWizardSteps,
    schema: providerCreateSchema,
    labels: providerCreateLabels,
    onFinish: after.once(onFinish),
    onStepChange: scrollToTop,
  });
  backToRef.current = wizard.backTo;

  const checkDocument = useDocumentCheck(formRef, setDuplicate);

  const newSearch = () => {
    const registry = duplicate?.registry;
    setDuplicate(null);
    if (!registry) return;
    formRef.current?.change(`company.${registry}`, undefined);
    // Back to the document field for the new search, once the dialog has returned focus.
    window.setTimeout(
      () => document.querySelector<HTMLInputElement>(`input[name="company.${registry}"]`)?.focus(),
      0,
    );
  };

  return (
    <WizardPage
      title={providerText.wizardTitle}
      steps={steps}
      wizard={wizard}
      initialValues={initialValues}
      uploads={uploads}
      onCancel={() => navigate(paths.providers)}
      dialogs={(allowLeaving) => (
        <DuplicateModal
          company={duplicate ? (duplicate.provider.company ?? {}) : null}
          field={duplicate ? registryTypeLabels[duplicate.registry] : ""}
          onEdit={() => {
            if (!duplicate) return;
            allowLeaving();
            navigate(toPath(paths.providerEdit, { id: duplicate.provider.uuid_provider }));
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
            {wizard.current === 0 ? (
              <BasicDataFields variant="wizard" onDocumentComplete={checkDocument} />
            ) : null}
            {wizard.current === 1 ? <DocumentsStep /> : null}
            {wizard.current === 2 ? <EmployeesStep /> : null}
          </>
        );
      }}
    </WizardPage>
  );
}
