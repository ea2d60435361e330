/** `2026-03-02T12:00:00Z` or `2026-03-02` → `02/03/2026` (dates shown dd/MM/yyyy, spec 02 §9). */
export function formatDate(value: string | null | undefined): string {
  if (!value) return "";
  const [year, month, day] = value.slice(0, 10).split("-");
  return year && month && day ? `${day}/${month}/${year}` : value;
}

const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

/** An amount in reais, as pt-BR shows it: `R$ 1.234,50`. */
export function formatMoney(value: number): string {
  return brl.format(value);
}
