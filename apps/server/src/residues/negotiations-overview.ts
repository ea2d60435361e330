import { NEGOTIATION_TYPES } from "@trilha/forms/schemas";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database";
import { ValidationError } from "../http/errors";
import { fieldsSearch, isUuid, pageOf, queryDay, scoped, scopeOf, searchText } from "../resources";

type Query = Readonly<Record<string, string | undefined>>;

const provider = (role: string) =>
  `(select json_build_object('uuid_provider', p.uuid, 'alias', coalesce(p.alias, pc.trading_name))
      from providers p left join provider_companies pc on pc.provider_id = p.id where p.id = n.${role}_id)`;

/** The names a row shows: its residue, its company and its providers' (alias, or else trading name). */
const SEARCHED = [
  "r.name",
  "c.trading_name",
  `(select string_agg(coalesce(p.alias, pc.trading_name), ' ') from providers p
      left join provider_companies pc on pc.provider_id = p.id
     where p.id in (n.manager_id, n.recipient_id, n.carrier_id))`,
];

/**
 * One row of the overview: the negotiation, its residue and the company that owns it; `own` says whether
 * that is the session's company ($1), the only one whose negotiations the session may change.
 */
const SELECT = `
  n.uuid as uuid_negotiation, n.type, n.period, n.starts_on::text as start, n.ends_on::text as "end",
  n.recipient_amount_type, n.recipient_cost, n.recipient_amount_per,
  n.carrier_amount_type, n.carrier_cost, n.carrier_amount_per,
  n.created_at, n.updated_at, n.deleted_at,
  json_build_object('uuid_residue', r.uuid, 'name', r.name) as residue,
  c.trading_name as company, n.company_id = $1 as own,
  ${provider("manager")} as manager, ${provider("recipient")} as recipient, ${provider("carrier")} as carrier`;

/**
 * The conditions of the overview's filters: `search` (the names a row shows), `provider` (a uuid: the manager, recipient or carrier),
 * `type`, `from` / `to` (the negotiation is in force on some day of the range: it starts by `to` and has
 * not ended before `from`), `active` (default true; `all` for both).
 */
function filters(query: Query, where: string[], params: ReturnType<typeof scoped>["params"]) {
  const errors: Record<string, string> = {};
  if (query.provider) {
    if (!isUuid(query.provider))
      errors.provider = "O campo provider deve ser o identificador de um prestador.";
    else
      where.push(
        `exists (select 1 from providers p where p.uuid = ${params.add(query.provider)}::uuid
                   and p.id in (n.manager_id, n.recipient_id, n.carrier_id))`,
      );
  }
  if (query.type) {
    if (!(NEGOTIATION_TYPES as readonly string[]).includes(query.type))
      errors.type = "O campo type deve ser price_individual ou price_closed.";
    else where.push(`n.type = ${params.add(query.type)}`);
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const search = searchText(query.search);
  if (search) where.push(fieldsSearch(search, SEARCHED, params));
  const from = queryDay(query, "from");
  if (from) where.push(`coalesce(n.ends_on, 'infinity'::date) >= ${params.add(from)}::date`);
  const to = queryDay(query, "to");
  if (to) where.push(`n.starts_on <= ${params.add(to)}::date`);
  const active = query.active ?? "true";
  if (active === "true") where.push("n.deleted_at is null");
  else if (active === "false") where.push("n.deleted_at is not null");
  else if (active !== "all")
    throw new ValidationError({ active: "O campo active deve ser true, false ou all." });
}

/**
 * GET /negotiations: every residue's negotiations in one list, for the ADM page /negociacoes (issue 15).
 * Scoped "company-or-adm": an ADM-plan user sees every company's (read-only but for the own company's:
 * the residue's routes that change them stay scoped to the company), another user the company's own.
 * GET /negotiations/providers: the providers those negotiations name, for the page's filter.
 */
export function negotiationsOverviewRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get("/negotiations", async (request) => {
    const query = request.query as Query;
    const page = pageOf(query);
    const { params, where } = scoped(scopeOf(request, "company-or-adm"), "n");
    // A wizard's unfinished residue is none yet: its negotiations show once its last step finishes it.
    where.push("not r.draft");
    filters(query, where, params);
    const from = `from residue_negotiations n join residues r on r.id = n.residue_id
                  join companies c on c.id = n.company_id where ${where.join(" and ")}`;
    const [rows, count] = await Promise.all([
      db.query(
        `select ${SELECT} ${from} order by n.starts_on desc, n.id desc
          limit ${params.add(page.perPage)} offset ${params.add(page.offset)}`,
        params.values,
      ),
      db.query<{ total: number }>(`select count(*)::int as total ${from}`, params.values.slice(0, -2)),
    ]);
    return { data: rows.rows, total: count.rows[0]?.total ?? 0 };
  });

  app.get("/negotiations/providers", async (request) => {
    const { params, where } = scoped(scopeOf(request, "company-or-adm"), "n");
    where.push("n.deleted_at is null", "not r.draft");
    const { rows } = await db.query<{ uuid_provider: string; alias: string }>(
      `select distinct p.uuid as uuid_provider, coalesce(p.alias, pc.trading_name, '') as alias
         from residue_negotiations n
         join residues r on r.id = n.residue_id
         join providers p on p.id in (n.manager_id, n.recipient_id, n.carrier_id)
         left join provider_companies pc on pc.provider_id = p.id
        where ${where.join(" and ")} order by alias limit 500`,
      params.values,
    );
    return { data: rows };
  });
}
