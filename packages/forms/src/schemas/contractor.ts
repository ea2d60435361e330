import { defaulted, type Infer, object, optional } from "superstruct";
import { companyFields, companyLabelsAt, representativeFields, representativeLabels } from "./company";
import { prefixLabels } from "./engine";
import { bool, choice, date, file, group, isIsoDate, list, number, text } from "./fields";
import { defaultMessages, fillParams, formatDate } from "./messages";
import { cnpj, phone } from "./rules";

// ——— contractor data (step "Dados do Contratante") ———

const representative = () => group(representativeFields());

/** The contractor's company fields but its documents: it becomes a platform company, so the CNPJ is required. */
const contractorCompanyFields = () => ({
  cnpj: cnpj({ required: true }),
  international_registry: text({ max: 14 }),
  ...companyFields(),
  address_state: text({ max: 100 }),
  address_city: text({ max: 100 }),
  cnaer_principal: text({ max: 100 }),
});

export const contractorDataSchema = group({
  contractor: group({
    ...contractorCompanyFields(),
    cartao_cnpj: file({ accept: "pdf" }),
    contrato_social: file({ accept: "pdf" }),
  }),
  responsible_contractor_cool: representative(),
  responsible_contractor_financial: representative(),
});

export const contractorDataLabels: Record<string, string> = {
  ...companyLabelsAt("contractor", [
    "cnpj",
    "international_registry",
    "company_name",
    "trading_name",
    "address_country",
    "address_zip_code",
    "address_state",
    "address_city",
    "address_name",
    "address_number",
    "address_complement",
    "phone",
  ]),
  "contractor.cartao_cnpj": "Cartão CNPJ",
  "contractor.contrato_social": "Contrato social",
  "contractor.cnaer_principal": "CNAE principal",
  ...representativeLabels("responsible_contractor_cool", "representante legal"),
  ...representativeLabels("responsible_contractor_financial", "responsável financeiro"),
};
export type ContractorDataValues = Infer<typeof contractorDataSchema>;

// ——— contract (step "Dados do Contrato") ———

/** The contract's fields but its attachments (a create sends files, an edit may keep the stored ones). */
const contractFields = () => ({
  interno: text({ max: 100 }),
  inicio: date({ required: true }),
  /** The end date is required unless the contract has an indeterminate term. */
  // Before termino: a multipart "true" is read as a boolean before termino's condition looks at it.
  prazo_indeterminado: defaulted(bool(), false),
  termino: date({
    required: (ctx) => ![true, "true"].includes(ctx.parent.prazo_indeterminado as boolean | string),
    notBefore: "inicio",
  }),
  representante_comercial: text({ max: 100 }),
  representante_juridico: text({ max: 100 }),
  observacoes: text({ max: 500 }),
});

export const contractDataSchema = group({
  ...contractFields(),
  contrato: file({ accept: "pdf" }),
  proposta: file({ accept: "pdf" }),
  aditivos: list(file({ required: true, accept: "pdf" }), { max: 20 }),
});
export const contractDataLabels = {
  interno: "Identificador interno",
  inicio: "Início do contrato",
  termino: "Término do contrato",
  prazo_indeterminado: "Prazo indeterminado",
  representante_comercial: "Representante comercial",
  representante_juridico: "Representante jurídico",
  contrato: "Contrato",
  proposta: "Proposta",
  aditivos: "Aditivos",
  "aditivos.*": "Aditivo",
  observacoes: "Observações",
};
export type ContractDataValues = Infer<typeof contractDataSchema>;

/**
 * The Término picker's limits once Início is a whole day: its calendar starts on Início, and a day typed
 * before it reads the schema's own refusal, which names that day ('O campo Término do contrato deve ser
 * uma data igual ou posterior a dd/mm/aaaa.'), not the picker's generic 'Data fora do período permitido.'.
 * Without a valid Início, no limit.
 */
export function contractEndBounds(inicio: unknown): { min?: string; minMessage?: string } {
  if (!isIsoDate(inicio)) return {};
  const message = fillParams(defaultMessages.minDate, { min: formatDate(inicio) });
  return { min: inicio, minMessage: message.replaceAll("{label}", contractDataLabels.termino) };
}

// ——— plan builder (step "Funcionalidades") ———

export const MAIN_MODULES = ["mmf", "mg"] as const;
export const mainModuleLabels: Record<(typeof MAIN_MODULES)[number], string> = {
  mmf: "Matriz-Filial",
  mg: "Gerador",
};
export const GENERATOR_TYPES = ["pg", "gg", "ggi"] as const;
export const generatorTypeLabels: Record<(typeof GENERATOR_TYPES)[number], string> = {
  pg: "Pequeno Gerador",
  gg: "Grande Gerador",
  ggi: "Gerador com Gestão Interna",
};
export const PLAN_FEATURES = [
  "primary_users",
  "secondary_users",
  "collection_request",
  "monitoring",
  "reverse_logistics",
  "document_management",
  "pgrs_generator",
  "homologation",
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];
export const planFeatureLabels: Record<PlanFeature, string> = {
  primary_users: "Usuários Primários",
  secondary_users: "Usuários Secundários",
  collection_request: "Pedido de Coleta e Módulo Terceiro",
  monitoring: "Monitoramento",
  reverse_logistics: "Logística Reversa",
  document_management: "Gestão de Documentos",
  pgrs_generator: "Gerador de PGRS",
  homologation: "Homologação",
};
export const PLAN_USERS_MIN = 10;
export const PLAN_USERS_MAX = 100;
export const PLAN_USERS_STEP = 10;
export const PLAN_USERS_DEFAULT = 10;
/** 10, 20 … 100: the user-quantity select of each feature row. */
export const planUserOptions = Array.from({ length: 10 }, (_, i) => (i + 1) * PLAN_USERS_STEP);

const isMain = (main: (typeof MAIN_MODULES)[number]) => (ctx: { parent: Record<string, unknown> }) =>
  ctx.parent.main_module === main;

const moduleCount = () => number({ required: isMain("mmf"), integer: true, min: 0, max: 9999 });

export const planFeatureSchema = group({
  feature: choice(PLAN_FEATURES, { required: true }),
  enabled: defaulted(bool(), false),
  users: defaulted(
    number({
      required: true,
      integer: true,
      min: PLAN_USERS_MIN,
      max: PLAN_USERS_MAX,
      step: PLAN_USERS_STEP,
    }),
    PLAN_USERS_DEFAULT,
  ),
});

export const planSchema = group({
  main_module: choice(MAIN_MODULES, { required: true }),
  small_generators: moduleCount(),
  large_generators: moduleCount(),
  internal_management_generators: moduleCount(),
  generator_type: choice(GENERATOR_TYPES, { required: isMain("mg") }),
  features: list(planFeatureSchema),
});
export const planLabels = {
  main_module: "Módulo principal",
  small_generators: "Pequeno Gerador",
  large_generators: "Grande Gerador",
  internal_management_generators: "Gerador com Gestão Interna",
  generator_type: "Tipo de gerador",
  features: "Funcionalidades extras",
  "features.*.feature": "Funcionalidade",
  "features.*.enabled": "Contratar funcionalidade",
  "features.*.users": "Quantidade de usuários",
};
export type PlanValues = Infer<typeof planSchema>;
export type PlanFeatureValues = Infer<typeof planFeatureSchema>;

// ——— master user (step "Usuários Master") ———

/** "Usuário master de acesso ao sistema": the phone is sent unmasked. */
export const masterUserSchema = group({
  ...representativeFields(),
  phone: phone({ required: true, max: 20, unmask: true }),
});
export const masterUserLabels = {
  name: "Nome",
  phone: "Telefone",
  phone_extension: "Ramal",
  email: "E-mail",
};
export type MasterUserValues = Infer<typeof masterUserSchema>;

// ——— the whole contractor registration ———

export const contractorSchema = group({
  ...contractorDataSchema.schema,
  contract: contractDataSchema,
  plan: planSchema,
  responsible_first: masterUserSchema,
});
export const contractorLabels = {
  ...contractorDataLabels,
  ...prefixLabels("contract", contractDataLabels),
  ...prefixLabels("plan", planLabels),
  ...prefixLabels("responsible_first", masterUserLabels),
};
export type ContractorValues = Infer<typeof contractorSchema>;

/** The four steps of "Cadastrar Novo Contratante", each validated on its own part of the values. */
export const contractorWizardSteps = [
  { title: "Dados do Contratante", schema: contractorDataSchema, labels: contractorDataLabels },
  {
    title: "Dados do Contrato",
    schema: group({ contract: contractDataSchema }),
    labels: prefixLabels("contract", contractDataLabels),
  },
  { title: "Funcionalidades", schema: group({ plan: planSchema }), labels: prefixLabels("plan", planLabels) },
  {
    title: "Usuários Master",
    schema: group({ responsible_first: masterUserSchema }),
    labels: prefixLabels("responsible_first", masterUserLabels),
  },
] as const;

// ——— an edit page's save (PUT /contractors/{id}): any section, each whole ———

const keptPdf = () => file({ accept: "pdf", keepExisting: true });

/**
 * The edit page saves one section at a time: each is optional, and a section sent is validated whole.
 * A file field may hold the stored file's URL (kept) instead of a new file.
 */
export const contractorUpdateSchema = object({
  contractor: optional(
    object({ ...contractorCompanyFields(), cartao_cnpj: keptPdf(), contrato_social: keptPdf() }),
  ),
  responsible_contractor_cool: optional(object(representativeFields())),
  responsible_contractor_financial: optional(object(representativeFields())),
  contract: optional(
    object({
      ...contractFields(),
      contrato: keptPdf(),
      proposta: keptPdf(),
      aditivos: list(file({ required: true, accept: "pdf", keepExisting: true }), { max: 20 }),
    }),
  ),
  plan: optional(object(planSchema.schema)),
  responsible_first: optional(object(masterUserSchema.schema)),
});
export type ContractorUpdateValues = Infer<typeof contractorUpdateSchema>;
