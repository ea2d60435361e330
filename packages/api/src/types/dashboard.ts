/**
 * `GET /dashboard/figures` (issue 17): the control panel's Indicadores and chart series, company-scoped.
 * Types only: the server imports them through `@trilha/api/dashboard-types`.
 */
export type DashboardFigures = {
  indicators: {
    /** Active residues. */
    residues: number;
    /** Active providers of type carrier (Transportador). */
    transporters: number;
    /** Active providers of type recipient (Destinador). */
    destinations: number;
    /** Active storages (drums, bulk areas…) of active residues. */
    equipment: number;
    /** Outputs with an MTR, not cancelled, created this month (America/Sao_Paulo). */
    mtrs_this_month: number;
    /** Active licences of active providers, not yet expired, whose alert date has come or that expire within 30 days. */
    licenses_expiring: number;
  };
  /** The last 12 months, oldest first, the current one last; `month` is "yyyy-MM". */
  mtrs_per_month: { month: string; count: number }[];
  /** Tonnes sent in the last 12 months by ABNT NBR 10004 class; `class` "" is "Sem classe". */
  tonnes_by_class: { class: string; label: string; tonnes: number }[];
  /** Active licences of active providers by expiry. */
  licenses_by_expiry: { expired: number; within_30_days: number; within_90_days: number };
};
