import { useSnapshot } from "valtio";
import { session } from "../../session/store";
import { useDashboardToken } from "../../shell/use-dashboard-token";

export const DASHBOARD_TEXT = {
  title: "Painel de Controle",
  ready: "Painéis carregados.",
  loading: "Carregando painéis…",
} as const;

/** The control panel: keeps the dashboards token fresh for the embedded dashboards (spec 01 §7). */
export function DashboardPage() {
  useDashboardToken();
  const { ms_dashboard_token, companySelected } = useSnapshot(session);
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold text-primary-dark">{DASHBOARD_TEXT.title}</h1>
      {companySelected ? <p className="text-text-muted">{companySelected.trading_name}</p> : null}
      <p role="status" className="text-sm text-text-muted">
        {ms_dashboard_token ? DASHBOARD_TEXT.ready : DASHBOARD_TEXT.loading}
      </p>
    </section>
  );
}
