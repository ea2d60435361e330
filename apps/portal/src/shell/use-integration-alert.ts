import { type GenerateDashResponse, integrationsApi } from "@trilha/api";
import { useEffect, useRef, useState } from "react";
import { api } from "../api/client";
import { afterRender } from "./after-render";
import { withDashboardToken } from "./dashboards-token";

/** Whether any integration card is not AVAILABLE (the header's traffic light animates then). */
export function hasIntegrationAlert(answer: GenerateDashResponse | null | undefined) {
  return (answer?.payload?.cards ?? []).some((card) => card.value?.status !== "AVAILABLE");
}

/**
 * Asks the integrations service once, when the header icon appears (spec 01 §7; right after the page's
 * first render), with the dashboards token (obtained here right after sign-in, on the first private
 * page). The spec gives the call no error handling: a failed call leaves the icon static.
 */
const askIntegrations = () => withDashboardToken(() => integrationsApi(api.dashboards).generateDash());

export function useIntegrationAlert(generateDash = askIntegrations) {
  const [alert, setAlert] = useState(false);
  // The one call of this header: React's development double effect must not make a second one.
  const asked = useRef<Promise<GenerateDashResponse> | null>(null);
  useEffect(() => {
    let active = true;
    // After the page's first render: the icon is static until the answer anyway.
    const cancel = afterRender(() => {
      asked.current ??= generateDash();
      asked.current
        .then((answer) => {
          if (active) setAlert(hasIntegrationAlert(answer));
        })
        .catch(() => undefined);
    });
    return () => {
      active = false;
      cancel();
    };
  }, [generateDash]);
  return alert;
}
