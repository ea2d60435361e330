// The wizard's options, from the company's data (issue 16: "options from data, never fixed samples"):
// recipients and transporters are providers by type, drivers the transporter's employees, authorizations
// the destiny's licences in force, residue values and transport costs its negotiations. Vehicle types,
// packagings and states come from the reference routes.
import { missingSystems, NO_TRANSPORT_NEGOTIATION } from "@trilha/forms/schemas";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database";
import { licenseInForce } from "../providers/license-validity";
import { companySystems, MAPPING_SELECT, mappingsOf } from "../residues/integrated-systems";
import { isUuid, type Scope, scopeOf } from "../resources";
import { PLATFORM_TIME_ZONE, platformDay } from "../time-zone";

export type Option = { value: string; label: string };
const PER: Record<string, string> = { kg: "kg", ton: "tonelada", liters: "litro/m³", travel: "viagem" };
const money = (value: string) =>
  Number(value).toLocaleString("pt-BR", { style: "currency", currency: "BRL", minimumFractionDigits: 2 });
const today = platformDay("now()");

/**
 * A transport cost the form offers and the save accepts (alias `n`, a residue negotiation): a carrier
 * cost of an active negotiation of an active residue (not a wizard's draft), in force today. An applied "MTR Modelo" may name
 * one that has since ended: the save refuses it like any other stale option.
 */
export const OFFERED_CARRIER_COST = `n.deleted_at is null and n.carrier_cost is not null
  and n.starts_on <= ${today} and (n.ends_on is null or n.ends_on >= ${today})
  and exists (select 1 from residues r where r.id = n.residue_id and r.deleted_at is null and not r.draft)`;

/**
 * A recipient or transporter offered: by its trading name, with its legal name and registry type, so the
 * form says at once what the save refuses of a party registered abroad (partiesRegisteredAbroad).
 */
type PartyOption = Option & { company_name: string; registry_type: string | null };

async function providersOfType(db: Database, scope: Scope, type: string): Promise<PartyOption[]> {
  const { rows } = await db.query<PartyOption>(
    `select p.uuid::text as value, pc.trading_name as label, pc.company_name, pc.registry_type from providers p
       join provider_companies pc on pc.provider_id = p.id
       join provider_type_links t on t.provider_id = p.id and t.type_code = $2
      where p.company_id = $1 and p.deleted_at is null
      order by search_fold(pc.trading_name) limit 200`,
    [scope.companyId, type],
  );
  return rows;
}

/** A provider of the company named by a query parameter, or null (an unknown one lists nothing). */
async function providerId(db: Database, scope: Scope, uuid: string | undefined) {
  if (!isUuid(uuid)) return null;
  const { rows } = await db.query<{ id: number }>(
    "select id from providers where company_id = $1 and uuid = $2 and deleted_at is null",
    [scope.companyId, uuid],
  );
  return rows[0]?.id ?? null;
}

export function outputOptionRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get("/outputs/options", async (request) => {
    const scope = scopeOf(request);
    const query = request.query as Record<string, string | undefined>;
    const destiny = await providerId(db, scope, query.destiny);
    const transporter = await providerId(db, scope, query.transporter);
    const [recipients, transporters] = await Promise.all([
      providersOfType(db, scope, "recipient"),
      providersOfType(db, scope, "carrier"),
    ]);
    const drivers = transporter
      ? (
          await db.query<Option>(
            `select uuid::text as value, concat_ws(' ', name, last_name) as label from provider_employees
              where company_id = $1 and provider_id = $2 and deleted_at is null and collaborator_type = 'driver'
              order by name limit 200`,
            [scope.companyId, transporter],
          )
        ).rows
      : [];
    const licenses = destiny
      ? (
          await db.query<Option>(
            `select l.uuid::text as value,
                    concat(l.name, ' nº ', l.code,
                           case when l.expiration is not null then ' (validade ' || to_char(l.expiration, 'DD/MM/YYYY') || ')' end) as label
               from provider_licenses l
              where l.company_id = $1 and l.provider_id = $2 and l.deleted_at is null
                and ${licenseInForce("l", today)}
              order by l.name limit 200`,
            [scope.companyId, destiny],
          )
        ).rows
      : [];
    // Each active residue (a wizard's unfinished draft is none), with the price of its negotiation with the destiny in force today and, where
    // the company's MTRs for the public systems need an integrated system's codes, the ones it lacks.
    const systems = await companySystems(db, scope);
    const { rows: residueRows } = await db.query<{
      value: string;
      label: string;
      cost: string | null;
      per: string | null;
    }>(
      `select r.uuid::text as value, r.name as label, n.recipient_cost::text as cost, n.recipient_amount_per as per,
              ${MAPPING_SELECT}
         from residues r
         left join lateral (
           select recipient_cost, recipient_amount_per from residue_negotiations n
            where n.residue_id = r.id and n.recipient_id = $2 and n.deleted_at is null
              and n.starts_on <= ${today} and (n.ends_on is null or n.ends_on >= ${today})
            order by n.starts_on desc, n.id desc limit 1) n on true
        where r.company_id = $1 and r.deleted_at is null and not r.draft
        order by search_fold(r.name) limit 500`,
      [scope.companyId, destiny],
    );
    const residues = residueRows.map((row) => {
      const { value, label, cost, per } = row;
      const mappings = mappingsOf(row);
      return {
        value,
        label,
        unit_value: cost === null ? null : `${money(cost)} por ${PER[per ?? ""] ?? per}`,
        missing_systems: missingSystems(mappings, systems),
        // What is filled already of the systems that apply, for the form's dialog to start from.
        integrated_systems: Object.fromEntries(systems.map((system) => [system, mappings[system]])),
      };
    });
    const costs = transporter
      ? (
          await db.query<{
            value: string;
            cost: string | null;
            per: string | null;
            name: string;
            residue: string;
          }>(
            `select n.uuid::text as value, n.carrier_cost::text as cost, n.carrier_amount_per as per, r.name as name,
                    r.uuid::text as residue
               from residue_negotiations n join residues r on r.id = n.residue_id
              where n.company_id = $1 and n.carrier_id = $2 and ${OFFERED_CARRIER_COST}
              order by r.name limit 200`,
            [scope.companyId, transporter],
          )
        ).rows.map(({ value, cost, per, name, residue }) => ({
          value,
          label: `${money(cost ?? "0")} por ${PER[per ?? ""] ?? per} (${name})`,
          // The form offers those of the document's residue lines (transportCostsFor), as the save accepts.
          residue,
        }))
      : [];
    return {
      integrated_systems: systems,
      recipients,
      transporters,
      drivers,
      licenses,
      residues,
      transport_costs: [...costs, { value: NO_TRANSPORT_NEGOTIATION, label: "Sem custo negociado" }],
    };
  });

  // The list's Indicadores (issue 16): the MTRs issued, closed (CDF) and cancelled in this month of
  // Brasília's calendar, each by its own date (created_at, closed_at, cancelled_at: a document issued last
  // month and closed in this one is this month's closure), and those awaiting receipt now.
  app.get("/outputs/indicators", async (request) => {
    const scope = scopeOf(request);
    const thisMonth = (column: string) =>
      `date_trunc('month', ${column} at time zone '${PLATFORM_TIME_ZONE}')
         = date_trunc('month', now() at time zone '${PLATFORM_TIME_ZONE}')`;
    const { rows } = await db.query<Record<string, number>>(
      `select
         count(*) filter (where mtr_number is not null and status <> 'cancelled'
           and ${thisMonth("created_at")})::int as issued_this_month,
         count(*) filter (where mtr_number is not null and status = 'issued')::int as awaiting_receipt,
         count(*) filter (where status = 'closed' and ${thisMonth("closed_at")})::int as closed_this_month,
         count(*) filter (where status = 'cancelled' and ${thisMonth("cancelled_at")})::int as cancelled_this_month
       from outputs where company_id = $1`,
      [scope.companyId],
    );
    return rows[0];
  });
}
