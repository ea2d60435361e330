import type { ProviderIndicators } from "@trilha/api";
import type { Indicator } from "@trilha/ui";
import * as React from "react";
import { formatTimestampDate } from "../../resources/format";
import { useFetched } from "../../resources/use-fetched";
import { providers } from "./providers-api";

/** The last update's day in Brasília, dd/MM/yyyy, as every date shown (spec 02 §9); "-" when there is none. */
export function formatLastUpdate(value: string | null): string {
  if (!value || Number.isNaN(Date.parse(value))) return "-";
  return formatTimestampDate(value);
}

/** The list's Indicadores strip, from the company's real totals (`GET /providers/indicators`). */
export function toListIndicators(counts: ProviderIndicators): Indicator[] {
  return [
    { label: "Prestadores cadastrados", value: counts.registered },
    { label: "Prestadores ativos", value: counts.active },
    { label: "Funcionários", value: counts.employees },
    { label: "Licenças a vencer em 30 dias", value: counts.licenses_expiring },
    { label: "Certificados", value: counts.certificates },
    { label: "Última atualização", value: formatLastUpdate(counts.last_update) },
    { label: "Transportadores", value: counts.carriers },
  ];
}

/** Reloads whenever `version` changes (after an inactivation). Failures leave the strip as it was. */
export function useProviderListIndicators(version: number) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the reload trigger
  const load = React.useMemo(() => (signal: AbortSignal) => providers.indicators(signal), [version]);
  return useFetched(load);
}
