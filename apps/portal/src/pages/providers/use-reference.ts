import type { LicenseType, ProviderType, State } from "@trilha/api";
import type { SelectOption } from "@trilha/ui";
import * as React from "react";
import type { ValueNames } from "../../resources/change-history";
import { providers, reference } from "./providers-api";

/** Loads an option list once; a failure leaves it empty (spec 02 §8: option loads fail silently). */
function useLoaded<T>(load: ((signal: AbortSignal) => Promise<T[]>) | null): T[] {
  const [items, setItems] = React.useState<T[]>([]);
  React.useEffect(() => {
    if (!load) {
      setItems([]);
      return;
    }
    const controller = new AbortController();
    load(controller.signal)
      .then((next) => {
        if (!controller.signal.aborted) setItems(next);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [load]);
  return items;
}

export function useStateOptions(): SelectOption[] {
  const states = useLoaded<State>(reference.states);
  return React.useMemo(() => states.map((s) => ({ value: s.federative_unit, label: s.name })), [states]);
}

export function useCityOptions(state: string): SelectOption[] {
  const load = React.useMemo(
    () => (state ? (signal: AbortSignal) => reference.cities(state, signal) : null),
    [state],
  );
  const cities = useLoaded(load);
  return React.useMemo(() => cities.map((c) => ({ value: c.name, label: c.name })), [cities]);
}

export function useProviderTypes(): ProviderType[] {
  return useLoaded<ProviderType>(providers.types);
}

export function useLicenseTypeOptions(): SelectOption[] {
  const types = useLoaded<LicenseType>(reference.licenseTypes);
  return React.useMemo(() => types.map((t) => ({ value: t.uuid_license_type, label: t.name })), [types]);
}

/**
 * Names for the coded values a change history records (service codes, license type ids), loaded only while
 * `enabled` (a closed dialog asks for nothing). A failed load leaves the codes as they are, as option
 * loads do.
 */
export function useHistoryValueNames(enabled = true): ValueNames {
  const types = useLoaded<ProviderType>(enabled ? providers.types : null);
  const licenseTypes = useLoaded<LicenseType>(enabled ? reference.licenseTypes : null);
  return React.useMemo(
    () => ({
      types: Object.fromEntries(types.map((type) => [type.code, type.name])),
      uuid_license_type: Object.fromEntries(licenseTypes.map((type) => [type.uuid_license_type, type.name])),
    }),
    [types, licenseTypes],
  );
}
