import type { Provider } from "@trilha/api";
import { mask, type SelectOption } from "@trilha/ui";

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

/**
 * A provider as a select's option, labelled by its alias first (how the company knows it) or by its
 * trading name first (how documents name a party, as GET /outputs/options does). Its other names,
 * documents and city are the option's keywords, which the provider search also matches: an option the
 * server found by them stays listed under the label shown.
 */
export function providerOption(
  provider: Pick<Provider, "uuid_provider" | "alias" | "company">,
  labelledBy: "alias" | "trading_name",
): SelectOption {
  const company = provider.company ?? {};
  const label =
    (labelledBy === "alias"
      ? providerName(provider)
      : company.trading_name || provider.alias || company.company_name) || provider.uuid_provider;
  const keywords = [
    provider.alias,
    company.trading_name,
    company.company_name,
    providerDocument(provider),
    company.cnpj,
    company.cpf,
    company.address_city,
  ];
  return { value: provider.uuid_provider, label, keywords: keywords.filter(Boolean).join(" ") };
}
