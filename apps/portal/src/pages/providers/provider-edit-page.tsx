import type { Provider, ProviderUpdateInput } from "@trilha/api";
import {
  DEFAULT_REGISTRY_TYPE,
  Form,
  type ProviderBasicDataEditValues,
  providerBasicDataEditLabels,
  providerBasicDataEditSchema,
  SubmitButton,
} from "@trilha/forms";
import { Button, InactivationDialog, mask, Skeleton } from "@trilha/ui";
import * as React from "react";
import { useParams } from "react-router-dom";
import { historyEntries, historyLabels } from "../../resources/change-history";
import { ChangeHistoryTable } from "../../resources/change-history-view";
import { focusFirstInvalid } from "../../resources/form-focus";
import type { FormState } from "../../resources/form-state";
import { useChangeHistory } from "../../resources/history-dialog";
import { toast } from "../../toasts/toasts";
import { BasicDataFields } from "./basic-data-fields";
import { providerName } from "./format";
import { ProviderIndicatorCards } from "./provider-indicator-cards";
import { providers } from "./providers-api";
import { RecordSection } from "./record-section";
import { providerText } from "./text";
import { useHistoryValueNames } from "./use-reference";

const SECTIONS = ["basic", "documents", "employees", "history"] as const;
type Section = (typeof SECTIONS)[number];

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

function BasicDataSection({ provider, onSaved }: { provider: Provider; onSaved: (next: Provider) => void }) {
  const initialValues = React.useMemo(() => toEditValues(provider), [provider]);
  return (
    <div
      className="contents"
      // A refused Salvar: focus goes to the first field showing an error.
      onSubmitCapture={(event) => {
        const root = event.currentTarget;
        window.setTimeout(() => focusFirstInvalid(root), 0);
      }}
    >
      <Form
        schema={providerBasicDataEditSchema}
        labels={providerBasicDataEditLabels}
        initialValues={initialValues}
        aria-label={providerText.sections.basic}
        className="flex flex-col gap-6"
        onSubmit={async (values) => {
          try {
            onSaved(await providers.update(provider.uuid_provider, toUpdateInput(values)));
          } catch {
            toast("error", providerText.basicDataError);
            return;
          }
          toast("success", providerText.basicDataSaved);
        }}
      >
        {(state: FormState) => (
          <>
            <BasicDataFields state={state} variant="edit" />
            <div className="flex justify-end">
              <SubmitButton>{providerText.save}</SubmitButton>
            </div>
          </>
        )}
      </Form>
    </div>
  );
}

const providerHistoryLabels = historyLabels(providerBasicDataEditLabels);

function HistorySection({ providerId, version }: { providerId: string; version: number }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version reloads the history
  const load = React.useMemo(
    () => (signal: AbortSignal) => providers.changes(providerId, signal),
    [providerId, version],
  );
  const { history, loading } = useChangeHistory(load);
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

/** /prestadores/edicao/{id}: "Editar Provedor" with its four sections (spec 02 §2). */
export function ProviderEditPage() {
  const { id = "" } = useParams();
  const [provider, setProvider] = React.useState<Provider>();
  const [missing, setMissing] = React.useState(false);
  const [section, setSection] = React.useState<Section>("basic");
  const [version, setVersion] = React.useState(0);
  const [reactivating, setReactivating] = React.useState(false);
  const titleId = React.useId();

  React.useEffect(() => {
    const controller = new AbortController();
    setMissing(false);
    providers
      .get(id, controller.signal)
      .then((found) => {
        if (!controller.signal.aborted) setProvider(found);
      })
      .catch(() => {
        if (!controller.signal.aborted) setMissing(true);
      });
    return () => controller.abort();
  }, [id]);

  const changed = () => setVersion((v) => v + 1);
  // Editing is offered only on active providers (spec 02 §2): an inactive one (reached from the
  // wizard's duplicate modal or a bookmark) shows its history and offers Reativar (decisions.md).
  const inactive = Boolean(provider?.deleted_at);
  const sections: readonly Section[] = inactive ? ["history"] : SECTIONS;
  const shown: Section = inactive ? "history" : section;

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-6">
      <h1 id={titleId} className="text-2xl font-semibold text-primary-dark">
        {providerText.editTitle}
        {provider ? <span className="ml-2 font-normal text-text">{providerName(provider)}</span> : null}
      </h1>
      {missing ? <p role="alert">Prestador não encontrado.</p> : null}
      {!provider && !missing ? <Skeleton className="h-64 w-full" /> : null}
      {provider && inactive ? (
        <div
          data-slot="provider-inactive"
          className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-warning bg-warning-light px-4 py-3"
        >
          <p className="text-sm font-semibold text-text">{providerText.inactiveNotice}</p>
          <Button onClick={() => setReactivating(true)}>{providerText.reactivate}</Button>
        </div>
      ) : null}
      {provider ? (
        <InactivationDialog
          open={reactivating}
          onOpenChange={setReactivating}
          title={providerText.reactivate}
          description={providerText.reactivateDescription(providerName(provider))}
          errorMessage={providerText.reactivateError}
          onConfirm={async (justification) => {
            let next: Provider;
            try {
              next = await providers.reactivate(provider.uuid_provider, justification);
            } catch (reason) {
              toast("error", providerText.reactivateError);
              throw reason;
            }
            toast("success", providerText.reactivated);
            setProvider(next);
            setSection("basic");
          }}
          onClose={({ refresh }) => {
            if (refresh) changed();
          }}
        />
      ) : null}
      {provider ? (
        <div className="flex flex-col gap-6 desktop:flex-row">
          <nav aria-label="Seções do prestador" className="desktop:w-56 desktop:shrink-0">
            <ul className="flex flex-wrap gap-2 desktop:flex-col">
              {sections.map((key) => (
                <li key={key}>
                  <button
                    type="button"
                    aria-current={shown === key ? "page" : undefined}
                    onClick={() => setSection(key)}
                    className="w-full rounded-md px-3 py-2 text-left text-sm font-semibold text-text hover:bg-surface-muted aria-[current=page]:bg-primary aria-[current=page]:text-on-primary"
                  >
                    {providerText.sections[key]}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex min-w-0 flex-1 flex-col gap-6">
            <ProviderIndicatorCards version={version} />
            <h2 className="text-xl font-semibold text-primary-dark">{providerText.sections[shown]}</h2>
            {shown === "basic" ? (
              <BasicDataSection
                provider={provider}
                onSaved={(next) => {
                  setProvider(next);
                  changed();
                }}
              />
            ) : null}
            {shown === "documents" ? (
              <DocumentsSection providerId={provider.uuid_provider} onChanged={changed} />
            ) : null}
            {shown === "employees" ? (
              <RecordSection providerId={provider.uuid_provider} kind="employees" onChanged={changed} />
            ) : null}
            {shown === "history" ? (
              <HistorySection providerId={provider.uuid_provider} version={version} />
            ) : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}
