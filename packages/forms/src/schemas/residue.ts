import { defaulted, type Infer } from "superstruct";
import { prefixLabels } from "./engine";
import { bool, choice, date, file, group, list, number, numericMax, text } from "./fields";
import { differentFrom, notIn } from "./rules";

// ——— basic data: residue, treatments, storages ———

export const treatmentSchema = group({
  category: text({ required: true }),
  technology: text({ required: true }),
  class: text({ required: true }),
});
export const treatmentLabels = {
  category: "Categoria",
  technology: "Tecnologia de tratamento",
  class: "Classe",
};
export type TreatmentValues = Infer<typeof treatmentSchema>;

export const storageSchema = group({
  type: text({ required: true }),
  physical_state: text({ required: true }),
  packaging: text({ required: true }),
  /** "Descontar tara da embalagem": Sim by default. */
  discount_packaging: defaulted(bool(), true),
});
export const storageLabels = {
  type: "Tipo de armazenamento",
  physical_state: "Estado físico",
  packaging: "Acondicionamento",
  discount_packaging: "Descontar tara da embalagem",
};
export type StorageValues = Infer<typeof storageSchema>;

// The wizard's "Incluir": an item equal to one listed already is refused (as licenses are, spec 02 §5).
export const TREATMENT_DUPLICATE = "Tratamento já adicionado";
export const STORAGE_DUPLICATE = "Armazenamento já adicionado";
export const treatmentDraftSchema = (existing: readonly unknown[]) =>
  notIn(treatmentSchema, existing, ["category", "technology", "class"], TREATMENT_DUPLICATE);
export const storageDraftSchema = (existing: readonly unknown[]) =>
  notIn(storageSchema, existing, ["type", "physical_state", "packaging"], STORAGE_DUPLICATE);

/** DADOS BÁSICOS. The internal code is optional (one reading of the spec requires it). */
export const residueBasicDataSchema = group({
  type: text({ required: true }),
  name: text({ required: true, max: 100 }),
  internal_code: text({ max: 50 }),
  treatments: list(treatmentSchema),
  storages: list(storageSchema),
});
export const residueBasicDataLabels = {
  type: "Tipo de resíduo",
  name: "Nome comum",
  internal_code: "Código interno",
  treatments: "Tratamentos",
  storages: "Armazenamentos",
  ...prefixLabels("treatments.*", treatmentLabels),
  ...prefixLabels("storages.*", storageLabels),
};
export type ResidueBasicDataValues = Infer<typeof residueBasicDataSchema>;

// ——— REQUISITOS LEGAIS: every list optional ———

export const SUBSIDIARY_RISK_IS_MAIN = "A classe de risco subsidiária deve ser diferente da principal.";

export const legalRequirementsSchema = group({
  abnt_nbr_10004: text(),
  ibama_list: text(),
  ibama_sub_list: text(),
  conama_list: text(),
  nbr_14725_list: text(),
  nbr_14725_category: text(),
  onu_code: text(),
  main_risk_class: text(),
  // ANTT: a product's subsidiary risk is another class than its principal one (the options leave it out).
  subsidiary_risk_class: differentFrom(text(), (ctx) => ctx.parent.main_risk_class, SUBSIDIARY_RISK_IS_MAIN),
  risk_number: text(),
  packing_group: text(),
});
export const legalRequirementsLabels = {
  abnt_nbr_10004: "Lista ABNT NBR 10004",
  ibama_list: "Lista IBAMA",
  ibama_sub_list: "Sublista IBAMA",
  conama_list: "Lista CONAMA",
  nbr_14725_list: "Lista NBR 14725-3 de produtos químicos perigosos",
  nbr_14725_category: "Categoria NBR 14725-3",
  onu_code: "Código ONU",
  main_risk_class: "Classe de risco principal",
  subsidiary_risk_class: "Classe de risco subsidiária",
  risk_number: "Número de risco",
  packing_group: "Grupo de embalagem",
};
export type LegalRequirementsValues = Infer<typeof legalRequirementsSchema>;

// ——— NEGOCIAÇÕES ———

export const NEGOTIATION_TYPES = ["price_individual", "price_closed"] as const;
export const negotiationTypeLabels: Record<(typeof NEGOTIATION_TYPES)[number], string> = {
  price_individual: "Preço individual",
  price_closed: "Preço fechado",
};
export const NEGOTIATION_PERIODS = ["continuous", "defined"] as const;
export const negotiationPeriodLabels: Record<(typeof NEGOTIATION_PERIODS)[number], string> = {
  continuous: "Contínuo",
  defined: "Definido",
};
export const REPEAT_PERIODS = ["no_repeating", "annually"] as const;
export const repeatPeriodLabels: Record<(typeof REPEAT_PERIODS)[number], string> = {
  no_repeating: "Não se repete",
  annually: "Anualmente",
};
export const AMOUNT_TYPES = ["expense", "income"] as const;
export const amountTypeLabels: Record<(typeof AMOUNT_TYPES)[number], string> = {
  expense: "Despesa",
  income: "Receita",
};
/** `liters` stands for both litres and m³. */
export const AMOUNT_UNITS = ["kg", "ton", "liters", "travel"] as const;
export const amountUnitLabels: Record<(typeof AMOUNT_UNITS)[number], string> = {
  kg: "Kg",
  ton: "Tonelada",
  liters: "Litros / m³",
  travel: "Viagem",
};

/** The most a negotiation's value column (numeric(14, 2)) takes: 999.999.999.999,99. */
export const COST_MAX = numericMax(14, 2);

/** A side's value given (0 included): what it is worth means nothing without its party, type and unit. */
const costGiven =
  (side: "recipient" | "carrier") =>
  (ctx: { parent: Record<string, unknown> }): boolean => {
    const cost = ctx.parent[`${side}_cost`];
    return cost !== undefined && cost !== null && cost !== "";
  };
/** A side's value given without its party, type or unit: said on the field left empty. */
export const negotiationValueNeeds = (cost: string) =>
  `O campo {label} é obrigatório quando o ${cost} é informado.`;
/** A side's party, type and unit: required once its value is given (spec 02 §3's negotiation fields). */
const sideOf = (side: "recipient" | "carrier") => ({
  required: costGiven(side),
  messages: {
    required: negotiationValueNeeds(side === "recipient" ? "Valor do destinador" : "Valor do transportador"),
  },
});

export const negotiationSchema = group({
  manager: text({ required: true }),
  type: choice(NEGOTIATION_TYPES, { required: true }),
  period: choice(NEGOTIATION_PERIODS, { required: true }),
  start: date({ required: true }),
  end: date({ required: (ctx) => ctx.parent.period === "defined", notBefore: "start" }),
  repeat_period: choice(REPEAT_PERIODS),
  recipient: text(sideOf("recipient")),
  recipient_amount_type: choice(AMOUNT_TYPES, sideOf("recipient")),
  recipient_cost: number({ min: 0, max: COST_MAX }),
  recipient_amount_per: choice(AMOUNT_UNITS, sideOf("recipient")),
  carrier: text(sideOf("carrier")),
  carrier_amount_type: choice(AMOUNT_TYPES, sideOf("carrier")),
  carrier_cost: number({ min: 0, max: COST_MAX }),
  carrier_amount_per: choice(AMOUNT_UNITS, sideOf("carrier")),
  vehicle_type: text(),
  emergency_file: file({ accept: "pdf" }),
  declaration_file: file({ accept: "pdf" }),
});
export const negotiationLabels = {
  manager: "Gerenciador",
  type: "Tipo de negociação",
  period: "Período",
  start: "Início",
  end: "Fim",
  repeat_period: "Repetição",
  recipient: "Destinador",
  recipient_amount_type: "Tipo de valor do destinador",
  recipient_cost: "Valor do destinador",
  recipient_amount_per: "Unidade negociada do destinador",
  carrier: "Transportador",
  carrier_amount_type: "Tipo de valor do transportador",
  carrier_cost: "Valor do transportador",
  carrier_amount_per: "Unidade negociada do transportador",
  vehicle_type: "Tipo de veículo",
  emergency_file: "Ficha de emergência",
  declaration_file: "Declaração de transporte de resíduos",
};
export type NegotiationValues = Infer<typeof negotiationSchema>;

export const NEGOTIATION_DUPLICATE = "Negociação já adicionada";
/** The same manager, type and start twice is the same negotiation. */
export const negotiationDraftSchema = (existing: readonly unknown[]) =>
  notIn(negotiationSchema, existing, ["manager", "type", "start"], NEGOTIATION_DUPLICATE);

export const negotiationsStepSchema = group({ negotiations: list(negotiationSchema) });
export const negotiationsStepLabels = {
  negotiations: "Negociações",
  ...prefixLabels("negotiations.*", negotiationLabels),
};

// ——— SISTEMAS INTEGRADOS (four-step reading) ———

const systemMapping = () => group({ residue: text(), packaging: text(), class: text(), unit: text() });
export const integratedSystemsSchema = group({ ctre: systemMapping(), fepam: systemMapping() });
const mappingLabels = (system: string) => ({
  residue: `Resíduo no ${system}`,
  packaging: `Acondicionamento no ${system}`,
  class: `Classe no ${system}`,
  unit: `Unidade no ${system}`,
});
export const integratedSystemsLabels = {
  ...prefixLabels("ctre", mappingLabels("CTR-E")),
  ...prefixLabels("fepam", mappingLabels("FEPAM")),
};
export type IntegratedSystemsValues = Infer<typeof integratedSystemsSchema>;

// ——— the whole residue ———

export const residueSchema = group({
  ...residueBasicDataSchema.schema,
  legal_requirements: legalRequirementsSchema,
  negotiations: list(negotiationSchema),
  integrated_systems: integratedSystemsSchema,
});
/** The groups' own labels, for a refusal of a whole group (a list sent where an object belongs). */
const groupLabels = { legal_requirements: "Requisitos legais", integrated_systems: "Sistemas integrados" };

export const residueLabels = {
  ...residueBasicDataLabels,
  ...groupLabels,
  ...prefixLabels("legal_requirements", legalRequirementsLabels),
  ...negotiationsStepLabels,
  ...prefixLabels("integrated_systems", integratedSystemsLabels),
};
export type ResidueValues = Infer<typeof residueSchema>;

/**
 * "Cadastrar Novo Resíduo", four-step reading; drop the last step for the three-step one. The titles
 * keep the spec's case (02 §2: "Dados básicos, REQUISITOS LEGAIS, NEGOCIAÇÕES", "SISTEMAS INTEGRADOS").
 */
export const residueWizardSteps = [
  { title: "Dados básicos", schema: residueBasicDataSchema, labels: residueBasicDataLabels },
  {
    title: "REQUISITOS LEGAIS",
    schema: group({ legal_requirements: legalRequirementsSchema }),
    labels: prefixLabels("legal_requirements", legalRequirementsLabels),
  },
  { title: "NEGOCIAÇÕES", schema: negotiationsStepSchema, labels: negotiationsStepLabels },
  {
    title: "SISTEMAS INTEGRADOS",
    schema: group({ integrated_systems: integratedSystemsSchema }),
    labels: prefixLabels("integrated_systems", integratedSystemsLabels),
  },
] as const;

/**
 * The residue record as edited after its first step (the wizard's later steps and the edit page): the
 * basic data, legal requirements and mappings; treatments, storages and negotiations are edited as
 * their own rows.
 */
export const residueEditSchema = group({
  type: residueBasicDataSchema.schema.type,
  name: residueBasicDataSchema.schema.name,
  internal_code: residueBasicDataSchema.schema.internal_code,
  legal_requirements: legalRequirementsSchema,
  integrated_systems: integratedSystemsSchema,
});
export const residueEditLabels = {
  type: residueBasicDataLabels.type,
  name: residueBasicDataLabels.name,
  internal_code: residueBasicDataLabels.internal_code,
  ...groupLabels,
  ...prefixLabels("legal_requirements", legalRequirementsLabels),
  ...prefixLabels("integrated_systems", integratedSystemsLabels),
};
export type ResidueEditValues = Infer<typeof residueEditSchema>;
