import { type DashboardFigures, dashboardsApi } from "@trilha/api";
import { type Indicator, IndicatorCards, Skeleton } from "@trilha/ui";
import * as React from "react";
import { Link } from "react-router-dom";
import { useSnapshot } from "valtio";
import { passiveClient } from "../../api/client";
import { useFetched } from "../../resources/use-fetched";
import { paths } from "../../routes/paths";
import { session } from "../../session/store";
import { useDashboardToken } from "../../shell/use-dashboard-token";
import { BarChart, CHART_CARD, CHART_HEIGHT, type ChartDatum, ColumnChart } from "./dashboard-charts";

export const DASHBOARD_TEXT = {
  title: "Painel de Controle",
  indicators: "Indicadores",
  charts: "Gráficos",
  loading: "Carregando o painel",
  failed: "Não foi possível carregar o painel agora. Ele tenta de novo em alguns minutos.",
  cards: {
    residues: "Resíduos cadastrados",
    transporters: "Transportadores",
    destinations: "Destinadores",
    equipment: "Equipamentos cadastrados",
    mtrs: "MTRs emitidos no mês",
    licenses: "Licenças a vencer",
  },
  licensesHint: "vencidas não contam",
  seeProviders: "Ver prestadores",
  seeNotifications: "Ver notificações",
  mtrsPerMonth: "MTRs emitidos por mês (últimos 12 meses)",
  tonnesByClass: "Toneladas enviadas por classe (últimos 12 meses)",
  licensesByExpiry: "Licenças por vencimento",
  columns: {
    month: "Mês",
    mtrs: "MTRs emitidos",
    class: "Classe (ABNT NBR 10004)",
    tonnes: "Toneladas",
    bucket: "Vencimento",
    licenses: "Licenças",
  },
  buckets: { expired: "Vencidas", within30: "Vencem em até 30 dias", within90: "Vencem em 31 a 90 dias" },
  noMtrs: "Nenhum MTR emitido nos últimos 12 meses.",
  noTonnes: "Nenhuma saída nos últimos 12 meses.",
  noLicenses: "Nenhuma licença vencida ou a vencer em 90 dias.",
  emptyTitle: "Ainda não há movimentações para mostrar",
  emptyText:
    "Os gráficos aparecem quando houver MTRs emitidos, saídas de resíduos ou licenças de prestadores perto do vencimento.",
} as const;

/** The cards' and charts' text links: a 24 px tall tap target (WCAG 2.5.8) for a line of small text. */
const LINK_CLASS =
  "inline-flex min-h-6 items-center text-primary underline underline-offset-2 hover:no-underline";

const numbers = new Intl.NumberFormat("pt-BR");
const tonnes = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 3 });
const MONTHS = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"];
const MONTH_NAMES = [
  "janeiro",
  "fevereiro",
  "março",
  "abril",
  "maio",
  "junho",
  "julho",
  "agosto",
  "setembro",
  "outubro",
  "novembro",
  "dezembro",
];

/** "2026-05" → "mai" (bar) and "maio de 2026" (table). */
export function monthLabels(month: string) {
  const [year, number] = month.split("-").map(Number);
  const index = (number ?? 1) - 1;
  return { label: MONTHS[index] ?? month, longLabel: `${MONTH_NAMES[index] ?? month} de ${year}` };
}

function toIndicators(figures: DashboardFigures | undefined, failed: boolean): Indicator[] {
  const value = (pick: (f: DashboardFigures) => number) => (figures ? pick(figures) : failed ? "-" : 0);
  const { cards } = DASHBOARD_TEXT;
  return [
    { label: cards.residues, value: value((f) => f.indicators.residues) },
    { label: cards.transporters, value: value((f) => f.indicators.transporters) },
    { label: cards.destinations, value: value((f) => f.indicators.destinations) },
    { label: cards.equipment, value: value((f) => f.indicators.equipment) },
    { label: cards.mtrs, value: value((f) => f.indicators.mtrs_this_month) },
    {
      label: cards.licenses,
      value: value((f) => f.indicators.licenses_expiring),
      // Licences not yet expired, whose alert date has come or that expire within 30 days; the header's
      // bell counts unread alerts, the expired licences' included, so the card says what it leaves out.
      hint: DASHBOARD_TEXT.licensesHint,
      // The licences whose alert date has come are the header's notifications (issue 17).
      action: (
        <Link to={paths.notifications} className={LINK_CLASS}>
          {DASHBOARD_TEXT.seeNotifications}
        </Link>
      ),
    },
  ];
}

function chartData(figures: DashboardFigures) {
  const months: ChartDatum[] = figures.mtrs_per_month.map((m) => ({
    key: m.month,
    ...monthLabels(m.month),
    value: m.count,
  }));
  const classes: ChartDatum[] = figures.tonnes_by_class.map((c) => ({
    key: c.class || "none",
    label: c.label,
    value: c.tonnes,
  }));
  const { expired, within_30_days, within_90_days } = figures.licenses_by_expiry;
  const { buckets } = DASHBOARD_TEXT;
  const licenses: ChartDatum[] = [
    { key: "expired", label: buckets.expired, value: expired, tone: "bg-error" },
    { key: "30", label: buckets.within30, value: within_30_days, tone: "bg-warning" },
    { key: "90", label: buckets.within90, value: within_90_days, tone: "bg-info" },
  ];
  return { months, classes, licenses };
}

const CHART_GRID = "grid grid-cols-1 gap-4 desktop:grid-cols-2";

function ChartsSkeleton({ failed }: { failed: boolean }) {
  return (
    <div role="status" className={CHART_GRID}>
      <span className="sr-only">{failed ? DASHBOARD_TEXT.failed : DASHBOARD_TEXT.loading}</span>
      {failed ? (
        <p aria-hidden className="text-sm text-text-muted desktop:col-span-2">
          {DASHBOARD_TEXT.failed}
        </p>
      ) : null}
      <Skeleton className={`${CHART_HEIGHT} w-full desktop:col-span-2`} />
      <Skeleton className={`${CHART_HEIGHT} w-full`} />
      <Skeleton className={`${CHART_HEIGHT} w-full`} />
    </div>
  );
}

function Charts({ figures }: { figures: DashboardFigures }) {
  const { months, classes, licenses } = chartData(figures);
  const { columns } = DASHBOARD_TEXT;
  const empty = [months, classes, licenses].every((data) => data.every((d) => d.value === 0));
  if (empty)
    return (
      <div data-slot="dashboard-empty" className={`${CHART_CARD} items-center justify-center text-center`}>
        <p className="text-base font-semibold text-text">{DASHBOARD_TEXT.emptyTitle}</p>
        <p className="max-w-prose text-sm text-text-muted">{DASHBOARD_TEXT.emptyText}</p>
      </div>
    );
  return (
    <div className={CHART_GRID}>
      <ColumnChart
        className="desktop:col-span-2"
        title={DASHBOARD_TEXT.mtrsPerMonth}
        data={months}
        format={(value) => numbers.format(value)}
        columns={[columns.month, columns.mtrs]}
        emptyText={DASHBOARD_TEXT.noMtrs}
      />
      <BarChart
        title={DASHBOARD_TEXT.tonnesByClass}
        data={classes}
        format={(value) => `${tonnes.format(value)} t`}
        columns={[columns.class, columns.tonnes]}
        emptyText={DASHBOARD_TEXT.noTonnes}
      />
      <BarChart
        title={DASHBOARD_TEXT.licensesByExpiry}
        data={licenses}
        format={(value) => numbers.format(value)}
        columns={[columns.bucket, columns.licenses]}
        emptyText={DASHBOARD_TEXT.noLicenses}
        footer={
          <Link to={paths.providers} className={LINK_CLASS}>
            {DASHBOARD_TEXT.seeProviders}
          </Link>
        }
      />
    </div>
  );
}

/**
 * The control panel (spec 02 §2 "Painel de Controle"): the company's Indicadores and charts from
 * `GET /dashboard/figures`, asked with the dashboards token this page keeps fresh (spec 01 §7: fetched
 * on arrival, again after a null answer, every 600000 ms). Each new token reloads the figures.
 */
export function DashboardPage() {
  const { token, failed: tokenFailed } = useDashboardToken();
  const { companySelected } = useSnapshot(session);
  // The token whose figures could not be loaded: said as the token's failure is (the next token, at the
  // next refresh, tries again), not a loading state until then.
  const [failedFor, setFailedFor] = React.useState<string | null>(null);
  const load = React.useMemo(
    // Passive, like the token refresh that brings each reload: an open page is not the user's activity.
    () =>
      token
        ? (signal: AbortSignal) =>
            dashboardsApi(passiveClient("dashboards", token))
              .figures(signal)
              .catch((reason: unknown) => {
                if (!signal.aborted) setFailedFor(token);
                throw reason;
              })
        : null,
    [token],
  );
  const figures = useFetched(load);
  const failed = tokenFailed || (token !== null && failedFor === token);
  return (
    <section aria-labelledby="dashboard-title" className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 id="dashboard-title" className="text-2xl font-semibold text-primary-dark">
          {DASHBOARD_TEXT.title}
        </h1>
        {companySelected ? <p className="text-text-muted">{companySelected.trading_name}</p> : null}
      </div>
      <IndicatorCards
        title={DASHBOARD_TEXT.indicators}
        loading={!figures && !failed}
        items={toIndicators(figures, failed)}
      />
      <section
        aria-labelledby="dashboard-charts"
        aria-busy={!figures || undefined}
        className="flex flex-col gap-3"
      >
        <h2 id="dashboard-charts" className="sr-only">
          {DASHBOARD_TEXT.charts}
        </h2>
        {figures ? <Charts figures={figures} /> : <ChartsSkeleton failed={failed} />}
      </section>
    </section>
  );
}
