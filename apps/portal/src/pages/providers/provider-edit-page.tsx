import {
  type ApiError,
  type Provider,
  type ProviderUpdateInput,
  RESOURCE_CODES,
  type RegistryType,
} from "@trilha/api";
import {
  DEFAULT_REGISTRY_TYPE,
  type ProviderBasicDataEditValues,
  providerBasicDataEditLabels,
  providerBasicDataEditSchema,
} from "@trilha/forms";
import { mask } from "@trilha/ui";
import * as React from "react";
import { useParams, useSearchParams } from "react-router-dom";
import { historyEntries, historyLabels } from "../../resources/change-history";
import { ChangeHistoryTable } from "../../resources/change-history-view";
import { EditPage } from "../../resources/edit-page";
import { useItemHistory } from "../../resources/history-dialog";
import { SectionForm } from "../../resources/section-form";
import { useEditPageState } from "../../resources/use-edit-page";
import { useRecord } from "../../resources/use-record";
import { paths } from "../../routes/paths";
import { BasicDataFields, IDENTIFIER, registryOf } from "./basic-data-fields";
import { providerName } from "./format";
import { ProviderIndicatorCards } from "./provider-indicator-cards";
import { providers } from "./providers-api";
import { RecordSection } from "./record-section";
import { providerText } from "./text";
import { useHistoryValueNames } from "./use-reference";

const SECTIONS = ["basic", "documents", "employees", "history"] as const;

/**
 * `?secao=licencas` (the licence alerts' links, the output form's empty licences) opens the licences and
 * certificates section; `?secao=colaboradores` (the output form's empty drivers) the employees'.
 */
const LINKED_SECTIONS: Record<string, (typeof SECTIONS)[number]> = {
  licencas: "documents",
  colaboradores: "employees",
};

const masked = (kind: "cpf" | "cnpj" | "phone", value: string | null | undefined) =>
  value ? mask(kind, value) : undefined;

/** The form values of a loaded provider; registry type from the company, CNPJ by default (spec 02 §4). */
export function toEditValues(provider: Provider): Record<string, unknown> {
  const company = provider.company ?? {};
  const registry = company.registry_type ?? DEFAULT_REGISTRY_TYPE;
  const national = registry !== "international_registry";
  const phone = (value: string | null | undefined) =>
    national ? masked("phone", value) : (value ?? undefined);
  return {
    provider: {
      alias: provider.alias ?? undefined,
      activity: provider.activity ?? undefined,
      types: (provider.types ?? []).map((type) => type.code),
    },
    company: {
      ...company,
      registry_type: registry,
      cpf: masked("cpf", company.cpf),
      cnpj: masked("cnpj", company.cnpj),
      phone: phone(company.phone),
    },
    responsible: (provider.responsible ?? []).slice(0, 2).map((r) => ({
      uuid_company_responsible: r.uuid_company_responsible,
      name: r.name,
      role: r.role ?? undefined,
      phone: phone(r.phone ?? r.telephone),
      phone_extension: r.phone_extension ?? r.telephone_extension ?? undefined,
      email: r.email,
      cellphone: phone(r.cellphone),
    })),
  };
}

const isFilled = (record: object | undefined) =>
  !!record && Object.values(record).some((value) => value !== undefined && value !== "");

export function toUpdateInput(values: ProviderBasicDataEditValues): ProviderUpdateInput {
  return {
    provider: values.provider,
    company: values.company as ProviderUpdateInput["company"],
    responsible: (values.responsible as (object | undefined)[]).filter(
      isFilled,
    ) as ProviderUpdateInput["responsible"],
  };
}

/**
 * A refused save of the basic data: a document another provider has (409 DUPLICATE) is said on the
 * document field and in the toast, in the wizard's words; anything else keeps the server's field errors.
 */
export function basicDataRefusal(error: ApiError, registry: RegistryType) {
  if (error.code !== RESOURCE_CODES.DUPLICATE)
    return { toast: providerText.basicDataError, fields: error.fields };
  const message = providerText.duplicateProvider(registry);
  return { toast: message, fields: { [IDENTIFIER[registry]]: message } };
}

function BasicDataSection({
  provider,
  save,
  onSaved,
}: {
  provider: Provider;
  save: (input: ProviderUpdateInput) => Promise<Provider>;
  onSaved: () => void;
}) {
  const initialValues = React.useMemo(() => toEditValues(provider), [provider]);
  // The registry type is not editable (spec 02 §2): the loaded one names the document.
  const registry = registryOf(initialValues);
  return (
    <SectionForm
      schema={providerBasicDataEditSchema}
      labels={providerBasicDataEditLabels}
      initialValues={initialValues}
      label={providerText.sections.basic}
      save={async (values: ProviderBasicDataEditValues) => {
        await save(toUpdateInput(values));
        onSaved();
      }}
      text={{ saved: providerText.basicDataSaved, error: (error) => basicDataRefusal(error, registry).toast }}
      refusedFields={(error) => basicDataRefusal(error, registry).fields}
    >
      {() => <BasicDataFields variant="edit" />}
    </SectionForm>
  );
}

const providerHistoryLabels = historyLabels(providerBasicDataEditLabels);

function HistorySection({ providerId, version }: { providerId: string; version: number }) {
  const { history, loading } = useItemHistory(providers.changes, providerId, version);
  const names = useHistoryValueNames();
  const entries = React.useMemo(
    () => historyEntries(history, providerHistoryLabels, names),
    [history, names],
  );
  return <ChangeHistoryTable entries={entries} loading={loading} />;
}

/**
 * Licenses and certificates, one table at a time: two tables on one screen would repeat the
 * table's landmarks (its "Paginação" navigation) under the same name.
 */
function DocumentsSection({ providerId, onChanged }: { providerId: string; onChanged: () => void }) {
  const [kind, setKind] = React.useState<"licenses" | "certificates">("licenses");
  return (
    <div className="flex flex-col gap-4">
      <div className="flex gap-2">
        {(["licenses", "certificates"] as const).map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={kind === key}
            onClick={() => setKind(key)}
            className="rounded-md border border-border px-4 py-2 text-sm font-semibold text-text aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-on-primary"
          >
            {key === "licenses" ? providerText.licenses : providerText.certificates}
          </button>
        ))}
      </div>
      <RecordSection key={kind} providerId={providerId} kind={kind} onChanged={onChanged} />
    </div>
  );
}

const reactivation = {
  title: providerText.reactivate,
  description: providerText.reactivateDescription,
  success: providerText.reactivated,
  error: providerText.reactivateError,
};

/** /prestadores/edicao/{id}: "Editar Provedor" with its four sections (spec 02 §2). */
export function ProviderEditPage() {
  const { id = "" } = useParams();
  const [search] = useSearchParams();
  const { record: provider, missing, failed, retry, save, reactivate } = useRecord(providers, id);
  // Editing is offered only on active providers (spec 02 §2): an inactive one (reached from the
  // wizard's duplicate modal or a bookmark) shows its history and offers Reativar (decisions.md).
  const { shown, version, changed, props } = useEditPageState({
    record: provider,
    sections: SECTIONS,
    initial: LINKED_SECTIONS[search.get("secao") ?? ""],
    history: "history",
    labels: providerText.sections,
    reactivate,
    inactiveNotice: providerText.inactiveNotice,
    reactivation,
  });

  return (
    <EditPage
      title={providerText.editTitle}
      {...(provider ? { name: providerName(provider) } : {})}
      record={provider}
      missing={missing}
      failed={failed}
      onRetry={retry}
      list={{ title: providerText.listTitle, to: paths.providers }}
      notFound="Prestador não encontrado."
      {...props}
      navLabel="Seções do prestador"
      aside={<ProviderIndicatorCards version={version} />}
    >
      {provider && shown === "basic" ? (
        <BasicDataSection provider={provider} save={save} onSaved={changed} />
      ) : null}
      {provider && shown === "documents" ? (
        <DocumentsSection providerId={provider.uuid_provider} onChanged={changed} />
      ) : null}
      {provider && shown === "employees" ? (
        <RecordSection providerId={provider.uuid_provider} kind="employees" onChanged={changed} />
      ) : null}
      {provider && shown === "history" ? (
        <HistorySection providerId={provider.uuid_provider} version={version} />
      ) : null}
    </EditPage>
  );
}
