import type { Indicator } from "@trilha/ui";
import * as React from "react";
import { providers } from "./providers-api";

export type ProviderListIndicators = {
  registered: number;
  active: number;
  carriers: number;
};

/** The list's Indicadores strip, from real totals instead of the spec's fixed samples. */
export function toListIndicators(counts: ProviderListIndicators): Indicator[] {
  return [
    { label: "Prestadores cadastrados", value: counts.registered },
    { label: "Prestadores ativos", value: counts.active },
    { label: "Transportadores", value: counts.carriers },
  ];
}

async function loadCounts(signal: AbortSignal): Promise<ProviderListIndicators> {
  const [active, inactive, carriers] = await Promise.all([
    providers.list({ page: 1, perPage: 10, active: true }, signal),
    providers.list({ page: 1, perPage: 10, active: false }, signal),
    providers.countOfType("carrier", signal),
  ]);
  return { registered: active.total + inactive.total, active: active.total, carriers };
}

/** Reloads whenever `version` changes (after an inactivation). Failures leave the strip as it was. */
export function useProviderListIndicators(version: number) {
  const [counts, setCounts] = React.useState<ProviderListIndicators>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the reload trigger
  React.useEffect(() => {
    const controller = new AbortController();
    loadCounts(controller.signal)
      .then((next) => {
        if (!controller.signal.aborted) setCounts(next);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [version]);
  return counts;
}
