import { LOOKUP_CODES, toApiError } from "@trilha/api";
import {
  CEP_LOOKUP_UNAVAILABLE,
  CEP_NOT_FOUND,
  FormSelect,
  FormTextField,
  SELECT_STATE_FIRST,
  useFormApi,
  useFormValue,
} from "@trilha/forms";
import { MaskedField } from "@trilha/ui";
import * as React from "react";
import { reference } from "../api/shared-api";
import { useManualField } from "./form-state";
import { useCityOptions, useStateOptions } from "./use-options";

// A company's address fields, shared by every domain whose form holds a company (the provider's
// `company`, the contractor's `contractor`): each takes the group's name as `prefix`.

/**
 * A titled group of fields in the forms' grid (one column on a phone, two on a tablet, three on a
 * desktop). Its heading is an h3: it sits under a wizard step's or an edit section's h2.
 */
/** `level`: the heading's, 3 under a page's section heading (the default), 2 right under the page's h1. */
export function FieldSection({
  title,
  level = 3,
  children,
}: {
  title: string;
  level?: 2 | 3;
  children: React.ReactNode;
}) {
  const id = React.useId();
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <Heading id={id} className="text-lg font-semibold text-primary-dark">
        {title}
      </Heading>
      {/* minmax(0, 1fr) columns: a long value (a select's label) truncates instead of widening the page. */}
      <div className="grid grid-cols-1 gap-4 tablet:grid-cols-2 desktop:grid-cols-3">{children}</div>
    </section>
  );
}

export type CepFieldProps = {
  /** The company's group in the form values ("company", "contractor"). */
  prefix: string;
  required: boolean;
  /** The form has `address_region`, which the lookup's neighbourhood fills. */
  withRegion?: boolean;
};

/**
 * The masked CEP: at 9 characters the address is looked up and fills street, state and city (spec 02 §5).
 * A CEP the services do not know is said so; a lookup that could not be made (services or network down)
 * says that instead, so a real CEP is never called unknown.
 */
export function CepField({ prefix, required, withRegion = false }: CepFieldProps) {
  const name = `${prefix}.address_zip_code`;
  const field = useManualField(name);
  const [refusal, setRefusal] = React.useState<string | null>(null);
  const lookup = React.useRef<AbortController | null>(null);
  const form = useFormApi();

  async function find(cep: string) {
    lookup.current?.abort();
    const controller = new AbortController();
    lookup.current = controller;
    try {
      const address = await reference.cep(cep, controller.signal);
      if (controller.signal.aborted) return;
      form.batch(() => {
        if (address.street) form.change(`${prefix}.address_name`, address.street);
        if (withRegion && address.neighborhood) form.change(`${prefix}.address_region`, address.neighborhood);
        if (address.state) form.change(`${prefix}.address_state`, address.state);
        if (address.city) form.change(`${prefix}.address_city`, address.city);
      });
    } catch (reason) {
      if (controller.signal.aborted) return;
      const { code, message } = toApiError(reason);
      // Past the user's lookup limit the server's message says to wait (429 LOOKUP_THROTTLED).
      setRefusal(
        code === LOOKUP_CODES.CEP_NOT_FOUND
          ? CEP_NOT_FOUND
          : code === LOOKUP_CODES.LOOKUP_THROTTLED
            ? message
            : CEP_LOOKUP_UNAVAILABLE,
      );
    }
  }

  return (
    <MaskedField
      mask="cep"
      label="CEP"
      required={required}
      name={name}
      value={field.value}
      error={refusal ?? field.error}
      // The lookup's message does not stop a save: a refused one takes the focus to what does.
      data-advisory={refusal && !field.error ? "" : undefined}
      onValueChange={(masked) => {
        field.change(masked);
        setRefusal(null);
        // 9 masked characters (00000-000): the address is looked up.
        if (masked.length === 9) void find(masked);
      }}
      onBlur={field.blur}
      onFocus={field.focus}
    />
  );
}

export type StateCityFieldsProps = {
  prefix: string;
  /** Brazilian address: state and city are selects (the city after a state); abroad, free text. */
  national: boolean;
  required: (path: string) => boolean;
};

/** State and city: drawn again by the state's value, not by the rest of the form's. */
export function StateCityFields({ prefix, national, required }: StateCityFieldsProps) {
  const states = useStateOptions();
  const form = useFormApi();
  const stateName = `${prefix}.address_state`;
  const cityName = `${prefix}.address_city`;
  const chosen = useFormValue(stateName);
  const uf = typeof chosen === "string" ? chosen : "";
  const cities = useCityOptions(national ? uf : "");
  if (!national) {
    return (
      <>
        <FormTextField name={stateName} required={required(stateName)} />
        <FormTextField name={cityName} required={required(cityName)} />
      </>
    );
  }
  return (
    <>
      <FormSelect
        name={stateName}
        required={required(stateName)}
        searchable
        options={states}
        onValueChange={() => form.change(cityName, undefined)}
      />
      {/* No state yet: the city list would be empty, so it waits and says why under it (spec 02 §5), where
          the text wraps at 320 px; a refused submit says it as the error instead (Field draws it once). */}
      <FormSelect
        name={cityName}
        required={required(cityName)}
        searchable
        options={cities}
        disabled={!uf}
        hint={uf ? undefined : SELECT_STATE_FIRST}
      />
    </>
  );
}
