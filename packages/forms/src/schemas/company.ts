import type { Struct } from "superstruct";
import { prefixLabels } from "./engine";
import { type Condition, text } from "./fields";
import { cep, email, numeric, phone } from "./rules";

// One definition of a company's fields (registry, address, registrations, contacts) and of a
// representative, shared by the provider and contractor forms, the server's columns and answers.

export const NUMBER_NOT_NUMERIC = "Número deve ser numérico";
export const EXTENSION_NOT_NUMERIC = "Ramal deve ser numérico";

/** The documents that identify a company; `registry_type` says which one it has. */
export const COMPANY_DOCUMENTS = ["cpf", "cnpj", "international_registry"] as const;
export type CompanyDocument = (typeof COMPANY_DOCUMENTS)[number];

/** Names, address, contacts and registrations, as forms send them and the server stores and answers them. */
export const COMPANY_FIELDS = [
  "company_name",
  "trading_name",
  "address_country",
  "address_zip_code",
  "address_name",
  "address_number",
  "address_complement",
  "address_region",
  "address_state",
  "address_city",
  "phone",
  "ie",
  "im",
] as const;
export type CompanyField = (typeof COMPANY_FIELDS)[number];

export const companyLabels: Record<CompanyDocument | CompanyField, string> = {
  cpf: "CPF",
  cnpj: "CNPJ",
  international_registry: "Registro Internacional",
  company_name: "Razão social",
  trading_name: "Nome fantasia",
  address_country: "País",
  address_zip_code: "CEP",
  address_name: "Endereço",
  address_number: "Número",
  address_complement: "Complemento",
  address_region: "Região",
  address_state: "Estado",
  address_city: "Cidade",
  phone: "Telefone",
  ie: "Inscrição estadual",
  im: "Inscrição municipal",
};

/** `companyLabels` under a form's group (`company.cnpj`), for the fields that form has. */
export const companyLabelsAt = (prefix: string, fields: readonly (CompanyDocument | CompanyField)[]) =>
  prefixLabels(prefix, Object.fromEntries(fields.map((field) => [field, companyLabels[field]])));

/**
 * The rules of a company's names, address and phone. `required` is what a creating form asks for
 * (country and CEP); `national` applies the Brazilian formats (CEP, phone) only when it holds; `city`
 * replaces the free-text city (the provider's select that needs a state first).
 */
// biome-ignore lint/suspicious/noExplicitAny: any struct may stand for the city
export function companyFields<City extends Struct<any, any> = Struct<string | undefined, null>>(
  options: { required?: boolean; national?: Condition; stateRequired?: boolean; city?: City } = {},
) {
  const { required = false, national, stateRequired = false } = options;
  return {
    company_name: text({ required: true, max: 100 }),
    trading_name: text({ required: true, max: 100 }),
    address_country: text({ required, max: 30 }),
    address_zip_code: cep({ required, max: 10, when: national }),
    address_name: text({ required: true, max: 150 }),
    address_number: numeric({ required: true, max: 9, messages: { numeric: NUMBER_NOT_NUMERIC } }),
    address_complement: text({ max: 30 }),
    address_state: text({ required: stateRequired }),
    address_city: (options.city ?? text()) as City,
    phone: phone({ required: true, max: 20, when: national }),
  };
}

/** The registrations a Brazilian company may have. */
export const registrationFields = () => ({ ie: text({ max: 15 }), im: text({ max: 15 }) });

/** A representative (responsible) as stored and answered; forms name the phones phone / phone_extension. */
export const RESPONSIBLE_FIELDS = [
  "name",
  "role",
  "telephone",
  "telephone_extension",
  "email",
  "cellphone",
] as const;
export type ResponsibleField = (typeof RESPONSIBLE_FIELDS)[number];

/** A representative's name, phone, extension and e-mail; the provider's responsibles add role and cellphone. */
export function representativeFields<const R extends boolean = true>(
  options: { required?: R; national?: Condition; extensionMax?: number } = {},
) {
  const { national, extensionMax = 10 } = options;
  const required = (options.required ?? true) as R;
  return {
    name: text({ required, max: 100 }),
    phone: phone({ required, max: 20, when: national }),
    phone_extension: numeric({ max: extensionMax, messages: { numeric: EXTENSION_NOT_NUMERIC } }),
    email: email({ required, max: 100 }),
  };
}

/** "Nome do representante legal", "Telefone do responsável 1"… */
export const representativeLabels = (prefix: string, who: string) => ({
  [`${prefix}.name`]: `Nome do ${who}`,
  [`${prefix}.phone`]: `Telefone do ${who}`,
  [`${prefix}.phone_extension`]: `Ramal do ${who}`,
  [`${prefix}.email`]: `E-mail do ${who}`,
});
