import type { DashboardFigures } from "@trilha/api/dashboard-types";
import type { Database } from "../db/database";
import { licenseExpired, licenseExpiring } from "../providers/license-validity";
import { PLATFORM_TIME_ZONE } from "../time-zone";

/** The figures' shape is the API package's (`@trilha/api/dashboard-types`), so server and portal share one type. */
export type { DashboardFigures };

const NO_CLASS = "Sem classe";

// Brasília's today, this month's start and the window's start (11 months before), as timestamptz bounds.
const CALENDAR = `calendar as (
  select local_today as today,
         date_trunc('month', local_now) as this_month,
         date_trunc('month', local_now) at time zone $2::text as month_start,
         (date_trunc('month', local_now) - interval '11 months') at time zone $2::text as window_start
    from (select now() at time zone $2::text as local_now, (now() at time zone $2::text)::date as local_today) as clock
)`;

// Outputs that count: an MTR was issued and is not cancelled.
const ISSUED = `o.company_id = $1 and o.deleted_at is null and o.status <> 'cancelled'`;

/**
 * The control panel's figures (issue 17), each statement scoped by the company in SQL (`$1`); zero
 * when the company has nothing yet.
 */
export async function dashboardFigures(db: Database, companyId: number): Promise<DashboardFigures> {
  // "This month" and "today" are the platform's (Brasília's), whatever the server's zone.
  const params = [companyId, PLATFORM_TIME_ZONE];
  const counts = await db.query<Record<string, number>>(
    `with ${CALENDAR}
     select
       (select count(*)::int from residues r where r.company_id = $1 and r.deleted_at is null and not r.draft)
         as residues,
       (select count(*)::int from providers p where p.company_id = $1 and p.deleted_at is null
           and exists (select 1 from provider_type_links l where l.provider_id = p.id and l.type_code = 'carrier'))
         as transporters,
       (select count(*)::int from providers p where p.company_id = $1 and p.deleted_at is null
           and exists (select 1 from provider_type_links l where l.provider_id = p.id and l.type_code = 'recipient'))
         as destinations,
       (select count(*)::int from residue_storages s
           join residues r on r.id = s.residue_id and r.company_id = s.company_id
         where s.company_id = $1 and s.deleted_at is null and r.deleted_at is null and not r.draft)
         as equipment,
       (select count(*)::int from outputs o
         where ${ISSUED} and o.mtr_number is not null and o.created_at >= calendar.month_start) as mtrs_this_month,
       licenses.*
       from calendar,
       lateral (
         select
           count(*) filter (where ${licenseExpiring("l", "calendar.today")})::int as licenses_expiring,
           count(*) filter (where ${licenseExpired("l", "calendar.today")})::int as expired,
           count(*) filter (where l.expiration between calendar.today and calendar.today + 30)::int as within_30_days,
           count(*) filter (where l.expiration between calendar.today + 31 and calendar.today + 90)::int
             as within_90_days
           from provider_licenses l
           join providers p on p.id = l.provider_id and p.company_id = l.company_id
          where l.company_id = $1 and l.deleted_at is null and p.deleted_at is null
       ) as licenses`,
    params,
  );
  const months = await db.query<{ month: string; count: number }>(
    `with ${CALENDAR},
     months as (
       select generate_series(this_month - interval '11 months', this_month, interval '1 month') as month
         from calendar
     )
     select to_char(m.month, 'YYYY-MM') as month, count(o.id)::int as count
       from months m
       left join outputs o
         on ${ISSUED} and o.mtr_number is not null
        and o.created_at >= m.month at time zone $2::text
        and o.created_at < (m.month + interval '1 month') at time zone $2::text
      group by m.month
      order by m.month`,
    params,
  );
  const classes = await db.query<{ class: string; label: string; tonnes: string }>(
    `with ${CALENDAR},
     sent as (
       select coalesce(r.abnt_nbr_10004, '') as class, sum(x.quantity) as tonnes
         from output_residues x
         join outputs o on o.id = x.output_id and o.company_id = x.company_id
         join residues r on r.id = x.residue_id and r.company_id = x.company_id
         cross join calendar
        where x.company_id = $1 and ${ISSUED} and x.measure_unity = 'tons'
          and o.created_at >= calendar.window_start
        group by 1
     )
     select c.code as class, c.label, coalesce(s.tonnes, 0)::text as tonnes, c.position
       from reference_options c left join sent s on s.class = c.code
      where c.list = 'classes' and c.parent = ''
     union all
     select s.class, $3::text, s.tonnes::text, 1000000
       from sent s
      where not exists (select 1 from reference_options c where c.list = 'classes' and c.parent = '' and c.code = s.class)
     order by position`,
    [...params, NO_CLASS],
  );
  const row = counts.rows[0] ?? {};
  const count = (name: string) => Number(row[name] ?? 0);
  return {
    indicators: {
      residues: count("residues"),
      transporters: count("transporters"),
      destinations: count("destinations"),
      equipment: count("equipment"),
      mtrs_this_month: count("mtrs_this_month"),
      licenses_expiring: count("licenses_expiring"),
    },
    mtrs_per_month: months.rows.map((m) => ({ month: m.month, count: Number(m.count) })),
    tonnes_by_class: classes.rows.map((c) => ({
      class: c.class,
      label: c.class === "" ? NO_CLASS : c.label,
      tonnes: Math.round(Number(c.tonnes) * 1000) / 1000,
    })),
    licenses_by_expiry: {
      expired: count("expired"),
      within_30_days: count("within_30_days"),
      within_90_days: count("within_90_days"),
    },
  };
}
