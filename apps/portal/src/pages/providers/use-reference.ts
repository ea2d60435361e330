import type { LicenseType, ProviderType } from "@trilha/api";
import type { SelectOption } from "@trilha/ui";
import * as React from "react";
import { reference } from "../../api/shared-api";
import type { ValueNames } from "../../resources/change-history";
import { useLoaded } from "../../resources/use-options";
import { providers } from "./providers-api";

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
