import {
  contractDataSchema,
  contractEndBounds,
  contractorDataSchema,
  FormCheckbox,
  FormDatePicker,
  FormFilePicker,
  FormMaskedField,
  FormNumberField,
  FormRadioGroup,
  FormSelect,
  FormSwitch,
  FormTextarea,
  FormTextField,
  GENERATOR_TYPES,
  generatorTypeLabels,
  isValidCnpj,
  MAIN_MODULES,
  mainModuleLabels,
  masterUserSchema,
  PLAN_FEATURES,
  planFeatureLabels,
  planSchema,
  planUserOptions,
  useFormApi,
  useFormValue,
} from "@trilha/forms";
import { Button } from "@trilha/ui";
import * as React from "react";
import { CepField, FieldSection, StateCityFields } from "../../resources/company-fields";
import { getIn } from "../../resources/form-state";
import { formatMoney } from "../../resources/format";
import { requiredPaths } from "../../resources/required-fields";
import { contractorText } from "./text";

// The contractor's fields, one component per part of the form (a wizard step, an edit page's section):
// the wizard and the edit page draw the same fields. Asterisks come from the part's schema.

const dataRequired = requiredPaths(contractorDataSchema);
const masterRequired = requiredPaths(masterUserSchema);

function Representative({ prefix, title }: { prefix: string; title: string }) {
  return (
    <FieldSection title={title}>
      <FormTextField name={`${prefix}.name`} required={dataRequired.has(`${prefix}.name`)} maxLength={100} />
      <FormMaskedField name={`${prefix}.phone`} mask="phone" required={dataRequired.has(`${prefix}.phone`)} />
      <FormTextField name={`${prefix}.phone_extension`} inputMode="numeric" maxLength={10} />
      <FormTextField
        name={`${prefix}.email`}
        type="email"
        required={dataRequired.has(`${prefix}.email`)}
        maxLength={100}
      />
    </FieldSection>
  );
}

export type ContractorDataFieldsProps = {
  /** The CNPJ got its 14 digits (the wizard's prefill). */
  onCnpjComplete?: (digits: string) => void;
  /** The CNPJ cannot change once saved (it is the platform company's). */
  edit?: boolean;
  /** Shown under the CNPJ: the prefill service could not answer. */
  cnpjHint?: string | undefined;
};

/** "Dados do Contratante": company, address, documents, the legal and financial representatives (spec 02 §3, §5). */
export function ContractorDataFields({ onCnpjComplete, edit = false, cnpjHint }: ContractorDataFieldsProps) {
  const required = (path: string) => dataRequired.has(path);
  return (
    <div className="flex flex-col gap-8">
      <FieldSection title={contractorText.company}>
        <FormMaskedField
          name="contractor.cnpj"
          mask="cnpj"
          required={required("contractor.cnpj")}
          readOnly={edit}
          {...(cnpjHint ? { hint: cnpjHint } : {})}
          onValueChange={(_masked, raw) => {
            // Looked up only once it can be a CNPJ: a typo in its check digits asks nobody.
            if (raw.length === 14 && isValidCnpj(raw)) onCnpjComplete?.(raw);
          }}
        />
        <FormTextField name="contractor.international_registry" maxLength={14} />
        <FormTextField name="contractor.cnaer_principal" maxLength={100} />
        <FormTextField
          name="contractor.company_name"
          required={required("contractor.company_name")}
          maxLength={100}
        />
        <FormTextField
          name="contractor.trading_name"
          required={required("contractor.trading_name")}
          maxLength={100}
        />
        <FormMaskedField name="contractor.phone" mask="phone" required={required("contractor.phone")} />
      </FieldSection>
      <FieldSection title={contractorText.address}>
        <FormTextField name="contractor.address_country" maxLength={30} />
        <CepField prefix="contractor" required={required("contractor.address_zip_code")} />
        <FormTextField
          name="contractor.address_name"
          required={required("contractor.address_name")}
          maxLength={150}
        />
        <FormTextField
          name="contractor.address_number"
          required={required("contractor.address_number")}
          inputMode="numeric"
          maxLength={9}
        />
        <FormTextField name="contractor.address_complement" maxLength={30} />
        <StateCityFields prefix="contractor" national required={required} />
      </FieldSection>
      <FieldSection title={contractorText.documents}>
        <FormFilePicker name="contractor.cartao_cnpj" kind="pdf" />
        <FormFilePicker name="contractor.contrato_social" kind="pdf" />
      </FieldSection>
      <Representative prefix="responsible_contractor_cool" title={contractorText.legalRepresentative} />
      <Representative
        prefix="responsible_contractor_financial"
        title={contractorText.financialRepresentative}
      />
    </div>
  );
}

const MAX_ADDENDA = 20;

/** Where the focus goes once the addenda have changed: after a removal or to the row just added. */
type AddendaFocus = { after: "remove" | "add"; index: number };

/**
 * The contract's addenda: one file field each, added and removed one at a time (up to 20).
 * Keyboard, as the FormTable's Remover (packages/ui form-table.tsx): a removal hands the focus to the
 * next addendum's Remover, else to Adicionar aditivo, never to the page; an add puts it on the new
 * row's file picker (it appears above Adicionar aditivo).
 */
const noAddenda: unknown[] = [];
const asList = (raw: unknown) => (Array.isArray(raw) ? (raw as unknown[]) : noAddenda);

function Addenda({ prefix }: { prefix: string }) {
  const form = useFormApi();
  const name = `${prefix}.aditivos`;
  // A stored addendum's display name sits at the same index (the edit page's values).
  const namesField = `${prefix}.aditivos_display_names`;
  const listAt = (path: string) => asList(getIn(form.getState().values, path));
  const addenda = asList(useFormValue(name));
  const rootRef = React.useRef<HTMLDivElement>(null);
  // Asked by the buttons, acted on once the form has drawn the addenda anew.
  const focusAfter = React.useRef<AddendaFocus | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the rows have changed
  React.useEffect(() => {
    const request = focusAfter.current;
    const root = rootRef.current;
    if (!request || !root) return;
    focusAfter.current = null;
    const rows = root.querySelectorAll<HTMLElement>('[data-slot="addendum"]');
    if (request.after === "add") {
      rows[request.index]?.querySelector<HTMLButtonElement>('[data-slot="file-picker"] button')?.focus();
      return;
    }
    const next = rows[request.index]?.querySelector<HTMLButtonElement>("[data-addendum-remove]");
    (next ?? root.querySelector<HTMLButtonElement>("[data-addendum-add]"))?.focus();
  }, [addenda.length]);
  const remove = (index: number) => {
    focusAfter.current = { after: "remove", index };
    form.batch(() => {
      form.change(
        name,
        addenda.filter((_, i) => i !== index),
      );
      form.change(
        namesField,
        listAt(namesField).filter((_, i) => i !== index),
      );
    });
  };
  return (
    <div ref={rootRef} className="flex flex-col gap-3 tablet:col-span-2 desktop:col-span-3">
      {addenda.map((_file, index) => (
        <div key={index} data-slot="addendum" className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1">
            <FormFilePicker
              name={`${name}.${index}`}
              label={contractorText.addendum(index + 1)}
              kind="pdf"
              required
              displayNameField={`${namesField}.${index}`}
            />
          </div>
          <Button type="button" variant="ghost" data-addendum-remove onClick={() => remove(index)}>
            {contractorText.removeAddendum(index + 1)}
          </Button>
        </div>
      ))}
      {addenda.length < MAX_ADDENDA ? (
        <div>
          <Button
            type="button"
            variant="outline"
            data-addendum-add
            onClick={() => {
              focusAfter.current = { after: "add", index: addenda.length };
              form.change(name, [...addenda, undefined]);
            }}
          >
            {contractorText.addAddendum}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * "Dados do Contrato" (spec 02 §3): term (an indeterminate one has no end), representatives, PDFs, notes.
 * Drawn again by Prazo indeterminado only; each field reads its own value, the addenda their list.
 */
export function ContractFields({ prefix = "contract" }: { prefix?: string }) {
  const form = useFormApi();
  const indeterminate = useFormValue(`${prefix}.prazo_indeterminado`) === true;
  const required = requiredPaths(contractDataSchema, { prazo_indeterminado: indeterminate });
  return (
    <div className="flex flex-col gap-8">
      <FieldSection title={contractorText.contract}>
        <FormTextField name={`${prefix}.interno`} maxLength={100} />
        <FormDatePicker name={`${prefix}.inicio`} required={required.has("inicio")} />
        {/* Days before Início are not offered; one typed reads the schema's message naming Início. */}
        <FormDatePicker
          name={`${prefix}.termino`}
          required={required.has("termino")}
          disabled={indeterminate}
          boundsFrom={{ field: `${prefix}.inicio`, bounds: contractEndBounds }}
        />
        <FormSwitch
          name={`${prefix}.prazo_indeterminado`}
          onCheckedChange={(checked) => {
            if (checked) form.change(`${prefix}.termino`, undefined);
          }}
        />
        <FormTextField name={`${prefix}.representante_comercial`} maxLength={100} />
        <FormTextField name={`${prefix}.representante_juridico`} maxLength={100} />
      </FieldSection>
      <FieldSection title={contractorText.attachments}>
        <FormFilePicker name={`${prefix}.contrato`} kind="pdf" />
        <FormFilePicker name={`${prefix}.proposta`} kind="pdf" />
        <Addenda prefix={prefix} />
        <div className="tablet:col-span-2 desktop:col-span-3">
          <FormTextarea name={`${prefix}.observacoes`} counter="plain" maxLength={500} rows={4} />
        </div>
      </FieldSection>
    </div>
  );
}

/** The feature rows a new plan starts with: all eight, none chosen, 10 users each (spec 02 §9). */
export const initialPlanFeatures = () =>
  PLAN_FEATURES.map((feature) => ({ feature, enabled: false, users: String(planUserOptions[0]) }));

const userOptions = planUserOptions.map((n) => ({ value: String(n), label: String(n) }));
/** No price list exists yet: a user costs 0,00 (spec 02 §2: static fields; decisions.md). */
const VALUE_PER_USER = 0;

/** A column's name over its value where the rows stack (below tablet); the table's header names it for AT. */
function StackedLabel({ children }: { children: string }) {
  return (
    <span aria-hidden className="text-text-muted tablet:hidden">
      {children}
    </span>
  );
}

/**
 * The extra features: a table from tablet up; below it, each row stacks into a block (the checkbox and
 * its name, then the quantity, the value per user and the total, each with its column's name), so a
 * phone shows every column without scrolling sideways. The header stays for screen readers. Memoised:
 * the plan step draws again on its main module and generator type, the rows' fields subscribe on their own.
 */
const FeatureRows = React.memo(function FeatureRows({ prefix }: { prefix: string }) {
  const { feature: featureColumn, users, valuePerUser, total } = contractorText.featureColumns;
  const cell = "tablet:table-cell tablet:py-2";
  const stackedCell = `flex items-center justify-between gap-3 ${cell}`;
  return (
    <section aria-labelledby={`${prefix}-features`} className="flex flex-col gap-3">
      <h3 id={`${prefix}-features`} className="text-base font-semibold text-primary-dark">
        {contractorText.features}
      </h3>
      <div className="relative overflow-x-auto">
        <table className="block w-full border-collapse text-sm tablet:table tablet:min-w-[40rem]">
          <thead className="sr-only tablet:not-sr-only tablet:table-header-group">
            <tr className="border-b border-border text-left">
              <th scope="col" className="py-2 pr-3 font-semibold">
                {featureColumn}
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                {users}
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                {valuePerUser}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {total}
              </th>
            </tr>
          </thead>
          <tbody className="block tablet:table-row-group">
            {PLAN_FEATURES.map((feature, index) => (
              <tr
                key={feature}
                className="flex flex-col gap-2 border-b border-border py-3 tablet:table-row tablet:py-0"
              >
                <td className={`${cell} tablet:pr-3`}>
                  <FormCheckbox
                    name={`${prefix}.features.${index}.enabled`}
                    label={planFeatureLabels[feature]}
                  />
                </td>
                <td className={`${stackedCell} tablet:pr-3`}>
                  <StackedLabel>{users}</StackedLabel>
                  <FormSelect
                    name={`${prefix}.features.${index}.users`}
                    // The column header (or, stacked, the text beside it) names it on screen; the label
                    // says which row it is.
                    label={<span className="sr-only">{`${users}: ${planFeatureLabels[feature]}`}</span>}
                    options={userOptions}
                    // Stacked, the select sits level with its text: no room kept for the hidden label.
                    className="w-28 gap-0 tablet:w-auto tablet:gap-1.5"
                  />
                </td>
                <td className={`${stackedCell} tabular-nums tablet:pr-3`}>
                  <StackedLabel>{valuePerUser}</StackedLabel>
                  {formatMoney(VALUE_PER_USER)}
                </td>
                <td className={`${stackedCell} tabular-nums`}>
                  <StackedLabel>{total}</StackedLabel>
                  {formatMoney(0)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="block tablet:table-footer-group">
            <tr className="flex justify-between gap-3 py-3 tablet:table-row tablet:py-0">
              <th
                scope="row"
                colSpan={3}
                className="text-left font-semibold tablet:table-cell tablet:py-2 tablet:pr-3 tablet:text-right"
              >
                {contractorText.planTotal}
              </th>
              <td className="font-semibold tabular-nums tablet:table-cell tablet:py-2">{formatMoney(0)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
});

const MODULE_COUNTS = ["small_generators", "large_generators", "internal_management_generators"] as const;

/**
 * The contract plan builder (spec 02 §2, §4): the main module first; Matriz-Filial asks the module
 * counts, Gerador a generator type (with its description); the extra features follow. A new main
 * module clears the generator type.
 */
export function PlanFields({ prefix = "plan" }: { prefix?: string }) {
  const form = useFormApi();
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const main = text(useFormValue(`${prefix}.main_module`));
  const type = text(useFormValue(`${prefix}.generator_type`)) as (typeof GENERATOR_TYPES)[number] | "";
  const required = requiredPaths(planSchema, { main_module: main || undefined });
  return (
    <div className="flex flex-col gap-8">
      <FormRadioGroup
        name={`${prefix}.main_module`}
        required
        orientation="horizontal"
        options={MAIN_MODULES.map((value) => ({ value, label: mainModuleLabels[value] }))}
        // A new main module resets the generator type (spec 02 §4) and the other module's counts, so
        // a Gerador plan never carries Matriz-Filial's counts.
        onValueChange={() =>
          form.batch(() => {
            for (const field of ["generator_type", ...MODULE_COUNTS])
              form.change(`${prefix}.${field}`, undefined);
          })
        }
      />
      {main === "mmf" ? (
        <FieldSection title={contractorText.moduleCounts}>
          {(["small_generators", "large_generators", "internal_management_generators"] as const).map(
            (count) => (
              <FormNumberField
                key={count}
                name={`${prefix}.${count}`}
                required={required.has(count)}
                min={0}
                decimals={0}
                inputMode="numeric"
              />
            ),
          )}
        </FieldSection>
      ) : null}
      {main === "mg" ? (
        <div className="flex flex-col gap-4">
          <FormRadioGroup
            name={`${prefix}.generator_type`}
            required
            orientation="horizontal"
            options={GENERATOR_TYPES.map((value) => ({ value, label: generatorTypeLabels[value] }))}
          />
          {type ? (
            <div
              data-slot="generator-description"
              className="rounded-md border border-border bg-surface-muted p-4 text-sm text-text"
            >
              <p className="font-semibold">{generatorTypeLabels[type]}</p>
              <p>{contractorText.generatorDescriptions[type]}</p>
            </div>
          ) : null}
        </div>
      ) : null}
      {main === "mmf" || (main === "mg" && type) ? <FeatureRows prefix={prefix} /> : null}
    </div>
  );
}

/**
 * "Usuário master de acesso ao sistema" (spec 02 §2, §5): saving sends the welcome e-mail. `emailLocked`
 * (the edit page, once the master user made their first access): the e-mail is their login and the
 * server refuses a new one, so it is shown read-only (still focusable and copyable) with the reason.
 */
export function MasterUserFields({
  prefix = "responsible_first",
  notice = true,
  emailLocked = false,
}: {
  prefix?: string;
  notice?: boolean;
  emailLocked?: boolean;
}) {
  return (
    <div className="flex flex-col gap-4">
      <FieldSection title={contractorText.masterTitle}>
        <FormTextField name={`${prefix}.name`} required={masterRequired.has("name")} maxLength={100} />
        <FormMaskedField name={`${prefix}.phone`} mask="phone" required={masterRequired.has("phone")} />
        <FormTextField name={`${prefix}.phone_extension`} inputMode="numeric" maxLength={10} />
        <FormTextField
          name={`${prefix}.email`}
          type="email"
          required={!emailLocked && masterRequired.has("email")}
          maxLength={100}
          readOnly={emailLocked}
          hint={emailLocked ? contractorText.masterEmailLocked : undefined}
        />
      </FieldSection>
      {notice ? (
        <p data-slot="master-user-notice" className="rounded-md bg-info-light px-4 py-3 text-sm text-text">
          {contractorText.masterNotice}
        </p>
      ) : null}
    </div>
  );
}
