import { define, type Infer } from "superstruct";
import {
  COMPANY_DOCUMENTS,
  COMPANY_FIELDS,
  companyFields,
  companyLabelsAt,
  registrationFields,
  representativeFields,
  representativeLabels,
} from "./company";
import {
  type Condition,
  choice,
  contextOf,
  fail,
  group,
  isEmpty,
  isRecord,
  list,
  normalize,
  optionalGroup,
  positions,
  type RuleContext,
  text,
} from "./fields";
import { defaultMessages } from "./messages";
import { cnpj, cpf, differentFrom, phone } from "./rules";

export const REGISTRY_TYPES = COMPANY_DOCUMENTS;
export type RegistryType = (typeof REGISTRY_TYPES)[number];
export const registryTypeLabels: Record<RegistryType, string> = {
  cpf: "CPF",
  cnpj: "CNPJ",
  international_registry: "Registro Internacional",
};
export const DEFAULT_REGISTRY_TYPE: RegistryType = "cnpj";
export const DEFAULT_COUNTRY = "Brasil";

export const SAME_RESPONSIBLE_EMAIL = "O email dos responsáveis não pode ser o mesmo";
export const SELECT_STATE_FIRST = "Selecione um estado para continuar";
export const CEP_NOT_FOUND = "Todos os serviços de CEP não encontraram o valor informado.";
/** The CEP field's text when no service could be asked (502 LOOKUP_UNAVAILABLE, offline): not a "not found". */
export const CEP_LOOKUP_UNAVAILABLE = "Serviço de consulta indisponível no momento. Tente novamente.";

/** Services a provider can offer (Destinador, Gerenciador, Transportador): no list holds more codes. */
export const MAX_PROVIDER_TYPES = 3;
/** Responsible people of a provider (spec 02: a first and an optional second). */
export const MAX_RESPONSIBLES = 2;

function registryOf(ctx: RuleContext): unknown {
  return isRecord(ctx.root) && isRecord(ctx.root.company) ? ctx.root.company.registry_type : undefined;
}
const registryIs =
  (type: RegistryType): Condition =>
  (ctx) =>
    registryOf(ctx) === type;
const national: Condition = (ctx) => registryOf(ctx) !== "international_registry";
/** Something typed for the second responsible besides the name (its stored uuid is not typed). */
const secondStarted: Condition = (ctx) =>
  Object.entries(ctx.parent).some(
    ([key, value]) => key !== "name" && key !== "uuid_company_responsible" && !isEmpty(value),
  );

/** For Brazilian registries the city is a select that needs a state first; abroad both are free text. */
function city() {
  return normalize(
    define<string>("city", (value, rawCtx) => {
      const ctx = contextOf(value, rawCtx);
      if (national(ctx) && isEmpty(ctx.parent.address_state)) return fail(SELECT_STATE_FIRST);
      if (isEmpty(value)) return fail(defaultMessages.required);
      return typeof value === "string" || fail(defaultMessages.text);
    }),
    (value) => (value === null ? undefined : value),
  );
}

/** Services provided: codes from the switch list, or `{ code }` as the multipart body sends them. */
const serviceType = normalize(group({ code: text({ required: true }) }), (value) =>
  typeof value === "string" ? { code: value } : value,
);

/**
 * `provider[types][][code]` repeated in a multipart body reads as one entry holding every code
 * (`[{ code: ["a", "b"] }]`) in common parsers; spread it back into one entry per code.
 */
function flattenTypeCodes(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value.flatMap((entry) =>
    isRecord(entry) && Array.isArray(entry.code) ? entry.code.map((code: unknown) => ({ code })) : [entry],
  );
}

function basicData(variant: "wizard" | "edit") {
  const wizard = variant === "wizard";
  const company = group({
    registry_type: choice(REGISTRY_TYPES, { required: true }),
    cpf: cpf({ required: registryIs("cpf"), when: registryIs("cpf") }),
    cnpj: cnpj({ required: registryIs("cnpj"), when: registryIs("cnpj") }),
    international_registry: text({ required: registryIs("international_registry"), max: 14 }),
    ...companyFields({ required: wizard, national, stateRequired: true, city: city() }),
    address_region: text({ max: 100 }),
    ...registrationFields(),
  });
  const provider = group({
    alias: text({ max: 100 }),
    activity: text({ max: 45 }),
    types: normalize(
      list(serviceType, { min: wizard ? 1 : undefined, max: MAX_PROVIDER_TYPES }),
      flattenTypeCodes,
    ),
  });
  const first = group({
    uuid_company_responsible: text(),
    ...representativeFields({ national }),
    role: text({ max: 40 }),
    cellphone: phone({ max: 20, when: national }),
  });
  const firstEmail = (ctx: RuleContext) => {
    const responsible = isRecord(ctx.root) ? ctx.root.responsible : undefined;
    const head = Array.isArray(responsible) ? responsible[0] : undefined;
    return isRecord(head) ? head.email : undefined;
  };
  const second = optionalGroup({
    uuid_company_responsible: text(),
    ...representativeFields({ required: false, national, extensionMax: 4 }),
    // A second responsible is stored by name: without one, a phone, e-mail or role typed for them
    // would pass and then be dropped.
    name: text({ required: secondStarted, max: 100 }),
    email: differentFrom(representativeFields({ required: false }).email, firstEmail, SAME_RESPONSIBLE_EMAIL),
    role: text({ max: 40 }),
    cellphone: phone({ max: 20, when: national }),
  });
  return group({ provider, company, responsible: positions([first, second]) });
}

/**
 * Step "Dados básicos" of the provider wizard, shaped like the create payload's `provider`,
 * `company` and `responsible[0|1]` parts. CPF/CNPJ come out unmasked.
 */
export const providerBasicDataSchema = basicData("wizard");
/** The edit page's basic data: country, CEP and services are not required there. */
export const providerBasicDataEditSchema = basicData("edit");

const responsibleLabels = (n: 1 | 2) => ({
  ...representativeLabels(`responsible.${n - 1}`, `responsável ${n}`),
  [`responsible.${n - 1}.role`]: `Cargo do responsável ${n}`,
  [`responsible.${n - 1}.cellphone`]: `Celular do responsável ${n}`,
});

export const providerBasicDataLabels: Record<string, string> = {
  "provider.alias": "Apelido",
  "provider.activity": "Segmento de atuação",
  "provider.types": "Serviços prestados",
  "company.registry_type": "Tipo de cadastro",
  ...companyLabelsAt("company", [...COMPANY_DOCUMENTS, ...COMPANY_FIELDS]),
  responsible: "Responsáveis",
  ...responsibleLabels(1),
  ...responsibleLabels(2),
};
export const providerBasicDataEditLabels = providerBasicDataLabels;

export type ProviderBasicDataValues = Infer<typeof providerBasicDataSchema>;
export type ProviderBasicDataEditValues = Infer<typeof providerBasicDataEditSchema>;

/** The 409 a second provider with the same document answers (server) and shows (portal). */
export const duplicateProviderMessage = (registry: RegistryType) =>
  `Um prestador ja foi cadastrado com o ${registryTypeLabels[registry]} informado`;
