import { type ContractorPrefill, LOOKUP_CODES, toApiError } from "@trilha/api";
import * as React from "react";
import type { FormState } from "../../resources/form-state";
import { textOf } from "../../resources/form-state";
import type { DuplicateCompany } from "../providers/duplicate-modal";
import { contractors } from "./contractors-api";
import { contractorText } from "./text";

/** The company fields a prefill may fill (the documents, files and the country stay the user's). */
const PREFILLED = [
  "company_name",
  "trading_name",
  "address_zip_code",
  "address_name",
  "address_number",
  "address_complement",
  "address_state",
  "address_city",
  "phone",
  "cnaer_principal",
] as const satisfies readonly (keyof ContractorPrefill)[];

/** A contractor already registered with the typed CNPJ, as the duplicate warning shows it. */
export type ContractorDuplicate = { uuid_contractor: string; company: DuplicateCompany };

/**
 * Spec 02 §5 "when a document is typed, company data is fetched to fill the form": what the platform
 * knows of the CNPJ, else the federal register (`source=receita`). Only empty fields are filled. When
 * the register is unreachable the form stays editable and `hint` says so. A newer CNPJ cancels an older
 * lookup, and takes back what an earlier one filled and the user left as it was: another company's
 * address is never saved under this CNPJ.
 *
 * First, as the provider wizard does (spec 02 §5's duplicate lookup), a CNPJ another contractor
 * already has is reported through `onDuplicate` (the duplicate warning), and nothing is filled: the
 * save would be refused (409) only at the last step.
 */
export function useCnpjPrefill(
  formRef: React.RefObject<FormState["form"] | null>,
  onDuplicate?: (found: ContractorDuplicate) => void,
) {
  const [hint, setHint] = React.useState<string>();
  const lookup = React.useRef<AbortController | null>(null);
  /** What the last lookup wrote, by path. */
  const filled = React.useRef(new Map<string, string>());
  const prefill = React.useCallback(
    async (digits: string) => {
      lookup.current?.abort();
      const controller = new AbortController();
      lookup.current = controller;
      setHint(undefined);
      const earlier = formRef.current;
      if (earlier && filled.current.size > 0) {
        earlier.batch(() => {
          for (const [path, value] of filled.current)
            if (textOf(earlier.getState().values, path) === value) earlier.change(path, undefined);
        });
      }
      filled.current.clear();
      const { signal } = controller;
      const existing = onDuplicate ? await contractors.findByCnpj(digits, signal).catch(() => null) : null;
      if (signal.aborted) return;
      if (existing) {
        // The list row has no country: the contractor's own data has it (left out if it cannot be read).
        const detail = await contractors.get(existing.uuid_contractor, signal).catch(() => null);
        if (signal.aborted) return;
        onDuplicate?.({
          uuid_contractor: existing.uuid_contractor,
          company: {
            company_name: existing.company_name,
            trading_name: existing.trading_name,
            address_country: detail?.contractor?.address_country ?? null,
          },
        });
        return;
      }
      let company: ContractorPrefill | null = null;
      try {
        company =
          (await contractors.prefill("cnpj", digits, { signal }).catch(() => null)) ??
          (await contractors.prefill("cnpj", digits, { receita: true, signal }));
      } catch (reason) {
        // The register is down or slow (502/504), or the user's lookups are over the limit (429): the
        // user types the data; the hint says why.
        const { code, message } = toApiError(reason);
        if (!signal.aborted)
          setHint(code === LOOKUP_CODES.LOOKUP_THROTTLED ? message : contractorText.lookupHint);
        return;
      }
      const form = formRef.current;
      if (!company || !form || signal.aborted) return;
      form.batch(() => {
        for (const key of PREFILLED) {
          const value = company?.[key];
          const path = `contractor.${key}`;
          if (typeof value === "string" && value && !textOf(form.getState().values, path)) {
            form.change(path, value);
            filled.current.set(path, value);
          }
        }
      });
    },
    [formRef, onDuplicate],
  );
  return { prefill, hint };
}
