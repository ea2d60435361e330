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

/** `2026-03-02T12:00:00Z` or `2026-03-02` → `02/03/2026` (dates shown dd/MM/yyyy, spec 02 §9). */
export function formatDate(value: string | null | undefined): string {
  if (!value) return "";
  const [year, month, day] = value.slice(0, 10).split("-");
  return year && month && day ? `${day}/${month}/${year}` : value;
}
