import { IndicatorCards } from "@trilha/ui";
import { providerText } from "./text";
import { toListIndicators, useProviderListIndicators } from "./use-provider-indicators";

/**
 * The providers' Indicadores strip (spec 02 §2: the seven cards in every section), from the
 * company's totals; the list and the edit page both show it. A new `version` reloads it.
 */
export function ProviderIndicatorCards({ version }: { version: number }) {
  const counts = useProviderListIndicators(version);
  return (
    <IndicatorCards
      title={providerText.indicators}
      loading={!counts}
      items={counts ? toListIndicators(counts) : []}
    />
  );
}
