import type {
  OptionMap,
  ProviderOption,
  ProviderOptionType,
  ResidueOptionList,
  ResidueSubOptionList,
} from "@trilha/api";
import type { SelectOption } from "@trilha/ui";
import * as React from "react";
import { useFetched } from "../../resources/use-fetched";
import { type OptionOf, type SearchOptions, useSearchedOptions } from "../../resources/use-searched-options";
import { providerOption } from "../providers/format";
import { providers } from "../providers/providers-api";
import { residues } from "./residues-api";

// JSON objects do not keep integer-like keys in order, so options are sorted here: codes with numbers
// in them in numeric order ("2" before "10"), as docs/api/residue-reference.md asks of clients.
const collator = new Intl.Collator("pt-BR", { numeric: true, sensitivity: "base" });

export function toOptions(map: OptionMap | undefined): SelectOption[] {
  return Object.entries(map ?? {})
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => collator.compare(a.value, b.value));
}

const cache = new Map<string, Promise<OptionMap>>();
/** Option lists change only with a migration: one request per list per page load. */
function cached(key: string, load: () => Promise<OptionMap>): Promise<OptionMap> {
  let found = cache.get(key);
  if (!found) {
    found = load().catch((reason) => {
      cache.delete(key);
      throw reason;
    });
    cache.set(key, found);
  }
  return found;
}

/** Forgets the lists loaded (stories start each from an empty page). */
export function clearResidueOptions() {
  cache.clear();
}

/** One option list of spec 02 §7 (code → name), loaded once per page load. */
export const loadResidueOptions = (list: ResidueOptionList) => cached(list, () => residues.options(list));

/** One option list of spec 02 §7 as select options; empty while loading or when the load failed (§8). */
export function useResidueOptions(list: ResidueOptionList): SelectOption[] {
  const load = React.useCallback(() => loadResidueOptions(list), [list]);
  const map = useFetched(load);
  return React.useMemo(() => toOptions(map), [map]);
}

/** A sub-list hanging from `code`, loaded once per page load (the history names its recorded codes). */
export const loadResidueSubOptions = (list: ResidueSubOptionList, code: string) =>
  cached(`${list}:${code}`, () => residues.subOptions(list, code));

/** A sub-list hanging from `code` (empty until a code is chosen). */
export function useResidueSubOptions(list: ResidueSubOptionList, code: string): SelectOption[] {
  const load = React.useMemo(() => (code ? () => loadResidueSubOptions(list, code) : null), [list, code]);
  const map = useFetched(load);
  return React.useMemo(() => (code ? toOptions(map) : []), [map, code]);
}

/** A negotiation names a provider by its alias (the company's name for it). */
const negotiatedOption = (p: ProviderOption): SelectOption => providerOption(p, "alias");

/** A stored negotiation's provider that is not among the options (past the first 50), by its record. */
const providerOptionOf: OptionOf = (uuid, signal) =>
  providers.get(uuid, signal).then(negotiatedOption, () => null);

/**
 * The company's active providers offering a service, for a negotiation's selects (spec 02 §7): the
 * first 50, then those the server finds for the text typed; `value` is the field's, kept labelled.
 */
export function useProviderOptions(type: ProviderOptionType, value?: string) {
  const search = React.useCallback<SearchOptions>(
    (text, signal) => providers.options(type, text, signal).then((found) => found.map(negotiatedOption)),
    [type],
  );
  return useSearchedOptions(search, { value, optionOf: providerOptionOf });
}

/** The label of `value` in `options`, or the value itself while the options load. */
export const labelOf = (options: readonly SelectOption[], value: unknown) =>
  options.find((option) => option.value === value)?.label ?? (typeof value === "string" ? value : "");
