import type { Contractor, ContractorAttachment, ContractorRepresentative } from "@trilha/api";
import { PLAN_FEATURES, PLAN_USERS_DEFAULT } from "@trilha/forms";
import { mask } from "@trilha/ui";

// A stored contractor as the edit page's section forms hold it: masked phones and CNPJ, files as their
// URLs (kept unless replaced) beside their display names, the plan's eight feature rows.

const masked = (kind: "cnpj" | "phone", value: string | null | undefined) =>
  value ? mask(kind, value) : undefined;
const orUndefined = <V>(value: V | null | undefined) => value ?? undefined;

function representative(person: ContractorRepresentative) {
  return {
    name: person.name,
    phone: masked("phone", person.phone),
    phone_extension: orUndefined(person.phone_extension),
    email: person.email,
  };
}

const fileUrl = (file: ContractorAttachment | null) => file?.url;

export function dataValues(contractor: Contractor) {
  const company = contractor.contractor;
  return {
    contractor: {
      cnpj: masked("cnpj", company.cnpj),
      international_registry: orUndefined(company.international_registry),
      company_name: company.company_name,
      trading_name: company.trading_name,
      address_country: orUndefined(company.address_country),
      address_zip_code: orUndefined(company.address_zip_code),
      address_state: orUndefined(company.address_state),
      address_city: orUndefined(company.address_city),
      address_name: company.address_name,
      address_number: company.address_number,
      address_complement: orUndefined(company.address_complement),
      phone: masked("phone", company.phone),
      cnaer_principal: orUndefined(company.cnaer_principal),
      cartao_cnpj: orUndefined(company.cartao_cnpj),
      cartao_cnpj_display_name: orUndefined(company.cartao_cnpj_display_name),
      contrato_social: orUndefined(company.contrato_social),
      contrato_social_display_name: orUndefined(company.contrato_social_display_name),
    },
    responsible_contractor_cool: representative(contractor.responsible_contractor_cool),
    responsible_contractor_financial: representative(contractor.responsible_contractor_financial),
  };
}

export function contractValues(contractor: Contractor) {
  const contract = contractor.contract;
  return {
    contract: {
      interno: orUndefined(contract.interno),
      inicio: contract.inicio,
      termino: orUndefined(contract.termino),
      prazo_indeterminado: contract.prazo_indeterminado,
      representante_comercial: orUndefined(contract.representante_comercial),
      representante_juridico: orUndefined(contract.representante_juridico),
      contrato: fileUrl(contract.contrato),
      contrato_display_name: contract.contrato?.display_name,
      proposta: fileUrl(contract.proposta),
      proposta_display_name: contract.proposta?.display_name,
      aditivos: contract.aditivos.map((file) => file.url),
      aditivos_display_names: contract.aditivos.map((file) => file.display_name),
      observacoes: orUndefined(contract.observacoes),
    },
  };
}

export function planValues(contractor: Contractor) {
  const plan = contractor.plan;
  const count = (value: number | null) => (value === null ? undefined : String(value));
  return {
    plan: {
      main_module: plan.main_module,
      small_generators: count(plan.small_generators),
      large_generators: count(plan.large_generators),
      internal_management_generators: count(plan.internal_management_generators),
      generator_type: orUndefined(plan.generator_type),
      features: PLAN_FEATURES.map((feature) => {
        const stored = plan.features.find((row) => row.feature === feature);
        return {
          feature,
          enabled: stored?.enabled ?? false,
          users: String(stored?.users ?? PLAN_USERS_DEFAULT),
        };
      }),
    },
  };
}

export function masterUserValues(contractor: Contractor) {
  return { responsible_first: representative(contractor.responsible_first) };
}
