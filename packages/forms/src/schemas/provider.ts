import { define, type Infer } from "superstruct";
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
import { cep, cnpj, cpf, differentFrom, email, numeric, phone } from "./rules";

export const REGISTRY_TYPES = ["cpf", "cnpj", "international_registry"] as const;
export type RegistryType = (typeof REGISTRY_TYPES)[number];
export const registryTypeLabels: Record<RegistryType, string> = {
  cpf: "CPF",
  cnpj: "CNPJ",
  international_registry: "Registro Internacional",
};
export const DEFAULT_REGISTRY_TYPE: RegistryType = "cnpj";
export const DEFAULT_COUNTRY = "Brasil";

export const NUMBER_NOT_NUMERIC = "Número deve ser numérico";
export const EXTENSION_NOT_NUMERIC = "Ramal deve ser numérico";
export const SAME_RESPONSIBLE_EMAIL = "O email dos responsáveis não pode ser o mesmo";
export const SELECT_STATE_FIRST = "Selecione um estado para continuar";
export const CEP_NOT_FOUND = "Todos os serviços de CEP não encontraram o valor informado.";

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
    company_name: text({ required: true, max: 100 }),
    trading_name: text({ required: true, max: 100 }),
    address_country: text({ required: wizard, max: 30 }),
    address_zip_code: cep({ required: wizard, max: 10, when: national }),
    address_name: text({ required: true, max: 150 }),
    address_number: numeric({ required: true, max: 9, messages: { numeric: NUMBER_NOT_NUMERIC } }),
    address_complement: text({ max: 30 }),
    address_region: text(),
    address_state: text({ required: true }),
    address_city: city(),
    phone: phone({ required: true, max: 20, when: national }),
    ie: text({ max: 15 }),
    im: text({ max: 15 }),
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
    name: text({ required: true, max: 100 }),
    role: text({ max: 40 }),
    phone: phone({ required: true, max: 20, when: national }),
    phone_extension: numeric({ max: 10, messages: { numeric: EXTENSION_NOT_NUMERIC } }),
    email: email({ required: true, max: 100 }),
    cellphone: phone({ max: 20, when: national }),
  });
  const firstEmail = (ctx: RuleContext) => {
    const responsible = isRecord(ctx.root) ? ctx.root.responsible : undefined;
    const head = Array.isArray(responsible) ? responsible[0] : undefined;
    return isRecord(head) ? head.email : undefined;
  };
  const second = optionalGroup({
    uuid_company_responsible: text(),
    name: text({ max: 100 }),
    role: text({ max: 40 }),
    phone: phone({ max: 20, when: national }),
    phone_extension: numeric({ max: 4, messages: { numeric: EXTENSION_NOT_NUMERIC } }),
    email: differentFrom(email({ max: 100 }), firstEmail, SAME_RESPONSIBLE_EMAIL),
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
  [`responsible.${n - 1}.name`]: `Nome do responsável ${n}`,
  [`responsible.${n - 1}.role`]: `Cargo do responsável ${n}`,
  [`responsible.${n - 1}.phone`]: `Telefone do responsável ${n}`,
  [`responsible.${n - 1}.phone_extension`]: `Ramal do responsável ${n}`,
  [`responsible.${n - 1}.email`]: `E-mail do responsável ${n}`,
  [`responsible.${n - 1}.cellphone`]: `Celular do responsável ${n}`,
});

export const providerBasicDataLabels: Record<string, string> = {
  "provider.alias": "Apelido",
  "provider.activity": "Segmento de atuação",
  "provider.types": "Serviços prestados",
  "company.registry_type": "Tipo de cadastro",
  "company.cpf": "CPF",
  "company.cnpj": "CNPJ",
  "company.international_registry": "Registro Internacional",
  "company.company_name": "Razão social",
  "company.trading_name": "Nome fantasia",
  "company.address_country": "País",
  "company.address_zip_code": "CEP",
  "company.address_name": "Endereço",
  "company.address_number": "Número",
  "company.address_complement": "Complemento",
  "company.address_region": "Região",
  "company.address_state": "Estado",
  "company.address_city": "Cidade",
  "company.phone": "Telefone",
  "company.ie": "Inscrição estadual",
  "company.im": "Inscrição municipal",
  responsible: "Responsáveis",
  ...responsibleLabels(1),
  ...responsibleLabels(2),
};
export const providerBasicDataEditLabels = providerBasicDataLabels;

export type ProviderBasicDataValues = Infer<typeof providerBasicDataSchema>;
export type ProviderBasicDataEditValues = Infer<typeof providerBasicDataEditSchema>;
