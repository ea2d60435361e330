import { formatDecimal, splitTimestamp } from "@trilha/ui";

/**
 * A calendar date (`2026-03-02`: an emission, a validity, a negotiation's start) as dd/MM/yyyy (spec 02
 * §9), on the day written. A calendar day the API keeps in a timestamp column (an output's received_at,
 * midnight UTC) reads the same, so this never moves a value to another zone: an instant (a creation)
 * goes through `formatTimestampDate`.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return "";
  const [year, month, day] = value.slice(0, 10).split("-");
  return year && month && day ? `${day}/${month}/${year}` : value;
}

/**
 * The day of an instant (`created_at`, `welcome_sent_at`) as dd/MM/yyyy in Brasília, as every date
 * shown is (decisions.md; the server's period filters use the same day): a record created at 22:30
 * there is not listed under the next day, as cutting the UTC text did.
 */
export function formatTimestampDate(value: string | null | undefined): string {
  return value ? splitTimestamp(value).date : "";
}

const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

/** An amount in reais, as pt-BR shows it: `R$ 1.234,50`. */
export function formatMoney(value: number): string {
  return brl.format(value);
}

/**
 * A quantity (tonnes, packagings) as pt-BR writes it, with thousands dots and up to its 3 decimals
 * (`1.234,5`), as the MTR's PDF and its public page show it; none gives "". `fixed` writes all three
 * (`1.237,500`), for a column of sums whose commas line up (the DMR). Three is @trilha/forms'
 * QUANTITY_DECIMALS, written out so the shared kit does not take the outputs' schema module with it.
 */
export function formatQuantity(value: number | null | undefined, { fixed = false } = {}): string {
  return formatDecimal(value, {
    maximumFractionDigits: 3,
    minimumFractionDigits: fixed ? 3 : 0,
    grouping: true,
  });
}
