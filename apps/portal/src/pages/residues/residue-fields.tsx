import type { ResidueOptionList, ResidueSubOptionList } from "@trilha/api";
import {
  AMOUNT_TYPES,
  AMOUNT_UNITS,
  amountTypeLabels,
  amountUnitLabels,
  FormDatePicker,
  FormFilePicker,
  FormNumberField,
  FormSelect,
  FormTextField,
  type legalRequirementsLabels,
  NEGOTIATION_PERIODS,
  NEGOTIATION_TYPES,
  negotiationPeriodLabels,
  negotiationTypeLabels,
  REPEAT_PERIODS,
  repeatPeriodLabels,
  storageDraftSchema,
  storageLabels,
  treatmentDraftSchema,
  treatmentLabels,
  useFieldValue,
  useFormApi,
} from "@trilha/forms";
import { type FormTableColumn, RadioGroup, type SelectOption } from "@trilha/ui";
import { FieldSection } from "../../resources/company-fields";
import { type Draft, draftSelect, type IncludedRow, InclusionTable } from "../../resources/inclusion-table";
import { residueText } from "./text";
import { labelOf, useProviderOptions, useResidueOptions, useResidueSubOptions } from "./use-residue-options";

// The residue's fields, one component per part (a wizard step, an edit page's section or modal).

const choices = <K extends string>(values: readonly K[], labels: Record<K, string>): SelectOption[] =>
  values.map((value) => ({ value, label: labels[value] }));

/** Type, common name and internal code (DADOS BÁSICOS; the edit page's first section). */
export function ResidueIdentityFields() {
  const types = useResidueOptions("residueTypes");
  return (
    <FieldSection title={residueText.residue}>
      <FormSelect name="type" required searchable options={types} />
      <FormTextField name="name" required maxLength={100} />
      <FormTextField name="internal_code" maxLength={50} />
    </FieldSection>
  );
}

function TreatmentEditor({ draft }: { draft: Draft }) {
  const categories = useResidueOptions("treatmentCategories");
  const technologies = useResidueSubOptions("treatmentTechnologies", draft.text("category"));
  const classes = useResidueOptions("classes");
  return (
    <>
      {draftSelect(draft, "category", treatmentLabels.category, categories, {
        onChange: () => draft.set("technology", undefined),
      })}
      {draftSelect(draft, "technology", treatmentLabels.technology, technologies, {
        disabled: !draft.text("category"),
      })}
      {draftSelect(draft, "class", treatmentLabels.class, classes)}
    </>
  );
}

function StorageEditor({ draft }: { draft: Draft }) {
  const types = useResidueOptions("storageTypes");
  const states = useResidueOptions("physicalStates");
  const packagings = useResidueOptions("packagings");
  const discount = draft.values.discount_packaging;
  return (
    <>
      {draftSelect(draft, "type", storageLabels.type, types)}
      {draftSelect(draft, "physical_state", storageLabels.physical_state, states)}
      {draftSelect(draft, "packaging", storageLabels.packaging, packagings)}
      {/* Sim by default (spec 02 §2). */}
      <RadioGroup
        label={storageLabels.discount_packaging}
        orientation="horizontal"
        options={[
          { value: "true", label: residueText.yes },
          { value: "false", label: residueText.no },
        ]}
        value={discount === false ? "false" : "true"}
        onValueChange={(value) => draft.set("discount_packaging", value === "true")}
      />
    </>
  );
}

/**
 * What a treatment's or a storage's row shows, by column: the options' labels. The wizard's inclusion
 * tables and the edit page's lists draw the same cells.
 */
export type RowCell = { key: string; header: string; text: (row: Record<string, unknown>) => string };

export function useTreatmentCells(): RowCell[] {
  const categories = useResidueOptions("treatmentCategories");
  const technologies = useResidueOptions("treatmentTechnologies");
  const classes = useResidueOptions("classes");
  return [
    { key: "category", header: treatmentLabels.category, text: (r) => labelOf(categories, r.category) },
    {
      key: "technology",
      header: treatmentLabels.technology,
      text: (r) => labelOf(technologies, r.technology),
    },
    { key: "class", header: treatmentLabels.class, text: (r) => labelOf(classes, r.class) },
  ];
}

export function useStorageCells(): RowCell[] {
  const types = useResidueOptions("storageTypes");
  const states = useResidueOptions("physicalStates");
  const packagings = useResidueOptions("packagings");
  return [
    { key: "type", header: storageLabels.type, text: (r) => labelOf(types, r.type) },
    {
      key: "physical_state",
      header: storageLabels.physical_state,
      text: (r) => labelOf(states, r.physical_state),
    },
    { key: "packaging", header: storageLabels.packaging, text: (r) => labelOf(packagings, r.packaging) },
    {
      key: "discount_packaging",
      header: storageLabels.discount_packaging,
      text: (r) => (r.discount_packaging === false ? residueText.no : residueText.yes),
    },
  ];
}

const inclusionColumns = (cells: RowCell[]): FormTableColumn<IncludedRow>[] =>
  cells.map(({ key, header, text }) => ({ key, header, render: text }));

/** DADOS BÁSICOS before the residue exists: treatments and storages included in tables, sent with it. */
export function TreatmentsAndStoragesTables() {
  const treatmentColumns = inclusionColumns(useTreatmentCells());
  const storageColumns = inclusionColumns(useStorageCells());
  return (
    <>
      <InclusionTable
        name="treatments"
        title={residueText.treatments}
        item={residueText.treatmentItem}
        schema={treatmentDraftSchema}
        labels={treatmentLabels}
        columns={treatmentColumns}
      >
        {(draft) => <TreatmentEditor draft={draft} />}
      </InclusionTable>
      <InclusionTable
        name="storages"
        title={residueText.storages}
        item={residueText.storageItem}
        schema={storageDraftSchema}
        labels={storageLabels}
        columns={storageColumns}
      >
        {(draft) => <StorageEditor draft={draft} />}
      </InclusionTable>
    </>
  );
}

/** A select bound to the form whose options hang from another field's code. */
export function SubListSelect({
  name,
  list,
  parent,
  required = false,
}: {
  name: string;
  list: ResidueSubOptionList;
  parent: string;
  required?: boolean;
}) {
  const code = useFieldValue<string>(parent) ?? "";
  const options = useResidueSubOptions(list, code);
  return <FormSelect name={name} required={required} searchable options={options} disabled={!code} />;
}

export function ListSelect({
  name,
  list,
  onChange,
  required = false,
}: {
  name: string;
  list: ResidueOptionList;
  onChange?: () => void;
  required?: boolean;
}) {
  const options = useResidueOptions(list);
  return (
    <FormSelect
      name={name}
      required={required}
      searchable={options.length > 8}
      options={options}
      {...(onChange ? { onValueChange: onChange } : {})}
    />
  );
}

/** REQUISITOS LEGAIS (spec 02 §2: all optional); a sub-list is cleared when the list it hangs from changes. */
export function LegalRequirementsFields({ prefix = "legal_requirements" }: { prefix?: string }) {
  const form = useFormApi();
  const at = (field: keyof typeof legalRequirementsLabels) => `${prefix}.${field}`;
  const clear = (field: keyof typeof legalRequirementsLabels) => () => form.change(at(field), undefined);
  return (
    <div className="flex flex-col gap-8">
      <FieldSection title={residueText.classification}>
        <ListSelect name={at("abnt_nbr_10004")} list="classes" />
        <ListSelect name={at("conama_list")} list="conamaCodes" />
        <ListSelect name={at("ibama_list")} list="ibamaLists" onChange={clear("ibama_sub_list")} />
        <SubListSelect name={at("ibama_sub_list")} list="ibamaResidues" parent={at("ibama_list")} />
        <ListSelect name={at("nbr_14725_list")} list="nbr14725Lists" onChange={clear("nbr_14725_category")} />
        <SubListSelect
          name={at("nbr_14725_category")}
          list="nbr14725Categories"
          parent={at("nbr_14725_list")}
        />
      </FieldSection>
      <FieldSection title={residueText.risk}>
        <ListSelect name={at("onu_code")} list="unNumbers" />
        <ListSelect
          name={at("main_risk_class")}
          list="mainRiskClasses"
          onChange={clear("subsidiary_risk_class")}
        />
        <SubListSelect
          name={at("subsidiary_risk_class")}
          list="subsidiaryRiskClasses"
          parent={at("main_risk_class")}
        />
        <ListSelect name={at("risk_number")} list="riskNumbers" />
        <ListSelect name={at("packing_group")} list="packingGroups" />
      </FieldSection>
    </div>
  );
}

/** SISTEMAS INTEGRADOS: the residue's codes in the CTR-E and FEPAM systems (spec 02 §2; shared/reference). */
export function IntegratedSystemsFields({ prefix = "integrated_systems" }: { prefix?: string }) {
  return (
    <div className="flex flex-col gap-8">
      <p className="text-sm text-text-muted">{residueText.systemsNote}</p>
      {(["ctre", "fepam"] as const).map((system) => (
        <FieldSection key={system} title={residueText.systems[system]}>
          {(["residue", "packaging", "class", "unit"] as const).map((field) => (
            <FormTextField key={field} name={`${prefix}.${system}.${field}`} maxLength={100} />
          ))}
        </FieldSection>
      ))}
    </div>
  );
}

const amountTypes = choices(AMOUNT_TYPES, amountTypeLabels);
const amountUnits = choices(AMOUNT_UNITS, amountUnitLabels);

/**
 * One side of a negotiation (recipient or carrier): who, expense or income, cost and unit. The legend names
 * the group on the page; the provider's select keeps the same word as its name, visually hidden, so the page
 * shows it once (set at the bottom of its row, level with its neighbour's control).
 */
function NegotiationSide({ side, title }: { side: "recipient" | "carrier"; title: string }) {
  const providers = useProviderOptions(side, useFieldValue<string>(side));
  // A value given needs its party, type and unit (the schema's rule): they are marked required with it.
  const cost = useFieldValue<unknown>(`${side}_cost`);
  const priced = cost !== undefined && cost !== null && cost !== "";
  return (
    <fieldset className="m-0 grid min-w-0 gap-4 border-0 p-0 tablet:col-span-2 tablet:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-primary-dark">
        {title}
        {/* The party's label is the legend: its asterisk shows here, not alone above the select. */}
        {priced ? (
          <span aria-hidden="true" className="ml-0.5 text-error">
            *
          </span>
        ) : null}
      </legend>
      <FormSelect
        name={side}
        label={<span className="sr-only">{title}</span>}
        className="tablet:self-end [&_[data-slot=field-required]]:hidden"
        required={priced}
        searchable
        {...providers}
      />
      <FormSelect name={`${side}_amount_type`} required={priced} options={amountTypes} />
      <FormNumberField name={`${side}_cost`} min={0} step={0.01} inputMode="decimal" />
      <FormSelect name={`${side}_amount_per`} required={priced} options={amountUnits} />
    </fieldset>
  );
}

/** A negotiation's create/edit form (spec 02 §3): the end date only for a defined period. */
export function NegotiationFields({ progress }: { progress: number | undefined }) {
  const managers = useProviderOptions("manager", useFieldValue<string>("manager"));
  const vehicles = useResidueOptions("vehicleTypes");
  const period = useFieldValue<string>("period");
  return (
    <>
      <FormSelect name="manager" required searchable {...managers} />
      <FormSelect name="type" required options={choices(NEGOTIATION_TYPES, negotiationTypeLabels)} />
      <FormSelect name="period" required options={choices(NEGOTIATION_PERIODS, negotiationPeriodLabels)} />
      <FormSelect name="repeat_period" options={choices(REPEAT_PERIODS, repeatPeriodLabels)} />
      <FormDatePicker name="start" required />
      <FormDatePicker name="end" required={period === "defined"} disabled={period !== "defined"} />
      <NegotiationSide side="recipient" title={residueText.recipientSide} />
      <NegotiationSide side="carrier" title={residueText.carrierSide} />
      <FormSelect name="vehicle_type" searchable options={vehicles} />
      <FormFilePicker name="emergency_file" kind="pdf" progress={progress} />
      <FormFilePicker name="declaration_file" kind="pdf" progress={progress} />
    </>
  );
}
