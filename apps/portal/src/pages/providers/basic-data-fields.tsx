import type { RegistryType } from "@trilha/api";
import {
  DEFAULT_COUNTRY,
  FormMaskedField,
  FormTextField,
  REGISTRY_TYPES,
  registryTypeLabels,
  useFormApi,
  useFormValue,
} from "@trilha/forms";
import { RadioGroup, Switch } from "@trilha/ui";
import * as React from "react";
import { CepField, FieldSection, StateCityFields } from "../../resources/company-fields";
import { type FormState, getIn, useRegisteredField, useShownError } from "../../resources/form-state";
import { basicDataRequired } from "./required-fields";
import { providerText } from "./text";
import { useProviderTypes } from "./use-reference";

/** The field holding each registry type's document number. */
export const IDENTIFIER: Record<RegistryType, string> = {
  cpf: "company.cpf",
  cnpj: "company.cnpj",
  international_registry: "company.international_registry",
};
/** A duplicate lookup runs once the document has all its digits (spec 02 §5). */
export const DOCUMENT_DIGITS: Partial<Record<RegistryType, number>> = { cpf: 11, cnpj: 14 };

const asRegistry = (value: unknown): RegistryType =>
  (REGISTRY_TYPES as readonly string[]).includes(String(value)) ? (value as RegistryType) : "cnpj";

export function registryOf(values: unknown): RegistryType {
  return asRegistry(getIn(values, "company.registry_type"));
}

/**
 * Spec 02 §4: a new registry type sets the country to Brasil (empty and editable abroad) and
 * clears the identifier typed for the previous type.
 */
export function switchRegistry(form: FormState["form"], from: RegistryType, to: RegistryType) {
  if (from === to) return;
  form.batch(() => {
    form.change("company.registry_type", to);
    form.change(IDENTIFIER[from], undefined);
    form.change("company.address_country", to === "international_registry" ? "" : DEFAULT_COUNTRY);
    if (to === "international_registry" || from === "international_registry") {
      form.change("company.address_state", undefined);
      form.change("company.address_city", undefined);
    }
  });
}

/** The services' switches: drawn again by their own value and message, not by the rest of the form. */
function ServicesField({ disabled, required }: { disabled: boolean; required: boolean }) {
  const types = useProviderTypes();
  const errorId = React.useId();
  const form = useFormApi();
  const raw = useFormValue("provider.types");
  const chosen = Array.isArray(raw) ? raw.map((t) => (typeof t === "string" ? t : String(t?.code))) : [];
  const shown = useShownError("provider.types");
  useRegisteredField(form, "provider.types");
  return (
    <fieldset
      aria-describedby={shown ? errorId : undefined}
      data-invalid={shown ? "" : undefined}
      className="m-0 flex min-w-0 flex-col gap-2 border-0 p-0 tablet:col-span-2 desktop:col-span-3"
    >
      <legend className="mb-2 text-sm font-semibold">
        {providerText.services}
        {/* The asterisk as every field's label draws it (@trilha/ui's Field). */}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-error">
            *
          </span>
        ) : null}
      </legend>
      <div className="flex flex-wrap gap-6">
        {types.map((type) => (
          <Switch
            key={type.code}
            label={type.name}
            disabled={disabled}
            checked={chosen.includes(type.code)}
            onCheckedChange={(checked) => {
              const next = checked ? [...chosen, type.code] : chosen.filter((code) => code !== type.code);
              form.change("provider.types", next);
              form.blur("provider.types");
            }}
          />
        ))}
      </div>
      <p id={errorId} aria-live="polite" className="text-sm text-error">
        {shown}
      </p>
    </fieldset>
  );
}

function ResponsibleFields({
  index,
  national,
  required,
}: {
  index: 0 | 1;
  national: boolean;
  required: (path: string) => boolean;
}) {
  const first = index === 0;
  const base = `responsible.${index}`;
  return (
    <FieldSection title={first ? providerText.firstResponsible : providerText.secondResponsible}>
      <FormTextField name={`${base}.name`} required={required(`${base}.name`)} maxLength={100} />
      <FormTextField name={`${base}.role`} maxLength={40} />
      {national ? (
        <FormMaskedField name={`${base}.phone`} mask="phone" required={required(`${base}.phone`)} />
      ) : (
        <FormTextField name={`${base}.phone`} required={required(`${base}.phone`)} maxLength={20} />
      )}
      <FormTextField name={`${base}.phone_extension`} inputMode="numeric" maxLength={first ? 10 : 4} />
      <FormTextField
        name={`${base}.email`}
        type="email"
        required={required(`${base}.email`)}
        maxLength={100}
      />
      {national ? (
        <FormMaskedField name={`${base}.cellphone`} mask="phone" />
      ) : (
        <FormTextField name={`${base}.cellphone`} maxLength={20} />
      )}
    </FieldSection>
  );
}

export type BasicDataFieldsProps = {
  variant: "wizard" | "edit";
  /** Called when a CPF/CNPJ gets all its digits, for the duplicate lookup. */
  onDocumentComplete?: (registry: RegistryType, digits: string) => void;
};

/**
 * Every field of "Dados básicos" (spec 02 §2, §5), shared by the wizard and the edit page. Drawn again by
 * the registry type only; each field reads its own value.
 */
export function BasicDataFields({ variant, onDocumentComplete }: BasicDataFieldsProps) {
  const form = useFormApi();
  const registry = asRegistry(useFormValue("company.registry_type"));
  const national = registry !== "international_registry";
  const edit = variant === "edit";
  const identifierLabel = registryTypeLabels[registry];
  // Asterisks from the schema in force (wizard or edit, per registry type), not per-field flags.
  const requiredSet = basicDataRequired(variant, registry);
  const required = (path: string) => requiredSet.has(path);

  return (
    <div className="flex flex-col gap-8">
      <FieldSection title={providerText.company}>
        <RadioGroup
          label="Tipo de cadastro"
          required={required("company.registry_type")}
          disabled={edit}
          className="tablet:col-span-2 desktop:col-span-3"
          options={REGISTRY_TYPES.map((type) => ({ value: type, label: registryTypeLabels[type] }))}
          value={registry}
          onValueChange={(next) => switchRegistry(form, registry, next as RegistryType)}
        />
        {registry === "international_registry" ? (
          <FormTextField
            key={registry}
            name={IDENTIFIER[registry]}
            required={required(IDENTIFIER[registry])}
            maxLength={14}
          />
        ) : (
          <FormMaskedField
            key={registry}
            name={IDENTIFIER[registry]}
            label={identifierLabel}
            mask={registry}
            required={required(IDENTIFIER[registry])}
            onValueChange={(_masked, raw) => {
              if (raw.length === DOCUMENT_DIGITS[registry]) onDocumentComplete?.(registry, raw);
            }}
          />
        )}
        <FormTextField name="provider.alias" maxLength={100} />
        <FormTextField name="provider.activity" maxLength={45} />
        <FormTextField
          name="company.company_name"
          required={required("company.company_name")}
          maxLength={100}
          readOnly={edit}
        />
        <FormTextField
          name="company.trading_name"
          required={required("company.trading_name")}
          maxLength={100}
          readOnly={edit}
        />
      </FieldSection>
      <FieldSection title={providerText.address}>
        <FormTextField
          name="company.address_country"
          required={required("company.address_country")}
          maxLength={30}
          readOnly={national}
        />
        {national ? (
          <CepField prefix="company" withRegion required={required("company.address_zip_code")} />
        ) : (
          <FormTextField
            name="company.address_zip_code"
            required={required("company.address_zip_code")}
            maxLength={10}
          />
        )}
        <FormTextField
          name="company.address_name"
          required={required("company.address_name")}
          maxLength={150}
        />
        <FormTextField
          name="company.address_number"
          required={required("company.address_number")}
          inputMode="numeric"
          maxLength={9}
        />
        <FormTextField name="company.address_complement" maxLength={30} />
        <FormTextField name="company.address_region" maxLength={100} />
        <StateCityFields prefix="company" national={national} required={required} />
        {national ? (
          <FormMaskedField name="company.phone" mask="phone" required={required("company.phone")} />
        ) : (
          <FormTextField name="company.phone" required={required("company.phone")} maxLength={20} />
        )}
        {national ? (
          <>
            <FormTextField name="company.im" maxLength={15} />
            <FormTextField name="company.ie" maxLength={15} />
          </>
        ) : null}
        <ServicesField disabled={edit} required={required("provider.types")} />
      </FieldSection>
      <ResponsibleFields index={0} national={national} required={required} />
      <ResponsibleFields index={1} national={national} required={required} />
    </div>
  );
}
