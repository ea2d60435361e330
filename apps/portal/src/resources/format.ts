import { splitTimestamp } from "@trilha/ui";

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * dd/MM/yyyy (spec 02 §9). A calendar date (`2026-03-02`: an emission, a validity) is shown as it is;
 * a timestamp (`2026-03-03T01:30:00Z`: a creation) on its day in Brasília, as every date shown is
 * (decisions.md), so a record created at 22:30 there is not listed under the next day.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return "";
  if (!CALENDAR_DATE.test(value)) return splitTimestamp(value).date;
  const [year, month, day] = value.split("-");
  return `${day}/${month}/${year}`;
}

const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

/** An amount in reais, as pt-BR shows it: `R$ 1.234,50`. */
export function formatMoney(value: number): string {
  return brl.format(value);
}
