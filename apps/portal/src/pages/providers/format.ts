import type { Provider } from "@trilha/api";
import { mask } from "@trilha/ui";

/** The provider's document as people read it: masked CPF/CNPJ, or the international registry as typed. */
export function providerDocument(provider: Pick<Provider, "company">): string {
  const company = provider.company ?? {};
  if (company.cnpj) return mask("cnpj", company.cnpj);
  if (company.cpf) return mask("cpf", company.cpf);
  return company.international_registry ?? "";
}

export function providerName(provider: Pick<Provider, "alias" | "company">): string {
  return provider.alias || provider.company?.trading_name || provider.company?.company_name || "";
}
