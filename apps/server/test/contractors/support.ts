import { call, cnpjOf, type Part, type Setup } from "../providers/support";

/** The master user's fields of a contractor body (responsible_first), as multipart pairs. */
export function masterParts(email: string, name = "Marta", phone = "11988887777"): [string, Part][] {
  return [
    ["responsible_first[name]", name],
    ["responsible_first[phone]", phone],
    ["responsible_first[email]", email],
  ];
}

/**
 * The smallest whole contractor wizard body (a 'Gerador' plan, a contract without end), as multipart
 * pairs: `cnpjBase` is the CNPJ's first 12 digits, `name` its trading name (the company's, the contacts'
 * e-mail domain), `masterEmail` the master user's login. `extra` pairs go after the contractor's data.
 */
export function contractorParts(
  cnpjBase: string,
  name: string,
  masterEmail: string,
  extra: [string, Part][] = [],
): [string, Part][] {
  const domain = `${name.toLowerCase().replace(/[^a-z0-9]+/g, "")}.com.br`;
  return [
    ["contractor[cnpj]", cnpjOf(cnpjBase)],
    ["contractor[company_name]", `${name} Ltda.`],
    ["contractor[trading_name]", name],
    ["contractor[address_name]", "Rua B"],
    ["contractor[address_number]", "5"],
    ["contractor[phone]", "(11) 3333-4444"],
    ...extra,
    ["responsible_contractor_cool[name]", "Laura"],
    ["responsible_contractor_cool[phone]", "(11) 3333-4444"],
    ["responsible_contractor_cool[email]", `laura@${domain}`],
    ["responsible_contractor_financial[name]", "Fábio"],
    ["responsible_contractor_financial[phone]", "(11) 3333-4444"],
    ["responsible_contractor_financial[email]", `fabio@${domain}`],
    ["contract[inicio]", "2026-01-01"],
    ["contract[prazo_indeterminado]", "true"],
    ["plan[main_module]", "mg"],
    ["plan[generator_type]", "pg"],
    ...masterParts(masterEmail),
  ];
}

/** Saves a contractor's Usuário Master section (`master`: masterParts) as the signed-in company. */
export function saveMaster(s: Setup, contractorUuid: string, master: [string, Part][]) {
  return call(s.app, "PUT", `/contractors/${contractorUuid}`, s.token, master);
}
