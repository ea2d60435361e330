import { inactivationLabels, inactivationSchema, type PlanValues } from "@trilha/forms/schemas";
import { bindPlanModules, contractorsResource, planFeatures } from "../contractors/contractors";
import type { Database } from "../db/database";
import { parseWith } from "../http/body";
import { inactivateRecord } from "../resources";

type DemoContractor = {
  cnpj: string;
  companyName: string;
  tradingName: string;
  city: string;
  state: string;
  inicio: string;
  termino: string | null;
  plan: PlanValues;
  master: { name: string; email: string };
  /** Why it was inactivated: the history's justification (30–500 characters), as a user gives it. */
  inactive?: string;
};

/**
 * Two clients of the demo company (issue 14): one with an mmf plan and an indeterminate term, one
 * inactive with an mg plan, so the list's indicators show both. Their master users have no password
 * (the edit page's resend sends them the first-access link).
 */
export const DEMO_CONTRACTORS: DemoContractor[] = [
  {
    cnpj: "11444777000161",
    companyName: "Metalúrgica Horizonte Indústria e Comércio Ltda.",
    tradingName: "Metalúrgica Horizonte",
    city: "Belo Horizonte",
    state: "MG",
    inicio: "2025-03-01",
    termino: null,
    plan: {
      main_module: "mmf",
      small_generators: 3,
      large_generators: 1,
      internal_management_generators: 0,
      features: [
        { feature: "primary_users", enabled: true, users: 20 },
        { feature: "monitoring", enabled: true, users: 10 },
      ],
    } as PlanValues,
    master: { name: "Helena Horizonte", email: "master@horizonte.demo.trilha.com.br" },
  },
  {
    cnpj: "45723174000110",
    companyName: "Supermercados Vale Verde S.A.",
    tradingName: "Vale Verde",
    city: "Curitiba",
    state: "PR",
    inicio: "2024-01-15",
    termino: "2026-01-14",
    plan: {
      main_module: "mg",
      generator_type: "gg",
      features: [{ feature: "reverse_logistics", enabled: true, users: 30 }],
    } as PlanValues,
    master: { name: "Vicente Vale", email: "master@valeverde.demo.trilha.com.br" },
    inactive: "Contrato encerrado em 14/01/2026 e não renovado pelo cliente.",
  },
];

/**
 * Creates the demo contractors that are not there yet (keyed by CNPJ); never touches existing ones. The
 * inactive one is inactivated as the list's Inativar does (the kit's inactivation, by the demo user), so
 * its page lists the inactivation and its justification.
 */
export async function seedContractors(
  db: Database,
  { companyId, userId }: { companyId: number; userId: number },
) {
  // Only its state hooks and history are used: no welcome e-mail is sent from here.
  const resource = contractorsResource(async () => null);
  for (const item of DEMO_CONTRACTORS) {
    const exists = await db.query("select 1 from contractors where cnpj = $1", [item.cnpj]);
    if (exists.rows[0]) continue;
    const company = await db.query<{ id: number }>(
      `insert into companies (trading_name, company_name, cnpj, plan, active) values ($1, $2, $3, $4, $5)
       on conflict (cnpj) do update set trading_name = excluded.trading_name returning id`,
      [item.tradingName, item.companyName, item.cnpj, item.plan.main_module.toUpperCase(), !item.inactive],
    );
    const clientId = company.rows[0]!.id;
    const user = await db.query<{ id: number }>(
      `insert into users (name, email) values ($1, $2)
       on conflict (lower(email)) do update set name = excluded.name returning id`,
      [item.master.name, item.master.email],
    );
    const masterId = user.rows[0]!.id;
    await db.query(
      "insert into user_companies (user_id, company_id) values ($1, $2) on conflict do nothing",
      [masterId, clientId],
    );
    await bindPlanModules(db, masterId, clientId, item.plan);
    const contractor = await db.query<{ id: number }>(
      `insert into contractors (company_id, client_company_id, master_user_id, cnpj, company_name, trading_name,
         address_country, address_state, address_city, address_name, address_number, phone,
         legal_name, legal_phone, legal_email, financial_name, financial_phone, financial_email,
         contract_inicio, contract_termino, contract_indeterminate,
         plan_main_module, plan_small_generators, plan_large_generators, plan_internal_management_generators,
         plan_generator_type, plan_features, master_phone)
       values ($1, $2, $3, $4, $5, $6, 'Brasil', $7, $8, 'Avenida Central', '100', '(31) 3333-4444',
         $9, '(31) 3333-4444', $10, $11, '(31) 3333-4445', $12,
         $13, $14, $15, $16, $17, $18, $19, $20, $21, '(31) 98888-7777')
       returning id`,
      [
        companyId,
        clientId,
        masterId,
        item.cnpj,
        item.companyName,
        item.tradingName,
        item.state,
        item.city,
        `Representante Legal ${item.tradingName}`,
        `juridico@${item.master.email.split("@")[1]}`,
        `Responsável Financeiro ${item.tradingName}`,
        `financeiro@${item.master.email.split("@")[1]}`,
        item.inicio,
        item.termino,
        item.termino === null,
        item.plan.main_module,
        item.plan.small_generators ?? null,
        item.plan.large_generators ?? null,
        item.plan.internal_management_generators ?? null,
        item.plan.generator_type ?? null,
        JSON.stringify(planFeatures(item.plan)),
      ],
    );
    if (item.inactive)
      await inactivateRecord(
        resource,
        { tx: db, scope: { companyId, userId } },
        contractor.rows[0]!.id,
        // Read as the route reads a justification (trimmed, 30–500 characters).
        parseWith(inactivationSchema, inactivationLabels, { justification: item.inactive }).justification,
      );
  }
}
