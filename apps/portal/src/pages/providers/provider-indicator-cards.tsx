import { IndicatorCards } from "@trilha/ui";
import { providerText } from "./text";
import { toListIndicators, useProviderListIndicators } from "./use-provider-indicators";

/** Before the counts arrive the seven cards are drawn with their labels and skeleton values, so nothing
 * below them moves when the numbers come (CLS). */
const LOADING = toListIndicators({
  registered: 0,
  active: 0,
  employees: 0,
  licenses_expiring: 0,
  certificates: 0,
  last_update: null,
  carriers: 0,
});

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
      items={counts ? toListIndicators(counts) : LOADING}
    />
  );
}
