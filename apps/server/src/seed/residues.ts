import type { Database } from "../db/database";

type DemoResidue = {
  name: string;
  type: string;
  internalCode: string;
  classAbnt: string;
  /** The IBAMA list's subchapter and residue code: what the public MTR systems name it by. */
  ibama: { list: string; code: string };
  treatment: { category: string; technology: string; class: string };
  storage: { type: string; physical_state: string; packaging: string; discount_packaging: boolean };
  /** A negotiation with the demo company's providers of each service, when they exist. */
  negotiation: {
    type: "price_individual" | "price_closed";
    start: string;
    recipientCost: number;
    per: string;
  };
};

/** What the demo transporter charges per tonne (spec 02 §9's sample transport cost). */
export const DEMO_TRANSPORT_COST = 1.23;

/** Three residues of the demo company (issue 15), with a treatment, a storage and a negotiation each. */
export const DEMO_RESIDUES: DemoResidue[] = [
  {
    name: "Óleo lubrificante usado",
    type: "industriais",
    internalCode: "OLU-01",
    classAbnt: "I",
    ibama: { list: "13 02", code: "13 02 05(*)" },
    treatment: { category: "reciclagem", technology: "rerrefino", class: "I" },
    storage: { type: "tanque", physical_state: "liquido", packaging: "tambor", discount_packaging: true },
    negotiation: { type: "price_closed", start: "2026-01-01", recipientCost: 1.2, per: "liters" },
  },
  {
    name: "Papelão",
    type: "comerciais_servicos",
    internalCode: "PAP-01",
    classAbnt: "IIA",
    ibama: { list: "15 01", code: "15 01 01" },
    treatment: { category: "reciclagem", technology: "reciclagem_material", class: "IIA" },
    storage: { type: "baia", physical_state: "solido", packaging: "fardo", discount_packaging: false },
    negotiation: { type: "price_individual", start: "2026-03-01", recipientCost: 350, per: "ton" },
  },
  {
    name: "Resíduo orgânico de refeitório",
    type: "comerciais_servicos",
    internalCode: "ORG-01",
    classAbnt: "IIA",
    ibama: { list: "20 01", code: "20 01 08" },
    treatment: { category: "tratamento_biologico", technology: "compostagem", class: "IIA" },
    storage: {
      type: "cacamba_coberta",
      physical_state: "pastoso",
      packaging: "bombona",
      discount_packaging: true,
    },
    negotiation: { type: "price_closed", start: "2026-06-01", recipientCost: 180, per: "ton" },
  },
];

/**
 * The demo company's first active provider offering `type` (seeded by seedProviders), or null. Outputs
 * need the recipient's licence and the carrier's driver: the first provider holding one is preferred.
 */
async function providerOf(tx: Database, companyId: number, type: string) {
  const { rows } = await tx.query<{ id: number }>(
    `select p.id from providers p join provider_type_links l on l.provider_id = p.id and l.type_code = $2
      where p.company_id = $1 and p.deleted_at is null
      order by case $2
                 when 'recipient' then not exists (select 1 from provider_licenses pl
                   where pl.provider_id = p.id and pl.deleted_at is null
                     and (pl.expiration is null or pl.expiration > now() + interval '1 year'))
                 when 'carrier' then not exists (select 1 from provider_employees pe
                   where pe.provider_id = p.id and pe.deleted_at is null and pe.collaborator_type = 'driver')
                 else false
               end, p.id
      limit 1`,
    [companyId, type],
  );
  return rows[0]?.id ?? null;
}

/** Idempotent: a residue already there by name is left as it is (the user may have edited it). */
export async function seedResidues(tx: Database, { companyId }: { companyId: number }) {
  const manager = await providerOf(tx, companyId, "manager");
  const recipient = await providerOf(tx, companyId, "recipient");
  const carrier = await providerOf(tx, companyId, "carrier");
  for (const residue of DEMO_RESIDUES) {
    const existing = await tx.query("select 1 from residues where company_id = $1 and name = $2", [
      companyId,
      residue.name,
    ]);
    if (existing.rows.length > 0) continue;
    const { rows } = await tx.query<{ id: number }>(
      `insert into residues (company_id, type, name, internal_code, abnt_nbr_10004, ibama_list, ibama_sub_list)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [
        companyId,
        residue.type,
        residue.name,
        residue.internalCode,
        residue.classAbnt,
        residue.ibama.list,
        residue.ibama.code,
      ],
    );
    const residueId = rows[0]!.id;
    const { treatment, storage, negotiation } = residue;
    await tx.query(
      `insert into residue_treatments (company_id, residue_id, category, technology, class)
       values ($1, $2, $3, $4, $5)`,
      [companyId, residueId, treatment.category, treatment.technology, treatment.class],
    );
    await tx.query(
      `insert into residue_storages (company_id, residue_id, type, physical_state, packaging, discount_packaging)
       values ($1, $2, $3, $4, $5, $6)`,
      [
        companyId,
        residueId,
        storage.type,
        storage.physical_state,
        storage.packaging,
        storage.discount_packaging,
      ],
    );
    if (!manager) continue;
    await tx.query(
      `insert into residue_negotiations
         (company_id, residue_id, manager_id, type, period, starts_on, repeat_period,
          recipient_id, recipient_amount_type, recipient_cost, recipient_amount_per, carrier_id,
          carrier_amount_type, carrier_cost, carrier_amount_per)
       values ($1, $2, $3, $4, 'continuous', $5, 'no_repeating', $6, 'expense', $7, $8, $9,
               $10, $11, $12)`,
      [
        companyId,
        residueId,
        manager,
        negotiation.type,
        negotiation.start,
        recipient,
        recipient ? negotiation.recipientCost : null,
        recipient ? negotiation.per : null,
        carrier,
        // The spec's transport cost sample: R$ 1,23 per tonne.
        carrier ? "expense" : null,
        carrier ? DEMO_TRANSPORT_COST : null,
        carrier ? "ton" : null,
      ],
    );
  }
}
