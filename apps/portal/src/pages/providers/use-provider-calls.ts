import type { Provider, RegistryType } from "@trilha/api";
import { COMPANY_FIELDS, type CompanyField } from "@trilha/forms/schemas";
import * as React from "react";
import { reference } from "../../api/shared-api";
import type { FormState } from "../../resources/form-state";
import { textOf } from "../../resources/form-state";
import { providers } from "./providers-api";
import { type SaveProgress, type SaveProviderInput, saveProvider } from "./save-provider";

/** The wizard's save (provider, then its licenses and certificates), on the signed-in client. */
export function useSaveProvider() {
  return React.useCallback(
    (input: SaveProviderInput, onProgress: SaveProgress) => saveProvider(providers, input, onProgress),
    [],
  );
}

// The register answers names, address and phone; the country is the form's own choice and the state
// and municipal registrations are not in the federal register.
const NOT_PREFILLED: readonly CompanyField[] = ["address_country", "ie", "im"];
const COMPANY_PREFILL = COMPANY_FIELDS.filter((field) => !NOT_PREFILLED.includes(field));

/**
 * The wizard's document check: a document already registered is reported (the duplicate modal);
 * otherwise company data known for it fills what is still empty. A newer check cancels an older one.
 */
export function useDocumentCheck(
  formRef: React.RefObject<FormState["form"] | null>,
  onDuplicate: (found: { provider: Provider; registry: RegistryType }) => void,
) {
  const lookup = React.useRef<AbortController | null>(null);
  return async (registry: RegistryType, digits: string) => {
    lookup.current?.abort();
    const controller = new AbortController();
    lookup.current = controller;
    const found = await providers.findByDocument(registry, digits, controller.signal).catch(() => null);
    if (controller.signal.aborted) return;
    if (found) {
      onDuplicate({ provider: found, registry });
      return;
    }
    // Not ours yet: company data known for the document fills what is still empty.
    const company = await reference.companyPrefill(registry, digits, controller.signal).catch(() => null);
    const form = formRef.current;
    if (!company || !form || controller.signal.aborted) return;
    form.batch(() => {
      for (const key of COMPANY_PREFILL) {
        const value = company[key];
        if (value && !textOf(form.getState().values, `company.${key}`)) form.change(`company.${key}`, value);
      }
    });
  };
}
